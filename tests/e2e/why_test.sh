# `why` at a prompt of guided play: the rules behind the outcome pnpkit just applied, with the
# ruling's text from rulings.md and the section's summary from rule_sections.md; nothing to explain
# before any outcome; never an answer (the session does not keep it), and on a pipe it never loops.
source "$(dirname "$0")/lib.sh"

# Domino Run with typed draws: the fifth tile is laid by the placement rule, then `why`.
S="$WORK/line.toml"
printf '1-2\n4-2\n0-5\n5-1\n6-6\nwhy\nhelp\nquit\n' >"$WORK/in"
"$PNPKIT" --seed 1 domino-run play --session "$S" --draws typed <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out"); ERR=$(cat "$WORK/err")
expect_code 0
expect_out_contains "It lies as 6|6 at the far end.
  rules, \"Setup > Tile placement rule\": A new tile turns its matching end towards the end of the line"
expect_out_contains "  ruling R12. Refill and the placement rule: Tiles are drawn and laid at the far end"
expect_out_contains "commands: status, undo [N], quit, advise, why"
grep -q 'why' "$S" && fail "the session keeps a why: $(cat "$S")"
[[ $(grep -c 'answer = ' "$S") == 5 ]] || fail "the session does not keep the five tiles alone: $(cat "$S")"

# Before any outcome there is nothing to explain.
printf 'why\nquit\n' >"$WORK/in"
"$PNPKIT" dice-adventures play <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out"); ERR=$(cat "$WORK/err")
expect_code 0
expect_out_contains "nothing to explain: pnpkit has applied no outcome yet"

# On a pipe, `why` is no answer: input that ends after it is an error, not a loop.
printf 'why\nwhy\n' >"$WORK/in"
"$PNPKIT" --seed 3 colf play --dice rolled <"$WORK/in" >"$WORK/out" 2>"$WORK/err"
CODE=$?; OUT=$(cat "$WORK/out"); ERR=$(cat "$WORK/err")
expect_code 2
expect_err_contains "input ended at line 3"
finish
