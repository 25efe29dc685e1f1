#pragma once

#include <cstdint>

namespace pnpkit {

// A proportion's 95% confidence interval, as fractions from 0 to 1.
struct Interval {
    double low = 0;
    double high = 0;
};

// The Wilson score interval at 95% for `successes` out of `trials`; {0, 1} for no trials.
Interval wilson_interval(std::uint64_t successes, std::uint64_t trials);

}  // namespace pnpkit
