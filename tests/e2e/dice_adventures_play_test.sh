# pnpkit dice-adventures play: a piped game to the end, --status, --undo, bad input and missing
# input (exit 2, naming the line), a corrupt session (exit 1 at its position).
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

{ printf 'bard\ncleric\nthief\n'; for _ in $(seq 300); do echo 1; done; } >answers.txt

# A whole game, pnpkit rolling the dice: it ends with the score, the session replays to it.
run dice-adventures play --session adv.toml --dice rolled --seed 4 <answers.txt
expect_code 0
expect_out_contains "choose 1-6> bard"
expect_out_contains "The game is over."
SCORE=$(sed -n 's/.*Final score: \(-\{0,1\}[0-9]*\)\./\1/p' <<<"$OUT" | tail -1)
[[ -n $SCORE ]] || fail "no final score in: ${OUT: -400}"
run dice-adventures play --session adv.toml --status
expect_code 0
expect_out_contains "Final score: $SCORE."

# The same seed and answers give the same session.
run dice-adventures play --session again.toml --dice rolled --seed 4 <answers.txt
cmp -s <(grep -v "^#" adv.toml) <(grep -v "^#" again.toml) || fail "the same seed and answers left different sessions"

# Typed dice: the ranger's two dice keep the lower; status shows them; advise gives the figures
# (not in the sanitizer build, where solving a first adventure takes 25 s).
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  printf 'ranger\ncleric\nwizard\n4 6 2 5\nadvise\n' >typed.txt
else
  printf 'ranger\ncleric\nwizard\n4 6 2 5\n' >typed.txt
fi
run dice-adventures play --session typed.toml <typed.txt
expect_code 2
expect_out_contains "Dice: Ranger 4, Cleric 2, Wizard 5"
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  expect_out_contains "Objective: the expected final score"
  expect_err_contains "input ended at line 6"
else
  expect_err_contains "input ended at line 5"
fi
run dice-adventures play --session typed.toml --status
expect_code 0
expect_out_contains "Ranger 1 rolled 4; Cleric 1 rolled 2 (1 use left); Wizard 1 rolled 5"

# --undo takes back the dice: the game asks for them again.
run dice-adventures play --session typed.toml --undo 1 </dev/null
expect_code 2
expect_out_contains "Took back 1 answer."
expect_out_contains "Adventure 1: roll 4 dice"

# Bad input at a pipe: exit 2 naming the line, the game so far kept.
printf 'ranger\nnecromancer\n' >bad.txt
run dice-adventures play --session bad.toml <bad.txt
expect_code 2
expect_err_contains "line 2"
grep -q 'answer = "ranger"' bad.toml || fail "the first answer was not kept: $(cat bad.toml)"
run dice-adventures play --session empty.toml </dev/null
expect_code 2

# A session whose step the game does not accept: exit 1 at the step's position.
sed 's/answer = "cleric"/answer = "paladin"/' typed.toml >corrupt.toml
run dice-adventures play --session corrupt.toml --status
expect_code 1
expect_err_contains "corrupt.toml:"
expect_err_contains "paladin"

# A set-up option the game does not read, typed into the file: exit 1 at its `setup`, not ignored.
sed 's/^setup = .*/setup = { mdoe = "hardcore" }/' typed.toml >typo.toml
run dice-adventures play --session typo.toml --status
expect_code 1
expect_err_contains "typo.toml:$(grep -n '^setup' typo.toml | cut -d: -f1):9: error: the session's set-up: unknown set-up option 'mdoe'; did you mean 'mode'?"

# Data with errors: the problems with their positions, exit 1 (not a usage error), no session made.
cp -r "$SOURCE_DIR/data" "$WORK/bad-data"
printf 'broken = [\n' >>"$WORK/bad-data/dice-adventures/$(ls "$WORK/bad-data/dice-adventures" | grep '\.toml$' | head -1)"
run --data "$WORK/bad-data" dice-adventures play --session "$WORK/never.toml" </dev/null
expect_code 1
expect_err_contains "error: TOML syntax"
[[ ! -e "$WORK/never.toml" ]] || fail "a session was made from data with errors"

finish
