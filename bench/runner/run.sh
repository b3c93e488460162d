#!/bin/sh
# The runner benchmark: 100 spec files x 20 tests, `understudy test --jobs 2` on stage work vs
# Debian's busted (Lua 5.4) on the same files with plain Lua work (busted has no stage).
# Usage: bench/runner/run.sh [path/to/understudy]   (default .build/release/understudy)
# Results are recorded by hand in bench/RUNNER_RESULTS.md.
set -eu
cd "$(dirname "$0")/../.."
U=${1:-.build/release/understudy}
OUT=bench/out/runner
lua5.4 bench/runner/generate.lua "$OUT"
"$U" test --jobs 2 "$OUT/stage" | tail -1
lua5.4 /usr/bin/busted "$OUT/plain" | tail -1
hyperfine -N --warmup 3 --runs 20 --export-json "$OUT/hyperfine.json" \
  "$U test --jobs 2 $OUT/stage" \
  "lua5.4 /usr/bin/busted $OUT/plain"
# files/s and tests/s from the mean times.
lua5.4 - "$OUT/hyperfine.json" <<'LUA'
local f = assert(io.open(arg[1])):read("a")
for cmd, mean in f:gmatch('"command":%s*"(.-)".-"mean":%s*([%d%.e%-]+)') do
  mean = tonumber(mean)
  print(string.format("%-60s %7.1f ms  %7.0f files/s  %8.0f tests/s", cmd, mean * 1000, 100 / mean, 2000 / mean))
end
LUA
