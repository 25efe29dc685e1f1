# A designer's own game, declared in data only: validate, render (duplex, fold-over, contact sheet,
# Tabletop Simulator), draw from it, make one with `pnpkit new`, and re-render with --watch.
source "$(dirname "$0")/lib.sh"
FIXTURES=tests/fixtures/designer
# The fixture game is found, validated and listed like the built-in games.
run --data $FIXTURES validate
expect_code 0
expect_out "validated 1 game: 3 files, 9 records, 0 errors, 0 warnings"
run --format json --data $FIXTURES validate harbour
expect_out_contains '"harbour"'
run --data $FIXTURES validate harbor
expect_code 2
expect_err_contains "unknown game 'harbor'; did you mean 'harbour'?"

# Every output: PDF with the backs showing each ship's flag, contact sheet, TTS sheets and saved object.
run --data $FIXTURES render harbour --out "$WORK/o" --format pdf,preview,tts --dpi 72
expect_code 0
expect_out_contains "wrote $WORK/o/harbour/ships.pdf (2 pages, 6 cards, 9 a page)"
expect_out_contains "wrote $WORK/o/harbour/log.pdf (1 page)"
expect_out_contains "wrote $WORK/o/harbour/ships-preview.png (contact sheet: 4 cards in 3 x 2"
expect_out_contains "wrote $WORK/o/harbour/ships-tts.png (2 x 2 grid, 4 cards"
expect_out_contains "wrote $WORK/o/harbour/ships-tts-backs.png (backs in the same grid)"
expect_out_contains "wrote $WORK/o/harbour/harbour-tts.json (Tabletop Simulator saved object: 3 decks"
# (Cards printed more than once are drawn once and repeated, which pdftotext does not read.)
text=$(pdftotext "$WORK/o/harbour/ships.pdf" -)
[[ $text == *"Brisé"* && $text == *"Two lines:"* && $text == *"Speed 1 · green"* ]] || fail "the ships' text is not in the PDF: $text"
[[ $text != *"<"* ]] || fail "markup printed literally: $text"
grep -q '"FaceURL": "file://'"$WORK"'/o/harbour/ships-tts.png"' "$WORK/o/harbour/harbour-tts.json" || fail "no FaceURL"
[[ $(grep -c '"CardID"' "$WORK/o/harbour/harbour-tts.json") == 13 ]] || fail "the saved decks should hold 6 ships, 4 cargo and 3 storms"

# Fold-over: three cards and their backs a page, for printers without duplex.
run --data $FIXTURES render harbour --only ships --layout fold --out "$WORK/f"
expect_code 0
expect_out "wrote $WORK/f/harbour/ships.pdf (2 pages, 6 cards, 3 a page, fold-over)"
[[ $(pages "$WORK/f/harbour/ships.pdf") == 2 ]] || fail "fold-over: 2 pages expected"
run --data $FIXTURES render harbour --layout fold --duplex short
expect_code 2
expect_err_contains "--layout fold puts backs beside their fronts"

# Drawn from like any deck: every copy, by its back too.
run --data $FIXTURES draw deck harbour:ships 6 --seed 3
expect_code 0
for id in cutter#1 cutter#2 brise tug galley#1 galley#2; do expect_out_contains "$id"; done
run --data $FIXTURES draw deck harbour:ships --back flag=blue --seed 3
expect_out_contains "brise"

# Broken data: positioned errors, exit 1, nothing rendered.
cp -r $FIXTURES "$WORK/bad"
printf 'sloop,Sloop,2,purple,,,,,,1,Schaluppe,\r\nketch,Ketch,6,red,,,,,,1,Ketsch,\r\n' >> "$WORK/bad/harbour/ships.csv"
run --data "$WORK/bad" validate harbour
expect_code 1
expect_err_contains "ships.csv:9:15: error: 'flag' must be one of 'red', 'blue' or 'green', found 'purple'"
expect_err_contains "ships.csv:10:13: error: card 'ketch' has speed '6' but no 'ability'"
expect_err_contains "ships.csv:10:15: error: 5 cards have flag 'red', more than 4: 'cutter' (2 copies), 'galley' (2 copies), 'ketch'"
run --data "$WORK/bad" render harbour --out "$WORK/bad-out"
expect_code 1
[[ ! -e $WORK/bad-out/harbour/ships.pdf ]] || fail "a deck with errors was rendered"

# A template naming a field the deck does not declare (issue 19): validate says so once, at the name,
# as render does, instead of once per card.
cp -r $FIXTURES "$WORK/renamed"
sed -i 's/^text = "{name}"/text = "{nmae}"/' "$WORK/renamed/harbour/templates/ship.toml"
run --data "$WORK/renamed" validate harbour
expect_code 1
expect_err_contains "ship.toml:8:10: error: template 'ship' layer 'name' uses field 'nmae', which is not a field of deck 'ships'"
expect_err_contains "hint: did you mean 'name'?"
expect_err_contains "game.toml:16:8: warning: field 'name' of deck 'ships' is shown by no template"
expect_out "validated 1 game: 3 files, 9 records, 1 error, 1 warning"
run --data "$WORK/renamed" render harbour --out "$WORK/renamed-out"
expect_code 1
expect_err_contains "ship.toml:8:10: error: template 'ship' layer 'name' uses field 'nmae'"
[[ $(grep -c "nmae" <<<"$ERR") == 1 ]] || fail "the renamed field should be one diagnostic: $ERR"

# Looks from the data: a flag's style that is not a colour, a condition on a value the enum never has.
cp -r $FIXTURES "$WORK/looks"
sed -i 's/^paper = "#6b2a2a"/paper = "crimson"/' "$WORK/looks/harbour/game.toml"
sed -i 's/^when = "speed >= 5"/when = '"'"'flag == "purple" or speed >= 5'"'"'/' "$WORK/looks/harbour/templates/ship.toml"
run --data "$WORK/looks" validate harbour
expect_code 1
expect_err_contains "game.toml:79:9: error: 'paper' of [style.flag.red] is not a colour such as \"#6a3d9a\""
expect_err_contains "ship.toml:51:17: error: 'flag' is never 'purple'"

# A template's image path may not leave the game folder (issue 9).
cp -r $FIXTURES "$WORK/escape"
sed -i 's|path = "{portrait}"|path = "../../../etc/{id}.png"|' "$WORK/escape/harbour/templates/ship.toml"
run --data "$WORK/escape" render harbour --out "$WORK/escape-out"
expect_code 1
expect_err_contains "ship.toml:18:8: error: image '../../../etc/{id}.png' is refused: the path leaves the folder with '..'"

# pnpkit new: a complete game that validates and renders at once, its CSV the same cards.
mkdir "$WORK/games"
run --data "$WORK/games" new lantern-market
expect_code 0
expect_out_contains "created $WORK/games/lantern-market: README.md, art/moon.png, art/star.png, art/sun.png, cards.csv, cards.toml, game.toml, icons/lantern.svg, templates/card-back.toml, templates/card.toml"
grep -q 'title = "Lantern Market"' "$WORK/games/lantern-market/game.toml" || fail "the title is not the game's name"
run --data "$WORK/games" validate lantern-market
expect_code 0
expect_out "validated 1 game: 2 files, 8 records, 0 errors, 0 warnings"
run --data "$WORK/games" render lantern-market --out "$WORK/n1"
expect_code 0
expect_out "wrote $WORK/n1/lantern-market/cards.pdf (4 pages, 13 cards, 9 a page)"
sed -i 's/cards = "cards.toml"/cards = "cards.csv"/' "$WORK/games/lantern-market/game.toml"
run --data "$WORK/games" render lantern-market --out "$WORK/n2"
expect_code 0
cmp -s "$WORK/n1/lantern-market/cards.pdf" "$WORK/n2/lantern-market/cards.pdf" || fail "cards.csv and cards.toml print differently"
run --data "$WORK/games" new lantern-market
expect_code 2
expect_err_contains "already exists"
run --data "$WORK/games" new colf
expect_code 2
run --data "$WORK/games" new "My Game"
expect_code 2
expect_err_contains "lower-case letters"
[[ -z $(ls -A "$WORK/games" | grep -v '^lantern-market$') ]] || fail "new left something behind: $(ls -A "$WORK/games")"

# --watch: renders, then again after each save, saying what changed and what is wrong.
wait_for() {  # wait_for FILE PATTERN [COUNT]: until FILE has COUNT lines matching PATTERN (5 s at most)
  for _ in $(seq 50); do
    (($(grep -c -- "$2" "$1") >= ${3:-1})) && return 0
    sleep 0.1
  done
  return 1
}
game="$WORK/games/lantern-market"
"$PNPKIT" --data "$WORK/games" render lantern-market --out "$WORK/w" --watch >"$WORK/watch.out" 2>"$WORK/watch.err" &
watcher=$!
wait_for "$WORK/watch.err" "watching" || fail "watch did not start: $(cat "$WORK/watch.err")"
echo "notes" > "$game/notes.md"
sed -i 's/Tide Bell/Tide Chime/' "$game/cards.csv"
wait_for "$WORK/watch.out" "changed: " || fail "no re-render after a save: $(cat "$WORK/watch.out")"
wait_for "$WORK/watch.err" "rendered in" 2 || fail "the re-render did not finish"
grep -q "changed: $game/cards.csv$" "$WORK/watch.out" || fail "watch should name only cards.csv: $(cat "$WORK/watch.out")"
sed -i 's/^tide-bell,Tide Chime,1,/tide-bell,Tide Chime,9,/' "$game/cards.csv"
wait_for "$WORK/watch.err" "'cost' must be between 0 and 5, found 9" || fail "no diagnostic after a bad save: $(cat "$WORK/watch.err")"
grep -q "cards.csv:3:22: error" "$WORK/watch.err" || fail "the diagnostic has no position: $(cat "$WORK/watch.err")"
sed -i 's/^tide-bell,Tide Chime,9,/tide-bell,Tide Chime,1,/' "$game/cards.csv"
wait_for "$WORK/watch.out" "changed: " 3 || fail "no third render"
wait_for "$WORK/watch.err" "rendered in" 4 || fail "the third render did not finish"
# The game's folder renamed: the watch says so and goes on; renamed back, it renders again.
mv "$game" "$game.away"
wait_for "$WORK/watch.out" "moved away or removed: $game (still watching for it to come back" ||
  fail "the watch did not say its folder went: $(cat "$WORK/watch.out" "$WORK/watch.err")"
kill -0 $watcher 2>/dev/null || fail "the watch stopped when its folder was renamed"
cp "$game.away/cards.csv" "$WORK/cards.csv" && cat "$WORK/cards.csv" >"$game.away/cards.csv"  # not the game's now
sleep 0.5
mv "$game.away" "$game"
wait_for "$WORK/watch.out" "back: $game" || fail "the watch did not see its folder come back"
wait_for "$WORK/watch.err" "rendered in" 5 || fail "no render after the folder came back"
[[ $(grep -c "rendered in" "$WORK/watch.err") == 5 ]] || fail "the renamed folder's change was rendered"
rm -rf "$game"
wait_for "$WORK/watch.out" "moved away or removed: $game" 2 || fail "the watch did not say its folder was removed"
kill -0 $watcher 2>/dev/null || fail "the watch stopped when its folder was removed"
kill -INT $watcher
wait $watcher
CODE=$?
[[ $CODE == 0 ]] || fail "watch ended with $CODE after a good render"
grep -q "stopped watching" "$WORK/watch.err" || fail "watch did not stop cleanly"
pdftotext "$WORK/w/lantern-market/cards.pdf" - | grep -q "Tide Chime" || fail "the watched render missed the change"

finish
