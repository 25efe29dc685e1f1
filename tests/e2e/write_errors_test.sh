# A write that fails part-way (a file-size limit, as on a full disk) exits 3 and leaves every
# earlier file as it was: PDF, PNG, Tabletop Simulator, preview, report and session files.
source "$(dirname "$0")/lib.sh"
DATA="$SOURCE_DIR/data"
cd "$WORK" || exit 1

# limited KIB ARGS...: pnpkit under a file-size limit of KIB KiB, with SIGXFSZ ignored so that a
# write past the limit fails (EFBIG) instead of killing the process. Its output goes through a pipe
# (no file, so the limit does not cut it short) into $OUT and $ERR alike.
limited() {
  local kib=$1
  shift
  (
    trap '' XFSZ
    ulimit -f "$kib"
    "$PNPKIT" --data "$DATA" "$@" 2>&1
  ) <"${INPUT:-/dev/null}" | cat >"$WORK/out"
  CODE=${PIPESTATUS[0]}
  OUT=$(cat "$WORK/out")
  ERR=$OUT
}

# mark DIR: replaces every file below DIR by a line naming it, so that a file the next run leaves
# alone is told from one it rewrote.
mark() { find "$1" -type f | while read -r f; do echo "old $f" >"$f"; done; }

# check_kept DIR GOOD WHAT: after a failed run into DIR, each file is its old self or, when the
# run finished it before failing, byte for byte the file GOOD holds; at least one is old; no
# temporary file is left.
check_kept() {
  local kept=0 f
  while read -r f; do
    if [[ $(cat "$f") == "old $f" ]]; then
      kept=$((kept + 1))
    elif ! cmp -s "$f" "$2/${f#"$1"/}"; then
      fail "$3: $f was replaced by a file that is not whole"
    fi
  done < <(find "$1" -type f ! -name '.*')
  ((kept > 0)) || fail "$3: no file was left as it was: the limit did not bite"
  [[ -z $(find "$1" -name '.*' -type f) ]] || fail "$3: temporary files left: $(find "$1" -name '.*')"
}

# Each output kind: render it whole into good/, copy that to o/, mark o/, render into o/ again
# under a 16 KiB limit: exit 3 with the file named, and nothing broken in o/.
# (The sanitizer build, ten times slower, checks one PDF and one PNG writer.)
formats="pdf png tts preview"
[[ -z ${PNPKIT_SANITIZED:-} ]] || formats="pdf preview"
for format in $formats; do
  rm -rf good o
  "$PNPKIT" --data "$DATA" render domino-run --out good --format "$format" --dpi 72 >/dev/null 2>&1 ||
    fail "$format: the unlimited render failed"
  cp -r good o
  mark o
  limited 16 render domino-run --out o --format "$format" --dpi 72
  expect_code 3
  expect_err_contains "File too large"
  check_kept o good "$format"
done

# The report of a simulation, as a PDF and as PNG pages.
for report in report.pdf report.png; do
  rm -f "$report" report-*.png
  echo "old report" >"$report"
  limited 4 simulate domino-run --games 20 --seed 1 --report "$report"
  expect_code 3
  expect_err_contains "File too large"
  [[ $(cat "$report") == "old report" ]] || fail "the old $report was replaced"
done

# Sessions: a draw session and a guided game's, each grown past a 1 KiB limit.
"$PNPKIT" draw domino 2 --session draw.toml --seed 1 >/dev/null 2>&1 || fail "the first draw failed"
cp draw.toml draw.orig
limited 1 draw domino 20 --session draw.toml
expect_code 3
expect_err_contains "cannot write '"
cmp -s draw.toml draw.orig || fail "the draw session was replaced by a broken one"
[[ -z $(find . -maxdepth 1 -name '.draw.toml.pnpkit-*') ]] || fail "a temporary session file was left"

"$PNPKIT" --data "$DATA" colf play --session play.toml --dice rolled --seed 2 </dev/null >/dev/null 2>&1
cp play.toml play.orig
{ printf 'attack\nattack\nattack\nattack\n'; for ((i = 0; i < 30; i++)); do printf 'rest\ndone\n'; done; } >answers
INPUT=answers limited 1 colf play --session play.toml
expect_code 3
expect_err_contains "cannot write 'play.toml': File too large"
# The answers saved while the file stayed under the limit are kept, each save whole; the one that
# failed left the last whole one.
(($(wc -c <play.toml) <= 1024)) || fail "the play session passed the limit"
[[ $(tail -1 play.toml) == "]" ]] || fail "the play session was cut short: $(tail -3 play.toml)"
"$PNPKIT" --data "$DATA" colf play --status --session play.toml >/dev/null 2>&1 ||
  fail "the play session left by the failed write does not replay"

finish
