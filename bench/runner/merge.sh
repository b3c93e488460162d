#!/bin/sh
# The cost of `understudy report merge` (issue 44): the project's own specs (spec/) as 3 shards,
# each run with and without --report, then the merge of the 3 reports, all side by side in each
# round (hyperfine, RUNS runs of each command). A shard's report writing is what --report adds to
# that shard's run (the films its workers record and write, the page and run.json at the end):
# the mean with it minus the mean without it, in the same round. Target: the merge costs at most
# 1.5x the slowest shard's report writing. Figures are medians over the rounds.
# Recorded in bench/RUNNER_RESULTS.md ("Merging shards' reports").
# Usage: bench/runner/merge.sh [path/to/understudy] [rounds] [runs]   (defaults: .build/release/understudy, 5, 5)
set -eu
cd "$(dirname "$0")/../.."
U=$(realpath "${1:-.build/release/understudy}")
ROUNDS=${2:-5}
RUNS=${3:-5}
OUT=bench/out/merge
rm -rf "$OUT"
mkdir -p "$OUT"

set --
for i in 1 2 3; do
  set -- "$@" "$U test --shard $i/3 spec" "$U test --shard $i/3 --report $OUT/shard-$i spec"
done
MERGE="$U report merge $OUT/merged $OUT/shard-1 $OUT/shard-2 $OUT/shard-3"
set -- "$@" "$MERGE"
# The reports exist before the first timed merge.
for i in 1 2 3; do "$U" test --shard $i/3 --report "$OUT/shard-$i" spec >/dev/null 2>&1; done
$MERGE >/dev/null 2>&1

. bench/lib/rounds.sh
rounds merge "$RUNS" "$@"

lua5.4 - "$OUT/merge.rounds" "$U" "$@" <<'LUA'
local median = dofile("bench/lib/stats.lua").median
local binary = select(2, ...)
local rounds = dofile("bench/lib/stats.lua").rounds(arg[1])
local commands = select("#", ...) - 2
print(string.format("| command | time (median of %d rounds) |", #rounds))
print("|---|---|")
for c = 1, commands do
  local times = {}
  for _, r in ipairs(rounds) do times[#times + 1] = r[c] end
  local command = select(c + 2, ...)
  command = "understudy" .. command:sub(#binary + 1)
  print(string.format("| `%s` | %.2f ms |", command, median(times) * 1000))
end
local costs = { {}, {}, {} }
local slowest, merges, ratios = {}, {}, {}
for _, r in ipairs(rounds) do
  local worst = 0
  for i = 1, 3 do
    local cost = r[2 * i] - r[2 * i - 1]
    costs[i][#costs[i] + 1] = cost
    worst = math.max(worst, cost)
  end
  slowest[#slowest + 1] = worst
  merges[#merges + 1] = r[7]
  ratios[#ratios + 1] = r[7] / worst
end
print()
print("| figure | median |")
print("|---|---|")
for i = 1, 3 do
  print(string.format("| shard %d/3's report writing (with --report minus without) | %.2f ms |", i, median(costs[i]) * 1000))
end
print(string.format("| the slowest shard's report writing | %.2f ms |", median(slowest) * 1000))
print(string.format("| the merge | %.2f ms |", median(merges) * 1000))
print(string.format("| the merge / the slowest shard's report writing (target: at most 1.5x) | %.2fx |", median(ratios)))
LUA
echo
echo "Reports: $(du -sh "$OUT/shard-1" "$OUT/shard-2" "$OUT/shard-3" | cut -f1 | tr '\n' ' ')(run.json $(du -h "$OUT"/shard-*/run.json | cut -f1 | tr '\n' ' ')); merged $(du -sh "$OUT/merged" | cut -f1) in $(find "$OUT/merged" -type f | wc -l) files"
