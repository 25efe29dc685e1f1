# Dragon Dance printables: every component renders without a warning, on A4 and Letter, with the
# page counts duplex printing needs, embedded fonts and a PDF that qpdf accepts.
source "$(dirname "$0")/lib.sh"

components="knight-cards dragon-cards player-aids tokens rules-summary"

for paper in a4 letter; do
  out="$WORK/out-$paper"
  run render dragon-dance --paper "$paper" --out "$out"
  expect_code 0
  [[ -z $ERR ]] || fail "render dragon-dance --paper $paper printed on stderr: $ERR"
  for c in $components; do
    file="$out/dragon-dance/$c.pdf"
    [[ -s $file ]] || { fail "$paper: $c.pdf was not written"; continue; }
    expect_out_contains "wrote $file"
    expect_whole_pdf "$file" "$paper"
  done
  # A front page and its back page for each deck (eight cards, two aids, 30 tokens), one sheet.
  for c in knight-cards dragon-cards player-aids tokens; do
    [[ $(pages "$out/dragon-dance/$c.pdf") == 2 ]] || fail "$paper: $c.pdf should have 2 pages"
  done
  [[ $(pages "$out/dragon-dance/rules-summary.pdf") == 1 ]] || fail "$paper: the rules summary is one page"
  expect_out_contains "tokens.pdf (2 pages, 30 cards"
done

# Fronts only: one page a deck.
run render dragon-dance --duplex none --only player-aids,tokens --out "$WORK/fronts"
expect_code 0
[[ $(pages "$WORK/fronts/dragon-dance/player-aids.pdf") == 1 ]] || fail "--duplex none: aids on one page"
[[ $(pages "$WORK/fronts/dragon-dance/tokens.pdf") == 1 ]] || fail "--duplex none: tokens on one page"
[[ ! -e $WORK/fronts/dragon-dance/knight-cards.pdf ]] || fail "--only wrote a component not asked for"

# The cards' text, names and numbers are in the PDF as text.
if command -v pdftotext >/dev/null; then
  text=$(pdftotext "$WORK/out-a4/dragon-dance/player-aids.pdf" -)
  for word in "Long range" "Short range" "Shield Block" "Breathe Fire" "Recuperate"; do
    [[ $text == *"$word"* ]] || fail "player-aids.pdf lacks '$word'"
  done
fi

finish
