# pnpkit simulate dice-adventures --card-losses: the strategy card's losses by rule on the ladder's
# games, as text and JSON, the same for a seed, with the ladder's card mean on the same games.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# Solving a whole game takes a minute in the sanitizer build.
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then finish; exit; fi

run --seed 3 simulate dice-adventures --card-losses --games 30 --threads 1
expect_code 0
expect_out_contains "where the strategy card loses, over the ladder's first 30 games (seed 3)"
[[ $(grep -cE '^ +[1-7] +[0-9.]+ +[0-9.]+ +[0-9.]+$' <<<"$OUT") == 7 ]] || fail "not one row a rule: $OUT"
FIRST=$OUT
card=$(sed -n 's/.*the card scored \([0-9.-]*\) a game.*/\1/p' <<<"$OUT")
[[ -n $card ]] || fail "no card score: $OUT"
run --seed 3 simulate dice-adventures --card-losses --games 30 --threads 1
[[ $OUT == "$FIRST" ]] || fail "a seed gives other losses"
run --format json --seed 3 simulate dice-adventures --card-losses --games 30 --threads 1
expect_code 0
python3 - "$WORK/out" "$card" <<'PY' || fail "the losses' JSON"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["games"] == 30 and d["seed"] == 3 and len(d["rules"]) == 7, d
assert abs(sum(r["loss_per_game"] for r in d["rules"]) - d["loss_per_game"]) < 1e-9
assert abs(sum(k["loss_per_game"] for k in d["kinds"]) - d["loss_per_game"]) < 1e-9
assert all(r["loss_per_game"] >= 0 for r in d["rules"])
assert abs(d["card_mean"] - float(sys.argv[2])) < 0.0005
PY
run --format json --seed 3 simulate dice-adventures --ladder --games 30 --bound-games 1 --threads 1
python3 - "$WORK/out" "$card" <<'PY' || fail "the card's mean is not the ladder's card row's"
import json, sys
d = json.load(open(sys.argv[1]))
card = [p for p in d["policies"] if p["name"] == "card"][0]
assert abs(card["mean"] - float(sys.argv[2])) < 0.0005, (card["mean"], sys.argv[2])
PY
finish
