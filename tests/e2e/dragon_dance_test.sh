# Dragon Dance from the command line: validate, round, play (piped), simulate.
source "$(dirname "$0")/lib.sh"

run validate dragon-dance
expect_code 0
expect_out "validated 1 game: 4 files, 18 records, 0 errors, 0 warnings"

for cmd in "dragon-dance" "dragon-dance round" "dragon-dance play" "dragon-dance fit" "simulate dragon-dance"; do
  run $cmd --help
  expect_code 0
  expect_out_contains "Example"
done

# Worked example 4 of the rules, step by step.
run dragon-dance round --range short --knight hack:4 --dragon advance:2 --knight-dice 4,1
expect_code 0
expect_out "At short range: Knight plays Hack with a 4, Dragon plays Advance with a 2.
The Knight's Hack with a 4 deals 2; no defence: the Dragon loses 2.
The Dragon does not attack.
Combo: the Knight follows up with Slash with a 1: 1 damage, which no defence stops: the Dragon loses 1.
Movement: the Dragon reduces range; the fight stays at short range.
Range now: short.
Discarded: Knight Hack, Slash, dice 4 1; Dragon Advance, die 2.
Life: Knight 9 of 9 (lost 0), Dragon 17 of 20 (lost 3)."

# Worked example 2: both attacks land, then the Charge closes in.
run dragon-dance round --range long --knight charge:6 --dragon "Breathe Fire:3"
expect_code 0
expect_out_contains "The Knight's Charge with a 6 deals 5; no defence: the Dragon loses 5."
expect_out_contains "The Dragon's Breathe Fire with a 3 deals 3; no defence: the Knight loses 3."
expect_out_contains "Movement: the Knight reduces range; the fight moves to short range."

# Declining the combo, and a killing blow.
run dragon-dance round --range short --knight hack:6 --dragon flap:6 --knight-dice 6,5 --combo skip --dragon-life 4
expect_code 0
expect_out_contains "Combo: the Knight could follow up with Slash but does not."
expect_out_contains "Life: Knight 9 of 9 (lost 0), Dragon 0 of 20 (lost 4)."
expect_out_contains "Result: the Knight wins."

# More damage than the life left: the strike line and the life line agree (ruling R9).
run dragon-dance round --range short --knight hack:6 --dragon flap:6 --knight-dice 6,5 --combo skip --dragon-life 2
expect_code 0
expect_out_contains "The Knight's Hack with a 6 deals 5; Flap with a 6 prevents 1: the Dragon loses its last 2 (4 dealt)."
expect_out_contains "Life: Knight 9 of 9 (lost 0), Dragon 0 of 20 (lost 2)."
# A follow-up after the last life is gone has nothing left to take.
run dragon-dance round --range short --knight hack:6 --dragon advance --knight-dice 6,5 --dragon-life 3
expect_code 0
expect_out_contains "the Dragon loses its last 3 (5 dealt)."
expect_out_contains "Combo: the Knight follows up with Slash with a 5: 3 damage, which no defence stops: the Dragon has no life left to lose."
expect_out_contains "Life: Knight 9 of 9 (lost 0), Dragon 0 of 20 (lost 3)."

# Positions that cannot exist are refused: more dice than a side owns, Recuperate discarded (R3).
run dragon-dance round --range long --knight charge:6 --dragon flap --knight-dice 1,2,3,4,5,6,6
expect_code 2
expect_err_contains "--knight-dice gives 7 dice; the knight has only 5 dice"
run dragon-dance round --range long --knight charge:6 --dragon flap --dragon-dice 1,2,3,4
expect_code 2
expect_err_contains "--dragon-dice gives 4 dice; the dragon has only 3 dice"
run dragon-dance round --range long --knight charge:6 --dragon flap --knight-discards hack,recuperate
expect_code 2
expect_err_contains "--knight-discards: Recuperate is never in the discard pile: it takes itself back with everything else (ruling R3)"

# Recuperate re-rolls every die, and --seed replays the roll.
run --seed 3 dragon-dance round --range long --knight recuperate:2 --dragon take-wing --knight-discards hack,slash
expect_code 0
expect_out_contains "Recuperate: the Knight takes back every card and die and rolls "
FIRST=$OUT
run --seed 3 dragon-dance round --range long --knight recuperate:2 --dragon take-wing --knight-discards hack,slash
[[ $OUT == "$FIRST" ]] || fail "the same seed rolled differently"

run --format json dragon-dance round --range short --knight dodge --dragon rake:6
expect_code 0
expect_out_contains '"dodged": true'
expect_out_contains '"attack": 3'
expect_out_contains '"damage": 0'

run dragon-dance round --range short --knight charge:6 --dragon rake
expect_code 2
expect_err_contains "the knight cannot play Charge at short range (it is played at long range); playable now: Hack, Slash,"

run dragon-dance round --range short --knight hak --dragon rake
expect_code 2
expect_err_contains "unknown knight card 'hak'; did you mean 'hack'?"

run dragon-dance round --range short --knight hack:5 --dragon rake --knight-dice 4,1
expect_code 2
expect_err_contains "the knight's die 5 is not among --knight-dice 4 1"

run dragon-dance round --range short --knight hack --dragon rake --knight-discards hack
expect_code 2
expect_err_contains "the knight's Hack is discarded"

# A piped game on the shared console: the knight's answers, then the same again replays alike.
printf 'none\n1\n' >"$WORK/answers"
PLAY_OUT=$("$PNPKIT" --seed 21 dragon-dance play --as knight <"$WORK/answers" 2>"$WORK/play_err")
CODE=$?
OUT=$PLAY_OUT
expect_code 2
expect_out_contains "== Round 1 =="
expect_out_contains "Round 1, long range | Knight 9/9, dice "
expect_out_contains "Your die ("
AGAIN=$("$PNPKIT" --seed 21 dragon-dance play --as knight <"$WORK/answers" 2>/dev/null)
[[ $AGAIN == "$PLAY_OUT" ]] || fail "the same seed and answers played a different game"

# Piped answers that are not legal end with exit 2, never a loop; so does no input at all.
OUT=$(yes 1 | head -n 1000 | "$PNPKIT" --seed 1 dragon-dance play --as knight 2>"$WORK/err")
CODE=$?
ERR=$(cat "$WORK/err")
expect_code 2
expect_err_contains "is not one of your dice; type "
run --seed 1 dragon-dance play --as dragon </dev/null
expect_code 2
expect_err_contains "input ended at line 1 while asking: Your die"

# A session: resumed, undone, printed; hot seat clears the screen between the players.
run --seed 3 dragon-dance play --as both --session "$WORK/duel.toml" <"$WORK/answers"
expect_code 2
expect_out_contains "Knight, your die ("
run dragon-dance play --session "$WORK/duel.toml" --status
expect_code 0
expect_out_contains "Round 1, long range | Knight 9/9"
printf 'quit\n' | "$PNPKIT" dragon-dance play --session "$WORK/duel.toml" --undo 1 >"$WORK/out" 2>&1
grep -q "Took back 1 answer." "$WORK/out" || fail "undo did not say what it took back"

# Simulation: the figures do not depend on the thread count.
run --seed 8 simulate dragon-dance --games 30 --threads 1 --matchup computer-random
expect_code 0
ONE=$OUT
expect_out_contains "computer v random"
run --seed 8 simulate dragon-dance --games 30 --threads 2 --matchup computer-random
[[ $OUT == "$ONE" ]] || fail "simulate gave different figures with 2 threads"
run --format json --seed 8 simulate dragon-dance --games 10 --matchup random-random
expect_code 0
expect_out_contains '"knight": "random"'
expect_out_contains '"knight_wins": {'

# The old computer stays selectable, against the new one; a matchup must name known players.
run --seed 8 simulate dragon-dance --games 4 --matchup computer-old --matchup old-computer
expect_code 0
expect_out_contains "computer v old"
expect_out_contains "old v computer"
run simulate dragon-dance --games 4 --matchup computer-bob
expect_code 2
expect_err_contains "'computer-bob' is not WHO-WHO with computer, old or random"

# fit writes the value function with the cards' fingerprint; the seed reproduces it.
run --seed 4 dragon-dance fit --games 3 --iterations 1 --rolls 1 --threads 1 --out "$WORK/fit1.toml"
expect_code 0
expect_out_contains "fitted 70 weights on "
grep -q '^fingerprint = "' "$WORK/fit1.toml" || fail "fit wrote no fingerprint"
run --seed 4 dragon-dance fit --games 3 --iterations 1 --rolls 1 --threads 2 --out "$WORK/fit2.toml"
cmp -s "$WORK/fit1.toml" "$WORK/fit2.toml" || fail "the same seed fitted other weights"

# Bad data is reported with its position and stops the commands.
mkdir -p "$WORK/data"
cp -r data/dragon-dance "$WORK/data/"
sed -i 's/values = \[1,   4, 3, 2, 2, 1, 1\]/values = [1, 4, 3, 2, 2, 1, 3]/' "$WORK/data/dragon-dance/dragon.toml"
run --data "$WORK/data" validate
expect_code 1
expect_err_contains "dragon.toml:9:"
expect_err_contains "error: defence 'Flap' strengthens as the die rises: die 6 gives 3, die 5 gives 1"
# The computer's value function was fitted to the shipped Flap: a warning until it is fitted again.
expect_err_contains "lookahead.toml:7:15: warning: the computer's value function was fitted to other cards"
run --data "$WORK/data" dragon-dance round --range long --knight dodge --dragon flap
expect_code 1

finish
