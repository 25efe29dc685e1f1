# Paper sizes, dense grids, the gutter fold and tiled sheets, through `pnpkit render`.
source "$(dirname "$0")/lib.sh"

# page_size FILE: the first page's size as pdfinfo prints it ("595.276 x 841.89 pts (A4)").
page_size() { pdfinfo "$1" | sed -n 's/^Page size: *//p'; }

# margin_blank FILE PAGE LABEL: nothing is printed within 5 mm of the page's edges (rasterised at
# 100 dpi in grey; each edge's strip of 18 pixels, 4.6 mm, must be white).
margin_blank() {
  local file=$1 page=$2 label=$3 size w h x y sw sh pgm header darkest
  size=$(pdfinfo -f "$page" -l "$page" "$file" | sed -n "s/^Page *$page size: *\([0-9.]*\) x \([0-9.]*\).*/\1 \2/p")
  w=$(awk -v p="${size% *}" 'BEGIN { printf "%d", p / 72 * 100 }')
  h=$(awk -v p="${size#* }" 'BEGIN { printf "%d", p / 72 * 100 }')
  while read -r x y sw sh; do
    pdftoppm -gray -r 100 -f "$page" -l "$page" -x "$x" -y "$y" -W "$sw" -H "$sh" "$file" "$WORK/strip"
    pgm=$(ls "$WORK"/strip*.pgm)
    header="P5"$'\n'"$sw $sh"$'\n'"255"$'\n'
    darkest=$(tail -c +$((${#header} + 1)) "$pgm" | od -An -v -tu1 | tr -s ' ' '\n' | grep -v '^$' | sort -n | head -1)
    rm -f "$pgm"
    [[ $darkest == 255 ]] || fail "$label: page $page prints within 5 mm of its edge (strip $x,$y ${sw}x$sh px has grey $darkest)"
  done <<<"0 0 $w 18
0 $((h - 18)) $w 18
0 0 18 $h
$((w - 18)) 0 18 $h"
}

# Named papers and sizes give exact pages; nine poker cards a page on A4, Letter and universal.
run render colf --only nouns --paper universal --out "$WORK/u"
expect_code 0
expect_out "wrote $WORK/u/colf/nouns.pdf (6 pages, 24 cards, 9 a page)"
[[ $(page_size "$WORK/u/colf/nouns.pdf") == "595.276 x 792 pts" ]] || fail "universal is $(page_size "$WORK/u/colf/nouns.pdf"), not 210 x 279.4 mm"
margin_blank "$WORK/u/colf/nouns.pdf" 1 "universal fronts"
margin_blank "$WORK/u/colf/nouns.pdf" 2 "universal backs"
expect_whole_pdf "$WORK/u/colf/nouns.pdf" "universal"
run render colf --only nouns --paper Letter --out "$WORK/l"
expect_out "wrote $WORK/l/colf/nouns.pdf (6 pages, 24 cards, 9 a page)"
margin_blank "$WORK/l/colf/nouns.pdf" 1 "letter fronts"
run render colf --only nouns --paper a3 --out "$WORK/a3"
expect_out "wrote $WORK/a3/colf/nouns.pdf (4 pages, 24 cards, 18 a page, landscape)"
[[ $(page_size "$WORK/a3/colf/nouns.pdf") == "1190.55 x 841.89 pts (A3)" ]] || fail "a3: $(page_size "$WORK/a3/colf/nouns.pdf")"
run render colf --only nouns --paper tabloid --duplex none --out "$WORK/t"
expect_out "wrote $WORK/t/colf/nouns.pdf (2 pages, 24 cards, 18 a page, landscape)"
[[ $(page_size "$WORK/t/colf/nouns.pdf") == "1224 x 792 pts" ]] || fail "tabloid: $(page_size "$WORK/t/colf/nouns.pdf")"
run render colf --only nouns --paper legal --duplex none --out "$WORK/g"
expect_out "wrote $WORK/g/colf/nouns.pdf (3 pages, 24 cards, 10 a page, landscape)"
[[ $(page_size "$WORK/g/colf/nouns.pdf") == "1008 x 612 pts" ]] || fail "legal: $(page_size "$WORK/g/colf/nouns.pdf")"
run render colf --only nouns --paper "4x6in" --duplex none --out "$WORK/c"
expect_code 0
expect_out "wrote $WORK/c/colf/nouns.pdf (24 pages, 24 cards, 1 a page)"
[[ $(page_size "$WORK/c/colf/nouns.pdf") == "288 x 432 pts" ]] || fail "4x6in: $(page_size "$WORK/c/colf/nouns.pdf")"
# Dominoes hold more to a landscape page; its backs flip about the long edge, which is its top.
run render colf --only dominoes --out "$WORK/d"
expect_out "wrote $WORK/d/colf/dominoes.pdf (2 pages, 28 cards, 35 a page, landscape)"
[[ $(page_size "$WORK/d/colf/dominoes.pdf") == "841.89 x 595.276 pts (A4)" ]] || fail "dominoes: $(page_size "$WORK/d/colf/dominoes.pdf")"

# A paper that cannot be read: its column, a hint, exit 2, nothing written.
run render colf --paper leter --out "$WORK/never"
expect_code 2
expect_err_contains "--paper: leter: unknown paper 'leter' at column 1"
expect_err_contains "hint: did you mean 'letter'?"
run render colf --paper 210x297mn --out "$WORK/never"
expect_code 2
expect_err_contains "unknown unit 'mn' at column 8"
expect_err_contains "         ^"
run render colf --paper 5x7mm --out "$WORK/never"
expect_code 2
expect_err_contains "the width 5mm is too small at column 1"
[[ ! -e $WORK/never ]] || fail "a refused --paper wrote files"

# The gutter fold: four poker pairs on a landscape page, A4 and Letter.
for paper in a4 letter; do
  run render colf --only nouns --layout gutter --paper $paper --out "$WORK/gutter-$paper"
  expect_code 0
  expect_out "wrote $WORK/gutter-$paper/colf/nouns.pdf (6 pages, 24 cards, 4 a page, landscape, gutter fold)"
  margin_blank "$WORK/gutter-$paper/colf/nouns.pdf" 1 "gutter fold on $paper"
  expect_whole_pdf "$WORK/gutter-$paper/colf/nouns.pdf" "gutter fold on $paper"
done
[[ $(page_size "$WORK/gutter-a4/colf/nouns.pdf") == "841.89 x 595.276 pts (A4)" ]] || fail "gutter fold: $(page_size "$WORK/gutter-a4/colf/nouns.pdf")"
run render colf --only nouns --layout gutter --duplex short --out "$WORK/never"
expect_code 2
expect_err_contains "--layout gutter puts backs beside their fronts: drop --duplex, --back-offset, --back-rotate and --printer"
# Tarot-sized aids are taller than half a landscape page: fold-over instead, with a warning.
run render dragon-dance --only player-aids --layout gutter --out "$WORK/aids"
expect_code 0
expect_out "wrote $WORK/aids/dragon-dance/player-aids.pdf (1 page, 2 cards, 2 a page, fold-over)"
expect_err_contains "dragon-dance-knight-aid.toml:1:1: warning: a 70mm x 120mm card is too tall for a gutter fold on a4 paper (half a landscape page, 5mm clear of the fold): deck 'player-aids' is laid out fold-over"
# A card that fits no page at all is an error at its template.
run render dragon-dance --only player-aids --paper 100x100mm --out "$WORK/never"
expect_code 1
expect_err_contains "dragon-dance-knight-aid.toml:1:1: error: a 70mm x 120mm card with its crop marks does not fit on 100x100mm paper"

# A sheet larger than the paper is tiled; one that cannot be is an error at its template.
run render colf --only hero-sheet --paper 150x200mm --out "$WORK/tiles"
expect_code 0
expect_out "wrote $WORK/tiles/colf/hero-sheet.pdf (4 pages, tiled with 10mm overlap)"
[[ $(pages "$WORK/tiles/colf/hero-sheet.pdf") == 4 ]] || fail "tiles: $(pages "$WORK/tiles/colf/hero-sheet.pdf") pages"
pdftotext -f 4 -l 4 "$WORK/tiles/colf/hero-sheet.pdf" - | grep -q "tile B2 of 2 × 2 · hero-sheet 1" || fail "no label on the last tile"
for page in 1 2 3 4; do margin_blank "$WORK/tiles/colf/hero-sheet.pdf" $page "tile $page"; done
expect_whole_pdf "$WORK/tiles/colf/hero-sheet.pdf" "tiles"
run render colf --only hero-sheet --paper 25x25mm --out "$WORK/never"
expect_code 1
expect_err_contains "templates/colf-hero-sheet.toml:1:1: error: sheet 'hero-sheet' is 268mm x 198mm"
expect_err_contains "cannot be tiled: the paper leaves 5mm x 5mm for each tile"
[[ ! -e $WORK/never ]] || fail "a refused render wrote files"

finish
