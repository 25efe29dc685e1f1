#!/usr/bin/env bash
# CI (issue 20 item 2): `make package` again gives the same bytes. Keeps the pnpkit_*.deb made
# before, then makes it again and compares:
#   check-reproducible.sh               the program linked again, its manual page, completion
#                                       scripts and changelog written again, everything packaged
#                                       again (about a minute; what CI runs)
#   check-reproducible.sh --from-nothing  the whole build folder deleted first: every file compiled
#                                       again (a whole build of the program)
# Reproducible means for one commit and one build path: the program records where its build tree
# is (generator/core/paths.cpp), so another path gives another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
debs=(pnpkit_*.deb)
[[ -f ${debs[0]} && ${#debs[@]} == 1 ]] || { echo "check-reproducible: expected one pnpkit_*.deb here (make package)" >&2; exit 2; }
first=$(mktemp -d)
trap 'rm -rf "$first"' EXIT
mv "${debs[0]}" "$first/"
if [[ ${1:-} == --from-nothing ]]; then
  rm -rf "$BUILD_DIR"
else
  rm -rf "$BUILD_DIR/_CPack_Packages" "$BUILD_DIR/generated" "$BUILD_DIR/pnpkit"
fi
make package BUILD_DIR="$BUILD_DIR" "${@:2}" >/dev/null
if ! cmp "$first/${debs[0]}" "${debs[0]}"; then
  echo "check-reproducible: FAIL: two packages of one commit differ" >&2
  if command -v diffoscope >/dev/null; then diffoscope "$first/${debs[0]}" "${debs[0]}" >&2; fi
  exit 1
fi
echo "check-reproducible: ${debs[0]} is byte-identical when made again (sha256 $(sha256sum <"${debs[0]}" | cut -c1-16)...)"
