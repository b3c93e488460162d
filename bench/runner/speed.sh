#!/bin/sh
# The runner's three speed figures (bench/RUNNER_RESULTS.md), each beside its reference in the
# same rounds: a round runs every command of a figure back to back (hyperfine, a few runs each),
# and a figure is the median over the rounds of each command's mean and of the ratio, so a
# machine whose speed drifts between rounds (a shared virtual machine) still gives a fair ratio.
#   1. one spec file (one test): understudy test vs `lua5.4 -e ''` (target: at most 4x), and busted
#   2. 100 files x 20 small tests (bench/runner/generate.lua, plain Lua work): understudy test with
#      its defaults (this suite has no .busted: files in parallel, one worker per core) and with
#      --jobs 1 (what the defaults choose for a project with a .busted), vs busted (target: 10x)
#   3. CPU-bound spec (bench/cpu): understudy test vs busted (target: no slower)
# Usage: bench/runner/speed.sh [path/to/understudy] [rounds]   (defaults: .build/release/understudy, 7)
set -eu
cd "$(dirname "$0")/../.."
U=$(realpath "${1:-.build/release/understudy}")
ROUNDS=${2:-7}
OUT=bench/out/runner
lua5.4 bench/runner/generate.lua "$OUT" >/dev/null
mkdir -p "$OUT/one/spec"
cat > "$OUT/one/spec/one_spec.lua" <<'LUA'
describe("one file", function()
  it("adds", function() assert.are.equal(2, 1 + 1) end)
end)
LUA

# figure NAME RUNS CMD... : ROUNDS rounds of hyperfine over the commands; prints one table row
# per command: median mean (ms) and median ratio to the first command.
figure() {
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
  lua5.4 - "$OUT/$name.rounds" "$@" <<'LUA'
local rounds = {}
for line in io.lines(arg[1]) do
  local r = {}
  for v in line:gmatch("%S+") do r[#r + 1] = tonumber(v) end
  rounds[#rounds + 1] = r
end
local function median(t)
  table.sort(t)
  local n = #t
  return n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
end
for c = 1, select("#", ...) - 1 do
  local times, ratios = {}, {}
  for _, r in ipairs(rounds) do times[#times + 1] = r[c]; ratios[#ratios + 1] = r[c] / r[1] end
  local cmd = select(c + 1, ...)
  print(string.format("| `%s` | %.2f ms | %.2fx |", cmd, median(times) * 1000, median(ratios)))
end
LUA
}

echo "| command | time (median of $ROUNDS rounds) | vs the first row |"
echo "|---|---|---|"
figure one 30 "lua5.4 -e ''" "$U test $OUT/one/spec/one_spec.lua" "lua5.4 /usr/bin/busted $OUT/one/spec/one_spec.lua"
figure suite 5 "lua5.4 /usr/bin/busted $OUT/plain" "$U test $OUT/plain" "$U test --jobs 1 $OUT/plain"
figure cpu 3 "lua5.4 /usr/bin/busted bench/cpu/spec" "$U test bench/cpu/spec"
