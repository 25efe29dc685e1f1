# pnpkit simulate domino-run --ladder: Domino Run's ladder as text and JSON, the same seed giving the
# same figures on any thread count, and its usage errors (exit 2).
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

run simulate domino-run --ladder --report balance.pdf
expect_code 2
expect_err_contains "--report: not with --ladder"
[[ -e balance.pdf ]] && fail "a refused ladder wrote its report"
run simulate domino-run --ladder --games 0
expect_code 2
run simulate domino-run --ladder --advisor-games 0
expect_code 2

# The advisor costs hundreds of roll-outs a decision: a few games in the sanitizer build.
GAMES=60
ADVISOR=4
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then GAMES=6; ADVISOR=1; fi

run --seed 3 simulate domino-run --ladder --games $GAMES --advisor-games $ADVISOR --threads 2
expect_code 0
expect_out_contains "Domino Run: the strength ladder (win rate, 95% intervals)"
expect_out_contains "$GAMES games a policy, seed 3"
expect_out_contains "(the first $ADVISOR games only)"
expect_out_contains "The bound counted "
FIRST=$OUT
run --seed 3 simulate domino-run --ladder --games $GAMES --advisor-games $ADVISOR --threads 1
# Every figure but the last column (the time a game took) is the same.
[[ $(awk '{NF--; print}' <<<"$OUT") == $(awk '{NF--; print}' <<<"$FIRST") ]] ||
  fail "the ladder's figures depend on the thread count"

run --format json --seed 3 simulate domino-run --ladder --games $GAMES --advisor-games $ADVISOR --bound-games 5
expect_code 0
python3 - "$WORK/out" "$GAMES" "$ADVISOR" <<'PY' || fail "the ladder's JSON"
import json, sys
d = json.load(open(sys.argv[1]))
games, advisor_games = int(sys.argv[2]), int(sys.argv[3])
names = [p["name"] for p in d["policies"]]
assert names == ["random", "greedy", "card", "advisor", "bound"], names
assert d["game"] == "domino-run" and d["games"] == games and d["seed"] == 3
assert d["reference"] == "advisor" and d["unit"] == "percent"
rows = {p["name"]: p for p in d["policies"]}
assert rows["advisor"]["games"] == advisor_games and rows["bound"]["games"] == 5
assert rows["greedy"]["games"] == games
for p in d["policies"]:
    assert 0 <= p["mean"] <= 1 and p["half_width"] >= 0 and p["seconds_per_game"] >= 0
    assert "perfect" not in p
assert rows["advisor"]["diff"] == 0
assert 0 <= d["bound_unsettled"] <= rows["bound"]["games"]
PY
finish
