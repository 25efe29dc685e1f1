# pnpkit dice-adventures advise at the shop: every purchase the gold allows, by expected final score,
# best first, with the best named first and counted in words ("1 provision", "2 provisions").
source "$(dirname "$0")/lib.sh"

run dice-adventures advise --party bard,cleric,thief --gold 3
expect_code 0
expect_out_contains "3 gold, 0 provisions, 0 magic weapons."
expect_out_contains "  buy 1 provision"
expect_out_contains "  buy 2 provisions"
expect_out_contains "  buy nothing"
[[ $OUT != *"1 provisions"* ]] || fail "a count of one in the plural: $OUT"
# The choices come best first, and the best is the one named.
values=$(grep -E '^ +[0-9.-]+  buy' <<<"$OUT" | awk '{print $1}')
[[ $(wc -l <<<"$values") -ge 5 ]] || fail "expected at least five purchases: $OUT"
sort -g -r -c <<<"$values" || fail "the purchases are not best first: $OUT"
first=$(grep -E '^ +[0-9.-]+  buy' <<<"$OUT" | head -1 | sed -E 's/^ +[0-9.-]+  //')
expect_out_contains "Best: $first ("

# Gold the shop cannot take is refused with the option named.
run dice-adventures advise --party bard,cleric,thief --gold -1
expect_code 2
expect_err_contains "--gold"

finish
