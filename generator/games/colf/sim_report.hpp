#pragma once

#include <cstdint>
#include <vector>

#include "games/colf/model.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/simulate.hpp"
#include "layout/chart_page.hpp"

namespace pnpkit::colf {

// One policy's simulation, for the report.
struct PolicyRun {
    const Policy* policy = nullptr;
    SimulationStats stats;
};

// The charts of `pnpkit simulate colf --report`: the win rate of every policy run with its 95%
// interval, then, for runs[focus], the score tiers of its wins, the turns used, the level reached
// and the levels of the monsters that killed the hero.
layout::ChartReport simulation_report(const ColfData& data, const std::vector<PolicyRun>& runs,
                                      std::size_t focus, std::uint64_t seed);

}  // namespace pnpkit::colf
