#!/usr/bin/env bash
# CI (issue 20 item 2): `make package` again from nothing gives the same bytes. Keeps the
# pnpkit_*.deb made before (from the build folder `make test` left), deletes that build folder,
# makes the package again at the same path (a whole build of the program alone) and compares.
# The package build is then reproducible for a given commit and build path: the program records
# where its build tree is (generator/core/paths.cpp), so another path gives another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
debs=(pnpkit_*.deb)
[[ -f ${debs[0]} && ${#debs[@]} == 1 ]] || { echo "check-reproducible: expected one pnpkit_*.deb here (make package)" >&2; exit 2; }
first=$(mktemp -d)
trap 'rm -rf "$first"' EXIT
mv "${debs[0]}" "$first/"
rm -rf "$BUILD_DIR"
make package BUILD_DIR="$BUILD_DIR" >/dev/null
if ! cmp "$first/${debs[0]}" "${debs[0]}"; then
  echo "check-reproducible: FAIL: two packages of one commit differ" >&2
  command -v diffoscope >/dev/null && diffoscope "$first/${debs[0]}" "${debs[0]}" >&2
  exit 1
fi
echo "check-reproducible: ${debs[0]} is byte-identical when built again from nothing ($(sha256sum <"${debs[0]}" | cut -c1-16))"
