#!/usr/bin/env bash
# Runs every benchmark built under BUILD_DIR/tests/bench (make bench builds them first).
# Each prints its own figures and ratios against a baseline measured in the same run.
set -euo pipefail
build=${1:-build}
status=0
for bench in "$build"/tests/bench/*_bench; do
  [[ -x $bench ]] || continue
  echo "== $(basename "$bench")"
  "$bench" || status=1
  echo
done
exit $status
