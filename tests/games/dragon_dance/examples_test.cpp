#include "games/dragon_dance/examples.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

// Replays the rules' example `number` on the shipped cards; it must agree with the rules.
RoundResult replayed(int number) {
    for (const WorkedExample& example : worked_examples()) {
        if (example.number != number)
            continue;
        ExampleReplay r = replay(support::shipped(), example);
        for (const auto& problem : r.problems)
            INFO(problem);
        REQUIRE(r.problems.empty());
        REQUIRE(r.result);
        return *r.result;
    }
    FAIL("no worked example " << number);
    return {};
}

const Strike& strike_by(const RoundResult& r, Side attacker, bool follow_up = false) {
    for (std::size_t i = 0; i < r.strike_count; ++i) {
        if (r.strikes[i].attacker == attacker && r.strikes[i].follow_up == follow_up)
            return r.strikes[i];
    }
    FAIL("no such strike");
    return r.strikes[0];
}

}  // namespace

TEST_CASE("the rules have four worked examples and the shipped cards replay them all",
          "[dragon-dance][examples]") {
    CHECK(worked_examples().size() == 4);
    for (const WorkedExample& example : worked_examples()) {
        ExampleReplay r = replay(support::shipped(), example);
        INFO("example " << example.number);
        CHECK(r.problems.empty());
    }
}

// The figures below are the rules' own words, restated here independently of examples.cpp.
TEST_CASE("example 1: Hack with a 5 deals 3, Flap with a 1 prevents 4, no damage",
          "[dragon-dance][examples]") {
    RoundResult r = replayed(1);
    const Strike& hack = strike_by(r, Side::knight);
    CHECK(hack.attack == 3);
    CHECK(hack.protection == 4);
    CHECK(hack.damage == 0);
    CHECK(r.damage_taken == std::array<int, 2>{0, 0});
    CHECK(r.strike_count == 1);  // no damage, so no combo
}

TEST_CASE(
    "example 2: Charge with a 6 deals 5 unblocked, Breathe Fire with a 3 deals 3, then short range",
    "[dragon-dance][examples]") {
    RoundResult r = replayed(2);
    CHECK(strike_by(r, Side::knight).damage == 5);
    CHECK(strike_by(r, Side::dragon).damage == 3);
    CHECK(r.damage_taken[index(Side::dragon)] == 5);
    CHECK(r.damage_taken[index(Side::knight)] == 3);
    CHECK(r.range_before == Range::long_range);
    CHECK(r.range_after == Range::short_range);
}

TEST_CASE("example 3: Rake with a 6 would deal 3, the Dodge makes it 0",
          "[dragon-dance][examples]") {
    RoundResult r = replayed(3);
    const Strike& rake = strike_by(r, Side::dragon);
    CHECK(rake.attack == 3);
    CHECK(rake.dodged);
    CHECK(r.damage_taken[index(Side::knight)] == 0);
}

TEST_CASE(
    "example 4: Hack with a 4 deals 2, Slash follows with the 1 for 1 more, the dragon loses 3",
    "[dragon-dance][examples]") {
    RoundResult r = replayed(4);
    const GameData& data = support::shipped();
    CHECK(strike_by(r, Side::knight).damage == 2);
    const Strike& slash = strike_by(r, Side::knight, true);
    CHECK(data.card(Side::knight, slash.card).id == "slash");
    CHECK(slash.die == 1);
    CHECK(slash.damage == 1);
    CHECK(r.damage_taken[index(Side::dragon)] == 3);
    CHECK(r.discarded_cards[index(Side::knight)] ==
          (card_bit(support::card(Side::knight, "hack")) |
           card_bit(support::card(Side::knight, "slash"))));
    CHECK(r.discarded_dice[index(Side::knight)].faces() == std::vector<Die>{4, 1});
}
