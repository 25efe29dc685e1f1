# Duplex calibration (pnpkit calibrate, --back-offset and --back-rotate), printer profiles
# (pnpkit printer, render --printer) and the ink saver (render --ink low).
source "$(dirname "$0")/lib.sh"

# Printer profiles go to the user's configuration folder: the tests keep theirs in $WORK.
export XDG_CONFIG_HOME="$WORK/config"
PROFILES="$WORK/config/pnpkit/printers.toml"

# The calibration sheet: two pages of the paper's size, and how to read them.
run calibrate --out "$WORK/cal"
expect_code 0
expect_out_contains "wrote $WORK/cal/calibration-a4-long.pdf (2 pages)"
expect_out_contains "--back-rotate is (top X - bottom X) x 0.242 degrees"
expect_out_contains "pnpkit printer save NAME --back-offset X,Y --back-rotate DEG"
[[ $(pages "$WORK/cal/calibration-a4-long.pdf") == 2 ]] || fail "the calibration sheet is not 2 pages"
expect_whole_pdf "$WORK/cal/calibration-a4-long.pdf" "calibration sheet"
# -q prints only the result, the file written.
run -q calibrate --out "$WORK/quiet"
expect_code 0
[[ $OUT == "wrote $WORK/quiet/calibration-a4-long.pdf (2 pages)" ]] || fail "calibrate -q printed more than the file: $OUT"
run calibrate --paper letter --duplex short --out "$WORK/cal"
expect_code 0
expect_out_contains "calibration-letter-short.pdf"
expect_out_contains "pnpkit printer save NAME --back-offset X,Y --back-rotate DEG --paper letter"
pdfinfo "$WORK/cal/calibration-letter-short.pdf" | grep -q "612 x 792 pts" || fail "letter sheet size"
run calibrate --paper 80x200mm --out "$WORK/cal"
expect_code 2
expect_err_contains "a calibration sheet needs a paper of at least 100 mm each way"

# --back-rotate turns the back pages only, and is checked.
run render colf --only nouns --out "$WORK/plain"
expect_code 0
run render colf --only nouns --back-rotate 0.3 --out "$WORK/turned"
expect_code 0
cmp -s "$WORK/plain/colf/nouns.pdf" "$WORK/turned/colf/nouns.pdf" && fail "--back-rotate changed nothing"
run render colf --only nouns --back-rotate 12 --out "$WORK/never"
expect_code 2
expect_err_contains "--back-rotate"
run render colf --only nouns --layout gutter --back-rotate 0.3 --out "$WORK/never"
expect_code 2
expect_err_contains "drop --duplex, --back-offset, --back-rotate and --printer"

# Without a profile file, list says how to make one; reading never writes.
run printer list
expect_code 0
expect_out_contains "no printer profiles yet"
run printer remove office
expect_code 2
expect_err_contains "no printer 'office' to remove: no printer profiles yet"
[[ -e "$WORK/config" ]] && fail "printer list made the configuration folder"

# save, list, replace, remove.
run printer save office --back-offset 0.5,-1 --back-rotate 0.3 --paper letter
expect_code 0
expect_out_contains "saved printer 'office' (--back-offset 0.5,-1 --back-rotate 0.3 --paper letter)"
run printer save garage --back-offset=-1.25,0
expect_code 0
run printer list
expect_out "garage: --back-offset -1.25,0 --back-rotate 0
office: --back-offset 0.5,-1 --back-rotate 0.3 --paper letter"
run --format json printer list
expect_out_contains '"name": "garage"'
expect_out_contains '"offset_x_mm": -1.25'
run --format json printer save garage --back-offset 0.25,0.25
expect_out_contains '"saved": "garage"'
run printer list
expect_out_contains "garage: --back-offset 0.25,0.25 --back-rotate 0"
run printer remove garage
expect_code 0
run printer remove garage
expect_code 2
expect_err_contains "no printer 'garage' to remove"
run printer remove ofice
expect_err_contains "did you mean 'office'?"
run printer save Office
expect_code 2
expect_err_contains "lower-case letters, digits"
run printer save lab --back-offset 0.5
expect_code 2
expect_err_contains "--back-offset must be X,Y in millimetres"
ls -a "$WORK/config/pnpkit" | grep -q pnpkit- && fail "a temporary file was left behind"

# render --printer applies the profile: the same bytes as its options given by hand; options
# given on the command line win over the profile's.
run render colf --only nouns --printer office --out "$WORK/p"
expect_code 0
expect_out "wrote $WORK/p/colf/nouns.pdf (6 pages, 24 cards, 9 a page)"
run render colf --only nouns --back-offset 0.5,-1 --back-rotate 0.3 --paper letter --out "$WORK/h"
cmp -s "$WORK/p/colf/nouns.pdf" "$WORK/h/colf/nouns.pdf" || fail "--printer office is not its options"
run render colf --only nouns --printer office --paper a4 --back-rotate 0 --back-offset 0,0 --out "$WORK/o"
cmp -s "$WORK/o/colf/nouns.pdf" "$WORK/plain/colf/nouns.pdf" || fail "explicit options did not win over the profile"
run render colf --only nouns --printer ofice --out "$WORK/never"
expect_code 2
expect_err_contains "--printer: no printer 'ofice' in"
expect_err_contains "did you mean 'office'?"

# calibrate --printer prints the sheet with its back corrected as render --printer corrects back
# pages (on the profile's paper), and says so; the same bytes as the options given by hand.
run calibrate --printer office --out "$WORK/cal"
expect_code 0
expect_out_contains "wrote $WORK/cal/calibration-letter-long-office.pdf (2 pages)"
expect_out_contains "The back is corrected by --back-offset 0.5,-1 --back-rotate 0.3 (printer 'office')"
expect_out_contains "as pnpkit render --printer office corrects back pages"
expect_whole_pdf "$WORK/cal/calibration-letter-long-office.pdf" "corrected calibration sheet"
run calibrate --paper letter --back-offset 0.5,-1 --back-rotate 0.3 --out "$WORK/cal"
expect_code 0
expect_out_contains "calibration-letter-long-corrected.pdf"
cmp -s "$WORK/cal/calibration-letter-long-office.pdf" "$WORK/cal/calibration-letter-long-corrected.pdf" ||
  fail "calibrate --printer office is not its options"
run calibrate --paper letter --out "$WORK/cal"
cmp -s "$WORK/cal/calibration-letter-long.pdf" "$WORK/cal/calibration-letter-long-corrected.pdf" &&
  fail "the correction changed nothing"
run calibrate --printer ofice --out "$WORK/never"
expect_code 2
expect_err_contains "--printer: no printer 'ofice' in"
expect_err_contains "did you mean 'office'?"
run calibrate --back-rotate 12 --out "$WORK/never"
expect_code 2
expect_err_contains "--back-rotate"
run calibrate --back-offset 0.5 --out "$WORK/never"
expect_code 2
expect_err_contains "--back-offset must be X,Y in millimetres"
[[ -e "$WORK/never" ]] && fail "a refused calibrate wrote something"

# A broken profiles file: errors at their positions, exit 1, and the file left as it is.
cp "$PROFILES" "$WORK/good.toml"
printf '\n[lab]\noffset_x_mm = 80\nrotate = 1\n' >>"$PROFILES"
cp "$PROFILES" "$WORK/broken.toml"
run render colf --only nouns --printer office --out "$WORK/never"
expect_code 1
expect_err_contains "printers.toml:11:15: error: 'offset_x_mm' must be between -50 and 50 mm"
expect_err_contains "printers.toml:12:1: error: unknown key 'rotate'"
run printer save lab
expect_code 1
expect_err_contains "was left as it is: correct it first"
run calibrate --printer office --out "$WORK/never"
expect_code 1
expect_err_contains "printers.toml:11:15: error: 'offset_x_mm' must be between -50 and 50 mm"
cmp -s "$PROFILES" "$WORK/broken.toml" || fail "a broken profiles file was rewritten"
cp "$WORK/good.toml" "$PROFILES"

# Without HOME or XDG_CONFIG_HOME: save is a clear error, render without --printer works.
env -u HOME -u XDG_CONFIG_HOME "$PNPKIT" printer save office >"$WORK/out" 2>"$WORK/err"
CODE=$?
ERR=$(cat "$WORK/err")
expect_code 3
expect_err_contains "neither XDG_CONFIG_HOME nor HOME names a folder"
env -u HOME -u XDG_CONFIG_HOME "$PNPKIT" render colf --only nouns --out "$WORK/nohome" >/dev/null 2>&1 ||
  fail "render without HOME failed"

# The ink saver: its target on every page is measured in-process by tests/render/ink_measure_test.cpp;
# here, that a low-ink render passes the preflight and differs from full colour.
run render colf --only nouns --ink low --check --out "$WORK/low"
expect_code 0
expect_out_contains "no findings"
cmp -s "$WORK/plain/colf/nouns.pdf" "$WORK/low/colf/nouns.pdf" && fail "--ink low changed nothing"

finish
