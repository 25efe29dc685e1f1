# One command line: "did you mean" at every level, JSON errors of one shape for every command,
# exit codes as the README gives them, option help in words.
source "$(dirname "$0")/lib.sh"

# An unknown subcommand is named with the closest one, at every level.
run colf monstr
expect_code 2
expect_err "pnpkit: error: unknown command 'colf monstr'; did you mean 'colf monster'?
Run 'pnpkit colf --help' for the list of commands."
run draw domnio 2
expect_code 2
expect_err_contains "unknown command 'draw domnio'; did you mean 'draw domino'?"
run valdate
expect_code 2
expect_err_contains "unknown command 'valdate'; did you mean 'validate'?"

# With --format json every error is {"errors": [{"message", "hint"}]} on stdout, whatever the
# command, wherever --format stands.
json_error() {
  expect_code "$1"
  [[ $OUT == '{'*'"errors": ['*'"message": '*'"hint": '*'}' ]] || fail "not a JSON error: $OUT"
  expect_err ""
}
run --format json colf monstr
json_error 2
expect_out_contains "did you mean 'colf monster'?"
run colf monster --level 0 --format json
json_error 2
run --format json render --paper a5x --out "$WORK/never"
json_error 2
run --format json --data "$WORK/nowhere" validate
json_error 3
expect_out_contains "data directory '$WORK/nowhere' not found"
run --quiet --format json draw deck colf:nuns --session "$WORK/s.toml"
json_error 2
expect_out_contains "did you mean 'nouns'?"

# A write error on stdout is an outside failure.
"$PNPKIT" --seed 1 roll 3d6 >/dev/full 2>"$WORK/err"
CODE=$?
ERR=$(cat "$WORK/err")
expect_code 3
expect_err_contains "cannot write the output"

# No games, nothing to render: not success.
mkdir -p "$WORK/empty"
run --data "$WORK/empty" validate
expect_code 1
expect_err_contains "no games found"
run --data "$WORK/empty" render --out "$WORK/out"
expect_code 1
expect_err_contains "no games found"
run render colf --only nothing --out "$WORK/out"
expect_code 2
expect_err_contains "nothing to render: no component named 'nothing' in colf"

# A template that is not there is a data error, like a missing font, as validate says (exit 1).
mkdir -p "$WORK/templates"
run render colf --templates "$WORK/templates" --out "$WORK/out"
expect_code 1
expect_err_contains "error: no template named 'domino-tile' in $WORK/templates"

# Option help reads as words, not CLI11's notation.
run colf monster --help
expect_code 0
[[ $OUT == *"INT:INT in ["* || $OUT == *" INT "* ]] && fail "parser notation in help: $OUT"
expect_out_contains "--level N (2 to 40) (required)"
expect_out_contains "--noun-level L (1 to 99)"

finish
