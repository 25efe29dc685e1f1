# pnpkit colf play --coach and review: a piped game warned and played on, the session remembering
# --coach, `advise` at a re-roll, review as text and as JSON (parsed), and its usage errors.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run colf review
expect_code 2
run colf review --session missing.toml
expect_code 1

# The guide's piped game (seed 4), coached: the game goes on past any warning (its answers all
# keep P(win) near 100%, so there may be none).
printf 'attack\ndefense\nattack\ndefense\nexplore\n4\n3 1\nfight\n1\n0 0\n1\nquit\n' >answers.txt
run colf play --session game.toml --dice rolled --seed 4 --coach <answers.txt
expect_code 0
expect_out_contains "Round 2 against Rusty Dire Wolf"
grep -q '"coach" = "1"' game.toml || fail "the session does not keep --coach: $(grep coach game.toml)"
WARNINGS=$(grep -c "^Coach: " <<<"$OUT")

# Facing the Master at the first turn is warned of, with what it costs and what is better, and
# on a pipe the game goes on to the Master's level.
printf 'attack\ndefense\nattack\ndefense\nmaster\n10\nquit\n' >master.txt
run colf play --session master.toml --dice rolled --seed 4 --coach <master.txt
expect_code 0
grep -Eq '^Coach: master costs [0-9.]+( ± [0-9.]+)? percentage points of P\(win\) \([0-9.]+ ± [0-9.]+ against [0-9.]+ ± [0-9.]+\); better: ' <<<"$OUT" ||
  fail "no coach warning in: $OUT"
expect_out_contains "The Master's level"

cp game.toml before.toml
run colf review --session game.toml
expect_code 0
expect_out_contains "percentage points of P(win)"
expect_out_contains "; $WARNINGS lost 1.000 or more (the coach's threshold, marked !; an estimated loss counts when its paired interval lies above zero)."
expect_out_contains "The game is not over: it waits for "
grep -Eq '^ +5  attack +attack ' <<<"$OUT" || fail "no line for step 5 in: $OUT"
cmp -s game.toml before.toml || fail "review changed the session"

# The same review twice gives the same figures (common random numbers seeded from the state).
FIRST=$OUT
run colf review --session game.toml
[[ $OUT == "$FIRST" ]] || fail "a second review differs"

run colf review --session game.toml --format json
expect_code 0
python3 -c '
import json, sys
r = json.load(sys.stdin)
assert r["over"] is False, r["over"]
assert r["threshold"] == 1, r["threshold"]
assert r["over_threshold"] == int(sys.argv[1]), r["over_threshold"]
assert len(r["decisions"]) == 11, len(r["decisions"])
for d in r["decisions"]:
    assert 0 <= d["chosen_value"] <= 100 and d["chosen_value_half_width"] > 0, d
    assert abs(d["loss"] - (d["best_value"] - d["chosen_value"])) < 1e-9, d
    # A costly decision lost at least the threshold, its paired interval wholly above zero.
    if d["costly"]:
        assert d["loss"] >= 1 and d["loss"] - d["loss_half_width"] > 0, d
    elif d["loss"] >= 1:
        assert d["loss"] - d["loss_half_width"] <= 0, d
assert sum(d["costly"] for d in r["decisions"]) == r["over_threshold"]
assert any(not d["costly"] and d["loss"] >= 1 for d in r["decisions"]), "no loss left unflagged as noise"
' "$WARNINGS" <<<"$OUT" || fail "bad review JSON: ${OUT:0:600}"

# `advise` at a combat re-roll lists each choice of dice with its P(win).
printf 'attack\ndefense\nattack\ndefense\nexplore\n4\n3 1\nfight\n1\n0 0\n1\nfight\nadvise\nquit\n' >advise.txt
run colf play --session advised.toml --dice rolled --seed 4 <advise.txt
expect_code 0
expect_out_contains "Objective: P(win) of the whole game with the advisor's play after this answer"

finish
