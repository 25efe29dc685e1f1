# pnpkit dragon-dance play --coach and review: a piped game as the dragon warned and played on, the
# session remembering --coach, review as text and JSON that never writes the session, an unfinished
# game reviewed and resumed, --coach always as the knight, and the errors.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# Usage mistakes: exit 2; a session that is not there: exit 1.
run dragon-dance play --session never.toml --coach lots </dev/null
expect_code 2
expect_err_contains "--coach takes a threshold of 0 or more, always or off, not 'lots'"
[[ ! -e never.toml ]] || fail "a bad --coach made a session"
run dragon-dance review
expect_code 2
run dragon-dance review --session missing.toml
expect_code 1

# No die and the first card every round: a whole game as the dragon, coached on a pipe.
for _ in $(seq 40); do printf 'none\n1\n'; done >answers.txt
run --seed 4 dragon-dance play --as dragon --session d.toml --coach <answers.txt
expect_code 0
expect_out_contains "Coach: none costs 1.935 percentage points of P(win) (68.645 against 70.580); better: 5."
expect_out_contains "Result: the Knight wins."
grep -q '"coach" = "1"' d.toml || fail "the session does not keep --coach: $(grep setup d.toml)"
WARNINGS=$(grep -c "^Coach: " <<<"$OUT")

cp d.toml before.toml
run dragon-dance review --session d.toml
expect_code 0
grep -Eq '^ +4  none +5 +68\.645 +70\.580 +1\.935 !  round 1, long; Knight 9 life' <<<"$OUT" ||
  fail "no line for step 4 in: $OUT"
expect_out_contains "Objective: P(win), a draw counting half, against the computer's equilibrium mix"
expect_out_contains "; $WARNINGS lost 1.000 or more (the coach's threshold, marked !)."
expect_out_contains "The game is over."
cmp -s d.toml before.toml || fail "review changed the session"
run dragon-dance review --session d.toml --format json
expect_code 0
expect_out_contains "\"over_threshold\": $WARNINGS"
expect_out_contains "\"unit\": \"percentage points of P(win)\""
expect_out_contains "\"best\": \"breathe-fire\""

# Unfinished: reviewed up to where it waits; resumed without --coach, it keeps coaching.
head -4 answers.txt >part.txt
run --seed 4 dragon-dance play --as dragon --session part.toml --coach <part.txt
expect_code 2
run dragon-dance review --session part.toml
expect_code 0
expect_out_contains "over 4 decisions"
expect_out_contains "The game is not over: it waits for Your die"
tail -n +5 answers.txt >rest.txt
run dragon-dance play --session part.toml <rest.txt
expect_code 0
expect_out_contains "Coach: none costs 6.154 percentage points of P(win)"

# --coach always, as the knight: the best answer before each question.
run --quiet --seed 7 dragon-dance play --as knight --coach always <<<$'none\nquit'
expect_code 0
expect_out_contains "Coach: best is 4 (26.989 percentage points of P(win))."
expect_out_contains "Coach: none costs 3.058 percentage points of P(win) (23.931 against 26.989); better: 4."

finish
