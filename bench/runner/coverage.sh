#!/bin/sh
# The cost of --coverage (a Lua line hook recording hits of ./src files) on a CPU-bound suite:
# the same spec with and without it, one worker. Usage: bench/runner/coverage.sh [understudy]
# Recorded in bench/RUNNER_RESULTS.md ("Coverage").
set -eu
U=$(cd "$(dirname "${1:-.build/release/understudy}")" && pwd)/$(basename "${1:-.build/release/understudy}")
cd "$(dirname "$0")/coverage"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 1 --runs 5 "$U test --jobs 1 spec" "$U test --jobs 1 --coverage spec"
else
  for flags in "" "--coverage"; do
    start=$(date +%s.%N)
    "$U" test --jobs 1 $flags spec >/dev/null
    end=$(date +%s.%N)
    echo "understudy test $flags: $(echo "$end - $start" | bc) s"
  done
fi
rm -f luacov.stats.out lcov.info
