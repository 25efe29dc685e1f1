#!/usr/bin/env bash
# Installs the Debian packages pnpkit needs to build, test and render, and only those missing;
# with the argument "sanitize", also clang and its sanitizer and libFuzzer runtimes (make test-sanitize,
# make fuzz); with "package", what `make package` also needs (dpkg-shlibdeps, file). Runs apt-get
# update once before installing; uses sudo when not root. Exits non-zero on failure.
set -euo pipefail

packages=(
  cmake g++ make pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig-dev librsvg2-dev libpng-dev libjpeg-dev
  libtomlplusplus-dev libcli11-dev catch2 libedit-dev
  libgmp-dev
  libzip-dev libexpat1-dev
  libqpdf-dev  # render --check: PDFs read as qpdf --check does
  poppler-utils qpdf
  fonts-dejavu-core  # tests: a font no bundled family has, for a game's own fonts/
)
if [[ ${1:-} == sanitize ]]; then
  packages+=(clang libclang-rt-dev llvm)
fi
if [[ ${1:-} == package ]]; then
  packages+=(dpkg-dev file)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=()
if ((EUID != 0)); then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "install-deps: not root and no sudo; please install: ${missing[*]}" >&2
    exit 3
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
