#include "games/domino_run/sim_report.hpp"

#include <string>

#include "core/interval.hpp"

namespace pnpkit::domino_run {

namespace {

layout::Histogram counts_chart(std::string title, std::string x_label, std::string y_label,
                               const std::vector<std::uint64_t>& counts, int first) {
    layout::Histogram h{std::move(title), std::move(x_label), std::move(y_label), first, {}};
    for (std::size_t i = static_cast<std::size_t>(first); i < counts.size(); ++i)
        h.counts.push_back(static_cast<double>(counts[i]));
    return h;
}

std::string games_text(std::uint64_t games) {
    return layout::format_value(static_cast<double>(games), layout::ValueFormat::count) + " games";
}

}  // namespace

layout::ChartReport simulation_report(const std::vector<PolicyRun>& runs, std::size_t focus,
                                      std::uint64_t seed) {
    const PolicyRun& main = runs.at(focus);
    const SimulationStats& s = main.stats;
    std::string name(main.policy->name());
    layout::ChartReport report;
    report.title = "Domino Run: simulated games";
    report.lines.push_back(games_text(s.games) + " a policy, seed " + std::to_string(seed) +
                           "; game i plays on the random streams 2i and 2i + 1 of the seed, so "
                           "any thread count gives these figures.");
    report.lines.push_back("The win rates compare the policies; the other charts are policy " +
                           name + "'s (pnpkit simulate domino-run --games " +
                           std::to_string(s.games) + " --seed " + std::to_string(seed) +
                           " --policy " + name + ").");

    layout::BarChart wins;
    wins.title = "Win rate by policy";
    wins.x_label = "policy (whiskers: 95% Wilson interval)";
    wins.y_label = "games won";
    wins.format = layout::ValueFormat::percent;
    for (const PolicyRun& run : runs) {
        Interval ci = wilson_interval(run.stats.wins, run.stats.games);
        double rate = run.stats.games == 0 ? 0.0
                                           : static_cast<double>(run.stats.wins) /
                                                 static_cast<double>(run.stats.games);
        std::string label(run.policy->name());
        if (run.stats.games != s.games) label += " (" + games_text(run.stats.games) + ")";
        wins.bars.push_back({label, rate, ci.low, ci.high});
    }
    report.charts.emplace_back(std::move(wins));
    report.charts.emplace_back(
        counts_chart("Keys reached (" + name + ")", "keys claimed by the end", "games", s.keys, 0));
    report.charts.emplace_back(
        counts_chart("Turns played (" + name + ")", "turns", "games", s.turns, 1));
    report.charts.emplace_back(counts_chart("Keys held when lost (" + name + ")",
                                            "keys claimed when caught with no treasure", "losses",
                                            s.losses_keys, 0));
    return report;
}

}  // namespace pnpkit::domino_run
