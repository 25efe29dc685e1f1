# The command line's promises: help, version, exit codes for usage errors.
source "$(dirname "$0")/lib.sh"

run --help
expect_code 0
expect_out_contains "Usage: pnpkit"
expect_out_contains "validate"

run --version
expect_code 0
expect_out "pnpkit 0.1.0"

for cmd in validate simulate; do
  run "$cmd" --help
  expect_code 0
  expect_out_contains "Example"
done

run valdate
expect_code 2
expect_err_contains "unknown command 'valdate'; did you mean 'validate'?"

run --format xml validate
expect_code 2
expect_err_contains "--format: xml not in {text,json}"

run
expect_code 2

run validate nosuchgame
expect_code 2
expect_err_contains "unknown game 'nosuchgame'"

run validate --data "$WORK/does-not-exist"
expect_code 3
expect_err_contains "data directory"

finish
