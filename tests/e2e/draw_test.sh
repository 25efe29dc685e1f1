# pnpkit draw: domino draws kept in a session file, returns, corrupt sessions, JSON.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# tiles_of LINE: the tiles after the colon of a "drew 3 tiles: 2-5 0-0 6-6" line, one a line.
tiles_of() { echo "${1#*: }" | tr ' ' '\n'; }

# Every tile of a double-six set, one a line, worked out here rather than asked of pnpkit.
ALL_TILES=$(for ((a = 0; a <= 6; a++)); do for ((b = a; b <= 6; b++)); do echo "$a-$b"; done; done | sort)

for cmd in domino return deck discard show reset undo; do
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

# Draw 3, then 3 more from the same session: 6 distinct tiles, 22 left (each command may have a
# seed of its own).
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

# A session is a log: a command, then what it did. A hand edit that draws a tile twice is an error
# at its step, and the file is left as it was.
grep -q '^game = "draw"$' json.toml || fail "a draw session is not a draw log: $(cat json.toml)"
grep -q '{ ask = "command", answer = "draw domino 1" },' json.toml || fail "the command is not logged"
[[ $(grep -c 'ask = "tile"' json.toml) == 1 ]] || fail "the tile drawn is not logged once"
TILE=$(sed -n 's/.*ask = "tile", answer = "\([^"]*\)".*/\1/p' json.toml)
sed "s/^]$/    { ask = \"tile\", answer = \"$TILE\", by = \"pnpkit\" },\n]/" json.toml >bad.toml
cp bad.toml bad.orig
LINE=$(grep -n "answer = \"$TILE\"" bad.toml | tail -1 | cut -d: -f1)
run draw domino 1 --session bad.toml
expect_code 1
expect_err_contains "bad.toml:$LINE:5: error: step 4: tile $TILE is not in the bag"
expect_err_contains "hint: delete this step and those after it, or take back the last commands with: pnpkit draw undo N --session FILE"
cmp -s bad.toml bad.orig || fail "a failed draw changed the corrupt session"

run --format json draw domino 1 --session bad.toml
expect_code 1
expect_out_contains "\"message\": \"step 4: tile $TILE is not in the bag\""
expect_out_contains "\"line\": $LINE"

printf 'pnpkit_play = 1\n[dominoes\n' >syntax.toml
run draw show --session syntax.toml
expect_code 1
expect_err_contains "syntax.toml:2:"
expect_err_contains "error: TOML syntax: "

printf 'pnpkit_play = 3\ngame = "draw"\n' >newer.toml
run draw domino --session newer.toml
expect_code 1
expect_err_contains "newer.toml:1:15: error: this session is of format 3, this pnpkit reads format 1"

# A draw session of an earlier pnpkit (its own format) is refused, saying what to do.
printf 'version = 1\n\n[dominoes]\nset = 6\nbag = []\nout = ["0-0"]\n' >old.toml
cp old.toml old.orig
run draw domino --session old.toml
expect_code 1
expect_err_contains "old.toml:1:1: error: this is a draw session of an earlier pnpkit (\`version = 1\`)"
expect_err_contains "hint: start a new session under another name, or delete this one"
cmp -s old.toml old.orig || fail "an old session was changed"

: >empty.toml
run draw domino --session empty.toml
expect_code 1
expect_err_contains "empty.toml:1:1: error: file is empty"

# Undo takes back whole commands, the draws with them; the table is as it was.
run draw domino 2 --session undo.toml --seed 7
run draw return "$(sed -n 's/^drew 2 tiles: \([^ ]*\).*/\1/p' <<<"$OUT")" --session undo.toml
run draw domino 3 --session undo.toml
expect_out_contains "left in the bag: 24 of 28"
run draw undo --session undo.toml
expect_code 0
expect_out "took back 1 command:
  draw domino 3"
run draw show --session undo.toml
expect_out_contains "dominoes: 27 of 28 in the bag (double-six)"
run draw undo 5 --session undo.toml
expect_code 0
expect_out_contains "took back 2 commands (all there were):"
run draw undo --session undo.toml
expect_code 2
expect_err_contains "nothing to undo: session undo.toml holds no command yet"
run draw undo --session nothing.toml
expect_code 2
expect_err_contains "nothing to undo: there is no session nothing.toml"
[[ ! -e nothing.toml ]] || fail "undo made a session"

# The same table and seed draw the same; the session's own seed serves a command without one.
run draw domino 2 --session a.toml --seed 9
cp a.toml b.toml
run draw domino 3 --session a.toml
A_OUT=$OUT
[[ $ERR != *"seed: "* ]] || fail "a session's own seed was announced: $ERR"
run draw domino 3 --session b.toml
[[ $OUT == "$A_OUT" ]] || fail "the same session drew differently: $OUT / $A_OUT"

# draw given a guided game's session says what it can do with it: nothing, and how to see it.
run --quiet colf play --session play.toml --dice rolled <<<"quit"
cp play.toml play.orig
run draw domino 1 --session play.toml
expect_code 1
expect_err_contains "play.toml:5:8: error: this is the session of a guided game of 'colf', not a draw session: pnpkit draw cannot draw from it or change it"
expect_err_contains "hint: see it with: pnpkit colf play --status --session play.toml; give pnpkit draw a session file of its own"
cmp -s play.toml play.orig || fail "draw changed a play session"
# ... and play given a draw session says so too.
run colf play --session json.toml --status
expect_code 1
expect_err_contains "json.toml:5:8: error: this is a session of \`pnpkit draw\` (dominoes and cards drawn at the table), not a guided game of 'colf'"
expect_err_contains "hint: see it with: pnpkit draw show --session json.toml"

# An empty $PNPKIT_SESSION is a mistake, not a table kept nowhere.
PNPKIT_SESSION= run draw domino 1
expect_code 2
expect_err_contains "\$PNPKIT_SESSION is set but empty"

# Showing a session only reads it: no lock file, and it works in a read-only folder.
mkdir ro && cp json.toml ro/ && chmod 555 ro
run draw show --session ro/json.toml
expect_code 0
expect_out_contains "dominoes: 27 of 28 in the bag"
[[ ! -e ro/.json.toml.lock ]] || fail "draw show made a lock file"
chmod 755 ro

# Only regular files of a sane size are read: a FIFO, a device and a huge file are refused at once.
mkfifo fifo.toml
run draw show --session fifo.toml
expect_code 1
expect_err_contains "fifo.toml: error: is not a regular file (a FIFO, a device or a socket)"
ln -s /dev/zero zero.toml
run draw domino 1 --session zero.toml
expect_code 1
expect_err_contains "/dev/zero: error: is not a regular file"
head -c $((4 * 1024 * 1024 + 1)) /dev/zero | tr '\0' '#' >huge.toml
run draw show --session huge.toml
expect_code 1
expect_err_contains "huge.toml:1:1: error: file is too large: 4194305 bytes, where pnpkit reads up to 4 MiB"

# Decks come from the games registry: an unknown game or a malformed name is a usage error.
run draw deck nosuchgame:nouns 1
expect_code 2
expect_err_contains "unknown game 'nosuchgame'"
run draw deck nouns 1
expect_code 2
expect_err_contains "a deck is named GAME:DECK, such as colf:nouns or ./mygame:cards (in a game's folder, DECK alone); found 'nouns'"
run draw reset colf:nouns --session game.toml
expect_code 2
expect_err_contains "session game.toml holds no deck 'colf:nouns'"

finish
