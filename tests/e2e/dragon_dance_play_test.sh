# pnpkit dragon-dance play and its computer, as issue 18 found them: a combo resumes, the computer's
# secret choices are shown only after yours, the matrix-game solver always ends, `advise` gives the
# equilibrium, the help's example runs.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# 1. A knight game with a combo is saved, then resumed and shown by --status.
printf 'none\ncharge\n5\nhack\n4\nquit\n' >answers
run --seed 7 dragon-dance play --as knight --session s.toml <answers
expect_code 0
expect_out_contains "which no defence stops (Slash deals 3 with a 5, 2 with a 4, 2 with a 2, 1 with a 1, 1 with no die)."
grep -q 'answer = "follow 4"' s.toml || fail "the follow-up was not saved as 'follow 4'"
# The round so far is told before the follow-up is asked, the rest after.
[[ $OUT == *"The Dragon's Bite with a 6 deals 4; no defence: the Knight loses 4."*"Follow-up die ("*"Combo: the Knight follows up with Slash with a 4"* ]] ||
  fail "the combo question is not between the strikes and the follow-up:
$OUT"
run dragon-dance play --session s.toml --status
expect_code 0
expect_out_contains "Round 3, short range | Knight 3/9, dice 5 2 1, discards Hack, Slash, Charge"
expect_out_contains "Next: Your die"
run dragon-dance play --session s.toml <<<'quit'
expect_code 0
expect_out_contains "Resumed s.toml after 11 steps."
printf 'undo\nundo\nquit\n' | "$PNPKIT" dragon-dance play --session s.toml >out 2>err ||
  fail "undo after a combo failed: $(cat err)"
grep -q "Took back 1 answer." out || fail "undo after a combo took nothing back: $(cat out)"

# 2. Playing the dragon, the knight's die and card are not shown before yours.
run --quiet --seed 7 dragon-dance play --as dragon <<<$'none\nflap\nquit'
expect_code 0
[[ $OUT != *"in secret:"* ]] || fail "a secret choice was printed:
$OUT"
[[ $OUT == *"Your die (6, 3, none)> none"*"Dice shown: Knight a 4, Dragon no die."*"choose 1-6> flap"*"At long range: Knight plays Lance Thrust with a 4, Dragon plays Flap with no die."* ]] ||
  fail "the computer's choices are not revealed after yours:
$OUT"

# 3. The game that froze the computer's solver ends (1,234 games took 2 s; the next never ended).
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  run --seed 3 simulate dragon-dance --games 1235 --threads 1 --matchup random-computer
  expect_code 0
  expect_out_contains "random v computer "
fi

# 4. advise at the die and card prompts: the mix for your side, with the round's value.
run --quiet --seed 7 dragon-dance play --as dragon <<<$'advise\nnone\nadvise\nflap\nquit'
expect_code 0
expect_out_contains "The Dragon's equilibrium: this round is worth "
expect_out_contains "  Breathe Fire  100%  +0.392"
run --quiet --seed 7 dragon-dance play --as knight <<<$'help\nquit'
expect_out_contains "commands: status, undo [N], quit, advise, why, cards"

# 5. The help's piped example runs (a side holding no dice is not asked for one: the unit tests).
run dragon-dance play --help
example=$(grep -o "printf '.*' | pnpkit dragon-dance play .*" <<<"$OUT")
[[ -n $example ]] || fail "no piped example in the help"
bash -c "${example/pnpkit/$PNPKIT}" >out 2>err || fail "the help's example exits $?: $(cat err)"
grep -q "Dice shown: Knight a 5" out || fail "the help's example did not play: $(cat out)"
finish
