# render --check (issue 21 item 8): every shipped game and the designer scaffold pass the preflight
# with no findings; a designer's template with small or faint text is told where, with the
# component, card, page and layer (exit 1 on errors, 0 on warnings alone); written pictures are read
# back (size, resolution, opaque edges); one picture on many
# cards gives a PDF qpdf accepts, with the picture embedded once.
source "$(dirname "$0")/lib.sh"

# Every component of every shipped game (27 PDFs); the sanitizer build, 20 to 40 times slower,
# checks two games of the five (colf's cards, sheets and tokens; domino-run's tiles and mats).
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  run render --check --out "$WORK/all"
  expect_code 0
  expect_out_contains "preflight: 30 PDFs checked, no findings"
else
  run render colf domino-run --check --out "$WORK/all"
  expect_code 0
  expect_out_contains "PDFs checked, no findings"
fi
[[ $ERR != *preflight* ]] || fail "render --check printed findings: ${ERR:0:2000}"
# The ink saver's version of every shipped component passes too (its contrast as printed).
if [[ -z ${PNPKIT_SANITIZED:-} ]]; then
  run render --check --ink low --out "$WORK/low"
  expect_code 0
  expect_out_contains "preflight: 30 PDFs checked, no findings"
fi

# Pictures are read back too: each card's PNG, and a print service's pictures, have the size,
# resolution tag and opaque edges rendered.
run render domino-run --format pdf,png --dpi 60 --check --out "$WORK/pictures"
expect_code 0
PDFS=$(find "$WORK/pictures" -name '*.pdf' | wc -l)
PNGS=$(find "$WORK/pictures" -name '*.png' | wc -l)
((PNGS > 20)) || fail "expected a PNG a card: $PNGS"
expect_out_contains "preflight: $PDFS PDFs and $PNGS pictures checked, no findings"
run render dice-adventures --for mpc --check --out "$WORK/mpc"
expect_code 0
grep -Eq 'preflight: [0-9]+ PDFs and [0-9]+ pictures checked, no findings' <<<"$OUT" ||
  fail "the print service's pictures were not checked: $OUT"

# The scaffold, as `pnpkit new` writes it.
(cd "$WORK" && "$PNPKIT" new mygame >/dev/null) || fail "pnpkit new failed"
GAME=$WORK/mygame
run render "$GAME" --check
expect_code 0
expect_out_contains "preflight: 1 PDF checked, no findings"

# Without --check, nothing is checked and nothing said about it.
run render "$GAME"
expect_code 0
[[ $OUT != *preflight* ]] || fail "render without --check ran the preflight: $OUT"

# Small text is a warning under 7 pt (exit 0) and an error under 6 pt; faint text an error: each
# at its layer in the template, naming the component, the card and the page.
cp -r "$GAME" "$WORK/faint"
T=$WORK/faint/templates/card.toml
sed -i '/^name = "flavour"/,$ { s/^size = .*/size = "6.5pt"/; s/^min_size = .*/min_size = "6.5pt"/ }' "$T"
run render "$WORK/faint" --check
expect_code 0
expect_out_contains "preflight: 1 PDF checked, 1 finding"
line=$(($(grep -n '^name = "flavour"' "$T" | cut -d: -f1) - 1))  # its [[layer]]
expect_err_contains "faint/templates/card.toml:$line:1: warning: preflight of 'cards': layer 'flavour': text of 6.5 pt, under the 7 pt preferred on card '"
sed -i '/^name = "flavour"/,$ { s/^size = .*/size = "5.5pt"/; s/^min_size = .*/min_size = "5.5pt"/; s/^colour = .*/colour = "#c8bca8"/ }' "$T"
run render "$WORK/faint" --check
expect_code 1
expect_err_contains "faint/templates/card.toml:$line:1: error: preflight of 'cards': layer 'flavour': text of 5.5 pt, under the 6 pt a printed card can be read at"
expect_err_contains "layer 'flavour': text contrast 1.6"
expect_err_contains "(page 1 of $WORK/faint/output/cards.pdf) and "
# With the ink saver the contrast is checked as printed: the faint text prints black on white, so
# only its size is a finding.
run render "$WORK/faint" --check --ink low
expect_code 1
expect_err_contains "layer 'flavour': text of 5.5 pt"
[[ $ERR != *"text contrast"* ]] || fail "render --ink low --check judged the full-colour text: $ERR"

# One picture on every card: qpdf accepts the PDF (Cairo 1.16 would list the picture twice in a
# page's resources, a duplicated key, were it painted directly), and the picture is embedded once:
# the PDF is hardly larger than with the picture on one card.
cp -r "$GAME" "$WORK/one"
sed -i 's|^path = "art/{suit}.png".*|path = "art/sun.png"|' "$WORK/one/templates/card.toml"
run render "$WORK/one" --check
expect_code 0
expect_out_contains "no findings"
expect_whole_pdf "$WORK/one/output/cards.pdf" "one picture on every card"
qpdf --qdf --object-streams=disable "$WORK/one/output/cards.pdf" "$WORK/plain.pdf"
[[ $(grep -a -c '/Subtype /Image' "$WORK/plain.pdf") == 1 ]] ||
  fail "the picture is not embedded exactly once: $(grep -a -c '/Subtype /Image' "$WORK/plain.pdf") images"
every=$(stat -c %s "$WORK/one/output/cards.pdf")
sed -i 's|^path = "art/sun.png"|path = "art/sun.png"\nwhen = "cost >= 5"|' "$WORK/one/templates/card.toml"
run render "$WORK/one"
expect_code 0
single=$(stat -c %s "$WORK/one/output/cards.pdf")
picture=$(stat -c %s "$GAME/art/sun.png")
((every - single < picture / 4)) ||
  fail "13 uses of the picture cost $((every - single)) bytes over one use (the PNG is $picture)"

finish
