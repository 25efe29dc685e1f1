#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/dice/bounds.hpp"
#include "core/dice/distribution.hpp"

namespace pnpkit::dice {

// Probabilities below this print as 0.0000%; the text table folds such values at either end.
inline constexpr double k_shown_probability = 5e-7;
// The most lines of values the text table prints; wider distributions are grouped in runs.
inline constexpr std::int64_t k_max_table_rows = 100;

// The most rows --format json lists; wider distributions are listed in runs.
inline constexpr std::int64_t k_max_listed_rows = 10000;

// One value, or a run of values from `value` to `to`.
struct StatsRow {
    std::int64_t value = 0;
    std::int64_t to = 0;
    double probability = 0;  // of any value of the run
    double at_least = 0;     // of `value` or more, at most 1
};

// The shortest run length that lists `span` values in at most `rows` rows.
std::int64_t group_for(std::int64_t span, std::int64_t rows);

// One row for each run of `group` values (from the distribution's min) of probability above 0,
// lowest first; memory grows with the number of rows, not of values.
std::vector<StatsRow> stats_rows(const Distribution& distribution, std::int64_t group = 1);

// The distribution as a text table: value, probability %, at-least %, and a bar of up to
// `bar_width` columns (eighths of a block) scaled to the most likely value. The values at either
// end whose probabilities print as 0.0000% are folded into one line, which runs out to `bounds`;
// when more than k_max_table_rows values are left, they are printed in runs, and a line says so.
// Ends with the line "mean M, sd S, min A, max B" (min and max from `bounds`), and a note when
// `omitted` probability was left out. Every line ends with '\n'.
std::string stats_table(const Distribution& distribution, ValueBounds bounds, double omitted,
                        int bar_width);

}  // namespace pnpkit::dice
