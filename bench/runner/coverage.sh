#!/bin/sh
# The cost of --coverage beside LuaCov's (bench/RUNNER_RESULTS.md, "Coverage"): each suite with and
# without coverage, in rounds (bench/lib/rounds.sh: hyperfine, each pair back to back, medians),
# under `understudy test --jobs 1` (one process, as busted) and under busted with LuaCov:
#   cpu      bench/runner/coverage: CPU-bound project code in ./src (a hash, a table loop)
#   fixture  Tests/RunnerFixtures/coverage: the summary's fixture (mostly start-up)
#   stage    this project's stage suites (as bench/module/speed.sh runs them: busted with the
#            Lua module and its helper), the code under test mostly Swift
#   specs    all of spec/ under `understudy test` (its defaults: files in parallel)
# LuaCov is pure Lua and not part of the project: point LUACOV at its src/ directory (a checkout
# of github.com/lunarmodules/luacov; the recorded run used 0.17.0, commit b1f9eae), or its rows
# are left out. busted is Debian's (lua5.4 /usr/bin/busted).
# Usage: [LUACOV=/path/to/luacov/src] bench/runner/coverage.sh [build dir] [rounds]
#        (defaults: .build/release, 3)
set -eu
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
B=$(realpath "${1:-.build/release}")
ROUNDS=${2:-3}
OUT=bench/out/coverage
mkdir -p "$OUT/cpath"
ln -sf "$B/libunderstudy-lua.so" "$OUT/cpath/understudy.so"
LUACOV=${LUACOV:-}

# One script per command, so that the table names them briefly; each runs in its suite's
# directory (coverage files land there and are removed at the end).
cmd() { # name dir command...
  name=$1 dir=$2
  shift 2
  printf '#!/bin/sh\ncd %s\nexport LUA_CPATH="%s/?.so;;" LUA_PATH="%s/?.lua;;"\nexec %s >/dev/null 2>&1\n' \
    "$dir" "$ROOT/$OUT/cpath" "${LUACOV:-/nonexistent}" "$*" > "$OUT/$name"
  chmod +x "$OUT/$name"
}
STAGE=$(for d in actionsheet popup popupbar render swipe world stage module; do ls spec/$d/*_spec.lua; done | grep -v memory_limit_spec | tr '\n' ' ')
cmd cpu-understudy "$ROOT/bench/runner/coverage" "$B/understudy" test --jobs 1 spec
cmd cpu-understudy-coverage "$ROOT/bench/runner/coverage" "$B/understudy" test --jobs 1 --coverage spec
cmd cpu-busted "$ROOT/bench/runner/coverage" lua5.4 /usr/bin/busted spec
cmd cpu-busted-luacov "$ROOT/bench/runner/coverage" lua5.4 /usr/bin/busted --coverage spec
cmd fixture-understudy "$ROOT/Tests/RunnerFixtures/coverage" "$B/understudy" test --jobs 1 spec
cmd fixture-understudy-coverage "$ROOT/Tests/RunnerFixtures/coverage" "$B/understudy" test --jobs 1 --coverage spec
cmd fixture-busted "$ROOT/Tests/RunnerFixtures/coverage" lua5.4 /usr/bin/busted spec
cmd fixture-busted-luacov "$ROOT/Tests/RunnerFixtures/coverage" lua5.4 /usr/bin/busted --coverage spec
cmd stage-understudy "$ROOT" "$B/understudy" test --jobs 1 "$STAGE"
cmd stage-understudy-coverage "$ROOT" "$B/understudy" test --jobs 1 --coverage "$STAGE"
cmd stage-busted "$ROOT" lua5.4 /usr/bin/busted --helper=understudy.busted "$STAGE"
cmd stage-busted-luacov "$ROOT" lua5.4 /usr/bin/busted --helper=understudy.busted --coverage "$STAGE"
cmd specs-understudy "$ROOT" "$B/understudy" test spec
cmd specs-understudy-coverage "$ROOT" "$B/understudy" test --coverage spec

. bench/lib/rounds.sh

echo "| command | time (median of $ROUNDS rounds) | vs the row above it |"
echo "|---|---|---|"
# Runs per command in a round: the stage suite under LuaCov takes half a minute.
for suite_runs in cpu:3 fixture:10 stage:1; do
  suite=${suite_runs%:*} runs=${suite_runs#*:}
  figure "$suite-understudy" "$runs" "$OUT/$suite-understudy" "$OUT/$suite-understudy-coverage"
  if [ -n "$LUACOV" ]; then
    figure "$suite-busted" "$runs" "$OUT/$suite-busted" "$OUT/$suite-busted-luacov"
  fi
done
figure specs 3 "$OUT/specs-understudy" "$OUT/specs-understudy-coverage"
rm -f bench/runner/coverage/luacov.* bench/runner/coverage/lcov.info Tests/RunnerFixtures/coverage/luacov.* \
  Tests/RunnerFixtures/coverage/lcov.info luacov.stats.out lcov.info
