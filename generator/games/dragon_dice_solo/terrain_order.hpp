#pragma once

#include <cstddef>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// One roll of some of the terrain dice: the first of all of them, then one per tie re-rolled.
struct OrderRound {
    int tied_on = 0;                // the value the re-rolled dice tied on (0: the first roll)
    std::vector<std::size_t> dice;  // indices of the dice rolled, in the order they were listed
    std::vector<int> results;       // what each showed
};

struct TerrainOrderResult {
    std::vector<OrderRound> rounds;
    std::vector<std::size_t> order;  // die indices, first terrain first
    std::vector<int> places;         // places[die] = 1-based place of that die
};

// Orders `count` terrain dice of `faces` faces (3.1): lowest first; dice that tie are rolled again
// among themselves, as often as they keep tying, and keep the places of the value they tied on
// (ruling R2). `faces` must be at least 2, or ties could never be broken.
TerrainOrderResult order_terrains(std::size_t count, int faces, const RollDie& roll);

// The rules' worked example (terrain_order.toml) played back: its rolls, then its re-rolls as the
// ties ask for them.
struct ExampleReplay {
    TerrainOrderResult result;
    bool ran_out = false;    // the dice still tie after the re-rolls the example gives
    bool left_over = false;  // the example gives more re-rolls than its ties need
};

// Orders the example's dice as order_terrains() would; `faces` must be at least 2.
ExampleReplay replay_example(const OrderExample& example, int faces);

}  // namespace pnpkit::games::dragon_dice_solo
