#!/bin/sh
# The same comparison as run.sh in executed instructions (valgrind's callgrind, every process
# counted, --trace-children), which a loaded machine does not disturb. The work is scaled to 1/8
# (CPU_SCALE) to keep valgrind's run short; startup is measured with CPU_SCALE=0 and reported
# apart. Valgrind cannot read the Swift binary's debug information, so a stripped copy is run.
# Usage: bench/cpu/instructions.sh [path/to/understudy]   (default .build/release/understudy)
set -eu
cd "$(dirname "$0")/../.."
U=$(mktemp /tmp/understudy-stripped.XXXXXX)
strip -o "$U" "${1:-.build/release/understudy}"
chmod +x "$U"
ir() {
  dir=$(mktemp -d)
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$dir/cg.%p" "$@" >/dev/null 2>"$dir/log"
  grep "Collected" "$dir/log" | awk '{ s += $4 } END { print s }'
  rm -rf "$dir"
}
for scale in 0 0.125; do
  export CPU_SCALE=$scale
  printf '%-8s %-48s %s\n' "$scale" "lua5.4 script.lua" "$(ir lua5.4 bench/cpu/script.lua)"
  printf '%-8s %-48s %s\n' "$scale" "understudy script.lua" "$(ir "$U" bench/cpu/script.lua)"
  printf '%-8s %-48s %s\n' "$scale" "understudy --timeout 30 --memory-limit 1G script" "$(ir "$U" --timeout 30 --memory-limit 1G bench/cpu/script.lua)"
  printf '%-8s %-48s %s\n' "$scale" "understudy test --jobs 1 (default limits)" "$(ir "$U" test --jobs 1 bench/cpu/spec)"
done
rm -f "$U"
