# pnpkit draw deck / discard on a real game's decks (CoLF DaDA's nouns and adjectives): drawing by
# the backs, the session file, discards, refreshing an empty draw pile, and mistakes that change
# nothing.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/session_items.sh"
DATA="$SOURCE_DIR/data/colf"
cd "$WORK" || exit 1

# The card ids of one deck of the game's data, sorted: worked out from the TOML, not asked of pnpkit.
ids_of() { sed -n 's/^id = "\(.*\)"$/\1/p' "$1" | sort; }

N='[decks."colf:nouns"]'
A='[decks."colf:adjectives"]'
NOUN_IDS=$(ids_of "$DATA/nouns.toml")
NOUNS=$(grep -c . <<<"$NOUN_IDS")
ADJECTIVES=$(grep -c '^\[\[adjective\]\]' "$DATA/adjectives.toml")

# A level-3 noun, chosen by its back: it leaves the draw pile and is out.
run draw deck colf:nouns 1 --back level=3 --session game.toml --seed 21
expect_code 0
expect_err_contains "new session game.toml"
expect_out_contains "drew 1 card from colf:nouns:"
expect_out_contains "back: level=3"
expect_out_contains "left: $((NOUNS - 1)) in the draw pile, 0 in the discards, 1 out"
CARD=$(items game.toml "$N" out)
[[ $(grep -c . <<<"$CARD") == 1 ]] || fail "not one noun out: $CARD"
[[ $(level_of "$DATA/nouns.toml" "$CARD") == 3 ]] || fail "$CARD is not a level-3 noun"
[[ $OUT == *"$CARD "* ]] || fail "the output does not name $CARD: $OUT"
[[ $( (items game.toml "$N" draw_pile; echo "$CARD") | sort) == "$NOUN_IDS" ]] ||
  fail "draw pile and out are not the noun deck"

# Asking for nine more level-3 nouns draws the ones left and says why it stopped.
LEVEL3=$(grep -c '^level = 3$' "$DATA/nouns.toml")
run draw deck colf:nouns 9 --back level=3 --session game.toml --seed 22
expect_code 0
expect_out_contains "drew $((LEVEL3 - 1)) of 9 cards from colf:nouns (no card left in the draw pile shows level=3):"
for id in $(items game.toml "$N" out); do
  [[ $(level_of "$DATA/nouns.toml" "$id") == 3 ]] || fail "$id is out but is not of level 3"
done

# Discard: the card goes face up on the discards; discarding it again is refused.
run draw discard colf:nouns "$CARD" --session game.toml
expect_code 0
expect_out_contains "discarded 1 card to colf:nouns: $CARD ($CARD on top)"
[[ $(items game.toml "$N" discards) == "$CARD" ]] || fail "$CARD is not on the discards"
items game.toml "$N" out | grep -qx "$CARD" && fail "$CARD is still out"
cp game.toml before.toml
run draw discard colf:nouns "$CARD" --session game.toml
expect_code 2
expect_err_contains "card '$CARD' is discarded already"
run draw discard colf:nouns gobiln --session game.toml
expect_code 2
expect_err_contains "card 'gobiln' is not in deck colf:nouns (did you mean 'goblin'?)"
run draw deck colf:nouns 1 --back level=42 --session game.toml
expect_code 2
expect_err_contains "no card of colf:nouns shows level=42 on its back (level is 1, 2, 3,"
run draw deck colf:verbs 1 --session game.toml
expect_code 2
expect_err_contains "game 'colf' has no deck 'verbs'"
expect_err_contains "(its decks: colf:nouns, colf:adjectives)"
cmp -s game.toml before.toml || fail "a refused command changed the session"

# Refresh: draw every adjective, discard them all, and the next draw shuffles them back.
run draw deck colf:adjectives "$ADJECTIVES" --session game.toml --seed 23
expect_code 0
ALL=$(items game.toml "$A" out)
[[ $(grep -c . <<<"$ALL") == "$ADJECTIVES" ]] || fail "not every adjective is out"
# shellcheck disable=SC2086
run draw discard colf:adjectives $ALL --session game.toml
expect_code 0
run draw deck colf:adjectives 1 --session game.toml --seed 24
expect_code 0
expect_out_contains "(the draw pile ran out: $ADJECTIVES discards shuffled into a new draw pile)"
expect_out_contains "left: $((ADJECTIVES - 1)) in the draw pile, 0 in the discards, 1 out"

# JSON names the back of the card drawn.
run --format json draw deck colf:nouns 1 --back level=1 --session game.toml --seed 25
expect_code 0
expect_out_contains '"deck": "colf:nouns"'
expect_out_contains '"level": "1"'

finish
