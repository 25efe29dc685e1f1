# pnpkit simulate dragon-dance --ladder: the ladder as text and JSON for either side, the figures
# independent of the thread count, and bad options refused (exit 2).
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run simulate dragon-dance --ladder --as wizard
expect_code 2
run simulate dragon-dance --ladder --games 0
expect_code 2
run simulate dragon-dance --ladder --games 10 --matchup computer-random
expect_code 2
expect_err_contains "--ladder plays the computer with each policy"

games=40
[[ -n ${PNPKIT_SANITIZED:-} ]] && games=6
run --seed 3 simulate dragon-dance --ladder --games $games --threads 2
expect_code 0
expect_out_contains "Dragon Dance, the Knight against the computer: the strength ladder"
expect_out_contains "$games games a policy, seed 3"
FIRST=$OUT
run --seed 3 simulate dragon-dance --ladder --games $games --threads 1
[[ $(grep -v -e ms/game -e 'ladder in' <<<"$OUT" | awk '{print $1, $2, $3, $4}') == $(grep -v -e ms/game -e 'ladder in' <<<"$FIRST" | awk '{print $1, $2, $3, $4}') ]] ||
  fail "the ladder's figures depend on the thread count"

run --format json --seed 3 simulate dragon-dance --ladder --as dragon --games $games --bound-games 4
expect_code 0
python3 - "$WORK/out" "$games" <<'PY' || fail "the ladder's JSON"
import json, sys
d = json.load(open(sys.argv[1]))
games = int(sys.argv[2])
names = [p["name"] for p in d["policies"]]
assert names == ["random", "old", "card", "advisor", "bound"], names
assert d["game"] == "dragon-dance" and d["as"] == "dragon" and d["draw"] == 0.5
assert d["games"] == games and d["seed"] == 3 and d["reference"] == "advisor" and d["unit"] == "percent"
rows = {p["name"]: p for p in d["policies"]}
assert rows["bound"]["games"] == 4 and rows["advisor"]["games"] == games
assert rows["advisor"]["diff"] == 0
for p in d["policies"]:
    assert 0 <= p["mean"] <= 1 and p["half_width"] >= 0 and p["seconds_per_game"] >= 0
    if p["games"] == games:
        assert abs(p["mean"] - rows["advisor"]["mean"] - p["diff"]) < 1e-9
PY
finish
