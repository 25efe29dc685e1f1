#include "core/dice/stats_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>

namespace pnpkit::dice {

namespace {

// A bar of `eighths` eighths of a column in block characters.
std::string bar(long eighths) {
    static const char* const k_partial[] = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    std::string text;
    for (long i = 0; i < eighths / 8; ++i)
        text += "█";
    return text + k_partial[eighths % 8];
}

std::string span_text(std::int64_t from, std::int64_t to) {
    return from == to ? std::to_string(from) : std::to_string(from) + " to " + std::to_string(to);
}

// The rows of probabilities `p` of the values from `min` on, in runs of `group`; `above` is the
// probability of the values past them.
std::vector<StatsRow> rows_of(std::span<const double> p, std::int64_t min, std::int64_t group,
                              double above) {
    std::vector<StatsRow> rows;
    auto width = static_cast<std::int64_t>(p.size());
    std::int64_t last_start = width == 0 ? 0 : (width - 1) / group * group;
    for (std::int64_t start = last_start; start >= 0 && width > 0; start -= group) {
        std::int64_t end = std::min(width, start + group);
        double run = 0;
        for (std::int64_t i = end; i-- > start;)
            run += p[static_cast<std::size_t>(i)];
        above += run;
        if (run > 0) {
            rows.push_back(StatsRow{min + start, min + end - 1, run, std::min(above, 1.0)});
        }
    }
    std::reverse(rows.begin(), rows.end());
    return rows;
}

}  // namespace

std::int64_t group_for(std::int64_t span, std::int64_t rows) {
    return std::max<std::int64_t>(1, (span + rows - 1) / rows);
}

std::vector<StatsRow> stats_rows(const Distribution& distribution, std::int64_t group) {
    return rows_of(distribution.probabilities(), distribution.min(), group, 0);
}

std::string stats_table(const Distribution& distribution, ValueBounds bounds, double omitted,
                        int bar_width) {
    // The values between the first and the last that print as more than 0.0000%, in runs.
    auto p = distribution.probabilities();
    auto shown = [&](std::size_t i) { return p[i] >= k_shown_probability; };
    std::size_t first_index = 0, end_index = p.size();
    while (first_index < p.size() && !shown(first_index))
        ++first_index;
    while (end_index > first_index && !shown(end_index - 1))
        --end_index;
    std::int64_t group = group_for(static_cast<std::int64_t>(end_index - first_index), k_max_table_rows);
    double above_shown = 0;
    for (std::size_t i = end_index; i < p.size(); ++i)
        above_shown += p[i];
    std::vector<StatsRow> rows =
        rows_of(p.subspan(first_index, end_index - first_index),
                distribution.min() + static_cast<std::int64_t>(first_index), group, above_shown);
    double most = 0;
    for (const StatsRow& row : rows)
        most = std::max(most, row.probability);
    auto label = [](const StatsRow& row) { return span_text(row.value, row.to); };
    int value_width = 5;
    for (const StatsRow& row : rows)
        value_width = std::max(value_width, static_cast<int>(label(row).size()));

    std::string out;
    char line[160];
    std::snprintf(line, sizeof line, "%*s  %11s  %9s\n", value_width, "value", "probability",
                  "at least");
    out += line;
    for (const StatsRow& row : rows) {
        std::snprintf(line, sizeof line, "%*s  %10.4f%%  %8.4f%%", value_width, label(row).c_str(),
                      100 * row.probability, 100 * row.at_least);
        out += line;
        auto eighths = std::lround(row.probability / most * bar_width * 8);
        out += eighths > 0 ? "  " + bar(eighths) + "\n" : "\n";
    }
    if (group > 1) {
        out += "values in runs of " + std::to_string(group) + " (" +
               std::to_string(end_index - first_index) + " values)\n";
    }
    std::vector<std::string> folded;
    std::int64_t first_value = distribution.min() + static_cast<std::int64_t>(first_index);
    std::int64_t end_value = distribution.min() + static_cast<std::int64_t>(end_index);
    if (rows.empty()) {
        folded.push_back(span_text(bounds.min, bounds.max));
    } else {
        // Folded values run from the bounds to the values beside the shown ones.
        if (bounds.min <= first_value - 1)
            folded.push_back(span_text(bounds.min, first_value - 1));
        if (end_value <= bounds.max)
            folded.push_back(span_text(end_value, bounds.max));
    }
    if (!folded.empty()) {
        out += "not shown, each below 0.00005%: " + folded.front();
        if (folded.size() == 2)
            out += " and " + folded.back();
        out += "\n";
    }
    std::snprintf(line, sizeof line, "mean %.4f, sd %.4f, min %lld, max %lld\n",
                  distribution.mean(), distribution.standard_deviation(),
                  static_cast<long long>(bounds.min), static_cast<long long>(bounds.max));
    out += line;
    if (omitted > 0) {
        std::snprintf(
            line, sizeof line,
            "note: the longest explosion chains, %.1e of the probability in all, are left out "
            "(below 2^-53)\n",
            omitted);
        out += line;
    }
    return out;
}

}  // namespace pnpkit::dice
