# pnpkit dragon-dice-solo campaign: a whole campaign piped through the shared guided play, resumed,
# taken back, printed by status and by render --session; bad input, no input, a corrupt session.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

ARMY='Guardian=common:2,2xWatcher=uncommon,Sentinel=rare:3,Mage=rare+magic,Seer=uncommon+magic'
NEW=(dragon-dice-solo campaign new --size small --terrains coastland,swampland,highland,flatland,flatland --army "$ARMY")
# Order dice typed 1 to 5; every army destroyed by one attack; both Dragons slain on the eighth face.
WON="1 2 3 4 5 done missile 12 done melee 12 done melee 12 done melee 12 done magic 12 done d1 40 d2 40 none done"
# Rolled dice from seed 5: hits and losses, Cantrips, healing and manoeuvres, lost in battle 4.
LOST="done missile 5 none none kill-u6 kill-u1 done attempt won missile 0 none green none done attempt won charge 2 none kill-u4 done none done 4 attempt won returns done melee 6 none kill-u3 kill-u4 done none done 1 attempt won charge 2 none done red none done 4 returns done charge 0 none bury-u6 done none done 1 attempt lost melee 5 none done none done 3 skip melee 3 done melee 5 none bury-u2 done none bury-u5 done 2 skip charge 3 none bury-u3 done "
lines() { tr ' ' '\n' <<<"$1"; }

# The whole campaign won, from the answers a player types.
lines "$WON" >won.txt
run "${NEW[@]}" --session won.toml <won.txt
expect_code 0
expect_out_contains "choose 1-7> done"
expect_out_contains "Every Dragon is slain: you win the solo challenge (4.8)."
expect_out_contains "The solo challenge is won."
run dragon-dice-solo campaign status --session won.toml
expect_code 0
expect_out_contains "  5th     Flatland #2  Magic    8           13           won: destroyed"
expect_out_contains "The game is over."

# A campaign with rolled dice, lost; the same seed and answers play it again alike.
lines "$LOST" >lost.txt
run "${NEW[@]}" --session lost.toml --dice rolled --seed 5 <lost.txt
expect_code 0
ONCE=$OUT
expect_out_contains "Battle 1 won (eighth face)."
expect_out_contains "The solo challenge is lost."
run "${NEW[@]}" --session again.toml --dice rolled --seed 5 <lost.txt
[[ $OUT == "${ONCE//lost.toml/again.toml}" ]] || fail "the same seed and answers played another campaign"

# Stopped at the end of the first battle, then resumed: the same campaign as played at one go.
head -n 28 lost.txt >part1.txt
tail -n +29 lost.txt >part2.txt
run "${NEW[@]}" --session split.toml --dice rolled --seed 5 <part1.txt
expect_code 2
expect_err_contains "input ended at line 29 while asking"
expect_err_contains "resume it with: pnpkit dragon-dice-solo campaign play --session split.toml"
run dragon-dice-solo campaign play --session split.toml <part2.txt
expect_code 0
expect_out_contains "Resumed split.toml after"
grep -v '^#' split.toml >split.steps
grep -v '^#' lost.toml >lost.steps
cmp -s split.steps lost.steps || fail "a resumed campaign differs from one played at one go"

# undo: the last answer taken back, then another given.
head -n 8 won.txt >short.txt
run "${NEW[@]}" --session undo.toml <short.txt
expect_code 2
run dragon-dice-solo campaign status --session undo.toml
expect_out_contains "1st     Coastland    Missile  2           13           won: destroyed"
echo 11 | "$PNPKIT" dragon-dice-solo campaign play --session undo.toml --undo 1 >"$WORK/out" 2>&1
grep -q "Took back 1 answer." "$WORK/out" || fail "undo did not say what it took back"
run dragon-dice-solo campaign status --session undo.toml
expect_out_contains "1st     Coastland    Missile  2           13           turn 1, face 2; theirs 1 of 12"

# Bad input at a pipe: exit 2 naming the line; no input at all: exit 2.
printf '1\n9\n' >bad.txt
run "${NEW[@]}" --session bad.toml <bad.txt
expect_code 2
expect_err_contains "line 2: type 1 die, each 1 to 8"
run "${NEW[@]}" --session empty.toml </dev/null
expect_code 2
expect_err_contains "input ended at line 1 while asking: Roll the terrain die of Coastland (3.1)"

# A campaign that breaks 2.1 is refused before any session is written; a session cannot be begun twice.
run dragon-dice-solo campaign new --size small --terrains coastland,swampland,highland,flatland,flatland --army '6xrare' --session refused.toml </dev/null
expect_code 2
[[ ! -e refused.toml ]] || fail "a refused campaign left a session behind"
[[ $ERR != *"new game in"* ]] || fail "a refused campaign was announced as a new game: $ERR"
run "${NEW[@]}" --session won.toml </dev/null
expect_code 2
expect_err_contains "won.toml already holds a campaign"
run dragon-dice-solo campaign play --session nowhere.toml </dev/null
expect_code 2
expect_err_contains "no campaign in nowhere.toml"

# A corrupt session: exit 1 with the step's position.
sed 's/answer = "missile"/answer = "juggle"/' won.toml >corrupt.toml
run dragon-dice-solo campaign status --session corrupt.toml
expect_code 1
expect_err_contains "corrupt.toml:"
expect_err_contains "'juggle' is not an answer to 'action' here"

# Options 5.2, 5.3 and 5.5 at the start, shown by status.
run dragon-dice-solo campaign new --size small --terrains coastland,swampland,highland,flatland,flatland   --army "$ARMY,Hero=uncommon+king" --no-magic --expert-start --expert-opfor 2 --session options.toml </dev/null
expect_code 2
run dragon-dice-solo campaign status --session options.toml
expect_code 0
expect_out_contains "Options: no magic (5.2); King's Die (5.3): Hero; expert: dice of battles 1-4 start on face 1 (5.5); expert: +2 opposing health"

# The tracker filled in from the session.
run render dragon-dice-solo --session won.toml --out rendered
expect_code 0
expect_out_contains "rendered/dragon-dice-solo/"
run render --session won.toml
expect_code 2
expect_err_contains "--session fills in the sheets of one game"

finish
