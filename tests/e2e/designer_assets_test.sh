# A designer's own icons, fonts and pictures: SVG and PNG icons in text and icon layers, a TrueType
# font of the game's embedded and subset, art in PNG, JPEG and SVG; unknown icons and fonts,
# corrupt pictures and symbolic links out of the folder are positioned errors.
source "$(dirname "$0")/lib.sh"
GAME="$WORK/data/atelier"
mkdir -p "$WORK/data"

# The scaffold shows its own icon (icons/lantern.svg) in a card's text.
run --data "$WORK/data" new atelier
expect_code 0
expect_out_contains "icons/lantern.svg"
grep -q ':lantern:' "$GAME/cards.toml" || fail "the scaffold's cards do not show :lantern:"
run --data "$WORK/data" validate atelier
expect_code 0

# A TrueType font of the game's own (DejaVu Sans, which no bundled font is), art in three formats.
mkdir -p "$GAME/fonts/dejavu"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$GAME/fonts/dejavu/"
cp tests/fixtures/images/landscape.jpg "$GAME/art/sun.jpg"
cat >"$GAME/art/moon.svg" <<'EOF'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 110 74">
  <rect width="110" height="74" fill="#1d2b4a"/>
  <circle cx="55" cy="37" r="22" fill="#f2e6b8"/>
  <circle cx="66" cy="30" r="20" fill="#1d2b4a"/>
</svg>
EOF
cat >"$GAME/icons/spark.svg" <<'EOF'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M5 0L6 4L10 5L6 6L5 10L4 6L0 5L4 4z" fill="currentColor"/></svg>
EOF
cp "$GAME/art/star.png" "$GAME/icons/star-stamp.png"
# The art layer takes each suit's picture: sun.jpg, moon.svg, star.png.
sed -i 's|path = "art/{suit}.png".*|path = "{picture}"|' "$GAME/templates/card.toml"
sed -i 's|flavour = "text" .*|flavour = "text"\npicture = { type = "image", required = true }|' "$GAME/game.toml"
awk -F, 'NR == 1 { print $0 ",picture"; next }
         { ext = $4 == "sun" ? "jpg" : $4 == "moon" ? "svg" : "png"; print $0 ",art/" $4 "." ext }' \
  "$GAME/cards.csv" >"$GAME/cards.new" && mv "$GAME/cards.new" "$GAME/cards.csv"
sed -i 's/cards = "cards.toml"/cards = "cards.csv"/' "$GAME/game.toml"
sed -i 's/^Pay :coin: :coin:/Pay :spark: :star-stamp:/; s/Pay :coin: :coin:/Pay :spark: :star-stamp:/' "$GAME/cards.csv"
cat >>"$GAME/templates/card.toml" <<'EOF'

[[layer]]
name = "spark"
type = "icon"
box = ["51mm", "54mm", "6mm", "6mm"]
icon = "spark"
colour = "#b03a2e"
EOF
sed -i 's/^font = "EB Garamond"/font = "DejaVu Sans"/' "$GAME/templates/card.toml"
run --data "$WORK/data" validate atelier
expect_code 0
run --data "$WORK/data" render atelier --out "$WORK/o" --format pdf,png,tts --dpi 100
expect_code 0
expect_out_contains "wrote $WORK/o/atelier/cards.pdf (4 pages, 13 cards, 9 a page)"
pdffonts "$WORK/o/atelier/cards.pdf" | grep -Eq '^[A-Z]{6}\+DejaVuSans +TrueType.* yes +yes ' ||
  fail "the game's font is not embedded as a subset: $(pdffonts "$WORK/o/atelier/cards.pdf")"
expect_whole_pdf "$WORK/o/atelier/cards.pdf" "own font and art"
# The JPEG is embedded once, as it is (DCT); the SVG is vectors: the only other pictures are the PNG
# art and the PNG icon, once each, however many cards show them.
qpdf --qdf --object-streams=disable "$WORK/o/atelier/cards.pdf" "$WORK/plain.pdf"
[[ $(grep -a -c '/Subtype /Image' "$WORK/plain.pdf") == 3 && $(grep -a -c '/DCTDecode' "$WORK/plain.pdf") == 1 ]] ||
  fail "one JPEG and two PNG pictures expected in the PDF: $(grep -a -A8 '/Subtype /Image' "$WORK/plain.pdf")"
pdftotext "$WORK/o/atelier/cards.pdf" - | grep -q "The smiths wake before the" ||
  fail "the flavour text in the game's font is missing"
[[ -s $WORK/o/atelier/cards/wandering-comet.png && -s $WORK/o/atelier/cards-tts.png ]] || fail "PNG and TTS output missing"

# An unknown icon in a cell, in a template, in an icon layer; an unknown font: did-you-mean each.
cp -r "$WORK/data" "$WORK/typo"
T="$WORK/typo/atelier"
sed -i 's/Pay :spark:/Pay :sprak:/' "$T/cards.csv"
run --data "$WORK/typo" validate atelier
expect_code 1
expect_err_contains "cards.csv:8:27: error: 'effect' shows an unknown icon ':sprak:'"
expect_err_contains "hint: did you mean 'spark'?"
run --data "$WORK/typo" render atelier --out "$WORK/typo-out"
expect_code 1
[[ ! -e $WORK/typo-out/atelier/cards.pdf ]] || fail "a deck with an unknown icon was rendered"
sed -i 's/Pay :sprak:/Pay :spark:/' "$T/cards.csv"
sed -i 's/^icon = "spark"/icon = "Spark"/; s/^font = "DejaVu Sans"/font = "DejaVu Sanz"/' "$T/templates/card.toml"
sed -i 's/^text = "{flavour}"/text = "{flavour} :sparkle:"/' "$T/templates/card.toml"
# (Each at its line of the template: the key, or the [[layer]] a layer starts with.)
line_of() { grep -n "$1" "$T/templates/card.toml" | head -1 | cut -d: -f1; }
font_line=$(line_of '^font = "DejaVu Sanz"')
flavour_layer=$(($(line_of '^name = "flavour"') - 1))
spark_layer=$(($(line_of '^name = "spark"') - 1))
run --data "$WORK/typo" render atelier --out "$WORK/typo-out"
expect_code 1
expect_err_contains "card.toml:$font_line:8: error: font 'DejaVu Sanz' not found"
expect_err_contains "hint: did you mean 'DejaVu Sans'?"
sed -i 's/^font = "DejaVu Sanz"/font = "DejaVu Sans"/' "$T/templates/card.toml"
run --data "$WORK/typo" render atelier --out "$WORK/typo-out"
expect_code 1
expect_err_contains "card.toml:$flavour_layer:1: error: layer 'flavour' of template 'card' shows an unknown icon ':sparkle:'"
expect_err_contains "card.toml:$spark_layer:1: error: layer 'spark' of template 'card': unknown icon 'Spark'"

# A corrupt picture names the card, at the cell that named it, in render; so do broken icons.
cp -r "$WORK/data" "$WORK/broken"
B="$WORK/broken/atelier"
head -c 1200 tests/fixtures/images/landscape.jpg >"$B/art/sun.jpg"
run --data "$WORK/broken" render atelier --out "$WORK/broken-out"
expect_code 1
expect_err_contains "cards.csv:2:93: error: layer 'art' of template 'card': image 'art/sun.jpg' in $B: the JPEG data is cut short or corrupt: Premature end of JPEG file, on card 'ember-fox'"
[[ ! -e $WORK/broken-out/atelier/cards.pdf ]] || fail "a deck with a corrupt picture was rendered"
cp tests/fixtures/images/landscape.jpg "$B/art/sun.jpg"
echo '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0' >"$B/icons/spark.svg"
run --data "$WORK/broken" render atelier --out "$WORK/broken-out"
expect_code 1
expect_err_contains "icons/spark.svg:1:1: error: icon 'spark': the SVG cannot be read"
printf 'not a font' >"$B/fonts/dejavu/DejaVuSans.ttf"
run --data "$WORK/broken" validate atelier
expect_code 1
expect_err_contains "fonts/dejavu/DejaVuSans.ttf:1:1: error: not a TrueType or OpenType font"

# Symbolic links may not lead out of the game's folder: pictures, icons, fonts, cards, templates.
cp -r "$WORK/data" "$WORK/links"
L="$WORK/links/atelier"
cp tests/fixtures/images/landscape.jpg "$WORK/outside.jpg"
ln -sf "$WORK/outside.jpg" "$L/art/sun.jpg"
ln -s "$WORK/outside.jpg" "$L/icons/away.png"
run --data "$WORK/links" validate atelier
expect_code 1
expect_err_contains "cards.csv:2:93: error: 'picture': image 'art/sun.jpg' is refused: the path leads out of the folder through a symbolic link"
expect_err_contains "icons/away.png:1:1: error: the icon file leads out of $L through a symbolic link"
rm "$L/icons/away.png"
cp tests/fixtures/images/landscape.jpg "$L/art/sun.jpg" --remove-destination
mv "$L/cards.csv" "$WORK/cards.csv" && ln -s "$WORK/cards.csv" "$L/cards.csv"
run --data "$WORK/links" validate atelier
expect_code 1
expect_err_contains "game.toml:9:9: error: 'cards.csv' is refused: the path leads out of the folder through a symbolic link"
rm "$L/cards.csv" && mv "$WORK/cards.csv" "$L/cards.csv"
mv "$L/templates/card-back.toml" "$WORK/card-back.toml" && ln -s "$WORK/card-back.toml" "$L/templates/card-back.toml"
run --data "$WORK/links" render atelier --out "$WORK/links-out"
expect_code 1
expect_err_contains "templates/card-back.toml:1:1: error: template 'card-back' is refused: the file leads out of $L through a symbolic link"

finish
