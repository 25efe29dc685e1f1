# pnpkit draw: domino draws kept in a session file, returns, corrupt sessions, JSON.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# tiles_of LINE: the tiles after the colon of a "drew 3 tiles: 2-5 0-0 6-6" line, one a line.
tiles_of() { echo "${1#*: }" | tr ' ' '\n'; }

# Every tile of a double-six set, one a line, worked out here rather than asked of pnpkit.
ALL_TILES=$(for ((a = 0; a <= 6; a++)); do for ((b = a; b <= 6; b++)); do echo "$a-$b"; done; done | sort)

for cmd in domino return deck discard show reset; do
  run draw "$cmd" --help
  expect_code 0
  expect_out_contains "Examples:"
  expect_out_contains "pnpkit draw $cmd"
done

# Without a session: a fresh full set, nothing kept; the seed is printed so the draw can be replayed.
run draw domino 3
expect_code 0
expect_err_contains "seed: "
[[ $(head -1 <<<"$OUT") =~ ^drew\ 3\ tiles:\ [0-6]-[0-6]\ [0-6]-[0-6]\ [0-6]-[0-6]$ ]] || fail "tile line: $OUT"
expect_out_contains "left in the bag: 25 of 28 (double-six)"
[[ -z $(ls) || $(ls) == "err out" || $(ls) == $'err\nout' ]] || fail "a draw without --session wrote files: $(ls)"

# The same seed draws the same tiles.
run draw domino 5 --seed 42
FIRST=$OUT
run draw domino 5 --seed 42
expect_out "$FIRST"

# Draw 3, then 3 more from the same session: 6 distinct tiles, 22 left.
run draw domino 3 --session game.toml --seed 1
expect_code 0
expect_err_contains "new session game.toml"
DRAWN=$(tiles_of "$(head -1 <<<"$OUT")")
run draw domino 3 --session game.toml --seed 2
expect_code 0
[[ $ERR != *"new session"* ]] || fail "second draw started a new session: $ERR"
expect_out_contains "left in the bag: 22 of 28 (double-six)"
DRAWN+=$'\n'$(tiles_of "$(head -1 <<<"$OUT")")
[[ $(sort -u <<<"$DRAWN" | wc -l) == 6 ]] || fail "six draws are not six distinct tiles: $DRAWN"

run draw show --session game.toml
expect_code 0
expect_out_contains "dominoes: 22 of 28 in the bag (double-six)"
expect_out_contains "  out: $(tr '\n' ' ' <<<"$DRAWN" | sed 's/ $//')"

# The bag and the tiles out are together the whole set, each tile once.
run --format json draw show --session game.toml
expect_code 0
SEEN=$(grep -o '"[0-9]*-[0-9]*"' <<<"$OUT" | tr -d '"' | sort)
[[ $SEEN == "$ALL_TILES" ]] || fail "bag and out are not the double-six set: $SEEN"

# Return one tile; returning it again, or a tile in the bag, is an error naming it.
BACK=$(head -1 <<<"$DRAWN")
run draw return "$BACK" --session game.toml
expect_code 0
expect_out "returned 1 tile: $BACK
left in the bag: 23 of 28 (double-six)"
cp game.toml before.toml
run draw return "$BACK" --session game.toml
expect_code 2
expect_err_contains "tile $BACK is in the bag, not out"
cmp -s game.toml before.toml || fail "a failed return changed the session"
run draw return 2x5 --session game.toml
expect_code 2
expect_err_contains "'2x5' is not a tile; write tiles as 2-5 or 5|2"

# A different set while tiles are out is refused; reset puts every tile back.
run draw domino --set 9 --session game.toml
expect_code 2
expect_err_contains "holds a double-six set with 5 tiles out"
run draw reset dominoes --session game.toml
expect_code 0
expect_out "reset dominoes: all 28 tiles in the bag (double-six)"
run draw domino 2 --set 9 --session game.toml --seed 3
expect_code 0
expect_out_contains "left in the bag: 53 of 55 (double-nine)"

# Asking for more than the bag holds draws what is there and says so; exit 0.
run draw domino 60 --session game.toml --seed 4
expect_code 0
expect_out_contains "drew 53 of 60 tiles: "
expect_out_contains "left in the bag: 0 of 55"
run draw domino --session game.toml --seed 4
expect_code 0
expect_out_contains "drew no tiles: the bag is empty"

# The session file can come from the environment.
PNPKIT_SESSION=env.toml run draw domino 2 --seed 5
expect_code 0
[[ -f env.toml ]] || fail "PNPKIT_SESSION was not used"

# JSON draws name the session, the seed and what is left.
run --format json draw domino 1 --session json.toml --seed 6
expect_code 0
expect_out_contains '"session": "json.toml"'
expect_out_contains '"new_session": true'
expect_out_contains '"seed": 6'
expect_out_contains '"left": 27'

# A corrupt session is an error at its position, and the file is left as it was.
printf 'version = 1\n[dominoes]\nset = 6\nbag = ["0-0", "0|0"]\n' >bad.toml
cp bad.toml bad.orig
run draw domino 1 --session bad.toml
expect_code 1
expect_err_contains "bad.toml:4:15: error: tile 0-0 appears twice
  hint: first at bad.toml:4:8"
expect_err_contains "bad.toml:2:1: error: tiles 0-1, 0-2,"
cmp -s bad.toml bad.orig || fail "a failed draw changed the corrupt session"

run --format json draw domino 1 --session bad.toml
expect_code 1
expect_out_contains '"message": "tile 0-0 appears twice"'
expect_out_contains '"line": 4'

printf 'version = 1\n[dominoes\n' >syntax.toml
run draw show --session syntax.toml
expect_code 1
expect_err_contains "syntax.toml:2:"
expect_err_contains "error: TOML syntax: "

printf 'version = 3\n' >newer.toml
run draw domino --session newer.toml
expect_code 1
expect_err_contains "newer.toml:1:11: error: session format version 3 is not supported; this pnpkit reads version 1"

: >empty.toml
run draw domino --session empty.toml
expect_code 1
expect_err_contains "empty.toml:1:1: error: file is empty"

# Decks come from the games registry: an unknown game or a malformed name is a usage error.
run draw deck nosuchgame:nouns 1
expect_code 2
expect_err_contains "unknown game 'nosuchgame'"
run draw deck nouns 1
expect_code 2
expect_err_contains "a deck is named GAME:DECK, such as colf:nouns; found 'nouns'"
run draw reset colf:nouns --session game.toml
expect_code 2
expect_err_contains "session game.toml holds no deck 'colf:nouns'"

finish
