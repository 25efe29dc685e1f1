#pragma once

#include <optional>
#include <vector>

#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// One die of the roll, or two combined, as a plan spends it.
struct Spend {
    int die = -1;      // the die's index in the roll
    int partner = -1;  // the other die of the combination (ruling R4), or -1
    int value = 0;     // what it pays with, after conversions and combining
    // Ability slots that turn the die's face (and its partner's), in the order used (R5).
    std::vector<int> conversions;
    std::vector<int> partner_conversions;
};

// One way of spending a roll (rulings R2-R5): the dice in the order spent, and for each place
// entered on the way the spend that pays it.
struct Plan {
    int end = 0;  // the place the player stops on
    std::vector<Spend> spends;
    // paid_by[i] is the spend paying for place player + 1 + i; -1 when it is free and entered
    // before any die is spent.
    std::vector<int> paid_by;

    bool combined() const;
    int conversions() const;
};

// The farthest place the roll can carry the player to; every place from the player's to it can
// be stopped on (R3). Tries every order of the dice, every conversion the ability tiles allow and
// every combination of two dice.
int farthest(const State& state);

// A plan that stops on `end` using the least: no combination when it can do without, then the
// fewest conversions, then the fewest dice. nullopt when `end` is behind the player or out of
// reach.
std::optional<Plan> plan_to(const State& state, int end);

}  // namespace pnpkit::domino_run
