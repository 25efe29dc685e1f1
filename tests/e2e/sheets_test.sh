# A designer's cards as spreadsheets save them, and in several languages: two decks reading one
# sheet of an XLSX file, the same sheet as ODS, a semicolon CSV, render --lang, and the errors of
# each at their cells.
source "$(dirname "$0")/lib.sh"
FIXTURES=tests/fixtures/designer

# The fixture's cargo and storms decks read cargo.xlsx's sheet "Manifest", each its own rows.
run --data $FIXTURES render harbour --only cargo,storms --out "$WORK/x" --duplex none
expect_code 0
expect_out "wrote $WORK/x/harbour/cargo.pdf (1 page, 4 cards, 9 a page)
wrote $WORK/x/harbour/storms.pdf (1 page, 3 cards, 9 a page)"
# (Cards printed more than once are drawn once and repeated, which pdftotext does not read.)
text=$(pdftotext "$WORK/x/harbour/storms.pdf" -)
[[ $text == *"Gale"* && $text != *"Spice"* ]] || fail "storms.pdf holds other rows: $text"

# The same sheet saved as ODS prints the same cards.
cp -r $FIXTURES "$WORK/ods"
cp tests/fixtures/sheets/cargo.ods "$WORK/ods/harbour/"
sed -i 's/cargo.xlsx/cargo.ods/' "$WORK/ods/harbour/game.toml"
run --data "$WORK/ods" render harbour --only cargo,storms --out "$WORK/o" --duplex none
expect_code 0
for deck in cargo storms; do
  [[ $(pdftotext "$WORK/o/harbour/$deck.pdf" -) == $(pdftotext "$WORK/x/harbour/$deck.pdf" -) ]] ||
    fail "$deck from ODS prints otherwise than from XLSX"
done

# In German: the same cards under the same ids, into files of their own; the English stay.
run --data $FIXTURES render harbour --lang de --out "$WORK/x" --format pdf,tts --dpi 72
expect_code 0
expect_out_contains "wrote $WORK/x/harbour/ships-de.pdf (2 pages, 6 cards, 9 a page)"
expect_out_contains "wrote $WORK/x/harbour/log-de.pdf (1 page)"
expect_out_contains "wrote $WORK/x/harbour/harbour-de-tts.json"
text=$(pdftotext "$WORK/x/harbour/ships-de.pdf" -)
[[ $text == *"Brise"* && $text == *"Zwei Zeilen:"* && $text != *"Two lines"* ]] || fail "ships-de.pdf is not German: $text"
[[ $(pdftotext "$WORK/x/harbour/log-de.pdf" -) == *"Hafenbuch"* ]] || fail "log-de.pdf is not German"
[[ $(pdftotext "$WORK/x/harbour/cargo.pdf" -) == *"Spice"* ]] || fail "cargo.pdf is no longer English"
[[ $(pdftotext "$WORK/x/harbour/cargo-de.pdf" -) == *"Gewürze"* ]] || fail "cargo-de.pdf is not German"
run --data $FIXTURES render harbour --lang en --only log --out "$WORK/en"
expect_code 0
expect_out "wrote $WORK/en/harbour/log.pdf (1 page)"
run --data $FIXTURES render harbour --lang fr
expect_code 2
expect_err_contains "--lang fr: harbour's languages are 'en' and 'de'"
run render colf --lang de
expect_code 2
expect_err_contains "--lang de: colf is in one language"

# Errors at their cells: a sheet the file lacks, a file that is no spreadsheet.
cp -r $FIXTURES "$WORK/bad"
sed -i 's/sheet = "Manifest"/sheet = "Manfest"/' "$WORK/bad/harbour/game.toml"
run --data "$WORK/bad" validate harbour
expect_code 1
expect_err_contains "game.toml:51:9: error: no sheet 'Manfest' in $WORK/bad/harbour/cargo.xlsx
  hint: did you mean 'Manifest'?"
printf 'id,name\n' > "$WORK/bad/harbour/cargo.xlsx"
run --data "$WORK/bad" validate harbour
expect_code 1
expect_err_contains "cargo.xlsx:1:1: error: the spreadsheet cannot be read: it is not a zip file as spreadsheets are"

# A semicolon CSV as Excel saves it in Europe, with a byte order mark, headers in any case, an
# alias, a missing translation and a bad value at its position.
mkdir -p "$WORK/eu/quest/templates"
cp $FIXTURES/harbour/templates/cargo.toml "$WORK/eu/quest/templates/"
cat >> "$WORK/eu/quest/templates/cargo.toml" <<'EOF'

[[layer]]
name = "class"
type = "text"
box = ["5mm", "70mm", "53mm", "8mm"]
text = "{class}"
EOF
cat > "$WORK/eu/quest/game.toml" <<'EOF'
title = "Quest"
languages = ["en", "de"]
[[deck]]
id = "heroes"
front = "cargo"
cards = "cards.csv"
[deck.fields]
name = { type = "text", required = true }
rules = "markup"
class = { type = "enum", values = ["Knight", "Thief"] }
[deck.aliases]
count = "Anzahl"
EOF
printf '\xef\xbb\xbfID;Name;Name@DE;Rules;Rules@de;CLASS;Anzahl\r\nhero;Hero;Held;Fight;K\xc3\xa4mpfe;knight;1\r\nrogue;Rogue;;Steal;Stiehl;thief;2\r\n' > "$WORK/eu/quest/cards.csv"
run --data "$WORK/eu" validate quest
expect_code 0
expect_err "$WORK/eu/quest/cards.csv:3:13: warning: no 'de' text for 'name' in card 'rogue': its 'en' text is printed"
expect_out "validated 1 game: 2 files, 2 records, 0 errors, 1 warning"
run --data "$WORK/eu" render quest --lang de --out "$WORK/eu-out" --duplex none
expect_code 0
expect_out "wrote $WORK/eu-out/quest/heroes-de.pdf (1 page, 3 cards, 9 a page)"
text=$(pdftotext "$WORK/eu-out/quest/heroes-de.pdf" -)
[[ $text == *"Held"* && $text == *"Kämpfe"* ]] || fail "heroes-de.pdf: $text"
printf 'id;name;class\r\nbard;Bard;Singer\r\n' > "$WORK/eu/quest/cards.csv"
run --data "$WORK/eu" validate quest
expect_code 1
expect_err_contains "cards.csv:2:11: error: 'class' must be one of 'Knight' or 'Thief', found 'Singer'"
printf 'id,name\r\nfox,Fox \xe9\r\n' > "$WORK/eu/quest/cards.csv"
run --data "$WORK/eu" validate quest
expect_code 1
expect_err_contains "cards.csv:2:9: error: the file is not UTF-8: byte 0xE9 at offset 17 (in Windows-1252, the encoding of older spreadsheets, 0xE9 is 'é')"

finish
