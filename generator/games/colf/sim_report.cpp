#include "games/colf/sim_report.hpp"

#include <string>

namespace pnpkit::colf {

namespace {

layout::Histogram histogram(std::string title, std::string x_label, std::string y_label,
                            const std::vector<std::uint64_t>& counts, int first) {
    layout::Histogram h;
    h.title = std::move(title);
    h.x_label = std::move(x_label);
    h.y_label = std::move(y_label);
    h.first = first;
    for (std::size_t i = static_cast<std::size_t>(first); i < counts.size(); ++i)
        h.counts.push_back(static_cast<double>(counts[i]));
    return h;
}

std::string tier_label(const ScoreTier& tier) {
    std::string range =
        std::to_string(tier.min) +
        (tier.max < 0 ? "+" : (tier.max == tier.min ? "" : "\u2013" + std::to_string(tier.max)));
    return range + " " + tier.title;
}

}  // namespace

layout::ChartReport simulation_report(const ColfData& data, const std::vector<PolicyRun>& runs,
                                      std::size_t focus, std::uint64_t seed) {
    layout::ChartReport report;
    const PolicyRun& main = runs.at(focus);
    const SimulationStats& s = main.stats;
    std::string name(main.policy->name);
    report.title = "CoLF DaDA: simulated games";
    report.lines.push_back(
        layout::format_value(static_cast<double>(s.games), layout::ValueFormat::count) +
        " games a policy, seed " + std::to_string(seed) +
        "; game i plays on the random stream i of the "
        "seed, so any thread count gives these figures.");
    report.lines.push_back("The win rates compare every policy; the other charts are policy " +
                           name + "'s (pnpkit simulate colf --games " + std::to_string(s.games) +
                           " --seed " + std::to_string(seed) + " --policy " + name + ").");

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
        wins.bars.push_back({std::string(run.policy->name), rate, ci.low, ci.high});
    }
    report.charts.emplace_back(std::move(wins));

    layout::BarChart tiers;
    tiers.title = "Score tiers (" + name + ")";
    tiers.x_label = "turn tokens left at victory";
    tiers.y_label = "games won";
    for (std::size_t i = 0; i < data.tiers.size(); ++i) {
        double n = i < s.tiers.size() ? static_cast<double>(s.tiers[i]) : 0.0;
        tiers.bars.push_back({tier_label(data.tiers[i]), n, std::nullopt, std::nullopt});
    }
    report.charts.emplace_back(std::move(tiers));

    report.charts.emplace_back(
        histogram("Turns used (" + name + ")", "turns", "games", s.turns, 1));
    report.charts.emplace_back(histogram("Level reached (" + name + ")", "hero level at the end",
                                         "games", s.levels, data.settings.start_level));
    report.charts.emplace_back(histogram(
        "Who kills the hero (" + name + ")",
        "monster level (" + std::to_string(data.settings.master_level) + " and up: the Master)",
        "deaths", s.killers, 2));
    return report;
}

}  // namespace pnpkit::colf
