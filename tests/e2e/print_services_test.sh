# Printing for others: print-service pictures (--for), print-and-cut layouts and cut files (--cut),
# and Tabletop Simulator sheets hosted on the web (--tts-url, --tts-image), through the CoLF decks.
source "$(dirname "$0")/lib.sh"

# The pHYs chunk of pnpkit's PNGs follows IHDR, gAMA, sRGB and cHRM: its x density per metre.
png_dpm() { od -An -tu1 -j"$(grep -abo pHYs "$1" | head -1 | cut -d: -f1)" -N8 "$1" | awk '{print $5*16777216+$6*65536+$7*256+$8}'; }
jpeg_density() { od -An -tu1 -j13 -N5 "$1" | awk '{print $1 " " $2*256+$3 " " $4*256+$5}'; }
# first_dark PGM: the index of the first pixel under 128 in a one-row binary greyscale picture.
first_dark() { tail -c +"$(($(head -3 "$1" | wc -c) + 1))" "$1" | od -An -v -tu1 -w1 | awk '$1 < 128 { print NR - 1; exit }'; }

# A picture per printed card for each service, at its pixel size, tagged with its resolution.
# (The reference cards: a deck of two, each with its own back.)
run render colf --only reference --for tgc --format pdf --out "$WORK/o"
expect_code 0
expect_out_contains "wrote $WORK/o/colf/reference-tgc (4 pictures for The Game Crafter: poker, 825 x 1125 px at 300 dpi, PNG"
ref=$(ls "$WORK/o/colf/reference-tgc" | head -1)
[[ $ref == 001-* ]] || fail "TGC pictures are not numbered: $ref"
[[ $(png_size "$WORK/o/colf/reference-tgc/$ref") == 825x1125 ]] || fail "TGC poker picture is $(png_size "$WORK/o/colf/reference-tgc/$ref")"
[[ $(png_dpm "$WORK/o/colf/reference-tgc/$ref") == 11811 ]] || fail "no 300 dpi pHYs chunk"
[[ -s $WORK/o/colf/reference.pdf ]] || fail "--for dropped the PDF"
run render colf --only reference --for mpc --format png --dpi 72 --out "$WORK/m"
expect_code 0
[[ $(png_size "$WORK/m/colf/reference-mpc/front-001.png") == 822x1122 ]] || fail "MPC poker picture is $(png_size "$WORK/m/colf/reference-mpc/front-001.png")"
[[ -s $WORK/m/colf/reference-mpc/back-002.png ]] || fail "no MPC back for the second card"
[[ $(png_dpm "$WORK/m/colf/reference/$(ls "$WORK/m/colf/reference" | head -1)") == 2835 ]] || fail "a --format png card has no 72 dpi pHYs chunk"
run render colf --only reference --for pnpgames --format tts --out "$WORK/p"
expect_code 0
[[ $(jpeg_density "$WORK/p/colf/reference-pnpgames/001-FRONT.jpg") == "1 300 300" ]] || fail "Print & Play Games JPEG density: $(jpeg_density "$WORK/p/colf/reference-pnpgames/001-FRONT.jpg")"
[[ -s $WORK/p/colf/reference-pnpgames/002-BACK.jpg ]] || fail "no back for the second card"

# A deck the service does not make is an error at its template, and writes nothing.
run render colf --only tokens --for tgc --out "$WORK/t"
expect_code 1
expect_err_contains "templates/colf-token-hit.toml:1:1: error: deck 'tokens' has cards of 18mm x 18mm (template 'colf-token-hit'), but The Game Crafter makes poker"
[[ ! -e $WORK/t/colf/tokens.pdf && ! -e $WORK/t/colf/tokens-tgc ]] || fail "a refused deck wrote files"
run render colf --for tgcs
expect_code 2
expect_err_contains "unknown print service 'tgcs'; did you mean 'tgc'? (known: mpc, pnpgames, tgc)"

# Silhouette: the cards inside the registration marks, marks where Studio looks for them, a cut file
# of the same page.
run render colf --only nouns --cut silhouette --paper letter --out "$WORK/s"
expect_code 0
expect_out_contains "wrote $WORK/s/colf/nouns.pdf (8 pages, 24 cards, 6 a page (landscape), Silhouette Print & Cut"
expect_out_contains "wrote $WORK/s/colf/nouns-cut.svg (cut file: 6 outlines on a 279.4mm x 215.9mm page)"
expect_whole_pdf "$WORK/s/colf/nouns.pdf" "silhouette"
pdfinfo "$WORK/s/colf/nouns.pdf" | grep -q "792 x 612 pts" || fail "the Silhouette page is not landscape Letter"
grep -q 'width="279.4mm" height="215.9mm" viewBox="0 0 279.4 215.9"' "$WORK/s/colf/nouns-cut.svg" || fail "the cut file is not the page's size"
grep -q '<rect id="card-1" x="41.2" y="17.95" width="63" height="88" rx="3" ry="3"/>' "$WORK/s/colf/nouns-cut.svg" || fail "card 1's outline is not where the PDF puts it"
# At 254 dpi a pixel is 0.1 mm: the square's left edge 10 mm in, across the row 12.5 mm down.
pdftoppm -r 254 -gray -f 1 -l 1 -x 0 -y 125 -W 400 -H 1 "$WORK/s/colf/nouns.pdf" "$WORK/row"
left=$(first_dark "$WORK"/row*.pgm)
((left >= 99 && left <= 101)) || fail "the registration square starts $left px in, not 100 (10 mm)"
# ... and a card's art starts at its bleed, 39.2 mm in, across a row 50 mm down.
pdftoppm -r 254 -gray -f 1 -l 1 -x 0 -y 500 -W 600 -H 1 "$WORK/s/colf/nouns.pdf" "$WORK/card"
[[ $(tail -c +"$(($(head -3 "$WORK"/card*.pgm | wc -c) + 1))" "$WORK"/card*.pgm | od -An -v -tu1 -w1 | awk '$1 < 250 { print NR - 1; exit }') -ge 391 ]] || fail "art printed left of the first card's bleed"
if command -v rsvg-convert >/dev/null; then
  rsvg-convert "$WORK/s/colf/nouns-cut.svg" -o "$WORK/cut.png" || fail "rsvg-convert cannot read the cut file"
fi
run render colf --only nouns --cut silhouette --layout fold
expect_code 2
expect_err_contains "--cut lays the cards out for the machine: drop --layout fold"

# Cricut: print-then-cut images of 6.75 x 9.25 in for Design Space, and their cut file.
run render colf --only reference --cut cricut --dpi 100 --out "$WORK/c"
expect_code 0
expect_out_contains "wrote $WORK/c/colf/reference-cricut-1.png (1 print-then-cut image of 6.75 x 9.25 in, 2 cards, 4 a page (portrait)"
[[ $(png_size "$WORK/c/colf/reference-cricut-1.png") == 675x925 ]] || fail "the Cricut image is $(png_size "$WORK/c/colf/reference-cricut-1.png")"
[[ ! -e $WORK/c/colf/reference.pdf ]] || fail "a PDF for Cricut, whose Design Space prints the pages"
grep -q 'width="171.45mm" height="234.95mm"' "$WORK/c/colf/reference-cut.svg" || fail "the Cricut cut file is not the image's size"

# Tabletop Simulator: hosted sheets as JPEG, named by their web address.
run render colf --only nouns --format tts --tts-image jpeg --tts-url https://example.org/pnp/ --dpi 100 --out "$WORK/v"
expect_code 0
expect_out_contains "wrote $WORK/v/colf/nouns-tts.jpg (6 x 4 grid, 24 cards, 1488 x 1385 px, JPEG quality 90)"
grep -q '"FaceURL": "https://example.org/pnp/nouns-tts.jpg"' "$WORK/v/colf/colf-tts.json" || fail "the saved object does not name the hosted sheet"
grep -q 'file://' "$WORK/v/colf/colf-tts.json" && fail "a file:// path left in the saved object"
expect_out_contains "upload the sheets to https://example.org/pnp/"
run render colf --format tts --tts-url ftp://example.org
expect_code 2
expect_err_contains "--tts-url: 'ftp://example.org' cannot be a web address for the sheets: it must start with http:// or https://"
run render colf --tts-image jpeg
expect_code 2
expect_err_contains "--tts-image is about Tabletop Simulator sheets: add --format tts"

# Every new file goes through the atomic writer: one that cannot be written is an outside failure.
for target in "s2/colf/nouns-cut.svg" "c2/colf/reference-cricut-1.png" "v2/colf/nouns-tts.jpg"; do
  mkdir -p "$WORK/$target"
done
mkdir -p "$WORK/o2/colf" && touch "$WORK/o2/colf/reference-tgc"
run render colf --only nouns --cut silhouette --paper letter --out "$WORK/s2"
expect_code 3
run render colf --only reference --cut cricut --dpi 100 --out "$WORK/c2"
expect_code 3
run render colf --only nouns --format tts --tts-image jpeg --dpi 50 --out "$WORK/v2"
expect_code 3
run render colf --only reference --for tgc --out "$WORK/o2"
expect_code 3

finish
