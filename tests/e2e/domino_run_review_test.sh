# pnpkit domino-run play --coach and review: a piped game warned and played on, the session
# remembering --coach, review as text and JSON that never writes the session, an unfinished game.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run domino-run play --session never.toml --coach lots </dev/null
expect_code 2
expect_err_contains "--coach takes a threshold of 0 or more, always or off, not 'lots'"
[[ ! -e never.toml ]] || fail "a bad --coach made a session"
run domino-run review --session missing.toml
expect_code 1

# An unfinished game on a pipe, coached: the costly answers are warned of and the game goes on.
printf 'keep\n1\n2\n1\n' >part.txt
run --seed 2 domino-run play --session part.toml --dice rolled --coach <part.txt
expect_code 2
expect_out_contains "Coach: keep costs 15.250 ± 4.083 percentage points of P(win) (44.375 ± 3.462 against 59.625 ± 3.438); better: fresh."
expect_out_contains "Coach: space-5 costs 33.250 ± 5.164 percentage points of P(win)"
grep -q '"coach" = "1"' part.toml || fail "the session does not keep --coach: $(grep setup part.toml)"

cp part.toml before.toml
run domino-run review --session part.toml
expect_code 0
grep -Eq '^ +11  space-5 +space-6 +32\.000 ± 4\.724 +65\.250 ± 4\.792 +33\.250 ± 5\.164 !  turn 2, keys 0 of 7, you on 5, the enemy on 1, 2 dice, roll 5 1$' <<<"$OUT" ||
  fail "no line for step 11 in: $OUT"
expect_out_contains "Total loss 48.500 percentage points of P(win) over 4 decisions (mean 12.125); 2 lost 1.000 or more (the coach's threshold, marked !; an estimated loss counts when its paired interval lies above zero)."
expect_out_contains "The game is not over: it waits for Roll 1 6, you may stop on"
cmp -s part.toml before.toml || fail "review changed the session"
cp part.toml copy.toml
run domino-run review --session copy.toml
expect_code 0
[[ ! -e .copy.toml.lock ]] || fail "review took a lock"

run domino-run review --session part.toml --format json
expect_code 0
expect_out_contains '"best": "space-6"'
expect_out_contains '"unit": "percentage points of P(win)"'
# Every loss carries the interval of its paired differences (every answer on the same futures), and
# a decision is costly exactly when it lost the threshold with that interval above zero.
python3 -c '
import json, math, sys
r = json.load(sys.stdin)
assert r["threshold"] == 1, r["threshold"]
assert len(r["decisions"]) == 4, len(r["decisions"])
for d in r["decisions"]:
    if d["loss"] > 0:
        # Narrower than the difference of two independent estimates: the futures are shared.
        assert 0 < d["loss_half_width"] < math.hypot(d["chosen_value_half_width"], d["best_value_half_width"]), d
    elif d["best"] == d["chosen"]:
        assert "loss_half_width" not in d, d  # the same results: no interval
    assert d["costly"] == (d["loss"] >= 1 and d["loss"] - d["loss_half_width"] > 0), d
assert sum(d["costly"] for d in r["decisions"]) == r["over_threshold"] == 2, r["over_threshold"]
' <<<"$OUT" || fail "bad review JSON: ${OUT:0:800}"

# The rest plays whole games (hundreds of roll-outs a prompt): not in the sanitizer build.
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then finish; exit; fi

# Resumed without --coach, it keeps coaching to the end; review of the finished game agrees.
for _ in $(seq 200); do echo 1; done >rest.txt
run domino-run play --session part.toml <rest.txt
expect_code 0
WARNINGS=$(grep -c "^Coach: " <<<"$OUT")
run domino-run review --session part.toml
expect_code 0
expect_out_contains "The game is over."
expect_out_contains "; $((WARNINGS + 2)) lost 1.000 or more"

# --coach off stops it, and the session forgets it.
run domino-run play --session part.toml --coach off --undo 1 <rest.txt
expect_code 0
grep -q '"coach"' part.toml && fail "--coach off left the setting in the session"
[[ $OUT != *"Coach: "* ]] || fail "--coach off still warned"

finish
