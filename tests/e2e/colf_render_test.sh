# CoLF DaDA print-and-play: every component renders on A4 and Letter with no warning, with the
# page counts the decks call for, fonts embedded and a PDF structure qpdf accepts.
source "$(dirname "$0")/lib.sh"

COMPONENTS="nouns adjectives hero-sheet monster-sheet reference tokens dominoes"
NOUNS=$(grep -c '^\[\[noun\]\]' data/colf/nouns.toml)
ADJECTIVES=$(grep -c '^\[\[adjective\]\]' data/colf/adjectives.toml)
TURNS=$(sed -n 's/^turn_tokens *= *\([0-9]*\).*/\1/p' data/colf/game.toml)

# A deck of N poker cards, nine to a page, each front page followed by its back page.
deck_pages() { echo $((($1 + 8) / 9 * 2)); }

for paper in a4 letter; do
  OUTDIR="$WORK/$paper"
  run render colf --paper "$paper" --out "$OUTDIR"
  expect_code 0
  [[ -z $ERR ]] || fail "render colf --paper $paper printed on stderr: $ERR"
  for c in $COMPONENTS; do
    f="$OUTDIR/colf/$c.pdf"
    [[ -s $f ]] || { fail "$paper: $c.pdf was not written"; continue; }
    expect_out_contains "wrote $OUTDIR/colf/$c.pdf"
    qpdf --check "$f" >/dev/null 2>&1 || fail "$paper: qpdf --check fails on $c.pdf"
    NOT_EMBEDDED=$(pdffonts "$f" | tail -n +3 | awk '$(NF-4) != "yes"')
    [[ -z $NOT_EMBEDDED ]] || fail "$paper: $c.pdf has fonts not embedded: $NOT_EMBEDDED"
  done
  [[ $(pages "$OUTDIR/colf/nouns.pdf") == $(deck_pages "$NOUNS") ]] || fail "$paper: nouns.pdf pages"
  [[ $(pages "$OUTDIR/colf/adjectives.pdf") == $(deck_pages "$ADJECTIVES") ]] ||
    fail "$paper: adjectives.pdf pages"
  [[ $(pages "$OUTDIR/colf/hero-sheet.pdf") == 1 ]] || fail "$paper: hero-sheet.pdf is not one page"
  [[ $(pages "$OUTDIR/colf/monster-sheet.pdf") == 1 ]] || fail "$paper: monster-sheet.pdf is not one page"
  # Two reference cards (front and back), 50 + 25 + TURNS small tokens, 28 dominoes: one sheet each.
  for c in reference tokens dominoes; do
    [[ $(pages "$OUTDIR/colf/$c.pdf") == 2 ]] || fail "$paper: $c.pdf is not a front and a back page"
  done
done

expect_out_contains "tokens.pdf (2 pages, $((50 + 25 + TURNS)) cards"
FONTS=$(pdffonts "$WORK/a4/colf/nouns.pdf")
for family in Vollkorn EBGaramond LinBiolinum; do
  [[ $FONTS == *"$family"* ]] || fail "nouns.pdf does not use $family: $FONTS"
done
# The sheets are landscape (two columns of 14 domino slots, ruling R17).
[[ $(pdfinfo "$WORK/a4/colf/hero-sheet.pdf" | awk '/^Page size:/ { print $3 "x" $5 }') == "841.89x595.276" ]] ||
  fail "the A4 hero sheet is not on a landscape A4 page"
[[ $(pdfinfo "$WORK/letter/colf/hero-sheet.pdf" | awk '/^Page size:/ { print $3 "x" $5 }') == "792x612" ]] ||
  fail "the Letter hero sheet is not on a landscape Letter page"

# Only some components.
run render colf --only hero-sheet --out "$WORK/only"
expect_code 0
[[ $(ls "$WORK/only/colf") == "hero-sheet.pdf" ]] || fail "--only wrote $(ls "$WORK/only/colf")"

finish
