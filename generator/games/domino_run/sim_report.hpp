#pragma once

#include <cstdint>
#include <vector>

#include "games/domino_run/policy.hpp"
#include "games/domino_run/simulate.hpp"
#include "layout/chart_page.hpp"

namespace pnpkit::domino_run {

// One policy's simulation, for the report.
struct PolicyRun {
    const Policy* policy = nullptr;
    SimulationStats stats;
};

// The charts of `pnpkit simulate domino-run --report`: the win rate of every policy run with its
// 95% interval (each bar names its games when they differ from runs[focus]'s), then, for
// runs[focus], the keys claimed by the end, the turns played and the keys held when caught for
// good.
layout::ChartReport simulation_report(const std::vector<PolicyRun>& runs, std::size_t focus,
                                      std::uint64_t seed);

}  // namespace pnpkit::domino_run
