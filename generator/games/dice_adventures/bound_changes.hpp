#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "games/dice_adventures/engine.hpp"

// The changes of dice at the end of an adventure, counted rather than searched, for the
// clairvoyant bound (bound.cpp).
namespace pnpkit::dice_adventures {

// What the searches of one set of rules may share from game to game (nothing of a future in it):
// for dice, powers' uses and gold, the fewest provisions that give each result.
struct ChangeMemo {
    struct Plan {
        std::array<int, k_faces> bought{};  // by result - 1; -1: the result cannot be had
        std::array<std::array<int, k_slots>, k_faces> dice{};
    };
    std::unordered_map<std::uint64_t, Plan> plans;
    // By party size, hireling, adventure and card: the results (bits) of the dice by their values.
    std::unordered_map<std::uint32_t, std::vector<std::int8_t>> results;
};

// Whether every power that changes dice moves them one pip (the changes can then be counted).
bool unit_changes(const Rules& rules);

// For each result, the fewest provisions (at `provision_cost` gold each, out of the gold `s`
// holds) that, with the change powers' uses left, give it from the dice of `s` (acting, every
// change power moving one pip: unit_changes), and the dice they make; every value of every die in
// reach is tried, the pips the powers can move found by max-flow min-cut. Remembered in `memo`
// when its key packs into 64 bits, else written into `scratch`.
const ChangeMemo::Plan& cheapest_changes(const Rules& rules, const State& s, int provision_cost,
                                         ChangeMemo& memo, ChangeMemo::Plan& scratch);

}  // namespace pnpkit::dice_adventures
