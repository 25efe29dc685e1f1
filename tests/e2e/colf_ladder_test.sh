# pnpkit simulate colf --ladder: text and JSON, the same figures on any thread count, bad counts
# refused (exit 2).
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run simulate colf --ladder --games 0
expect_code 2
run simulate colf --ladder --games many
expect_code 2
run simulate colf --ladder --advisor-games -1
expect_code 2
run simulate colf --ladder --coach-games -1
expect_code 2

GAMES=200
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then GAMES=20; fi

run --seed 3 simulate colf --ladder --games $GAMES --threads 2
expect_code 0
expect_out_contains "CoLF DaDA: the strength ladder (win rate, 95% intervals)"
expect_out_contains "$GAMES games a policy, seed 3"
expect_out_contains "perfect: won in the top score tier (Unbelievable)"
expect_out_contains "The bound looked further at the "
FIRST=$OUT
run --seed 3 simulate colf --ladder --games $GAMES --threads 1
[[ $(grep -v ms/game <<<"$OUT" | awk '{print $1, $2, $3, $4, $5}') == $(grep -v ms/game <<<"$FIRST" | awk '{print $1, $2, $3, $4, $5}') ]] ||
  fail "the ladder's figures depend on the thread count"

run --format json --seed 3 simulate colf --ladder --games $GAMES
expect_code 0
python3 - "$WORK/out" "$GAMES" <<'PY' || fail "the ladder's JSON"
import json, sys
d = json.load(open(sys.argv[1]))
games = int(sys.argv[2])
names = [p["name"] for p in d["policies"]]
assert names == ["random", "bold", "card", "patient", "bound"], names
assert d["game"] == "colf" and d["unit"] == "percent"
assert d["games"] == games and d["seed"] == 3 and d["reference"] == "patient"
patient = d["policies"][3]
assert patient["diff"] == 0 and patient["mean"] > d["policies"][0]["mean"]
for p in d["policies"]:
    assert 0 <= p["mean"] <= 1 and p["seconds_per_game"] >= 0
    assert ("perfect" not in p) if p["name"] == "bound" else 0 <= p["perfect"] <= 1, p
    assert abs(p["mean"] - patient["mean"] - p["diff"]) < 1e-9
bound = d["policies"][4]
assert all(bound["mean"] >= p["mean"] for p in d["policies"]), d["policies"]
b = d["bound"]
assert b["lost"] + b["unsettled"] <= b["searched"] <= games, b
PY

# The bound's perfect share, looked for on its first games: a lower bound, marked so.
run --seed 1 simulate colf --ladder --games 12 --perfect-games 3 --threads 2
expect_code 0
grep -Eq '^  bound +[0-9.]+% +[0-9.]+% +≥[0-9.]+% ' <<<"$OUT" || fail "the bound's perfect share is not shown as at least: $OUT"
grep -Eq '^  bound +[0-9.]+% +[0-9.]+% +- ' <<<"$FIRST" || fail "without --perfect-games the bound's perfect share is not '-': $FIRST"
expect_out_contains "(its perfect share over the first 3 games)"
expect_out_contains "The bound's perfect games (of its first 3): those a named policy won in the top tier"
run --format json --seed 1 simulate colf --ladder --games 12 --perfect-games 3
expect_code 0
python3 - "$WORK/out" <<'PY' || fail "the bound's perfect share in the ladder's JSON"
import json, sys
d = json.load(open(sys.argv[1]))
bound = d["policies"][4]
assert bound["name"] == "bound" and bound["perfect_at_least"] is True, bound
assert bound["perfect_games"] == 3 and bound["perfect"] in (0, 1/3, 2/3, 1), bound
assert all("perfect_at_least" not in p and "perfect_games" not in p for p in d["policies"][:4])
b = d["bound"]
assert b["perfect_found"] <= b["perfect_searched"] <= 3, b
PY
run --seed 1 simulate colf --ladder --games 12 --perfect-games x
expect_code 2

# The advisor's row: a guided game with the coach's choices takes about 1.3 s; --coach-games is
# its old name.
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  for option in --advisor-games --coach-games; do
    run --format json --seed 3 simulate colf --ladder --games 4 $option 1 --threads 1
    expect_code 0
    python3 - "$WORK/out" <<'PY' || fail "the advisor's row in the ladder's JSON ($option)"
import json, sys
d = json.load(open(sys.argv[1]))
advisor = d["policies"][-1]
assert advisor["name"] == "advisor" and advisor["games"] == 1 and advisor["mean"] in (0, 1), advisor
assert all(p["games"] == 4 for p in d["policies"][:-1])
assert "card_share_of_advisor" in d, d.keys()
PY
  done
fi
finish
