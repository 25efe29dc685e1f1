# An installed pnpkit (issue 19 §1, issue 20 item 3): `cmake --install` into a prefix, then, as a
# user with no rights anywhere else (nobody, when the test runs as root) in an empty folder: new,
# validate, render (PDF, PNG, TTS), --watch and draw on the new game. The installed program reads
# its own share/pnpkit (an altered copy shows it), never the source tree, and writes nothing outside
# the user's folder. A DESTDIR-staged installation works from where it is staged.
source "$(dirname "$0")/lib.sh"
BUILD_DIR=$(dirname "$PNPKIT")
PREFIX=$WORK/prefix
SHARE=$PREFIX/share/pnpkit
HOME_DIR=$WORK/home
WAIT=${PNPKIT_SANITIZED:+300}  # tenths of a second a watch step may take (longer under sanitizers)
WAIT=${WAIT:-100}

cmake --install "$BUILD_DIR" --prefix "$PREFIX" >"$WORK/install.log" 2>&1 ||
  fail "cmake --install failed: $(cat "$WORK/install.log")"
[[ -x $PREFIX/bin/pnpkit ]] || { fail "no $PREFIX/bin/pnpkit"; finish; }
for path in data/colf/nouns.toml templates/README.md templates/card-base.toml fonts/README.md \
  fonts/vollkorn/LICENSE scaffold/game.toml scaffold/art/sun.png; do
  [[ -f $SHARE/$path ]] || fail "not installed: share/pnpkit/$path"
done

# The installed copy differs from the source tree where the program will show which it read: one
# game fewer, and a line added to the scaffold's README.
rm -r "$SHARE/data/domino-run"
echo "(installed copy)" >>"$SHARE/scaffold/README.md"

# As nobody when root (the user owns only HOME_DIR), else as this user; a clean environment.
mkdir "$HOME_DIR"
AS_USER=()
if ((EUID == 0)); then
  AS_USER=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  chown 65534:65534 "$HOME_DIR"
  chmod 755 "$WORK"
fi
# urun DIR ARGS...: runs the installed pnpkit in DIR as the user, like run.
urun() {
  local dir=$1
  shift
  (cd "$dir" && exec env -i HOME="$HOME_DIR" PATH="$PREFIX/bin:/usr/bin:/bin" LANG=C.UTF-8 \
    "${AS_USER[@]}" pnpkit "$@") >"$WORK/out" 2>"$WORK/err"
  CODE=$?
  OUT=$(cat "$WORK/out")
  ERR=$(cat "$WORK/err")
}
# as_user COMMAND...: a command of the user's own (an editor's save).
as_user() { (cd "$HOME_DIR" && "${AS_USER[@]}" "$@"); }

# What may change outside HOME_DIR: nothing in the prefix, and no file of the user's where else
# nobody may write (the world-writable folders; a scan of the whole disk takes minutes).
prefix_state() { find "$PREFIX" -printf '%p %m %s %T@\n' | sort; }
users_files() {
  if ((EUID == 0)); then
    find /tmp /var/tmp /dev/shm /run/lock "$WORK" \( -path "$HOME_DIR" -prune \) -o -user 65534 -print 2>/dev/null | sort
  fi
}
PREFIX_BEFORE=$(prefix_state)
USERS_BEFORE=$(users_files)

# pnpkit new: ./mygame, from the installed scaffold.
GAME=$HOME_DIR/mygame
urun "$HOME_DIR" new mygame
expect_code 0
expect_out_contains "created mygame: README.md, art/moon.png"
expect_out_contains "  cd mygame
  pnpkit validate"
grep -q "(installed copy)" "$GAME/README.md" || fail "the scaffold was not the installed one"
[[ $(find "$GAME" -type f | wc -l) == $(find "$SHARE/scaffold" -type f | wc -l) ]] ||
  fail "new made $(find "$GAME" -type f | wc -l) files, not the scaffold's $(find "$SHARE/scaffold" -type f | wc -l)"

# Outside any game: the installed games (one removed above), not the source tree's.
urun "$HOME_DIR" validate
expect_code 0
expect_out_contains "validated 4 games:"
urun "$HOME_DIR" validate domino-run
expect_code 1
expect_err_contains "no data directory for game 'domino-run'"

# A command whose default file is a shipped one refuses before doing any work.
urun "$HOME_DIR" dragon-dance fit
expect_code 2
expect_err_contains "is one of pnpkit's installed files, which it never writes; write the weights elsewhere with --out FILE"

# In the game's folder: that game, by default; output in its output/.
urun "$GAME" validate
expect_code 0
expect_out "validated 1 game: 2 files, 8 records, 0 errors, 0 warnings"
urun "$GAME/templates" validate
expect_out "validated 1 game: 2 files, 8 records, 0 errors, 0 warnings"
urun "$GAME" render --format pdf,png,tts --dpi 72
expect_code 0
expect_out_contains "wrote output/cards.pdf (4 pages, 13 cards, 9 a page)"
expect_out_contains "wrote output/cards (14 PNGs at 72 dpi)"
expect_out_contains "wrote output/cards-tts.png"
expect_out_contains "wrote output/mygame-tts.json (Tabletop Simulator saved object: 1 deck"
expect_whole_pdf "$GAME/output/cards.pdf" "the installed scaffold's deck"
[[ $(pages "$GAME/output/cards.pdf") == 4 ]] || fail "the PDF does not have 4 pages"
fonts=$(pdffonts "$GAME/output/cards.pdf")
[[ $fonts == *Vollkorn* && -z $(awk 'NR > 2 && $(NF-4) != "yes"' <<<"$fonts") ]] ||
  fail "the PDF does not embed the installed fonts: $fonts"
[[ $(ls "$GAME/output/cards" | grep -c '\.png$') -ge 8 ]] || fail "too few card PNGs"
# By path from the folder above, and with --out.
urun "$HOME_DIR" render ./mygame --format preview
expect_code 0
expect_out "wrote mygame/output/cards-preview.png (contact sheet: 8 cards in 4 x 2, 630 x 465 px)"
urun "$HOME_DIR" render mygame --only cards --out prints
expect_code 0
expect_out "wrote prints/mygame/cards.pdf (4 pages, 13 cards, 9 a page)"

# draw: DECK alone in the game's folder, PATH:DECK from elsewhere; the session is the user's file.
urun "$GAME" draw deck cards 3 --session "$HOME_DIR/table.toml" --seed 4
expect_code 0
expect_out_contains "drew 3 cards from mygame:cards:"
urun "$HOME_DIR" draw deck ./mygame:cards 2 --session table.toml --seed 5
expect_code 0
expect_out_contains "drew 2 cards from mygame:cards:"
expect_out_contains "left: 8 in the draw pile, 0 in the discards, 5 out"

# render --watch in the game's folder: a save renders again; Ctrl-C stops it.
wait_for() { # wait_for FILE PATTERN [COUNT]: until FILE has COUNT lines matching PATTERN
  for _ in $(seq "$WAIT"); do
    (($(grep -c -- "$2" "$1") >= ${3:-1})) && return 0
    sleep 0.1
  done
  return 1
}
(cd "$GAME" && exec env -i HOME="$HOME_DIR" PATH="$PREFIX/bin:/usr/bin:/bin" LANG=C.UTF-8 \
  "${AS_USER[@]}" pnpkit render --watch --format pdf,preview) >"$WORK/watch.out" 2>"$WORK/watch.err" &
watcher=$!
wait_for "$WORK/watch.err" "watching" || fail "watch did not start: $(cat "$WORK/watch.err")"
grep -q "watching \., $SHARE/templates (Ctrl-C to stop)" "$WORK/watch.err" ||
  fail "watch should name the game's folder and the installed templates: $(cat "$WORK/watch.err")"
as_user sed -i 's/Tide Bell/Tide Chime/' mygame/cards.toml
wait_for "$WORK/watch.out" "changed: cards.toml" || fail "no re-render after a save: $(cat "$WORK/watch.out")"
wait_for "$WORK/watch.err" "rendered in" 2 || fail "the re-render did not finish: $(cat "$WORK/watch.err")"
kill -INT $watcher
wait $watcher
CODE=$?
[[ $CODE == 0 ]] || fail "watch ended with $CODE"
[[ $(grep -c "changed: " "$WORK/watch.out") == 1 ]] ||
  fail "the render's own output was taken for a change: $(cat "$WORK/watch.out")"
pdftotext "$GAME/output/cards.pdf" - | grep -q "Tide Chime" || fail "the watched render missed the change"

# Nothing written outside the user's folder; everything in it is the user's.
[[ $(prefix_state) == "$PREFIX_BEFORE" ]] || fail "the installation changed: $(diff <(echo "$PREFIX_BEFORE") <(prefix_state))"
[[ $(users_files) == "$USERS_BEFORE" ]] || fail "files written outside $HOME_DIR: $(diff <(echo "$USERS_BEFORE") <(users_files))"
if ((EUID == 0)); then
  others=$(find "$HOME_DIR" ! -user 65534)
  [[ -z $others ]] || fail "files in the user's folder not the user's: $others"
fi

# Staged with DESTDIR (as a package build does): it runs from where it is staged.
STAGE=$WORK/stage
DESTDIR=$STAGE cmake --install "$BUILD_DIR" --prefix /usr >"$WORK/install.log" 2>&1 ||
  fail "DESTDIR install failed: $(cat "$WORK/install.log")"
mkdir "$WORK/empty"
(cd "$WORK/empty" && "$STAGE/usr/bin/pnpkit" validate dragon-dance) >"$WORK/out" 2>&1 ||
  fail "the staged pnpkit does not find its data: $(cat "$WORK/out")"
[[ -z $(ls -A "$WORK/empty") ]] || fail "validate wrote into the folder it ran in"

finish
