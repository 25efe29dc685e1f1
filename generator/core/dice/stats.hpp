#pragma once

#include <variant>

#include "core/dice/bounds.hpp"
#include "core/dice/distribution.hpp"
#include "core/dice/expression.hpp"

namespace pnpkit::dice {

struct ExactStats {
    Distribution distribution;
    // The least and greatest values the expression can take, however unlikely: the distribution
    // leaves out values whose probability is below what a double holds (1000d6 = 1000).
    ValueBounds bounds;
    // Probability left out of an exploding keep/drop when the work ran out with less than
    // k_negligible_mass of it still to place (0 almost always).
    double omitted = 0;
};

// The exact distribution of an expression's value: pools by pool_distribution, sums and differences
// by convolution, products pair by pair. When the work would pass `budget` multiply-adds (or a
// distribution would be wider than k_max_width), returns a DiceError at the part that is too large.
std::variant<ExactStats, DiceError> exact_stats(const Expression& expression,
                                                double budget = k_default_budget);

}  // namespace pnpkit::dice
