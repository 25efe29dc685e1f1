#include "games/dragon_dice_solo/heal.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

std::vector<DeadUnit> units_of(std::initializer_list<const char*> texts) {
    std::vector<DeadUnit> units;
    for (const char* text : texts) {
        auto problem = parse_dead_units(shipped(), text, units);
        INFO(text);
        REQUIRE_FALSE(problem);
    }
    return units;
}

std::vector<std::string> strings(const std::vector<Fraction>& fractions) {
    std::vector<std::string> out;
    for (const auto& f : fractions)
        out.push_back(f.to_string());
    return out;
}

std::string problem_of(const char* text) {
    std::vector<DeadUnit> units;
    return parse_dead_units(shipped(), text, units).value_or("");
}

}  // namespace

TEST_CASE("R12: a unit with 2 surviving faces of 6 returns with chance 1/3, whatever its health",
          "[solo][heal][R12]") {
    auto units = units_of({"common:2", "rare:2/6", "monster:2/10"});
    CHECK(units[0].chance() == Fraction::of(1, 3));
    CHECK(units[1].chance() == Fraction::of(1, 3));
    CHECK(units[1].health() == 3);
    CHECK(units[2].faces == 10);
    CHECK(units[2].chance().to_string() == "1/5");
}

TEST_CASE("R12: the distribution of units and health returning is exact", "[solo][heal][R12]") {
    auto odds = heal_odds(units_of({"uncommon:2", "rare:3"}));
    REQUIRE(odds);
    // 1/3 and 1/2: none 2/3*1/2, one 1/3*1/2 + 2/3*1/2, both 1/3*1/2.
    CHECK(strings(odds->units) == std::vector<std::string>{"1/3", "1/2", "1/6"});
    CHECK(odds->expected_units.to_string() == "5/6");
    // Health: 0, 2 (uncommon only), 3 (rare only), 5 (both).
    CHECK(strings(odds->health) == std::vector<std::string>{"1/3", "0", "1/6", "1/3", "0", "1/6"});
    CHECK(odds->expected_health.to_string() == "13/6");
}

TEST_CASE("R12: typed-in results are certain; the rest keep their chance", "[solo][heal][R12]") {
    auto odds =
        heal_odds(units_of({"common:id", "Guard=common:melee", "2xcommon:1", "uncommon:SAI"}));
    REQUIRE(odds);
    CHECK(strings(odds->chances) == std::vector<std::string>{"1", "0", "1/6", "1/6", "1"});
    // Five units: two certain returns (the ID and the SAI), one certain burial, 0-2 of the 1/6
    // commons.
    CHECK(strings(odds->units) == std::vector<std::string>{"0", "0", "25/36", "5/18", "1/36", "0"});
    CHECK(odds->expected_units.to_string() == "7/3");
}

TEST_CASE("a typed-in result is its id with or without the kind prefix, or its name",
          "[solo][heal][ids]") {
    auto units = units_of({"rare:maneuver", "rare:result-maneuver", "rare:Manoeuvre",
                           "rare:result-magic"});
    for (std::size_t i = 0; i < 3; ++i) {
        REQUIRE(units[i].rolled);
        CHECK(units[i].rolled->id == "result-maneuver");
    }
    REQUIRE(units[3].rolled);
    CHECK(units[3].rolled->returns);
    CHECK(problem_of("rare:army-magic").find("is neither a number of surviving faces nor a "
                                             "result") != std::string::npos);
}

TEST_CASE("forty dead commons still get exact odds; far more are refused", "[solo][heal]") {
    std::vector<DeadUnit> units;
    REQUIRE_FALSE(parse_dead_units(shipped(), "40xcommon:1", units));
    auto odds = heal_odds(units);
    REQUIRE(odds);
    CHECK(odds->units.back().to_string() == "1/" + wide_to_string([] {
                                                Wide d = 1;
                                                for (int i = 0; i < 40; ++i)
                                                    d *= 6;
                                                return d;
                                            }()));
    CHECK(odds->expected_units.to_string() == "20/3");
    units.clear();
    REQUIRE_FALSE(parse_dead_units(shipped(), "60xcommon:1", units));
    CHECK_FALSE(heal_odds(units));
}

TEST_CASE("dead units that do not parse are explained", "[solo][heal]") {
    CHECK(problem_of("rar:2") ==
          "'rar:2': unknown rarity 'rar'; did you mean 'rare'? (rarities: common, uncommon, rare, "
          "monster)");
    CHECK(
        problem_of("rare") ==
        "'rare': expected RARITY:SURVIVING[/FACES] or RARITY:RESULT, such as rare:2 or common:id");
    CHECK(problem_of("rare:7") == "'rare:7': the surviving faces must be a number from 0 to 6");
    CHECK(problem_of("rare:2/0") ==
          "'rare:2/0': the faces after '/' must be a number from 1 to 100");
    CHECK(problem_of("common:ide") ==
          "'common:ide': 'ide' is neither a number of surviving faces nor a result; did you mean "
          "'id'? "
          "(results: id, sai, magic, melee, missile, maneuver, save)");
    CHECK(problem_of("0xcommon:1") == "'0xcommon:1': a unit count must be between 1 and 100");
}

TEST_CASE("rolling a dead unit returns it on its surviving faces", "[solo][heal]") {
    auto units = units_of({"rare:2"});
    Script script({2, 3}, 6);
    int face = 0;
    CHECK(roll_dead_unit(units[0], script.dice(), face));
    CHECK(face == 2);
    CHECK_FALSE(roll_dead_unit(units[0], script.dice(), face));
    CHECK(face == 3);
}
