#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/dice/bounds.hpp"
#include "core/dice/distribution.hpp"

namespace pnpkit::dice {

// Probabilities below this print as 0.0000%; the text table folds such values at either end.
inline constexpr double k_shown_probability = 5e-7;

struct StatsRow {
    std::int64_t value = 0;
    double probability = 0;
    double at_least = 0;  // probability of this value or more
};

// One row for each value of probability above 0, lowest first.
std::vector<StatsRow> stats_rows(const Distribution& distribution);

// The distribution as a text table: value, probability %, at-least %, and a bar of up to
// `bar_width` columns (eighths of a block) scaled to the most likely value. The values at either
// end whose probabilities print as 0.0000% are folded into one line, which runs out to `bounds`.
// Ends with the line "mean M, sd S, min A, max B" (min and max from `bounds`), and a note when
// `omitted` probability was left out. Every line ends with '\n'.
std::string stats_table(const Distribution& distribution, ValueBounds bounds, double omitted,
                        int bar_width);

}  // namespace pnpkit::dice
