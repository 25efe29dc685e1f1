#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "games/dice_adventures/engine.hpp"
#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// What the strategy card's decisions of one kind cost: how many there were, how many lost
// anything, and their summed loss of expected final score against the optimal choice.
struct LossTally {
    std::uint64_t decisions = 0;
    std::uint64_t losing = 0;  // decisions losing more than 1e-9 points
    double loss = 0;
};

// Where the card loses over a set of games: by the card's rule that decided, and by the kind of
// the card's choice against the kind of the optimal one ("Bard re-roll -> stop").
struct CardLosses {
    std::uint64_t games = 0;
    double card_score = 0;  // summed final scores of the card's games
    std::vector<LossTally> by_rule;
    std::map<std::string, LossTally> by_kind;
    double total_loss() const;
};

// The card policy's games `first` .. `first + games - 1` of the ladder's seed (game i on
// Rng(seed).stream(i), as the ladder's card row), each decision valued as `review` values it (the
// exact solver's expected final score of every legal choice, PlayValues): the loss of the card's
// choice against the best. `solver` must be solved for `party`. Its expected total loss per game
// is the optimum's expected score minus the card's.
CardLosses card_losses(Solver& solver, std::span<const int> party, std::uint64_t seed,
                       std::uint64_t first, std::uint64_t games);

// A short name of an action's kind for the breakdown: "Bard re-roll", "Cleric change", "stop",
// "buy provisions", "leave the shop", ...
std::string action_kind_name(const Rules& rules, const State& state, const Action& action);

}  // namespace pnpkit::dice_adventures
