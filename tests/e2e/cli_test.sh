# The command line's promises: help, version, exit codes for usage errors.
source "$(dirname "$0")/lib.sh"

run --help
expect_code 0
expect_out_contains "Usage: pnpkit"
expect_out_contains "validate"

run --version
expect_code 0
expect_out "pnpkit 0.1.0"

# Every subcommand, at every depth, has --help with an example.
while read -r cmd; do
  run $cmd --help
  expect_code 0
  [[ $OUT == *Example* ]] || fail "'pnpkit $cmd --help' shows no example"
done <<'EOF_COMMANDS'
validate
roll
render
simulate
simulate colf
simulate dragon-dance
draw
draw domino
draw return
draw deck
draw discard
draw show
draw reset
colf
colf monster
colf master
colf round
colf discard
dragon-dance
dragon-dance round
dragon-dance play
dragon-dice-solo
dragon-dice-solo setup
dragon-dice-solo spells
dragon-dice-solo opfor
dragon-dice-solo heal
EOF_COMMANDS

# ...and the top-level help lists every command.
run --help
for cmd in validate roll draw render simulate colf dragon-dance dragon-dice-solo; do
  expect_out_contains "  $cmd"
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
