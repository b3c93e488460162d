#!/bin/sh
# The Lua module's speed (bench/MODULE_RESULTS.md), each figure beside its reference in the same
# rounds (bench/lib/rounds.sh):
#   1. start-up: `lua5.4 -e 'require "understudy"'` vs `lua5.4 -e ''` and `understudy -e ''`
#   2. a binding call (stage.clock.now): under lua5.4 with the module vs under understudy, each
#      beside Lua's own C function math.abs in the same process (bench/module/calls.lua)
#   3. this project's stage suites (as LuaModuleTests runs them): busted with the module and its
#      helper vs `understudy test --jobs 1` (one process, as busted) and with its defaults
# Usage: bench/module/speed.sh [build dir] [rounds]   (defaults: .build/release, 7)
set -eu
cd "$(dirname "$0")/../.."
B=$(realpath "${1:-.build/release}")
ROUNDS=${2:-7}
OUT=bench/out/module
mkdir -p "$OUT/cpath"
ln -sf "$B/libunderstudy-lua.so" "$OUT/cpath/understudy.so"
export LUA_CPATH="$(realpath "$OUT/cpath")/?.so;;"
export PATH="$B:$PATH"
SUITES=$(for d in actionsheet popup popupbar render swipe world stage module; do ls spec/$d/*_spec.lua; done | grep -v memory_limit_spec | tr '\n' ' ')
# The suite commands as scripts, so that the table names them briefly.
printf '#!/bin/sh\nexec lua5.4 /usr/bin/busted --helper=understudy.busted %s >/dev/null\n' "$SUITES" > "$OUT/busted-with-module"
printf '#!/bin/sh\nexec %s test --jobs 1 %s >/dev/null\n' "$B/understudy" "$SUITES" > "$OUT/understudy-test-jobs-1"
printf '#!/bin/sh\nexec %s test %s >/dev/null\n' "$B/understudy" "$SUITES" > "$OUT/understudy-test"
chmod +x "$OUT/busted-with-module" "$OUT/understudy-test-jobs-1" "$OUT/understudy-test"

. bench/lib/rounds.sh

echo "| command | time (median of $ROUNDS rounds) | vs the first row |"
echo "|---|---|---|"
figure start 30 "lua5.4 -e ''" "lua5.4 -e 'require \"understudy\"'" "understudy -e ''"
figure suites 3 "$OUT/busted-with-module" "$OUT/understudy-test-jobs-1" "$OUT/understudy-test"

# Per call: the median over the rounds of each host's ns per binding call and its ratio to
# math.abs in the same process.
i=0
: > "$OUT/calls.rounds"
while [ $i -lt "$ROUNDS" ]; do
    echo "$(lua5.4 bench/module/calls.lua) $("$B/understudy" bench/module/calls.lua)" >> "$OUT/calls.rounds"
    i=$((i + 1))
done
lua5.4 - "$OUT/calls.rounds" <<'LUA'
local cols = { {}, {}, {}, {}, {}, {} }
for line in io.lines(arg[1]) do
  local m, ma, u, ua = line:match("(%S+) (%S+) (%S+) (%S+)")
  m, ma, u, ua = tonumber(m), tonumber(ma), tonumber(u), tonumber(ua)
  for i, v in ipairs({ m, ma, u, ua, m / ma, u / ua }) do table.insert(cols[i], v) end
end
local median = dofile("bench/lib/stats.lua").median
print()
print("| host | stage.clock.now() | math.abs() | binding / C function |")
print("|---|---|---|---|")
print(string.format("| lua5.4 + understudy.so | %.1f ns | %.1f ns | %.2fx |", median(cols[1]), median(cols[2]), median(cols[5])))
print(string.format("| understudy | %.1f ns | %.1f ns | %.2fx |", median(cols[3]), median(cols[4]), median(cols[6])))
LUA
