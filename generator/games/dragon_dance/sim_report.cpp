#include "games/dragon_dance/sim_report.hpp"

#include <string>

namespace pnpkit::dragon_dance {

namespace {

std::string matchup_label(const Matchup& m) {
    return std::string(to_string(m.knight)) + " v " + std::string(to_string(m.dragon));
}

layout::BarChart outcome_chart(const std::string& title, const std::vector<Tally>& tallies,
                               Proportion Tally::*outcome) {
    layout::BarChart chart;
    chart.title = title;
    chart.x_label = "knight v dragon (whiskers: 95% Wilson interval)";
    chart.y_label = "games";
    chart.format = layout::ValueFormat::percent;
    chart.y_max = 1.0;
    for (const Tally& t : tallies) {
        const Proportion& p = t.*outcome;
        chart.bars.push_back({matchup_label(t.matchup), p.rate, p.low, p.high});
    }
    return chart;
}

}  // namespace

layout::ChartReport simulation_report(const SimulationSettings& settings,
                                      const std::vector<Tally>& tallies) {
    layout::ChartReport report;
    report.title = "Dragon Dance: simulated games";
    report.lines.push_back(layout::format_value(settings.games, layout::ValueFormat::count) +
                           " games a matchup, seed " + std::to_string(settings.seed) +
                           ", at most " + std::to_string(settings.max_rounds) +
                           " rounds a game; game i of each matchup plays on the random stream i "
                           "of the seed.");
    report.charts.emplace_back(outcome_chart("Knight wins", tallies, &Tally::knight_wins));
    report.charts.emplace_back(outcome_chart("Dragon wins", tallies, &Tally::dragon_wins));
    report.charts.emplace_back(outcome_chart("Draws (both knocked out)", tallies, &Tally::draws));
    layout::BarChart rounds;
    rounds.title = "Length of a game";
    rounds.x_label = "knight v dragon (whiskers: 95% interval of the mean)";
    rounds.y_label = "rounds (mean)";
    rounds.format = layout::ValueFormat::decimal;
    for (const Tally& t : tallies) {
        rounds.bars.push_back({matchup_label(t.matchup), t.mean_rounds,
                               t.mean_rounds - t.rounds_margin, t.mean_rounds + t.rounds_margin});
    }
    report.charts.emplace_back(std::move(rounds));
    return report;
}

}  // namespace pnpkit::dragon_dance
