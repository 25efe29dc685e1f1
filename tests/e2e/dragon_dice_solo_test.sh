# The Dragon Dice Solo Challenge's data and play helpers, run through the real binary.
source "$(dirname "$0")/lib.sh"
G=dragon-dice-solo

# validate: the shipped tables are clean apart from warnings (unverified costs, R3 starts).
run validate dragon-dice-solo
expect_code 0
expect_out_contains "validated 1 game: 15 files,"
expect_out_contains "0 errors, 3 warnings"
expect_err_contains "warning: Wall of Ice: cost 4 is unverified (a placeholder)"
[[ $ERR != *"Breath of Life"* ]] || fail "Breath of Life's cost has a source (R15): no warning"
expect_err_contains "Fourth terrain: 'lowest melee + 2' on Coastland is face 8"

# validate on broken data: exit 1 with the position of the problem.
cp -r data/dragon-dice-solo "$WORK/$G"
sed -i 's/units = { rare = 1, uncommon = 2, common = 5 }/units = { rare = 1, uncommon = 2, common = 6 }/' "$WORK/$G/makeup.toml"
run validate dragon-dice-solo --data "$WORK"
expect_code 1
expect_err_contains "makeup.toml:30:1: error: the small make-up asks for 13 health, more than the 12 a small opposing army may have"

# every helper refuses to run on broken data.
run $G spells --pool red=4 --seed 1 --data "$WORK"
expect_code 1
expect_err_contains "run 'pnpkit validate dragon-dice-solo'"

# setup: the same seed gives the same set-up; the order and starting faces are printed.
run $G setup --size small --terrains coastland,swampland,highland,flatland,highland --seed 7
expect_code 0
FIRST=$OUT
expect_out_contains "your army: 16 health; each opposing army: 12 health"
expect_out_contains "Terrain order (3.1)"
expect_out_contains "Highland #2"
expect_out_contains "Missile army"
expect_out_contains "5. "
run $G setup --size small --terrains coastland,swampland,highland,flatland,highland --seed 7
[[ $OUT == "$FIRST" ]] || fail "setup with the same seed differs"
run --format json $G setup --size medium --terrains flatland,swampland,highland,coastland,coastland --seed 3
expect_code 0
ARMIES=$(grep -o '"army": "[a-z-]*"' <<<"$OUT" | tr '\n' ' ')
[[ $ARMIES == '"army": "army-missile" "army": "army-cavalry" "army": "army-light" "army": "army-heavy" "army": "army-magic" ' ]] \
  || fail "setup JSON lacks the five armies in order: $ARMIES"
expect_out_contains '"start_face": 8,'
expect_out_contains '"tied_on": 0,'
run $G setup --size small --terrains coastland,swampland,highland
expect_code 2
expect_err_contains "no flatland given"
expect_err_contains "3 terrains given; the challenge is played on 5"

# spells: rolls, costs, what is left and where casting stops.
run $G spells --pool black=9,red=5 --seed 3
expect_code 0
expect_out_contains "Opposing magicians cast (4.41): Black 9, Red 5"
expect_out_contains "Finger of Death x2"
expect_out_contains "Unspent and lost:"
run $G spells --pool black=9,red=5 --seed 3
[[ $OUT == *"Finger of Death x2"* ]] || fail "spells with the same seed differ"
run --format json $G spells --pool gold=6,green=4 --opfor-dead 1 --racial free --seed 9
expect_code 0
[[ $(grep -o '"colour": "[a-z]*"' <<<"$OUT" | head -1) == '"colour": "gold"' ]] || fail "spells JSON: gold first"
expect_out_contains '"opfor_dead_left": '
run $G spells --pool purple=3
expect_code 2
expect_err_contains "unknown colour 'purple'"
# R21: the cost decides first; Breath of Life (3) with 2 blue left stops blue, unheard of dead.
run $G spells --pool blue=2 --seed 54
expect_code 0
expect_out_contains "roll 3: Breath of Life (cost 3) costs more than the 2 left: Blue stops here; do not re-roll for a cheaper spell (4.41, before looking for dead: R21)"
[[ $OUT != *"Hailstorm"* ]] || fail "blue=2 --seed 54 re-rolled Breath of Life"
# The re-roll says the dead given were healed already, not that there were some.
run $G spells --pool red=12 --opfor-dead 1 --seed 15
expect_out_contains "roll 3: Spark of Life heals, but the opposing army has no dead left (--opfor-dead 1), all healed by the spells above: roll again (4.41 c)"
run $G spells --pool red=6 --opfor-dead 0 --seed 15
[[ $OUT != *"all healed"* ]] || fail "spells claims dead were healed when none were given"
# General mode: the fallback's own target, and a stop that says why.
run $G spells --pool red=6 --racial general --seed 6
expect_out_contains "racial; without racial spells the general spell that hurts you most: Ashstorm (cost 2) at the terrain your army holds"
run $G spells --pool blue=1 --racial general --seed 10
expect_out_contains "roll 8: racial; without racial spells, no general Blue spell can be cast with the 1 left: Blue stops here"
run $G spells --pool red=3 --racial general --racial-cost red=2
expect_code 2
expect_err_contains "--racial-cost only applies to --racial racial"

# opfor: per battle and turn.
run $G opfor --battle 3 --round 2 --face melee
expect_code 0
expect_out_contains "They: Charge"
run $G opfor --battle 3 --round 3 --face melee
expect_out_contains "They: Melee attack"
run $G opfor --battle 2 --face 6 --terrain coastland
expect_out_contains "They: Charge"
expect_out_contains "(face 6 of Coastland)"
run $G opfor --battle 1 --face 6
expect_code 2
expect_err_contains "add --terrain"
run $G opfor --battle 6 --face melee
expect_code 2

# heal: exact chances and the distribution.
run $G heal --units uncommon:2,rare:3
expect_code 0
expect_out_contains "33.33%  1/3"
expect_out_contains "expected 0.83 (5/6)"
run $G heal --units rare:2,common:id --roll --seed 4
expect_code 0
# The odds are headed as the odds before the roll, and the roll comes after them.
expect_out_contains "Before rolling, the odds of units returning:"
expect_out_contains "The roll:"
[[ ${OUT%%The roll:*} == *"Before rolling, the odds of health returning:"* ]] \
  || fail "heal --roll prints odds after the roll"
expect_out_contains "  Common      typed ID: returns"
expect_out_contains "Result: "
expect_out_contains " or more had a "
run $G heal --units rare:8
expect_code 2
expect_err_contains "the surviving faces must be a number from 0 to 6"

for cmd in setup spells opfor heal; do
  run $G "$cmd" --help
  expect_code 0
  expect_out_contains "Example"
done

finish
