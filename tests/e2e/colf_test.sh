# CoLF DaDA end to end: validation, the monster builders, the round assist and the simulator.
source "$(dirname "$0")/lib.sh"

run validate colf
expect_code 0
expect_out "validated 1 game: 3 files, 64 records, 0 errors, 0 warnings"

# A broken card is reported at its position; the game-level checks name what breaks.
mkdir -p "$WORK/data"
cp -r data/colf "$WORK/data/colf"
sed -i '0,/^level = 1$/s//level = "one"/' "$WORK/data/colf/adjectives.toml"
run --data "$WORK/data" validate colf
expect_code 1
expect_err_contains "adjectives.toml:8:9: error: 'level' must be an integer, found string"
cp data/colf/adjectives.toml "$WORK/data/colf/adjectives.toml"
sed -i 's/^level = 10 /level = 40 /' "$WORK/data/colf/game.toml"
run --data "$WORK/data" validate colf
expect_code 1
expect_err_contains "nouns.toml:224:1: error: the domino supply runs short: the Master Monster 'Dragon' + "

for sub in monster master discard round; do
  run colf "$sub" --help
  expect_code 0
  expect_out_contains "Example"
done
run simulate colf --help
expect_code 0
expect_out_contains "steady:"

# Monsters: the same seed builds the same monster; the totals are printed.
run colf monster --level 5 --seed 7
expect_code 0
expect_out_contains "Monster, level 5: "
expect_out_contains "Totals: attack "
expect_out_contains "Attack dominoes:  "
FIRST=$OUT
run colf monster --level 5 --seed 7
expect_out "$FIRST"
run colf monster --level 6 --noun-level 4 --adjectives 1,1 --seed 2
expect_code 0
expect_out_contains "noun      "
expect_out_contains "(level 4)"
run colf monster --level 6 --noun-level 4 --adjectives 1 --seed 2
expect_code 2
expect_err_contains "add up to 5, not --level 6"
run colf monster --level 1
expect_code 2
run --format json colf monster --level 3 --seed 1
expect_code 0
expect_out_contains '"attack_dominoes": '
expect_out_contains '"dice": 3'

run colf master --seed 3
expect_code 0
expect_out_contains "Master Monster, level 1"
expect_out_contains "(level 7)"

# The README's round, worked by hand: the monster's 2 goes on its Attack 1-2, a 6 on its Defense 3-6,
# the other 6 finds no space (+1 rage); the hero's 5 is covered (+1 XP), 3 on 3-3, 1 and 4 on 1-4.
run colf round --hero-attack 2-5,3-3 --hero-defense 1-4 --hits 2-5:5 --hero-dice 5,3,1,4 \
  --monster-attack 1-2 --monster-defense 3-6 --bite 1 --monster-dice 2,6,6 --xp 2 --rage 0
expect_code 0
expect_out "Monster: rolled 2 6 6, rage 0
  Attack 1:  2 on 1-2
  Defense 1: 6 on 3-6
  left over: 6 (+1 rage); rage now 1
Hero: rolled 5 3 1 4, XP 2
  Attack 1:  3 on 3-3
  Defense 2: 1 on 1-4, 4 on 1-4
  left over: 5 (+1 XP); XP now 3
Damage dealt: 1 (attack 1 - defense 1, not below 0, + damage 1)
Damage taken: 1 (attack 1 - defense 2, not below 0, + bite 1)
Hits: 1 on uncovered numbers (5 open); suggested: the 3 of 3-3
XP boosts (1 XP a point): each point of attack adds 1 damage
Outcome: both stand; next round"

run colf round --hero-attack 2-5 --hero-dice 5,0 --monster-dice 1
expect_code 2
expect_err "pnpkit: error: --hero-dice: '0' is not a die face (1 to 6)"
run colf round --hero-attack 2-5 --hero-dice 5 --monster-attack 2-5 --monster-dice 1
expect_code 2
expect_err_contains "--monster-attack: 2-5 is named twice"
run colf round --hero-attack 0-6 --hero-dice 5 --monster-attack 1-1 --monster-dice 1,3 --rage 1 --monster-hp 2
expect_code 2
expect_err_contains "roll 1 more die and add them to --rage-rolls"
run --format json colf round --hero-attack 0-6 --hero-dice 5 --monster-attack 1-1 --monster-dice 1,3 --rage 1 \
  --rage-rolls 1 --monster-hp 2
expect_code 0
expect_out_contains '"blank": true'
expect_out_contains '"monster_dies": true'

# The simulator: seeded, the same numbers on one thread or two.
run -q simulate colf --games 300 --seed 5 --threads 1
expect_code 0
expect_out_contains "CoLF DaDA: 300 games, policy steady, seed 5"
expect_out_contains "win rate: "
expect_out_contains "Unbelievable"
expect_out_contains "killed by monster level"
ONE=$OUT
run -q simulate colf --games 300 --seed 5 --threads 2
expect_out "$ONE"
run -q --format json simulate colf --games 50 --seed 5 --policy cautious
expect_code 0
expect_out_contains '"policy": "cautious"'
expect_out_contains '"win_rate_95": ['
run -q simulate colf --games 200 --seed 3 --report "$WORK/report.pdf"
expect_code 0
[[ $(head -c 5 "$WORK/report.pdf") == "%PDF-" ]] || fail "no PDF report"
run -q simulate colf --games 200 --seed 3 --report "$WORK/report.png"
expect_code 0
[[ $(head -c 4 "$WORK/report.png" | tail -c 3) == "PNG" ]] || fail "no PNG report"
run -q simulate colf --games 200 --seed 3 --report "$WORK/report.svg"
expect_code 2
expect_err_contains "--report: '$WORK/report.svg' must end in .pdf or .png"
[[ ! -e "$WORK/report.svg" ]] || fail "a report written under a wrong name"
run -q simulate dragon-dance --games 20 --seed 3 --report "$WORK/dd.pdf"
expect_code 0
[[ $(head -c 5 "$WORK/dd.pdf") == "%PDF-" ]] || fail "no Dragon Dance PDF report"

run simulate colf --games 10 --policy stedy
expect_code 2
expect_err_contains "unknown policy 'stedy'; did you mean 'steady'?"

finish
