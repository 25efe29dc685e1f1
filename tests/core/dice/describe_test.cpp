#include <catch2/catch.hpp>

#include "core/dice/describe.hpp"
#include "core/dice/parser.hpp"

using namespace pnpkit;
using namespace pnpkit::dice;

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

TEST_CASE("a seeded roll describes every die it rolled", "[dice][describe]") {
    auto parsed = parse_expression("4d6kh3+2");
    REQUIRE(std::holds_alternative<Expression>(parsed));
    const Expression& e = std::get<Expression>(parsed);
    Rng rng(74);
    Roll r = roll(e, rng);
    std::string text = describe_roll(e, r);
    CHECK(text.front() == '[');
    CHECK(text.find("~") != std::string::npos);
    CHECK(text.substr(text.size() - 4) == " + 2");
}
