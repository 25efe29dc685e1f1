#include "games/domino_run/sim_report.hpp"

#include <catch2/catch.hpp>

#include "core/interval.hpp"
#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;

TEST_CASE("the simulation report: every policy's win rate with its interval, the focus's counts",
          "[domino-run]") {
    Rules rules = test::rules();
    std::vector<PolicyRun> runs;
    for (const auto& p : all_policies()) {
        std::uint64_t games = p->name() == "look-ahead" ? 4 : 60;
        runs.push_back({p.get(), simulate(rules, *p, 3, games, 1)});
    }
    layout::ChartReport report = simulation_report(runs, 1, 3);
    REQUIRE(report.charts.size() == 4);
    const auto& wins = std::get<layout::BarChart>(report.charts[0]);
    REQUIRE(wins.bars.size() == runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const SimulationStats& s = runs[i].stats;
        CHECK(wins.bars[i].value ==
              Approx(static_cast<double>(s.wins) / static_cast<double>(s.games)));
        Interval ci = wilson_interval(s.wins, s.games);
        CHECK(*wins.bars[i].low == Approx(ci.low));
        CHECK(*wins.bars[i].high == Approx(ci.high));
    }
    // A bar over fewer games than the focus's names its games.
    CHECK(wins.bars[0].label == "greedy");
    CHECK(wins.bars[2].label == "look-ahead (4 games)");
    // The keys reached by the focus policy (key-minded), from 0 keys up: every game counted once.
    const auto& keys = std::get<layout::Histogram>(report.charts[1]);
    CHECK(keys.first == 0);
    double counted = 0;
    for (double c : keys.counts) counted += c;
    CHECK(counted == 60);
    CHECK(keys.counts.back() == static_cast<double>(runs[1].stats.wins));  // 7 keys: the wins
    CHECK(report.lines[1].find("--policy key-minded") != std::string::npos);
}
