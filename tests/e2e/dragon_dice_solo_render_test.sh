# The Dragon Dice Solo Challenge's printables, rendered by the real binary on both papers.
source "$(dirname "$0")/lib.sh"

# The shipped data carries its own warnings (unverified spell costs, R3 starts): render counts
# them in one note, and must add none of its own (no overflow, no missing glyph).
run validate dragon-dice-solo
count=$(grep -c ': warning: ' <<<"$ERR")
DATA_WARNINGS="note: the data has $count warnings; run 'pnpkit validate' to see them"

page_size() { pdfinfo "$1" 2>/dev/null | awk '/^Page size:/ {print $3 "x" $5}'; }

for paper in a4 letter; do
  OUTDIR="$WORK/$paper"
  run render dragon-dice-solo --paper "$paper" --out "$OUTDIR"
  expect_code 0
  [[ $ERR == "$DATA_WARNINGS" ]] || fail "render on $paper printed more than a note of the data's warnings:
$ERR"
  for component in reference-booklet campaign-tracker turn-sequence; do
    pdf="$OUTDIR/dragon-dice-solo/$component.pdf"
    [[ -s $pdf ]] || { fail "$paper: $component.pdf not written"; continue; }
    expect_out_contains "wrote $pdf"
    qpdf --check "$pdf" >/dev/null 2>&1 || fail "$paper: qpdf --check fails on $component.pdf"
    # Every font embedded: pdffonts' 'emb' column (the 5th from the end) says yes everywhere.
    not_embedded=$(pdffonts "$pdf" | awk 'NR > 2 && $(NF-4) != "yes"' | wc -l)
    [[ $not_embedded == 0 ]] || fail "$paper: $component.pdf has fonts not embedded"
  done
  DIR="$OUTDIR/dragon-dice-solo"
  [[ $(pages "$DIR/reference-booklet.pdf") == 8 ]] || fail "$paper: the booklet is not 8 pages"
  [[ $(pages "$DIR/campaign-tracker.pdf") == 1 ]] || fail "$paper: the tracker is not 1 page"
  # The card's front page and, for duplex printing, its back page.
  [[ $(pages "$DIR/turn-sequence.pdf") == 2 ]] || fail "$paper: the card is not 2 pages"
done
[[ $(page_size "$WORK/a4/dragon-dice-solo/reference-booklet.pdf") == "595.276x841.89" ]] \
  || fail "A4 pages are not A4"
[[ $(page_size "$WORK/letter/dragon-dice-solo/campaign-tracker.pdf") == "612x792" ]] \
  || fail "Letter pages are not Letter"

# The booklet is text a reader can search: the tables' words are in the PDF.
TEXT=$(pdftotext "$WORK/a4/dragon-dice-solo/reference-booklet.pdf" - 2>/dev/null)
for words in "Battle sizes" "Racial equivalents" "Choosing and ordering the terrains" \
  "Transmute Rock to" "Fighting the Dragons" "Expert level"; do
  [[ $TEXT == *"$words"* ]] || fail "the booklet lacks '$words'"
done

# --only picks one component.
run render dragon-dice-solo --only campaign-tracker --out "$WORK/only"
expect_code 0
ONLY="$WORK/only/dragon-dice-solo"
[[ -s $ONLY/campaign-tracker.pdf && ! -e $ONLY/reference-booklet.pdf ]] \
  || fail "--only campaign-tracker wrote the wrong files"

finish
