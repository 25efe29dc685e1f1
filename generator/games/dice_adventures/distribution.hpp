#pragma once

#include <map>
#include <span>

#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// The chance of each final score of a game played by the solver's optimal policy (ties broken as
// the solver breaks them: stopping before re-rolling, buying less, the first choice in class
// order).
struct ScoreDistribution {
    std::map<int, double> chances;  // final score -> chance

    double mean() const;
    double deviation() const;
    // The lowest score s with P(score <= s) >= q.
    int quantile(double q) const;
};

// The distribution of the final score of a new game with this party (class indices).
ScoreDistribution score_distribution(Solver& solver, std::span<const int> classes);

// The chance of each end of one adventure (result, provisions and weapons left) from a table,
// under optimal play.
OutcomeMass adventure_outcomes(Solver& solver, const Camp& table, int card, bool hireling);

}  // namespace pnpkit::dice_adventures
