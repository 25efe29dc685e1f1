#include "games/dragon_dice_solo/setup.hpp"

#include <algorithm>

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

std::vector<std::string> problems_of(std::vector<std::string> names) {
    std::vector<std::string> problems;
    pick_terrains(shipped(), names, problems);
    return problems;
}

}  // namespace

TEST_CASE("R18: five terrains, one of each type, the fifth of any type", "[solo][setup][R18]") {
    std::vector<std::string> problems;
    auto picks = pick_terrains(
        shipped(), {"coastland", "Swampland", "HIGHLAND", "flatland", "highland"}, problems);
    CHECK(problems.empty());
    REQUIRE(picks.size() == 5);
    CHECK(picks[1].terrain->id == "swampland");
    CHECK(picks[2].copy == 1);
    CHECK(picks[2].repeated);
    CHECK(picks[4].copy == 2);
    CHECK_FALSE(picks[0].repeated);
}

TEST_CASE("R18: a wrong terrain list names every problem", "[solo][setup][R18]") {
    CHECK(problems_of({"coastland", "swampland", "hghland", "flatland"}) ==
          std::vector<std::string>{
              "unknown terrain 'hghland'; did you mean 'highland'? (terrains: coastland, "
              "swampland, highland, flatland)",
              "4 terrains given; the challenge is played on 5: one of each type (coastland, "
              "swampland, highland, "
              "flatland) and the rest of your choice (3.0)",
              "no highland given; the rules ask for one terrain of each type (3.0)"});
    CHECK(problems_of({"coastland", "coastland", "highland", "flatland", "flatland"}) ==
          std::vector<std::string>{
              "no swampland given; the rules ask for one terrain of each type (3.0)"});
}

TEST_CASE("set-up places the armies by the order rolled and starts each die by its faces",
          "[solo][setup][R3]") {
    const SoloData& data = shipped();
    std::vector<std::string> problems;
    auto picks = pick_terrains(data, {"coastland", "swampland", "highland", "flatland", "highland"},
                               problems);
    Script script({3, 1, 8, 2, 5});
    auto result = set_up(data, picks, script.dice());
    REQUIRE(result.placed.size() == 5);
    std::vector<std::string> terrains, armies;
    std::vector<int> faces;
    for (const auto& p : result.placed) {
        terrains.push_back(picks[p.die].terrain->id + "#" + std::to_string(picks[p.die].copy));
        armies.push_back(p.army->id);
        faces.push_back(p.start.face);
    }
    CHECK(terrains == std::vector<std::string>{"swampland#1", "flatland#1", "coastland#1",
                                               "highland#2", "highland#1"});
    CHECK(armies == std::vector<std::string>{"army-missile", "army-cavalry", "army-light",
                                             "army-heavy", "army-magic"});
    // Swampland lowest missile 3; Flatland lowest melee 5; Coastland melee 6 + 1; Highland 6 + 2 =
    // 8 -> 7 (R3).
    CHECK(faces == std::vector<int>{3, 5, 7, 7, 8});
    CHECK(result.placed[3].start.status == StartFace::Status::adjusted);
}

TEST_CASE(
    "seeded set-ups: order follows the rolls, faces follow the dice, armies follow the battles",
    "[solo][setup]") {
    const SoloData& data = shipped();
    std::vector<std::string> problems;
    auto picks = pick_terrains(data, {"flatland", "highland", "swampland", "coastland", "flatland"},
                               problems);
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Rng rng(seed);
        auto result = set_up(data, picks, dice_from(rng));
        const auto& first = result.order.rounds.front().results;
        for (std::size_t place = 0; place < result.placed.size(); ++place) {
            const auto& p = result.placed[place];
            CHECK(p.position->battle == static_cast<int>(place) + 1);
            CHECK(p.roll == first[p.die]);
            if (place > 0)
                CHECK(result.placed[place - 1].roll <= p.roll);  // lowest first
            const auto& faces = picks[p.die].terrain->faces;
            const std::string wanted = place == 4 ? "eighth" : place == 0 ? "missile" : "melee";
            CHECK(faces[p.start.face - 1] == wanted);
            CHECK(p.start.face <= (place == 4 ? 8 : 7));
        }
        Rng again(seed);
        CHECK(set_up(data, picks, dice_from(again)).order.order == result.order.order);
    }
}
