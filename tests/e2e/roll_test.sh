# pnpkit roll: seeded rolls, JSON, exact statistics, errors with columns.
source "$(dirname "$0")/lib.sh"

# A seeded roll is fixed. The dice were checked against an independent Python model of the
# generator (xoshiro256** seeded by splitmix64, Lemire's bounded integers) and of the rules:
# 4d6 gives 2 5 3 1, 2d6 gives 2 4, 3d6! gives 6 3 / 6 1 / 3, d6r1 gives 1 then 5,
# 5d10 gives 3 9 3 3 6.
run --seed 74 roll 4d6kh3+2 '(2d6+1)*3' '3d6!' d6r1 '5d10>=7'
expect_code 0
expect_out "4d6kh3+2: [2, 5, 3, ~1~] + 2 = 12
(2d6+1)*3: ([2, 4] + 1) * 3 = 21
3d6!: [6!, 3, 6!, 1, 3] = 19
d6r1: [1→5] = 5
5d10>=7: [3, 9*, 3, 3, 6] = 1"
expect_err ""

# The seed may follow the command too, and the same seed gives the same roll.
run roll 4d6kh3+2 --seed 74
expect_out "4d6kh3+2: [2, 5, 3, ~1~] + 2 = 12"

# Without --seed a seed is chosen and printed, and replaying it gives the same roll.
run roll 10d10 3d6!
expect_code 0
[[ $ERR =~ ^seed:\ ([0-9]+)\ \(replay\ with\ --seed\ ([0-9]+)\)$ ]] || fail "no seed on stderr: $ERR"
seed=${BASH_REMATCH[1]}
first=$OUT
run --seed "$seed" roll 10d10 3d6!
expect_out "$first"

# JSON gives the seed and, per expression, every die and the total.
run --seed 74 --format json roll 4d6kh3+2 '(2d6+1)*3' '3d6!' d6r1 '5d10>=7'
expect_code 0
expect_out_contains '"seed": 74'
expect_out_contains '"expression": "4d6kh3+2"'
expect_out_contains '"total": 12'
expect_out_contains '"detail": "[2, 5, 3, ~1~] + 2"'
expect_out_contains '"notation": "4d6kh3"'
expect_out_contains '"kept": false'
expect_out_contains '"rerolled_from": [
                1
              ]'
expect_out_contains '"detail": "[6!, 3, 6!, 1, 3]"'
expect_out_contains '"counts_successes": true'
# 17 dice and 5 pool values.
[[ $(grep -c '"value": ' <<<"$OUT") == 22 ]] || fail "expected 17 dice and 5 pool values in JSON: $OUT"

# An expression starting with '-' goes after '--'.
run --seed 74 roll -- -d6+10
expect_code 0
expect_out "-d6+10: -[2] + 10 = 8"

# Explosions stop at the cap and say so: each d1000 explodes above 1, 999 times in 1000.
run --seed 1 roll 'd1000!>1'
expect_code 0
expect_out_contains "note: a die stopped exploding at the cap of 100 extra dice"

# Exact statistics: 2d6 has P(7) = 6/36 and P(>= 7) = 21/36; 4d6kh3 has mean 15869/1296.
run roll --stats 2d6 4d6kh3
expect_code 0
expect_err ""
expect_out_contains "value  probability   at least"
expect_out_contains "    7     16.6667%   58.3333%  ████████████████████████████████████████████████████████████"
expect_out_contains "    2      2.7778%  100.0000%  ██████████"
expect_out_contains "mean 7.0000, sd 2.4152, min 2, max 12"
expect_out_contains "mean 12.2446, sd 2.8468, min 3, max 18"

# 3d6>=5 is Binomial(3, 1/3).
run roll --stats '3d6>=5'
expect_out "3d6>=5
value  probability   at least
    0     29.6296%  100.0000%  ████████████████████████████████████████
    1     44.4444%   70.3704%  ████████████████████████████████████████████████████████████
    2     22.2222%   25.9259%  ██████████████████████████████
    3      3.7037%    3.7037%  █████
mean 1.0000, sd 0.8165, min 0, max 3"

# The required large cases answer, with their exact extremes.
run roll --stats 20d6kh3 100d6
expect_code 0
expect_out_contains "min 3, max 18"
expect_out_contains "mean 350.0000, sd 17.0783, min 100, max 600"
expect_out_contains "not shown, each below 0.00005%: 100 to 271 and 429 to 600"

run --format json roll --stats d4
expect_code 0
expect_out_contains '"mean": 2.5'
expect_out_contains '"grouped_by": 1'
expect_out_contains '"value": 4,
          "to": 4,
          "probability": 0.25,
          "at_least": 0.25'

# Errors show the expression, the column and a caret; all are reported; nothing is rolled.
run roll 4d6kx3 2d6 '4d6 kh3'
expect_code 2
expect_out ""
expect_err "pnpkit: error: 4d6kx3: unexpected 'x' at column 5
  4d6kx3
      ^
pnpkit: error: 4d6 kh3: unexpected 'k' at column 5
  4d6 kh3
      ^
  hint: write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3"

# Unquoted, the shell splits "4d6 kh3" in two: the lone modifier gets the same hint.
run roll 4d6 kh3
expect_code 2
expect_out ""
expect_err "pnpkit: error: kh3: unexpected 'k' at column 1
  kh3
  ^
  hint: write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3"

run roll 0d6 d0 1001d6 'd6r<7' '4d6kh5'
expect_code 2
expect_err_contains "0d6: a pool needs at least 1 die at column 1"
expect_err_contains "d0: a die needs at least 1 face at column 2"
expect_err_contains "1001d6: too many dice (1001; at most 1000 in a pool) at column 1"
expect_err_contains "d6r<7: rerolls every face of d6, so the die would never settle at column 3"
expect_err_contains "4d6kh5: cannot keep 5 of 4 dice at column 4"

run --format json roll '2d6+'
expect_code 2
expect_out_contains '"column": 5'
expect_out_contains '"message": "the expression ends early"'

run roll --stats 'd6+2d1000000'
expect_code 2
expect_err_contains "d6+2d1000000: too large for exact statistics at column 4"

run roll
expect_code 2

run roll --help
expect_code 0
expect_out_contains "Output marks: ~3~ dropped"
expect_out_contains "Examples:"

finish
