#pragma once

#include <vector>

#include "games/dragon_dance/simulate.hpp"
#include "layout/chart_page.hpp"

namespace pnpkit::dragon_dance {

// The charts of `pnpkit simulate dragon-dance --report`: for each matchup, the knight's wins, the
// dragon's wins and the draws with their 95% intervals, and the mean length of a game in rounds.
layout::ChartReport simulation_report(const SimulationSettings& settings,
                                      const std::vector<Tally>& tallies);

}  // namespace pnpkit::dragon_dance
