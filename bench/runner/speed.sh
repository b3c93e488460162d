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

. bench/lib/rounds.sh

echo "| command | time (median of $ROUNDS rounds) | vs the first row |"
echo "|---|---|---|"
figure one 30 "lua5.4 -e ''" "$U test $OUT/one/spec/one_spec.lua" "lua5.4 /usr/bin/busted $OUT/one/spec/one_spec.lua"
figure suite 5 "lua5.4 /usr/bin/busted $OUT/plain" "$U test $OUT/plain" "$U test --jobs 1 $OUT/plain"
figure cpu 3 "lua5.4 /usr/bin/busted bench/cpu/spec" "$U test bench/cpu/spec"
