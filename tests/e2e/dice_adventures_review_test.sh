# pnpkit dice-adventures play --coach and review: a piped game warned and played on, the session
# remembering --coach, review as text and JSON that never writes the session, and the errors.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# Usage mistakes: exit 2.
run dice-adventures play --session never.toml --coach lots </dev/null
expect_code 2
expect_err_contains "--coach takes a threshold of 0 or more, always or off, not 'lots'"
[[ ! -e never.toml ]] || fail "a bad --coach made a session"
run dice-adventures review
expect_code 2

# A session that is not there, or not one of this game: exit 1.
run dice-adventures review --session missing.toml
expect_code 1
printf 'pnpkit_play = 1\ngame = "colf"\nseed = 1\nsteps = []\n' >colf.toml
run dice-adventures review --session colf.toml
expect_code 1
expect_err_contains "this is a session of 'colf', not of 'dice-adventures'"

# The rest solves whole games: not in the sanitizer build, where one takes minutes.
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then finish; exit; fi

{ printf 'bard\ncleric\nthief\n'; for _ in $(seq 300); do echo 1; done; } >answers.txt

# A whole game, coached on a pipe: each costly answer is warned of and the game goes on.
run dice-adventures play --session adv.toml --dice rolled --seed 4 --coach <answers.txt
expect_code 0
expect_out_contains "Coach: bard-reroll-thief costs 3.056 points (7.242 against 10.298); better: bard-reroll-cleric."
expect_out_contains "The game is over."
grep -q '"coach" = "0.2"' adv.toml || fail "the session does not keep --coach: $(grep setup adv.toml)"
WARNINGS=$(grep -c "^Coach: " <<<"$OUT")

# Review reads the session without writing it (nor taking its lock: no lock file beside a copy).
cp adv.toml before.toml
cp adv.toml copy.toml
run dice-adventures review --session copy.toml
expect_code 0
[[ ! -e .copy.toml.lock ]] || fail "review took a lock"
run dice-adventures review --session adv.toml
expect_code 0
grep -Eq '^ +13  bard-reroll-thief +bard-reroll-cleric +7\.242 +10\.298 +3\.056 !  adventure 2;' <<<"$OUT" ||
  fail "no line for step 13 in: $OUT"
expect_out_contains "; $WARNINGS lost 0.200 or more (the coach's threshold, marked !)."
expect_out_contains "The game is over."
cmp -s adv.toml before.toml || fail "review changed the session"

run dice-adventures review --session adv.toml --format json
expect_code 0
expect_out_contains "\"over_threshold\": $WARNINGS"
expect_out_contains "\"best\": \"bard-reroll-cleric\""

# An unfinished game is reviewed up to where it waits; resumed, it keeps coaching.
head -6 answers.txt >part.txt
tail -n +7 answers.txt >rest.txt
run dice-adventures play --session part.toml --dice rolled --seed 4 --coach <part.txt
expect_code 2
run dice-adventures review --session part.toml
expect_code 0
expect_out_contains "The game is not over: it waits for "
[[ $OUT != *"Coach: bard-reroll-thief"* ]] || fail "the first part went past the costly answer"
run dice-adventures play --session part.toml <rest.txt
expect_code 0
expect_out_contains "Coach: bard-reroll-thief costs 3.056 points"

# --coach off stops it, and the session forgets it.
run dice-adventures play --session part.toml --coach off --undo 1 <rest.txt
expect_code 0
grep -q '"coach"' part.toml && fail "--coach off left the setting in the session"
[[ $OUT != *"Coach: "* ]] || fail "--coach off still warned"

finish
