# The printed strategy card: Dice Adventures' card renders on one page with zero preflight
# findings and prints the share card / advisor read from data/dice-adventures/strategy.toml;
# a broken strategy.toml is reported by validate and refused by render, at its positions.
source "$(dirname "$0")/lib.sh"

run render dice-adventures --only strategy-card --check --out "$WORK/out1"
expect_code 0
expect_out_contains "strategy-card.pdf (1 page, 1 card"
expect_out_contains "no findings"
pdf="$WORK/out1/dice-adventures/strategy-card.pdf"
[[ $(pages "$pdf") == 1 ]] || fail "the strategy card is not one page"
text=$(pdftotext "$pdf" - | tr '\n' ' ')
expected=$(python3 - data/dice-adventures/strategy.toml <<'PY'
import sys, tomllib
d = tomllib.load(open(sys.argv[1], "rb"))
print(f"Played by this card: {d['card']:.1f} points, {100 * d['card'] / d['advisor']:.1f}% of the best play\u2019s {d['advisor']:.1f}")
PY
)
[[ $text == *"$expected"* ]] || fail "the card lacks '$expected': $text"
[[ $text == *"Playing Dice Adventures well"* ]] || fail "the card lacks its title: $text"
[[ $text == *"simulate dice"*"adventures --ladder"* ]] || fail "the card lacks its command: $text"
rules=$(pdftotext "$pdf" - | grep -cE '^[1-9]\. ')
[[ $rules -ge 1 && $rules -le 7 ]] || fail "the card prints $rules numbered rules"

# The longest card the contract allows (seven rules of 140 characters) fits every game's template
# at 7 pt or more, with zero preflight findings: a designer's game binding each template.
long_rule=$(printf 'Roll the dice and keep the best pair unless the level is higher than yours; %.0s' 1 2)
long_rule=${long_rule:0:140}
for game in colf domino-run dragon-dance dice-adventures; do
  dir="$WORK/fit-$game"
  mkdir -p "$dir"
  cat >"$dir/game.toml" <<TOML
title = "Fit"
[[deck]]
id = "strategy"
title = "Strategy"
front = "$game-strategy"
cards = "cards.toml"
[deck.fields]
title = { type = "text", required = true }
rules = { type = "markup", required = true }
strength = { type = "text", required = true }
credit = "text"
TOML
  python3 - "$dir/cards.toml" "$long_rule" <<'PY'
import json, sys
gap = '\n<span size="30%"> </span>\n'
rules = gap.join(f"<b>{i}.</b> {sys.argv[2]}" for i in range(1, 8))
strength = ("Played by this card: wins 61.0%, 97.0% of the advisor\u2019s 62.9%, over 100000 "
            "games of\npnpkit --seed 1 simulate dragon-\u2060dance --ladder --threads 2")
open(sys.argv[1], "w").write(
    f'[[card]]\nid = "long"\ntitle = "Playing Dragon Dance well"\nrules = {json.dumps(rules)}\n'
    f'strength = {json.dumps(strength)}\ncredit = "a credit"\n')
PY
  run render "$dir" --check --out "$WORK/fit-out"
  expect_code 0
  expect_out_contains "no findings"
  [[ $ERR != *overflows* ]] || fail "the longest card overflows $game-strategy: $ERR"
done

# A copy of the data with two mistakes in strategy.toml.
mkdir -p "$WORK/data"
cp -r data/dice-adventures "$WORK/data/dice-adventures"
sed -i -e 's/^card = .*/card = "lots"/' -e 's/^unit = .*/unit = "pts"/' \
  "$WORK/data/dice-adventures/strategy.toml"
cd "$WORK" || exit 1
run validate dice-adventures --data data
expect_code 1
expect_err_contains "data/dice-adventures/strategy.toml:5:8: error: 'card' must be a number, found string"
expect_err_contains "data/dice-adventures/strategy.toml:7:8: error: 'unit' must be one of"
run render dice-adventures --data data --only strategy-card --out "$WORK/out2"
expect_code 1
expect_err_contains "data/dice-adventures/strategy.toml:5:8: error:"
[[ ! -e $WORK/out2/dice-adventures/strategy-card.pdf ]] || fail "render wrote a card from broken figures"
# Without the file (a designer's copy of the game without its figures) there is simply no card.
rm "$WORK/data/dice-adventures/strategy.toml"
run validate dice-adventures --data data
expect_code 0
run render dice-adventures --data data --out "$WORK/out3"
expect_code 0
[[ ! -e $WORK/out3/dice-adventures/strategy-card.pdf ]] || fail "render wrote a card without figures"
[[ -e $WORK/out3/dice-adventures/results.pdf ]] || fail "render left out the game's other components"
finish
