#include "games/dragon_dice_solo/names.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

TEST_CASE("a typed number is read whole or not at all", "[solo][names]") {
    CHECK(parse_number("12") == 12);
    CHECK(parse_number("0") == 0);
    CHECK(parse_number("-3") == -3);
    CHECK_FALSE(parse_number(""));
    CHECK_FALSE(parse_number("3x"));
    CHECK_FALSE(parse_number(" 3"));
    CHECK_FALSE(parse_number("+3"));
    CHECK_FALSE(parse_number("99999999999"));
}
