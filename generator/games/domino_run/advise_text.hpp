#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "games/domino_run/advise.hpp"

namespace pnpkit::domino_run {

// The ways to play a roll as `advise` lists them, best first: the table, then for each way its
// chance of winning with the interval, where it stops, how the dice pay, the treasures and what
// the enemy does. `top` > 0 shows only the best `top` ways.
std::string advice_text(const State& state, const Rules& rules, const std::vector<Option>& options,
                        int samples, std::uint64_t seed, std::size_t top = 0);

// A chance as "41.5%".
std::string percent(double p);

}  // namespace pnpkit::domino_run
