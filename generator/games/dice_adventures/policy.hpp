#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "games/dice_adventures/play_values.hpp"

namespace pnpkit::dice_adventures {

enum class PolicyKind { optimal, greedy, none };

struct PolicyInfo {
    PolicyKind kind;
    std::string_view name;
    std::string_view summary;
};
std::span<const PolicyInfo> all_policies();
const PolicyInfo* find_policy(std::string_view name);

// A player: the decision it takes in a state that waits for one. Not thread-safe: one per thread.
class Policy {
public:
    virtual ~Policy() = default;
    virtual Action choose(const State& state) = 0;
};

// A policy of this kind; `solver` serves the optimal and greedy ones and must outlive it.
std::unique_ptr<Policy> make_policy(PolicyKind kind, Solver& solver);

// What each end of an adventure is worth to the greedy policy: the score the game would have if it
// ended once the adventure's outcome is settled (items kept count at their price in treasure).
OutcomeValues greedy_outcomes(Solver& solver, const Camp& camp, int card);

}  // namespace pnpkit::dice_adventures
