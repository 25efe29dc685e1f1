#include "core/dice/stats_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

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

}  // namespace

std::vector<StatsRow> stats_rows(const Distribution& distribution) {
    std::vector<StatsRow> rows;
    auto p = distribution.probabilities();
    double above = 0;
    for (std::size_t i = p.size(); i-- > 0;) {
        above += p[i];
        if (p[i] > 0)
            rows.push_back(
                StatsRow{distribution.min() + static_cast<std::int64_t>(i), p[i], above});
    }
    std::reverse(rows.begin(), rows.end());
    return rows;
}

std::string stats_table(const Distribution& distribution, ValueBounds bounds, double omitted,
                        int bar_width) {
    std::vector<StatsRow> rows = stats_rows(distribution);
    auto shown = [](const StatsRow& row) { return row.probability >= k_shown_probability; };
    auto first = std::find_if(rows.begin(), rows.end(), shown);
    auto last = std::find_if(rows.rbegin(), rows.rend(), shown).base();
    double most = 0;
    for (const StatsRow& row : rows)
        most = std::max(most, row.probability);
    int value_width = 5;
    for (const StatsRow& row : rows)
        value_width = std::max(value_width, static_cast<int>(std::to_string(row.value).size()));

    std::string out;
    char line[128];
    std::snprintf(line, sizeof line, "%*s  %11s  %9s\n", value_width, "value", "probability",
                  "at least");
    out += line;
    for (auto it = first; it < last; ++it) {
        std::snprintf(line, sizeof line, "%*lld  %10.4f%%  %8.4f%%", value_width,
                      static_cast<long long>(it->value), 100 * it->probability, 100 * it->at_least);
        out += line;
        auto eighths = std::lround(it->probability / most * bar_width * 8);
        out += eighths > 0 ? "  " + bar(eighths) + "\n" : "\n";
    }
    std::vector<std::string> folded;
    if (first == rows.end()) {
        folded.push_back(span_text(bounds.min, bounds.max));
    } else {
        // Folded values run from the bounds to the rows beside the shown ones (or next to them
        // when the distribution lost the extremes to underflow).
        std::int64_t below = first != rows.begin() ? std::prev(first)->value : first->value - 1;
        std::int64_t above = last != rows.end() ? last->value : std::prev(last)->value + 1;
        if (bounds.min <= below)
            folded.push_back(span_text(bounds.min, below));
        if (above <= bounds.max)
            folded.push_back(span_text(above, bounds.max));
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
            "(past the work limit)\n",
            omitted);
        out += line;
    }
    return out;
}

}  // namespace pnpkit::dice
