# pnpkit render's promises, through the CoLF DaDA decks: outputs, options, atomic writes, fonts.
source "$(dirname "$0")/lib.sh"

# PNG per card (trim box, or bleed box) and Tabletop Simulator sheets.
run render colf --only nouns --format png,tts --dpi 100 --out "$WORK/o"
expect_code 0
[[ -s $WORK/o/colf/nouns/giant-rat.png ]] || fail "no PNG for the giant rat"
[[ $(png_size "$WORK/o/colf/nouns/giant-rat.png") == 248x346 ]] || fail "card PNG is $(png_size "$WORK/o/colf/nouns/giant-rat.png"), not 63x88 mm at 100 dpi"
[[ ! -e $WORK/o/colf/nouns.pdf ]] || fail "a PDF was written though only png,tts were asked for"
expect_out_contains "wrote $WORK/o/colf/nouns-tts.png (6 x 4 grid, 24 cards, 1488 x 1385 px)"
run render colf --only nouns --format png --png-bleed --dpi 100 --out "$WORK/b"
[[ $(png_size "$WORK/b/colf/nouns/giant-rat.png") == 264x362 ]] || fail "card PNG with bleed is $(png_size "$WORK/b/colf/nouns/giant-rat.png")"
run render colf --only adjectives --format tts --dpi 300 --out "$WORK/t"
expect_out_contains "scaled to"
sheet=$(png_size "$WORK/t/colf/adjectives-tts.png")
[[ ${sheet%x*} -le 4096 && ${sheet#*x} -le 4096 ]] || fail "TTS sheet $sheet is above 4096 px"

# Paper, duplex and proof reach the PDF; JSON lists what was written.
run render colf --only reference --paper letter --duplex none --proof --out "$WORK/p"
expect_code 0
[[ $(pdfinfo "$WORK/p/colf/reference.pdf" | awk '/^Pages:/ {print $2}') == 1 ]] || fail "--duplex none should print fronts only"
pdfinfo "$WORK/p/colf/reference.pdf" | grep -q "612 x 792 pts (letter)" || fail "--paper letter not honoured"
run --format json render colf --only nouns --out "$WORK/j"
expect_code 0
expect_out_contains '"path": "'"$WORK"'/j/colf/nouns.pdf"'
expect_out_contains '"diagnostics": []'

# The same inputs give the same bytes.
run render colf --only nouns --out "$WORK/again"
cmp -s "$WORK/j/colf/nouns.pdf" "$WORK/again/colf/nouns.pdf" || fail "two renders of the same deck differ"

# A progress bar on a terminal, plain lines otherwise.
script -qec "'$PNPKIT' render colf --only adjectives --out '$WORK/tty'" /dev/null < /dev/null > "$WORK/tty.log" 2>&1
grep -q "adjectives \[#" "$WORK/tty.log" || fail "no progress bar on a terminal: $(cat "$WORK/tty.log")"
run render colf --only adjectives --out "$WORK/plain"
[[ $ERR != *"["* ]] || fail "a progress bar was drawn without a terminal: $ERR"

# A font that is not bundled: an error at the template's position, exit 1, old output kept.
cp -r templates "$WORK/templates"
sed -i '0,/font = "Vollkorn"/s//font = "Vollkron"/' "$WORK/templates/card-base.toml"
cp "$WORK/j/colf/nouns.pdf" "$WORK/before.pdf"
run render colf --only nouns --templates "$WORK/templates" --out "$WORK/j"
expect_code 1
expect_err_contains "card-base.toml:"
expect_err_contains "error: font 'Vollkron' not found"
expect_err_contains "hint: did you mean 'Vollkorn'?"
cmp -s "$WORK/j/colf/nouns.pdf" "$WORK/before.pdf" || fail "a failed render changed the previous output"

# Usage errors.
run render colf --paper 210x297 --out "$WORK/never"
expect_code 2
expect_err_contains "--paper: 210x297: the size has no unit at column 8"
expect_err_contains "hint: mm, cm, in or pt, as in 210x297mm or 8.5x11in"
[[ ! -e $WORK/never ]] || fail "a refused --paper wrote files"
run render colf --format json
expect_code 2
expect_err_contains "put --format json before 'render'"
run render colf --back-offset 1mm
expect_code 2
expect_err_contains "--back-offset must be X,Y in millimetres"

finish
