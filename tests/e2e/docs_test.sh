# Docs that stay true (issue 20 item 7): every command of the blocks marked <!-- test --> in the
# README and docs/ runs (tests/docs/run_doc_commands.sh) with this build's pnpkit first on PATH, in
# a fresh empty folder, a guided game reading `quit` at its first question; shown output
# (<!-- output -->) must match. Every game's quick start in the README and the designer's quick
# start are marked, so none can go untested.
source "$(dirname "$0")/lib.sh"
# Documented commands that save printer profiles write into $WORK, never the user's configuration.
export XDG_CONFIG_HOME="$WORK/config"
BIN_DIR=$(cd "$(dirname "$PNPKIT")" && pwd)
mkdir "$WORK/run"
printf 'quit\n' >"$WORK/quit"

# Each section of the README's quick starts (### GAME under "## Quick start", and "## Your own
# game") holds a marked block.
unmarked=$(awk '
  /^## / { quick = ($0 ~ /^## Quick start/); if ($0 ~ /^## Your own game/) { section = $0; quick = 1; marked[section] = 0 } }
  quick && /^### / { section = $0; marked[section] = 0 }
  quick && section != "" && /^<!-- test -->$/ { marked[section] = 1 }
  END { for (s in marked) if (!marked[s]) print s }' README.md)
[[ -z $unmarked ]] || fail "README sections without a tested block: $unmarked"
[[ $(grep -c '^<!-- test -->$' README.md) -ge 6 ]] || fail "fewer than 6 tested blocks in README.md"

(cd "$WORK/run" && PATH="$BIN_DIR:$PATH" DOC_STDIN="$WORK/quit" DOC_DIR="$SOURCE_DIR/docs" DOC_WATCH_SECONDS=${PNPKIT_SANITIZED:+300} \
  bash "$SOURCE_DIR/tests/docs/run_doc_commands.sh" "$SOURCE_DIR/README.md" "$SOURCE_DIR"/docs/*.md) \
  >"$WORK/docs.out" 2>"$WORK/docs.err" || fail "documented commands failed:
$(cat "$WORK/docs.err")"
# The quick starts made what they say: every game's PDFs, and the designer's game rendered.
for game in colf dragon-dance dragon-dice-solo domino-run dice-adventures; do
  compgen -G "$WORK/run/output/$game/*.pdf" >/dev/null || fail "no PDF in output/$game after the quick start"
done
compgen -G "$WORK/run/lantern-market/output/*" >/dev/null || fail "the designer's quick start rendered nothing"
# The tutorial: every shell block of it is run, and its game was printed in both languages, for
# Tabletop Simulator and as a showcase.
untested=$(awk '/^```sh/ && previous !~ /^<!-- test(: exit [0-9]+)? -->$/ { print FILENAME ":" FNR } { previous = $0 }' docs/tutorial.md)
[[ -z $untested ]] || fail "shell blocks of the tutorial that no test runs: $untested"
for file in cards.pdf cards-de.pdf cards-preview.png cards-showcase.png rune-duel-tts.json; do
  [[ -s $WORK/run/rune-duel/output/$file ]] || fail "the tutorial did not make output/$file"
done

# The harness itself fails on a failing command and on output that differs from what is shown.
cat >"$WORK/bad.md" <<'DOC'
<!-- test -->
```sh
pnpkit roll 2d6 --seed 1
```
<!-- output -->
```
not what it prints
```
<!-- test -->
```sh
pnpkit no-such-command
```
DOC
(cd "$WORK" && PATH="$BIN_DIR:$PATH" bash "$SOURCE_DIR/tests/docs/run_doc_commands.sh" "$WORK/bad.md") >"$WORK/bad.out" 2>&1
[[ $? == 1 ]] || fail "the harness passed a document with a failing command"
grep -q "bad.md:6: the output shown differs" "$WORK/bad.out" || fail "the harness missed changed output: $(cat "$WORK/bad.out")"
grep -q "bad.md:11: exit code 2" "$WORK/bad.out" || fail "the harness missed a failing command: $(cat "$WORK/bad.out")"

# A mistake shown on purpose must fail as shown; a here-document is one command; each document
# starts in the folder the harness was started in.
mkdir "$WORK/marks"
cat >"$WORK/marks/good.md" <<'DOC'
<!-- test -->
```sh
mkdir game && cd game
cat > note.txt <<'EOF'
# a line like a comment, kept
two words
EOF
wc -l < note.txt
```
<!-- output -->
```
2
```
<!-- test: exit 2 -->
```sh
pnpkit no-such-command
```
<!-- output: stderr then stdout -->
```
NO_SUCH_COMMAND_MESSAGE
```
DOC
cat >"$WORK/marks/next.md" <<'DOC'
<!-- test -->
```sh
test -d game
```
<!-- test: exit 1 -->
```sh
pnpkit roll 2d6
```
DOC
message=$("$PNPKIT" no-such-command 2>&1)
[[ -n $message ]] || fail "pnpkit no-such-command printed nothing"
printf '%s\n' "$(<"$WORK/marks/good.md")" | awk -v m="$message" '$0 == "NO_SUCH_COMMAND_MESSAGE" { print m; next } { print }' >"$WORK/marks/g.md"
mv "$WORK/marks/g.md" "$WORK/marks/good.md"
(cd "$WORK/marks" && PATH="$BIN_DIR:$PATH" bash "$SOURCE_DIR/tests/docs/run_doc_commands.sh" good.md next.md) >"$WORK/marks.out" 2>&1
[[ $? == 1 ]] || fail "the harness passed a command shown failing that does not: $(cat "$WORK/marks.out")"
grep -q "^6 commands run, 1 failed" "$WORK/marks.out" || fail "the harness's marks: $(cat "$WORK/marks.out")"
grep -q "next.md:7: exit code 0 (not 1)" "$WORK/marks.out" || fail "the harness missed a command that should fail: $(cat "$WORK/marks.out")"
finish
