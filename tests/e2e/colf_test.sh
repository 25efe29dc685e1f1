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

# The README's round, worked by hand. The hero places first: 3 on 3-3 (Attack), 1 and 4 on 1-4, the
# 5 of 2-5 is covered (+1 XP); no die has a choice, so there is one line. The monster's Defense is 0
# only when none of its 3 dice shows a 3 or a 6: (4/6)^3 = 29.6%, so the hero deals 1.30 on average;
# it always takes 1 (its Defense 2 stops the monster's 1-2), which weighs 6/5 with 5 of its 6 numbers
# open (R16): value 1.30 - 1.20 + 3 XP = 3.10. Then the monster's 2 goes on its Attack
# 1-2, a 6 on its Defense 3-6, the other 6 finds no space (+1 rage).
run colf round --hero-attack 2-5,3-3 --hero-defense 1-4 --hits 2-5:5 --hero-dice 5,3,1,4 \
  --monster-attack 1-2 --monster-defense 3-6 --bite 1 --monster-dice 2,6,6 --xp 2 --rage 0
expect_code 0
expect_out "Hero: rolled 5 3 1 4, XP 2
Best placement, chosen before the monster rolls:
  Attack 1:  3 on 3-3
  Defense 2: 1 on 1-4, 4 on 1-4
  left over: 5 (+1 XP); XP now 3
Lines against the monster's 3 dice (rage 0; its Attack 0.84 and Defense 0.84 on average), best first:
                                      survive     kill   dealt   taken   value
  1. Attack 1, Defense 2, 1 kept off   100.0%     0.0%    1.30    1.00    3.10
  (survive and kill: chances this round, after the best XP boosts; dealt and taken:
  expected damage; value: dealt up to its HP - taken + XP held - each destroyed
  domino's numbers + 1, a point taken weighing the hero's numbers over those open
  to a hit. Ranked by survive, then kill, then value: ruling R16.)
Monster: rolled 2 6 6, rage 0
  Attack 1:  2 on 1-2
  Defense 1: 6 on 3-6
  left over: 6 (+1 rage); rage now 1
Damage dealt: 1 (attack 1 - defense 1, not below 0, + damage 1)
Damage taken: 1 (attack 1 - defense 2, not below 0, + bite 1)
Hits: 1 on uncovered numbers (5 open); suggested: the 3 of 3-3
XP boosts (1 XP a point, 3 XP): each point of attack adds 1 damage
Outcome: both stand; next round"

# Issue 10's three rounds: the die with no number is kept off (never on a blank), and its XP buys the
# point after the rolls.
run colf round --hero-attack 0-3 --hero-defense 1-4 --hero-dice 5 --monster-attack 1-2 --monster-dice 2 \
  --monster-hp 5
expect_code 0
expect_out_contains "  left over: 5 (+1 XP); XP now 1"
expect_out_contains "  1. Attack 0, Defense 0, 1 kept off "
expect_out_contains "  2. Attack 1, Defense 0, destroys 0-3 "
expect_out_contains "XP boosts (1 XP a point, 1 XP): up to 1 defense lowers the damage taken"
run colf round --hero-attack 2-2 --hero-defense 0-5 --hero-dice 2,2,3 --monster-attack 1-3,3-3 \
  --monster-dice 3,3,1 --monster-hp 6
expect_code 0
expect_out_contains "  left over: 3 (+1 XP); XP now 1"
expect_out_contains "1 defense saves the hero"
expect_out_contains "Outcome: the hero dies unless it boosts its defense"
run colf round --hero-attack 0-0,1-1 --hero-defense 0-4 --hits 1-1:1 --hero-dice 1,5,5,6 \
  --monster-attack 3-3 --monster-dice 3,3,3 --monster-hp 10
expect_code 0
expect_out_contains "  left over: 5 5 6 (+3 XP); XP now 3"
expect_out_contains "up to 2 defense lowers the damage taken; 1 defense saves the hero"
if [[ $OUT == *"Destroyed at clean-up"* ]]; then fail "a domino destroyed: $OUT"; fi

# The boost line offers no more points than the XP pays for; the outcome names a kill by Attack.
run colf round --hero-attack 2-5 --hero-defense 1-4 --hero-dice 5,1 --monster-attack 3-3,6-6 \
  --monster-dice 3,3,6 --monster-hp 3 --xp 1
expect_code 0
expect_out_contains "XP boosts (1 XP a point, 1 XP): 1 attack kills the monster; up to 1 defense lowers the damage taken"
expect_out_contains "Outcome: both stand; next round, unless you boost your attack by 1: that kills the monster"

# Advice alone, before the monster rolls; the JSON carries the lines and, once resolved, the boosts.
run colf round --hero-attack 2-5,4-4 --hero-defense 1-4,0-3 --hits 2-5:5 --hero-dice 5,4,4,1,6 \
  --monster-attack 1-2,2-6 --monster-defense 3-6 --bite 1 --monster-level 4 --xp 1 --rage 1 --monster-hp 4
expect_code 0
expect_out_contains "Lines against the monster's 4 dice (rage 1;"
if [[ $OUT == *"Monster: rolled"* ]]; then fail "resolved without the monster's dice"; fi
run --format json colf round --hero-attack 0-3 --hero-defense 1-4 --hero-dice 5 --monster-attack 1-2 \
  --monster-dice 2 --monster-hp 5 --xp 0
expect_code 0
expect_out_contains '"lines": ['
expect_out_contains '"left_over": 1,'
expect_out_contains '"destroyed": 1,'
expect_out_contains '"boosts": {'
expect_out_contains '"defense_useful": 1,'
run colf round --hero-attack 2-5 --hero-dice 5
expect_code 2
expect_err_contains "--monster-dice: give the monster's dice, or its level (--monster-level)"
run colf round --hero-attack 2-5 --hero-dice 5 --monster-attack 1-2 --monster-dice 6 --rage-rolls 3
expect_code 2
expect_err_contains "--rage-rolls: 1 die left unused: the monster re-rolled nothing"

# No XP, no boost advice; a flight ends the combat and says so.
run colf round --hero-attack 2-5 --hero-dice 5 --monster-attack 1-2 --monster-dice 1
expect_code 0
if [[ $OUT == *"XP boosts (1 XP"* ]]; then fail "boost advice without XP: $OUT"; fi
run colf round --hero-attack 2-5 --flee --monster-attack 1-2 --monster-dice 1 --monster-hp 1
expect_code 0
expect_out_contains "Hero: flees, rolls nothing, XP 0"
expect_out_contains "Outcome: the hero flees; the combat is over (put the monster away: pnpkit colf discard)"
if [[ $OUT == *"Damage dealt"* ]]; then fail "a fleeing hero dealt damage: $OUT"; fi

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
expect_out_contains '"xp": 1,'
expect_out_contains '"attack_to_kill": 1,'

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

# The Master is level 10 or more: --level 5 is refused, not silently raised.
run colf master --level 5
expect_code 2
expect_err_contains "--level 5 is below the master level 10"

run simulate colf --games 10 --policy stedy
expect_code 2
expect_err_contains "unknown policy 'stedy'; did you mean 'steady'?"

finish
