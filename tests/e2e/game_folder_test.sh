# A game is a folder anywhere (issue 19 §1): `pnpkit new` makes ./NAME; every command takes a game
# by name or by path, and run in a game's folder (or below it) takes that game; output goes to the
# game's own output/ (a built-in game's to ./output/<game>/); a name or folder that is no game says
# why; nothing is made inside pnpkit's own files.
source "$(dirname "$0")/lib.sh"
HERE=$WORK/here
GAME=$HERE/lantern-market
mkdir -p "$HERE"
# at DIR ARGS...: runs pnpkit in DIR, like run.
at() {
  local dir=$1
  shift
  pushd "$dir" >/dev/null || exit 1
  run "$@"
  popd >/dev/null || exit 1
}
VALID="validated 1 game: 2 files, 8 records, 0 errors, 0 warnings"

# pnpkit new NAME: ./NAME, and what to do next there.
at "$HERE" new lantern-market
expect_code 0
expect_out "created lantern-market: README.md, art/moon.png, art/star.png, art/sun.png, cards.csv, cards.toml, game.toml, icons/lantern.svg, templates/card-back.toml, templates/card.toml
next:
  cd lantern-market
  pnpkit validate
  pnpkit render --format pdf,preview
  then edit cards.toml (or cards.csv) and templates/; 'pnpkit render --watch' renders at every save"
grep -q 'title = "Lantern Market"' "$GAME/game.toml" || fail "the title is not the game's name"

# The game by name, by path, by its game.toml, or by being there.
at "$HERE" validate lantern-market
expect_out "$VALID"
at "$HERE" validate ./lantern-market/
expect_out "$VALID"
at "$WORK" validate here/lantern-market/game.toml
expect_out "$VALID"
at "$GAME" validate
expect_code 0
expect_out "$VALID"
at "$GAME/templates" validate ..
expect_out "$VALID"
at "$GAME/templates" --format json validate
expect_out_contains '"lantern-market"'
# In a game's folder, another game by name, and --data's games.
at "$GAME" --format json validate colf
expect_out_contains '"colf"'
at "$GAME" --data "$SOURCE_DIR/tests/fixtures/designer" validate
expect_out "validated 1 game: 3 files, 9 records, 0 errors, 0 warnings"

# What is no game says why (exit 2).
at "$HERE" validate lantern-markt
expect_code 2
expect_err_contains "unknown game 'lantern-markt'; did you mean 'lantern-market'?"
at "$HERE" validate ./nothing
expect_code 2
expect_err "pnpkit: error: game folder './nothing' not found"
mkdir "$HERE/notes"
at "$HERE" validate notes
expect_code 2
expect_err_contains "; the folder 'notes' holds no game.toml"
at "$HERE/notes" validate .
expect_code 2
expect_err "pnpkit: error: '.' holds no game.toml; a game of your own is a folder holding one ('pnpkit new NAME' makes one)"

# A copy of a built-in game's data folder is that game, with the copy's data.
cp -r "$SOURCE_DIR/data/dragon-dance" "$HERE/"
sed -i 's/^starting_range = "long"/starting_range = "longest"/' "$HERE/dragon-dance/game.toml"
at "$HERE/dragon-dance" validate
expect_code 1
expect_err_contains "game.toml:"
at "$HERE" validate ./dragon-dance
expect_code 1
at "$HERE" validate dragon-dance
expect_code 0

# Output: the game's own output/, --out OUT/<game>/, a built-in game's ./output/<game>/.
at "$GAME" render --format preview
expect_code 0
expect_out "wrote output/cards-preview.png (contact sheet: 8 cards in 4 x 2, 630 x 465 px)"
at "$HERE" render ./lantern-market --duplex none
expect_out "wrote lantern-market/output/cards.pdf (2 pages, 13 cards, 9 a page)"
at "$GAME" render --out ../prints --duplex none
expect_out "wrote $HERE/prints/lantern-market/cards.pdf (2 pages, 13 cards, 9 a page)"
[[ -f $HERE/prints/lantern-market/cards.pdf ]] || fail "--out is relative to the folder run in"
at "$HERE" render dragon-dance --only tokens
expect_code 0
expect_out_contains "wrote output/dragon-dance/tokens.pdf"
[[ -f $HERE/output/dragon-dance/tokens.pdf ]] || fail "a built-in game renders into ./output/<game>/"
cp -r "$SOURCE_DIR/tests/fixtures/designer" "$WORK/fixtures"
at "$HERE" --data "$WORK/fixtures" render harbour --only log
expect_out "wrote $WORK/fixtures/harbour/output/log.pdf (1 page)"

# draw: DECK alone in the game's folder, GAME:DECK with the game by name or path; one session.
at "$GAME" draw deck cards 2 --session ../table.toml --seed 3
expect_code 0
expect_out_contains "drew 2 cards from lantern-market:cards:"
at "$HERE" draw deck ./lantern-market:cards --session table.toml --seed 3
expect_out_contains "left: 10 in the draw pile, 0 in the discards, 3 out"
at "$HERE" draw deck lantern-market:cards --session table.toml --seed 3
expect_out_contains "left: 9 in the draw pile, 0 in the discards, 4 out"
grep -q 'ask = "card", answer = "lantern-market:cards ' "$HERE/table.toml" ||
  fail "the session names the deck by the game's name: $(cat "$HERE/table.toml")"
at "$HERE" draw deck cards --session table.toml
expect_code 2
expect_err_contains "a deck is named GAME:DECK, such as colf:nouns or ./mygame:cards (in a game's folder, DECK alone); found 'cards'"

# A game of one's own has no sheets a session fills in: said so (it crashed before).
at "$GAME" render --session ../table.toml
expect_code 2
expect_err "pnpkit: error: --session: lantern-market has no sheets to fill in from a session"

# new: a path, --data, and never over a folder, into a missing one, or into pnpkit's own files.
mkdir "$HERE/games"
at "$HERE" new games/tide
expect_code 0
expect_out_contains "created games/tide: README.md"
expect_out_contains "  cd games/tide"
mkdir "$WORK/my games"
at "$HERE" --data "$WORK/my games" --format json new tide
expect_out_contains "\"folder\": \"$WORK/my games/tide\""
at "$HERE" --data "$WORK/my games" new ebb
expect_out_contains "  cd '$WORK/my games/ebb'"
at "$HERE" new lantern-market
expect_code 2
expect_err_contains "'lantern-market' already exists"
at "$HERE" new nowhere/tide
expect_code 3
expect_err_contains "the folder 'nowhere' does not exist"
at "$HERE" new colf
expect_code 2
expect_err_contains "'colf' is a game pnpkit ships"
at "$SOURCE_DIR/data" new mine
expect_code 2
expect_err "pnpkit: error: 'mine' is inside pnpkit's own files ($SOURCE_DIR); make your game in a folder of yours"
at "$HERE" new "$SOURCE_DIR/templates/mine"
expect_code 2
[[ ! -e $SOURCE_DIR/data/mine && ! -e $SOURCE_DIR/templates/mine ]] || fail "new wrote into pnpkit's files"
[[ -z $(ls -A "$SOURCE_DIR/data" | grep '^\.') ]] || fail "new left a temporary folder in data/"

finish
