#!/usr/bin/env bash
# CI: instruction counts of the built project (dist/) under valgrind callgrind, compared with the
# committed baseline benchmarks/baseline/instructions.json (docs/benchmarks.md "Our CI").
# Prints the counts and the verdict. Exit codes: 0 no regression (or valgrind missing: skipped, with
# the reason); 1 a figure slower than the baseline beyond the 1 % threshold with 95 % confidence;
# 3 the workloads' signatures differ from the baseline's (behaviour changed: re-baseline with
# `npm run bench:baseline` in a commit that says why); 2 bad setup (no build, no baseline).
set -uo pipefail
cd "$(dirname "$0")/../.."
BASELINE=benchmarks/baseline/instructions.json
if ! command -v valgrind >/dev/null 2>&1; then
  echo "bench-instructions: skipped: valgrind is not installed (Debian/Ubuntu: apt-get install valgrind)"
  exit 0
fi
if [ ! -f dist/src/cli/main.js ]; then
  echo "bench-instructions: dist/ is missing: run npm run build first" >&2
  exit 2
fi
if [ ! -f "$BASELINE" ]; then
  echo "bench-instructions: $BASELINE is missing: create it with npm run bench:baseline" >&2
  exit 2
fi
start=$(date +%s)
node dist/src/cli/main.js bench --instructions --compare "$BASELINE"
status=$?
echo "bench-instructions: $(( $(date +%s) - start )) s, exit $status"
exit $status
