# pnpkit render --format showcase: a deck's chosen cards fanned as a hand in one PNG (issue 19 §8).
# The pixels of the fan are checked in tests/render/showcase_test.cpp.
source "$(dirname "$0")/lib.sh"

cd "$WORK" || exit 1
run new lantern-market
expect_code 0
cd lantern-market || exit 1

# The first five cards by default, at the --dpi asked for, in output/<deck>-showcase.png.
run render --format showcase --dpi 72
expect_code 0
size=$(png_size output/cards-showcase.png)
expect_out_contains "wrote output/cards-showcase.png (5 cards fanned, ${size/x/ x } px)"
[[ ! -e output/cards.pdf ]] || fail "a PDF was written though only showcase was asked for"
width=${size%x*}
height=${size#*x}
((width > height && height > 300)) || fail "a fan of five poker cards at 72 dpi is $size"

# The cards named, at twice the resolution: twice the size; two cards make a narrower picture.
run render --format showcase --dpi 144 --cards night-owl,ember-fox
expect_code 0
expect_out_contains "(2 cards fanned, "
two=$(png_size output/cards-showcase.png)
((${two%x*} < 2 * width)) || fail "two cards at 144 dpi ($two) are not narrower than five at 72 dpi doubled"
run render --format showcase --dpi 144
expect_code 0
double=$(png_size output/cards-showcase.png)
((${double%x*} >= 2 * width - 2 && ${double%x*} <= 2 * width + 2)) || fail "144 dpi gives $double, 72 dpi $size"

# A card no deck has: a usage error naming it, with did-you-mean; the last showcase is kept.
cp output/cards-showcase.png "$WORK/before.png"
run render --format showcase --cards night-owl,moth-lanten
expect_code 2
expect_err_contains "--cards: no card 'moth-lanten' in the decks to render; did you mean 'moth-lantern'?"
cmp -s output/cards-showcase.png "$WORK/before.png" || fail "a refused showcase changed the last one"

run render --format fan
expect_code 2
expect_err_contains "fan not in {pdf,png,tts,preview,showcase}"

finish
