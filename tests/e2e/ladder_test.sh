# pnpkit simulate GAME --ladder: Dice Adventures' ladder as text and JSON, the same seed giving the
# same figures, and a game without a ladder refused (exit 2).
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run simulate dice-adventures --ladder --games 0
expect_code 2

# Solving a whole game takes a minute in the sanitizer build.
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then finish; exit; fi

run --seed 2 simulate dice-adventures --ladder --games 40 --bound-games 4 --threads 2
expect_code 0
expect_out_contains "Dice Adventures, Basic game, party Bard, Cleric, Thief: the strength ladder"
expect_out_contains "40 games a policy, seed 2"
expect_out_contains "0 of its 4 games were not settled"
expect_out_contains "The bound with the advisor as a control of known mean (a regression estimate, not a plain mean: its 4 games paired with the advisor's"
grep -Eq '^  bound +[0-9.]+ +[0-9.]+ +[0-9.]+% ' <<<"$OUT" || fail "the bound's perfect share is missing: $OUT"
expect_out_contains "Its perfect games: the advisor's, and "
grep -Eq '^  advisor +[0-9.]+ +[0-9.]+ +[0-9.]+% ' <<<"$OUT" || fail "the advisor's perfect share is missing: $OUT"
FIRST=$OUT
run --seed 2 simulate dice-adventures --ladder --games 40 --bound-games 4 --threads 1
[[ $(grep -v ms/game <<<"$OUT" | awk '{print $1, $2, $3, $4, $5}') == $(grep -v ms/game <<<"$FIRST" | awk '{print $1, $2, $3, $4, $5}') ]] ||
  fail "the ladder's figures depend on the thread count"

run --format json --seed 2 simulate dice-adventures --ladder --games 40 --bound-games 4
expect_code 0
python3 - "$WORK/out" <<'PY' || fail "the ladder's JSON"
import json, sys
d = json.load(open(sys.argv[1]))
names = [p["name"] for p in d["policies"]]
assert names == ["random", "greedy", "card", "advisor", "bound"], names
assert d["games"] == 40 and d["seed"] == 2 and d["reference"] == "advisor"
advisor = d["policies"][3]
assert advisor["diff"] == 0 and abs(advisor["mean"] - d["exact_optimal"]) < 3
bound = d["policies"][4]
assert bound["games"] == 4 and bound["diff"] >= 0 and d["bound_unsettled"] == 0, bound
assert d["bound_nodes"] >= d["bound_most_nodes"] > 0
# Its perfect games: searched where the advisor's game was not perfect, all settled here.
assert d["bound_perfect_unsettled"] == 0 and d["bound_perfect_searched"] <= 4, d
assert (d["bound_perfect_nodes"] > 0) == (d["bound_perfect_searched"] > 0), d
cv = d["bound_advisor_control_variate"]
assert cv["bound_games"] == 4 and cv["half_width"] > 0 and abs(cv["mean"] - bound["mean"]) < 5, cv
for p in d["policies"]:
    assert p["half_width"] > 0 and p["seconds_per_game"] >= 0
    assert 0 <= p["perfect"] <= 1, p
    # The bound's difference is paired on its own 4 games, the others' on all 40.
    assert p is bound or abs(p["mean"] - advisor["mean"] - p["diff"]) < 1e-9
PY
finish
