# pnpkit dice-adventures best --write-table: the table the build installs (share/pnpkit/tables) is
# the user's cache file of the same rules, byte for byte, so that it is read and checked as the
# cache is. On a two-adventure copy of the game with the deck, quick to solve.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

cp -r "$SOURCE_DIR/data" short
sed -i 's/^adventures = 5/adventures = 2/' short/dice-adventures/game.toml
sed -i 's/^shifts = \[0, 1, 1, 2, 2\]/shifts = [0, 1]/' short/dice-adventures/modes.toml

run --data short dice-adventures best --deck --party bard,cleric,thief --write-table tables
expect_code 0
expect_out_contains "wrote the values of"
TABLE=$(ls tables/dice-adventures/*.camps 2>/dev/null)
[[ $(wc -w <<<"$TABLE") == 1 ]] || fail "expected one table file, found: $TABLE"

# The ranking of the same party in a fresh cache folder leaves the same file in it.
XDG_CACHE_HOME="$WORK/fresh" run --data short dice-adventures best --deck --party bard,cleric,thief
expect_code 0
CACHED="$WORK/fresh/pnpkit/dice-adventures/$(basename "$TABLE")"
cmp -s "$TABLE" "$CACHED" || fail "the table differs from the cache file $CACHED"

# A folder that cannot be written: exit 3, naming it.
printf 'a file\n' >blocked
run --data short dice-adventures best --deck --party bard,cleric,thief --write-table blocked
expect_code 3

finish
