# Domino Run from the command line: validate, advise, simulate.
source "$(dirname "$0")/lib.sh"

run validate domino-run
expect_code 0
expect_out "validated 1 game: 2 files, 5 records, 0 errors, 0 warnings"

for cmd in "domino-run" "domino-run advise" "simulate domino-run"; do
  run $cmd --help
  expect_code 0
  expect_out_contains "Example"
done

# The illustration's starting track with a roll of 6 and 4: the 6 pays the 5 and the 1, the 4
# cannot pay the 6 of 6|6. Three ways: the 1, the 5, or staying.
run --seed 1 domino-run advise --line '1|2 2|4 0|5 5|1 6|6' --player 6 --roll 6,4 --samples 60
expect_code 0
expect_out_contains "Domino Run: roll 6 4 from space 6 (the 5 of 0|5)
[1|2] [2|4] [0|5] [5|1] [6|6]
 E             P
keys 0 of 7, bonus dice 0 of 2, abilities none; the enemy moves 2 a turn
3 ways to play the roll, best first (chance of winning by 60 roll-outs of the greedy policy, seed 1):"
expect_out_contains ": stop on space 8 (the 1 of 5|1), 2 spaces on
      6 pays spaces 7 (5), 8 (1)
      the enemy stops 5 places behind you"
FIRST=$OUT
run --seed 1 domino-run advise --line '1|2 2|4 0|5 5|1 6|6' --player 6 --roll 6,4 --samples 60
[[ $OUT == "$FIRST" ]] || fail "the same seed advised differently"

# A key in reach: each treasure is a way of its own, and ability tiles turn dice.
run --seed 2 --format json domino-run advise --line '1|2 2|4 0|5 5|1 6|6' --player 6 --roll 6,6,1 --abilities 1-6 --samples 20
expect_code 0
expect_out_contains '"keys": ['
expect_out_contains '"6-6"'
expect_out_contains '"treasures": ['
expect_out_contains '"die"'
expect_out_contains '"win_95": ['

# Mistakes are usage errors that name what is wrong, all at once.
run domino-run advise --line '1|2 2|4 x' --player 2 --roll 1,1
expect_code 2
expect_err_contains "--line: 'x' is neither a tile written near|far (like 2|4) nor a pit ('.' or '..')"
run domino-run advise --line '1|2 2|4 2|4' --player 9 --roll 1,7 --keys 2-3
expect_code 2
expect_err_contains "the line: 2-4 is on the table twice"
expect_err_contains "keys: 2-3 is not a double: only doubles are keys"
expect_err_contains "your space 9 is past the end of the line (4 spaces)"
expect_err_contains "the roll: a die shows 1 to 6, not 7"
run domino-run advise --line '1|2 2|4' --player 2 --roll 1
expect_code 2
expect_err_contains "--roll: you roll at least 2 dice, found 1"

# Simulation: the same seed gives the same numbers on one thread or three.
run --seed 5 --format json simulate domino-run --games 400 --policy key-minded --threads 1
expect_code 0
ONE=$OUT
run --seed 5 --format json simulate domino-run --games 400 --policy key-minded --threads 3
[[ $OUT == "$ONE" ]] || fail "thread count changed the numbers"
expect_out_contains '"policy": "key-minded"'
expect_out_contains '"games": 400'

run --seed 5 simulate domino-run --games 300
expect_code 0
expect_out_contains "Domino Run: 300 games, policy greedy, seed 5"
expect_out_contains "win rate: "
expect_out_contains "keys claimed (keys: games):"
expect_out_contains "losses: "

run simulate domino-run --games 10 --policy gredy
expect_code 2
expect_err_contains "--policy: unknown policy 'gredy'; did you mean 'greedy'? (policies: greedy, key-minded, look-ahead)"

# Bad data stops every command with its position (exit 1).
mkdir -p "$WORK/data/domino-run"
cp data/domino-run/*.toml "$WORK/data/domino-run/"
sed -i 's/^keys = 7/keys = 8/' "$WORK/data/domino-run/game.toml"
run validate domino-run --data "$WORK/data"
expect_code 1
expect_err_contains "game.toml:23:8: error: victory needs 8 keys, but a double-six set has 7 doubles and each double is one key"
run --data "$WORK/data" simulate domino-run --games 10
expect_code 1
cp data/domino-run/game.toml "$WORK/data/domino-run/"
sed -i 's/"0|5", "5|1"/"0|5", "1|5"/' "$WORK/data/domino-run/examples.toml"
run validate domino-run --data "$WORK/data"
expect_code 1
expect_err_contains "error: example 'illustration' (the starting track of the rules' illustration): the placement rule lays 1|2 2|4 0|5 5|1 6|6, the example shows 1|2 2|4 0|5 1|5 6|6"

# --report draws the charts (a name of another kind is refused before any game is played).
run --seed 1 simulate domino-run --games 20 --policy key-minded --report "$WORK/balance.png"
expect_code 0
[[ -s "$WORK/balance.png" ]] || fail "the report was not written"
run --seed 1 simulate domino-run --games 20 --report "$WORK/balance.svg"
expect_code 2
expect_err_contains "balance.svg"
[[ ! -e "$WORK/balance.svg" ]] || fail "a refused report was written"

finish
