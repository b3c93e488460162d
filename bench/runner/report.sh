#!/bin/sh
# The cost of --report (issue 26): the project's own specs (spec/, 543 tests, most of them stage
# tests that get a film) with and without the run report, side by side in rounds (bench/lib/
# rounds.sh), and the report's size. Target: at most 2x with --report; without it, the run is the
# one bench/runner/speed.sh measures (no film is recorded, no host call is made).
# Recorded in bench/RUNNER_RESULTS.md ("The run report").
# Usage: bench/runner/report.sh [path/to/understudy] [rounds]   (defaults: .build/release/understudy, 5)
set -eu
cd "$(dirname "$0")/../.."
U=$(realpath "${1:-.build/release/understudy}")
ROUNDS=${2:-5}
OUT=bench/out/report
mkdir -p "$OUT"
. bench/lib/rounds.sh

echo "| command | time (median of $ROUNDS rounds) | vs the first row |"
echo "|---|---|---|"
figure report 3 "$U test spec" "$U test --report $OUT/html spec"
rm -rf "$OUT/html"
"$U" test --report "$OUT/html" spec >/dev/null 2>&1 || true
echo
echo "Report: $(du -sh "$OUT/html" | cut -f1) in $(find "$OUT/html" -type f | wc -l) files; index.html $(du -h "$OUT/html/index.html" | cut -f1)"
