# Domino Run printables: every component renders without a warning on A4 and Letter, with the
# pages duplex printing needs, embedded fonts, a PDF qpdf accepts and the author's credit on it.
source "$(dirname "$0")/lib.sh"

components="player-aid key-tracker tokens ability-mats dominoes rules-summary"

for paper in a4 letter; do
  out="$WORK/out-$paper"
  run render domino-run --paper "$paper" --out "$out"
  expect_code 0
  [[ -z $ERR ]] || fail "render domino-run --paper $paper printed on stderr: $ERR"
  for c in $components; do
    file="$out/domino-run/$c.pdf"
    [[ -s $file ]] || { fail "$paper: $c.pdf was not written"; continue; }
    expect_out_contains "wrote $file"
    expect_whole_pdf "$file" "$paper"
  done
  # The credit on the single pieces, as text (pdftotext does not read cards drawn once and
  # repeated; the unit tests check that every face has its credit).
  if command -v pdftotext >/dev/null; then
    for c in player-aid rules-summary; do
      text=$(pdftotext "$out/domino-run/$c.pdf" -)
      [[ $text == *"Ronald Villaver"* ]] || fail "$paper: $c.pdf does not credit Ronald Villaver"
    done
  fi
  # The aid has a back; tokens share one back; the key tracker and mats are fronts only.
  [[ $(pages "$out/domino-run/player-aid.pdf") == 2 ]] || fail "$paper: the aid is printed on both sides"
  [[ $(pages "$out/domino-run/tokens.pdf") == 2 ]] || fail "$paper: tokens.pdf should have 2 pages"
  [[ $(pages "$out/domino-run/key-tracker.pdf") == 1 ]] || fail "$paper: key-tracker.pdf should have 1 page"
  [[ $(pages "$out/domino-run/rules-summary.pdf") == 1 ]] || fail "$paper: the rules summary is one page"
  expect_out_contains "tokens.pdf (2 pages, 4 cards"
  expect_out_contains "ability-mats.pdf (1 page, 6 cards"
  expect_out_contains "dominoes.pdf (2 pages, 28 cards"
done

# The summary's words and the track's caption are text in the PDF.
if command -v pdftotext >/dev/null; then
  text=$(pdftotext "$WORK/out-a4/domino-run/rules-summary.pdf" -)
  for phrase in "The starting line of the rules' illustration" "Keys and treasure" "Fine points"; do
    [[ $text == *"$phrase"* ]] || fail "rules-summary.pdf lacks '$phrase'"
  done
fi

finish
