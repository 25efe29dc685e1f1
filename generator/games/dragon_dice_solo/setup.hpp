#pragma once

#include <string>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/model.hpp"
#include "games/dragon_dice_solo/start_face.hpp"
#include "games/dragon_dice_solo/terrain_order.hpp"

namespace pnpkit::games::dragon_dice_solo {

// The terrains a player brings (3.0), as types in the order given; `copy` numbers repeats of a
// type.
struct TerrainPick {
    const TerrainType* terrain = nullptr;
    int copy = 1;           // 2 for the second highland given, ...
    bool repeated = false;  // more than one of this type was given
};

// "Coastland", or "Highland #2" when the player brings more than one of a type.
std::string pick_name(const TerrainPick& pick);

// Reads the player's terrain names (ids or names, any case) and checks them against the rules:
// as many terrains as the order table asks for (five), at least one of each type, any type for the
// rest (3.0, ruling R18). Each problem is a sentence in `problems`; the picks are valid when empty.
std::vector<TerrainPick> pick_terrains(const SoloData& data, const std::vector<std::string>& names,
                                       std::vector<std::string>& problems);

// One terrain once the order is known: where its die starts and who waits there.
struct PlacedTerrain {
    std::size_t die = 0;  // index into the picks
    int roll = 0;         // the die's first roll
    const Position* position = nullptr;
    const ArmyType* army = nullptr;
    StartFace start;
};

struct SetupResult {
    TerrainOrderResult order;
    std::vector<PlacedTerrain> placed;  // first terrain first
};

// Rolls the terrain dice for order (3.1) and places the armies and starting faces (3.2).
// The picks must be valid (pick_terrains) and the data validated.
SetupResult set_up(const SoloData& data, const std::vector<TerrainPick>& picks,
                   const RollDie& roll);

}  // namespace pnpkit::games::dragon_dice_solo
