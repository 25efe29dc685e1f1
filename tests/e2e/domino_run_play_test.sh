# Domino Run's guided play through the binary: a piped game to its end, --status, --undo, bad input
# and no input on a pipe (exit 2, naming the line), a corrupt session (exit 1 with its position).
source "$(dirname "$0")/lib.sh"

answers() {  # N lines of "1": the first choice at every prompt (the farthest place at each move)
  local i
  for ((i = 0; i < $1; i++)); do echo 1; done
}

S="$WORK/run.toml"
answers 2000 >"$WORK/ones"
"$PNPKIT" --seed 5 domino-run play --session "$S" --dice rolled <"$WORK/ones" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out"); ERR=$(cat "$WORK/err")
expect_code 0
expect_out_contains "The starting line:"
expect_out_contains ", you may stop on:"
[[ $OUT == *"You win!"* || $OUT == *"You lose."* ]] || fail "the piped game did not end: ${OUT: -400}"
grep -q 'ask = "move", answer = "space-' "$S" || fail "the session lacks the moves"

run domino-run play --session "$S" --status
expect_code 0
expect_out_contains "Domino Run, turn "
expect_out_contains "The game is over."

# The illustration's line from typed tiles and typed dice; status and undo on the saved game.
T="$WORK/typed.toml"
printf '1-2\n4-2\n0-5\n5-1\n6-6\nkeep\n6 4\n' >"$WORK/in"
"$PNPKIT" --seed 1 domino-run play --session "$T" --draws typed <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out"); ERR=$(cat "$WORK/err")
expect_code 2   # the input ends at the move
expect_out_contains "[1|2] [2|4] [0|5] [5|1] [6|6]"
expect_out_contains "space-8  stop on space 8 (the 1 of 5|1), 2 spaces on: 6 pays spaces 7 (5), 8 (1)"
expect_err_contains "resume it with: pnpkit domino-run play --session"
run domino-run play --session "$T" --status
expect_code 0
expect_out_contains "roll 6 4"
expect_out_contains "Next: Roll 6 4, you may stop on"
printf '6 4\nspace-8\n' >"$WORK/in"
"$PNPKIT" domino-run play --session "$T" --undo 1 <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out")
expect_code 2   # the dice are asked again, then the move; the input ends at the refill
expect_out_contains "Took back 1 answer."
grep -c 'ask = "roll"' "$T" | grep -qx 1 || fail "undo did not take the dice back and ask again"

# Bad input on a pipe: exit 2 naming the line, the game so far kept.
B="$WORK/bad.toml"
printf '1-2\n9-9\n' >"$WORK/in"
"$PNPKIT" domino-run play --session "$B" --draws typed <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; ERR=$(cat "$WORK/err")
expect_code 2
expect_err_contains "line 2"
grep -q 'answer = "1-2"' "$B" || fail "the good answer before the bad one was lost"

run domino-run play --session "$WORK/empty.toml" </dev/null
expect_code 2

# A corrupt session: exit 1 at the step's position.
cat >"$WORK/corrupt.toml" <<'TOML'
pnpkit_play = 1
game = "domino-run"
seed = 3
steps = [
    { ask = "deal", answer = "1-2", by = "pnpkit" },
    { ask = "move", answer = "space-9" },
]
TOML
run domino-run play --session "$WORK/corrupt.toml" </dev/null
expect_code 1
expect_err_contains "corrupt.toml:6:5: error:"

# Data with errors: the problems with their positions, exit 1 (not a usage error), no session made.
cp -r "$SOURCE_DIR/data" "$WORK/bad-data"
printf 'broken = [\n' >>"$WORK/bad-data/domino-run/$(ls "$WORK/bad-data/domino-run" | grep '\.toml$' | head -1)"
run --data "$WORK/bad-data" domino-run play --session "$WORK/never.toml" </dev/null
expect_code 1
expect_err_contains "error: TOML syntax"
[[ ! -e "$WORK/never.toml" ]] || fail "a session was made from data with errors"

finish
