# Sourced by the speed scripts (bench/runner/speed.sh, bench/module/speed.sh, merge.sh).
# rounds NAME RUNS CMD... : ROUNDS rounds of hyperfine over the commands (OUT and ROUNDS set by
# the caller), one line per round in $OUT/NAME.rounds: each command's mean in seconds. A round
# runs every command back to back, so a machine whose speed drifts between rounds (a shared
# virtual machine) still gives a fair ratio.
rounds() {
  name=$1 runs=$2
  shift 2
  i=0
  : > "$OUT/$name.rounds"
  while [ $i -lt "$ROUNDS" ]; do
    hyperfine -N -w 2 -r "$runs" --export-json "$OUT/$name.json" "$@" >/dev/null 2>&1
    lua5.4 - "$OUT/$name.json" >> "$OUT/$name.rounds" <<'LUA'
local f = assert(io.open(arg[1])):read("a")
local means = {}
for mean in f:gmatch('"mean":%s*([%d%.e%-]+)') do means[#means + 1] = tonumber(mean) end
print(table.concat(means, " "))
LUA
    i=$((i + 1))
  done
}

# figure NAME RUNS CMD... : `rounds`, then one table row per command: median mean (ms) and median
# ratio to the first command.
figure() {
  name=$1 runs=$2
  shift 2
  rounds "$name" "$runs" "$@"
  lua5.4 - "$OUT/$name.rounds" "$@" <<'LUA'
local rounds = dofile("bench/lib/stats.lua").rounds(arg[1])
local median = dofile("bench/lib/stats.lua").median
for c = 1, select("#", ...) - 1 do
  local times, ratios = {}, {}
  for _, r in ipairs(rounds) do times[#times + 1] = r[c]; ratios[#ratios + 1] = r[c] / r[1] end
  local cmd = select(c + 1, ...)
  print(string.format("| `%s` | %.2f ms | %.2fx |", cmd, median(times) * 1000, median(ratios)))
end
LUA
}

