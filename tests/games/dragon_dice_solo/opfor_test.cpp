#include "games/dragon_dice_solo/opfor.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

std::string action(int battle, int turn, const std::string& icon) {
    auto t = opfor_turn(shipped(), battle, turn, icon);
    return t ? t->action->id : "?";
}

}  // namespace

TEST_CASE("the missile army shoots while it can and melees once moved up", "[solo][opfor]") {
    CHECK(action(1, 1, "missile") == "missile-attack");
    CHECK(action(1, 7, "missile") == "missile-attack");
    CHECK(action(1, 1, "melee") == "melee-attack");
    CHECK(action(1, 2, "melee") == "melee-attack");
}

TEST_CASE("the cavalry army always charges and never melees", "[solo][opfor]") {
    for (int turn = 1; turn <= 6; ++turn)
        CHECK(action(2, turn, "melee") == "charge");
}

TEST_CASE("R14: the light army alternates melee and charge, melee first", "[solo][opfor][R14]") {
    CHECK(action(3, 1, "melee") == "melee-attack");
    CHECK(action(3, 2, "melee") == "charge");
    CHECK(action(3, 3, "melee") == "melee-attack");
    CHECK(action(3, 4, "melee") == "charge");
    CHECK(action(3, 11, "melee") == "melee-attack");
    auto turn = opfor_turn(shipped(), 3, 4, "melee");
    REQUIRE(turn);
    CHECK(turn->step == 1);
    CHECK(turn->army->id == "army-light");
}

TEST_CASE("the heavy army always melees and never charges", "[solo][opfor]") {
    for (int turn = 1; turn <= 6; ++turn)
        CHECK(action(4, turn, "melee") == "melee-attack");
}

TEST_CASE("the magicians cast spells whatever the die shows", "[solo][opfor][R20]") {
    for (const char* icon : {"magic", "missile", "melee", "eighth"}) {
        CHECK(action(5, 1, icon) == "cast");
        CHECK(action(5, 2, icon) == "cast");
    }
}

TEST_CASE(
    "R13: below the start the armies shoot (expert start on 1); on the eighth face they are beaten",
    "[solo][opfor][R13]") {
    for (int battle = 1; battle <= 4; ++battle) {
        CHECK(action(battle, 1, "magic") == "missile-attack");
        CHECK(action(battle, 1, "eighth") == "none");
    }
    for (int battle = 2; battle <= 4; ++battle)
        CHECK(action(battle, 1, "missile") == "missile-attack");
    auto turn = opfor_turn(shipped(), 2, 1, "magic");
    REQUIRE(turn);
    CHECK(turn->response->note.find("R13") != std::string::npos);
}

TEST_CASE("no answer for a battle or turn that does not exist", "[solo][opfor]") {
    CHECK_FALSE(opfor_turn(shipped(), 6, 1, "melee"));
    CHECK_FALSE(opfor_turn(shipped(), 0, 1, "melee"));
    CHECK_FALSE(opfor_turn(shipped(), 1, 0, "melee"));
    CHECK_FALSE(opfor_turn(shipped(), 1, 1, "swamp"));
}
