# pnpkit colf monster/master/discard --session: monsters drawn from the session's decks and bag,
# the session file rewritten to match, and monsters put back out of play.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/session_items.sh"
DATA="$SOURCE_DIR/data/colf"
cd "$WORK" || exit 1

# tiles_after WORD: the tiles printed after "Attack dominoes:" or "Defense dominoes:".
tiles_after() { sed -n "s/^$1 dominoes: *//p" <<<"$OUT" | sed 's/  (.*//; s/^none$//' | tr ' ' '\n' | grep .; }

NOUNS=$(grep -c '^\[\[noun\]\]' "$DATA/nouns.toml")
ADJECTIVES=$(grep -c '^\[\[adjective\]\]' "$DATA/adjectives.toml")
N='[decks."colf:nouns"]'
A='[decks."colf:adjectives"]'
D='[dominoes]'

# The hero draws its dominoes from the session's bag, as at the table.
run draw domino 3 --session game.toml --seed 11
expect_code 0
HERO=$(items game.toml "$D" out)

# Monster 1: its cards leave the decks, its dominoes leave the bag.
run colf monster --level 5 --session game.toml --seed 12
expect_code 0
expect_out_contains "Monster, level 5: "
M1_TILES=$(tiles_after Attack; tiles_after Defense)
M1_NOUN=$(items game.toml "$N" out)
M1_ADJS=$(items game.toml "$A" out)
[[ $(grep -c . <<<"$M1_NOUN") == 1 ]] || fail "monster 1 is not one noun out: $M1_NOUN"
[[ -n $M1_ADJS ]] || fail "monster 1 has no adjective out"
SUM=$(level_of "$DATA/nouns.toml" "$M1_NOUN")
for adj in $M1_ADJS; do SUM=$((SUM + $(level_of "$DATA/adjectives.toml" "$adj"))); done
[[ $SUM == 5 ]] || fail "the backs of monster 1's cards add up to $SUM, not 5"
[[ $(count game.toml "$N" draw_pile) == $((NOUNS - 1)) ]] || fail "the noun draw pile did not lose one card"
[[ $(count game.toml "$A" draw_pile) == $((ADJECTIVES - $(grep -c . <<<"$M1_ADJS"))) ]] ||
  fail "the adjective draw pile did not lose the monster's adjectives"
items game.toml "$N" draw_pile | grep -qx "$M1_NOUN" && fail "monster 1's noun is still in the draw pile"
[[ -n $M1_TILES ]] || fail "monster 1 has no dominoes: $OUT"
[[ $(items game.toml "$D" out) == "$HERO"$'\n'"$M1_TILES" ]] ||
  fail "tiles out are not the hero's then monster 1's: $(items game.toml "$D" out)"
OUT_COUNT=$(count game.toml "$D" out)
[[ $(count game.toml "$D" bag) == $((28 - OUT_COUNT)) ]] || fail "the bag does not hold the rest of the set"
for t in $M1_TILES; do items game.toml "$D" bag | grep -qx "$t" && fail "tile $t is both out and in the bag"; done
expect_out_contains "Session game.toml: $((NOUNS - 1)) nouns and "
DISCARD=$(sed -n 's/^When it dies or you flee: //p' <<<"$OUT")
[[ $DISCARD == "pnpkit colf discard $(tr '\n' ' ' <<<"$M1_TILES")--session game.toml" ]] ||
  fail "the discard command does not name monster 1's tiles: $DISCARD"

# While it is in play, no second monster; the session is left as it was.
cp game.toml before.toml
run colf monster --level 3 --session game.toml
expect_code 2
expect_err_contains "is still in play in session game.toml"
cmp -s game.toml before.toml || fail "a refused monster changed the session"

# It dies: the printed command puts its cards on the discards and its tiles back in the bag.
read -ra WORDS <<<"${DISCARD#pnpkit }"
run "${WORDS[@]}"
expect_code 0
expect_out_contains "discarded "
[[ -z $(items game.toml "$N" out) && -z $(items game.toml "$A" out) ]] || fail "cards still out after discard"
[[ $(items game.toml "$N" discards) == "$M1_NOUN" ]] || fail "monster 1's noun is not on the discards"
[[ $(items game.toml "$A" discards | sort) == $(sort <<<"$M1_ADJS") ]] || fail "adjective discards"
[[ $(items game.toml "$D" out) == "$HERO" ]] || fail "after discard the hero's tiles alone should be out"

# Monster 2 comes from what is left: not monster 1's cards (discarded), and tiles from the bag.
run colf monster --level 4 --session game.toml --seed 13
expect_code 0
M2_TILES=$(tiles_after Attack; tiles_after Defense)
M2_NOUN=$(items game.toml "$N" out)
[[ $M2_NOUN != "$M1_NOUN" ]] || fail "monster 2 reuses monster 1's discarded noun"
[[ $(count game.toml "$N" draw_pile) == $((NOUNS - 2)) ]] || fail "the noun draw pile did not lose a second card"
[[ $(items game.toml "$N" discards) == "$M1_NOUN" ]] || fail "monster 1's noun left the discards"
[[ $(items game.toml "$D" out) == "$HERO"$'\n'"$M2_TILES" ]] || fail "tiles out are not the hero's then monster 2's"
for t in $M2_TILES; do grep -qx "$t" <<<"$HERO" && fail "monster 2 drew the hero's tile $t"; done

# Discard mistakes change nothing: a tile not of the set, only some of the monster's dominoes (the
# session holds them as the monster's: the rest would stay out for ever), a tile the hero holds.
cp game.toml before.toml
run colf discard 7-7 --session game.toml
expect_code 2
expect_err_contains "tile 7-7 is not of a double-six set"
cmp -s game.toml before.toml || fail "a refused discard changed the session"
run colf discard "$(head -1 <<<"$M2_TILES")" --session game.toml
expect_code 2
expect_err_contains "the monster also holds $(tail -n +2 <<<"$M2_TILES" | paste -sd, | sed 's/,/, /g'): name all of its dominoes still out, or none to put them all back"
cmp -s game.toml before.toml || fail "a partial discard changed the session"
# shellcheck disable=SC2086
run colf discard "$(head -1 <<<"$HERO")" $M2_TILES --session game.toml
expect_code 2
expect_err_contains "tile $(head -1 <<<"$HERO") is not one of the monster's"
cmp -s game.toml before.toml || fail "a discard naming the hero's tile changed the session"
run colf discard --session nowhere.toml
expect_code 2
expect_err_contains "no monster is in play in session nowhere.toml"
[[ ! -e nowhere.toml ]] || fail "a refused discard wrote a new session"

# A tile already back in the bag is refused like any mistake; then its dominoes go back.
FIRST=$(head -1 <<<"$M2_TILES")
run draw return "$FIRST" --session game.toml
expect_code 0
cp game.toml before.toml
# shellcheck disable=SC2086
run colf discard $M2_TILES --session game.toml
expect_code 2
expect_err_contains "tile $FIRST is in the bag, not out"
cmp -s game.toml before.toml || fail "a refused discard changed the session"
# shellcheck disable=SC2086
run --format json colf discard $(tail -n +2 <<<"$M2_TILES") --session game.toml
expect_code 0
expect_out_contains "\"nouns\": [
      \"$M2_NOUN\"
    ]"
[[ $(items game.toml "$D" out) == "$HERO" ]] || fail "monster 2's tiles are not all back"

# The same session state and seed build the same monster.
cp game.toml replay.toml
run colf monster --level 6 --session game.toml --seed 14
expect_code 0
FIRST_OUT=$OUT
run colf monster --level 6 --session replay.toml --seed 14
[[ ${OUT//replay.toml/game.toml} == "$FIRST_OUT" ]] || fail "the same seed built another monster"
cmp -s <(grep -v '^#' game.toml) <(grep -v '^#' replay.toml) || fail "the same seed left different sessions"
read -ra WORDS <<<"$(sed -n 's/^When it dies or you flee: pnpkit //p' <<<"$FIRST_OUT")"
run "${WORDS[@]}"
expect_code 0

# The Master Monster comes from the same decks: its noun has the highest level of the data.
run --format json colf master --session game.toml --seed 15
expect_code 0
expect_out_contains '"master": true'
expect_out_contains '"session": "game.toml"'
TOP=$(sed -n 's/^level = //p' "$DATA/nouns.toml" | sort -n | tail -1)
MASTER_NOUN=$(items game.toml "$N" out)
[[ $(level_of "$DATA/nouns.toml" "$MASTER_NOUN") == "$TOP" ]] || fail "the master's noun is not of level $TOP"

# Sessions that do not fit: a double-nine bag, a card the game does not have.
run draw domino --set 9 --session nine.toml --seed 1
run colf monster --level 3 --session nine.toml
expect_code 2
expect_err_contains "CoLF DaDA plays with a double-six set"
sed -E 's/([ "])ogre([ "])/\1ogrre\2/g' before.toml >bad.toml
grep -q ' ogrre' bad.toml || fail "the test's edit did not take: $(cat bad.toml)"
run colf monster --level 3 --session bad.toml
expect_code 1
expect_err_contains "bad.toml:"
expect_err_contains "error: card 'ogrre' is not in deck colf:nouns"
expect_err_contains "did you mean 'ogre'?"

finish
