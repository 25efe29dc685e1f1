#pragma once

#include <cstddef>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"

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

}  // namespace pnpkit::games::dragon_dice_solo
