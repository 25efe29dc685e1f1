#include "games/dragon_dice_solo/start_face.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

int start_on(const std::string& terrain, int battle,
             EighthFaceRule rule = EighthFaceRule::below_eighth) {
    const SoloData& data = shipped();
    return resolve_start(*data.find_terrain(terrain), *data.find_battle(battle), rule).face;
}

}  // namespace

TEST_CASE("R4: starting faces on the four terrain dice, worked out by hand from the facts",
          "[solo][start][R4][R3][R20]") {
    // Facts: Coastland magic 1, missile 2-5, melee 6-7; Swampland magic 1-2, missile 3-4, melee
    // 5-7; Highland magic 1-3, missile 4-5, melee 6-7; Flatland magic 1, missile 2-4, melee 5-7.
    // Battles: lowest missile, lowest melee, +1, +2, eighth face.
    CHECK(std::vector<int>{start_on("coastland", 1), start_on("coastland", 2),
                           start_on("coastland", 3), start_on("coastland", 4),
                           start_on("coastland", 5)} == std::vector<int>{2, 6, 7, 7, 8});
    CHECK(std::vector<int>{start_on("swampland", 1), start_on("swampland", 2),
                           start_on("swampland", 3), start_on("swampland", 4),
                           start_on("swampland", 5)} == std::vector<int>{3, 5, 6, 7, 8});
    CHECK(std::vector<int>{start_on("highland", 1), start_on("highland", 2),
                           start_on("highland", 3), start_on("highland", 4),
                           start_on("highland", 5)} == std::vector<int>{4, 6, 7, 7, 8});
    CHECK(std::vector<int>{start_on("flatland", 1), start_on("flatland", 2),
                           start_on("flatland", 3), start_on("flatland", 4),
                           start_on("flatland", 5)} == std::vector<int>{2, 5, 6, 7, 8});
}

TEST_CASE("R3: lowest melee + 2 on Coastland and Highland is moved below the eighth face",
          "[solo][start][R3]") {
    const SoloData& data = shipped();
    for (const char* id : {"coastland", "highland"}) {
        auto start = resolve_start(*data.find_terrain(id), *data.find_battle(4),
                                   EighthFaceRule::below_eighth);
        CHECK(start.status == StartFace::Status::adjusted);
        CHECK(start.literal == 8);
        CHECK(start.face == 7);
        auto literal =
            resolve_start(*data.find_terrain(id), *data.find_battle(4), EighthFaceRule::literal);
        CHECK(literal.status == StartFace::Status::degenerate);
        CHECK(literal.face == 8);
    }
    for (const char* id : {"swampland", "flatland"}) {
        CHECK(resolve_start(*data.find_terrain(id), *data.find_battle(4),
                            EighthFaceRule::below_eighth)
                  .status == StartFace::Status::ok);
    }
}

TEST_CASE("R20: the fifth battle starts on the eighth face and is never moved",
          "[solo][start][R20]") {
    const SoloData& data = shipped();
    const Position& fifth = *data.find_battle(5);
    CHECK_FALSE(fifth.eighth_face_wins);
    CHECK(fifth.direction == Direction::down);
    for (const auto& terrain : data.terrains) {
        auto start = resolve_start(terrain, fifth, EighthFaceRule::below_eighth);
        CHECK(start.status == StartFace::Status::ok);
        CHECK(start.face == 8);
    }
}

TEST_CASE("R4: the lowest face is searched from face 1 literally; a missing icon does not resolve",
          "[solo][start][R4]") {
    TerrainType odd;
    odd.id = "odd";
    odd.faces = {"magic", "melee", "melee", "missile", "missile", "melee", "melee", "eighth"};
    Position first;
    first.icon = "missile";
    first.plus = 0;
    CHECK(resolve_start(odd, first, EighthFaceRule::below_eighth).face == 4);
    Position third;
    third.icon = "melee";
    third.plus = 1;
    auto start = resolve_start(odd, third, EighthFaceRule::below_eighth);
    CHECK(start.face == 3);  // +1 counts faces, whatever they show
    TerrainType bare;
    bare.faces = {"magic", "magic", "magic", "melee", "melee", "melee", "melee", "eighth"};
    auto none = resolve_start(bare, first, EighthFaceRule::below_eighth);
    CHECK(none.status == StartFace::Status::no_icon);
    CHECK_FALSE(none.resolved());
}
