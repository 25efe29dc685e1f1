# Helpers for end-to-end tests: source this from a *_test.sh script run by CTest as
#   bash script.sh PATH/TO/pnpkit PROJECT_SOURCE_DIR
# Each check prints what went wrong; the script exits non-zero if any check failed.
set -u
PNPKIT=${1:?path to pnpkit}
SOURCE_DIR=${2:?project source directory}
FAILURES=0
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pnpkit-e2e.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
# pnpkit keeps solver values in the user's cache folder: the tests keep theirs in $WORK.
export XDG_CACHE_HOME="$WORK/cache"
cd "$SOURCE_DIR" || exit 1

# run ARGS...: runs pnpkit, keeping stdout in $OUT, stderr in $ERR and the exit code in $CODE.
run() {
  "$PNPKIT" "$@" >"$WORK/out" 2>"$WORK/err"
  CODE=$?
  OUT=$(cat "$WORK/out")
  ERR=$(cat "$WORK/err")
}

fail() {
  echo "FAIL: $*" >&2
  FAILURES=$((FAILURES + 1))
}

expect_code() {
  [[ $CODE == "$1" ]] || fail "expected exit code $1, got $CODE (stdout: ${OUT:0:400}) (stderr: ${ERR:0:400})"
}

expect_out() {
  [[ $OUT == "$1" ]] || fail "stdout differs:
--- expected
$1
--- got
$OUT"
}

expect_err() {
  [[ $ERR == "$1" ]] || fail "stderr differs:
--- expected
$1
--- got
$ERR"
}

expect_out_contains() {
  [[ $OUT == *"$1"* ]] || fail "stdout lacks '$1':
$OUT"
}

expect_err_contains() {
  [[ $ERR == *"$1"* ]] || fail "stderr lacks '$1':
$ERR"
}

# pages FILE: the page count pdfinfo reports.
pages() { pdfinfo "$1" 2>/dev/null | awk '/^Pages:/ { print $2 }'; }
# png_size FILE: a PNG's width and height in pixels, as WIDTHxHEIGHT.
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}'; }

# expect_whole_pdf FILE LABEL: qpdf accepts FILE and pdffonts says every font in it is embedded
# (its 'emb' column, the 5th from the end).
expect_whole_pdf() {
  local name unembedded
  name=$(basename "$1")
  qpdf --check "$1" >/dev/null 2>&1 || fail "$2: qpdf --check fails on $name"
  unembedded=$(pdffonts "$1" | awk 'NR > 2 && $(NF-4) != "yes"')
  [[ -z $unembedded ]] || fail "$2: $name has fonts not embedded: $unembedded"
}

finish() {
  if ((FAILURES > 0)); then
    echo "$FAILURES check(s) failed" >&2
    exit 1
  fi
  echo "all checks passed"
}
