#!/bin/sh
# CPU-bound Lua under lua5.4, `understudy script.lua` (without and with limits) and `understudy
# test` (default limits: per-file timeout, 1G memory), side by side; then the 200-file suite that
# requires one 650 KB module, `understudy test --jobs 2` vs busted.
# Usage: bench/cpu/run.sh [path/to/understudy]   (default .build/release/understudy)
# Results are recorded by hand in bench/cpu/RESULTS.md.
set -eu
cd "$(dirname "$0")/../.."
U=$(realpath "${1:-.build/release/understudy}")
OUT=bench/out/cpu
mkdir -p "$OUT"
lua5.4 bench/cpu/generate.lua "$OUT"
hyperfine -N --warmup 1 --runs 10 --export-json "$OUT/cpu.json" \
  "lua5.4 bench/cpu/script.lua" \
  "$U bench/cpu/script.lua" \
  "$U --timeout 30 --memory-limit 1G bench/cpu/script.lua" \
  "$U test --jobs 1 bench/cpu/spec" \
  "lua5.4 /usr/bin/busted bench/cpu/spec"
cd "$OUT"
hyperfine --warmup 1 --runs 3 --export-json suite.json \
  "$U test --jobs 2 spec" \
  "$U test --jobs 1 spec" \
  "lua5.4 /usr/bin/busted spec"
