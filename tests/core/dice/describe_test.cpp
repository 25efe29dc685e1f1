#include "core/dice/describe.hpp"

#include <catch2/catch.hpp>

#include "core/dice/parser.hpp"
#include "support/dice.hpp"

using namespace pnpkit;
using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

Die die(int value) {
    Die d;
    d.value = value;
    return d;
}

}  // namespace

TEST_CASE("dice are marked: dropped, rerolled, exploded, success", "[dice][describe]") {
    CHECK(describe_die(die(4)) == "4");
    Die dropped = die(1);
    dropped.kept = false;
    CHECK(describe_die(dropped) == "~1~");
    Die rerolled = die(5);
    rerolled.rerolled_from = {1, 2};
    CHECK(describe_die(rerolled) == "1→2→5");
    Die exploded = die(6);
    exploded.exploded = true;
    CHECK(describe_die(exploded) == "6!");
    Die success = die(6);
    success.success = true;
    success.exploded = true;
    CHECK(describe_die(success) == "6!*");
    Die all = die(6);
    all.rerolled_from = {1};
    all.exploded = true;
    all.kept = false;
    CHECK(describe_die(all) == "~1→6!~");
    Die cut = die(7);
    cut.rerolled_from = {1};
    cut.rerolls_cut = true;
    CHECK(describe_die(cut) == "1→…→7");
}

TEST_CASE("a roll is the expression with its pools replaced by their dice", "[dice][describe]") {
    auto parsed = parse_expression("(2d6+1)*3 - -d4");
    REQUIRE(std::holds_alternative<Expression>(parsed));
    const Expression& e = std::get<Expression>(parsed);
    Roll roll;
    roll.pools.resize(2);
    roll.pools[0].dice = {die(2), die(4)};
    roll.pools[1].dice = {die(3)};
    CHECK(describe_roll(e, roll) == "([2, 4] + 1) * 3 - -[3]");
    CHECK_FALSE(reached_cap(roll));
    roll.pools[1].dice[0].capped = true;
    CHECK(reached_cap(roll));
}

TEST_CASE("a rolled pool shows one mark per success and per dropped die", "[dice][describe]") {
    auto parsed = parse_expression("8d6!kh5>=4");
    REQUIRE(std::holds_alternative<Expression>(parsed));
    const Expression& e = std::get<Expression>(parsed);
    Rng rng(74);
    for (int i = 0; i < 100; ++i) {
        Roll r = roll(e, rng);
        std::string text = describe_roll(e, r);
        auto count = [&text](std::string_view mark) {
            std::size_t n = 0;
            for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at + 1))
                ++n;
            return n;
        };
        CHECK(count("*") == static_cast<std::size_t>(r.total));
        CHECK(count("~") == 2 * (r.pools[0].dice.size() - 5));
        CHECK(count(", ") + 1 == r.pools[0].dice.size());
    }
}
