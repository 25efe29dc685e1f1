#pragma once

#include <cstdint>
#include <span>

namespace pnpkit {

// A proportion's 95% confidence interval, as fractions from 0 to 1.
struct Interval {
    double low = 0;
    double high = 0;
};

// The Wilson score interval at 95% for `successes` out of `trials`; {0, 1} for no trials.
Interval wilson_interval(std::uint64_t successes, std::uint64_t trials);

// A mean and the half-width of its 95% confidence interval (normal approximation).
struct MeanInterval {
    double mean = 0;
    double half_width = 0;
};

// The 95% half-width of the mean of `n` values from their sum and sum of squares (sample
// variance); 0 for fewer than two values, and never negative from rounding.
double mean_half_width(double n, double sum, double sum_of_squares);
// The mean of `values` and its 95% half-width; {0, 0} for none, a half-width of 0 for one.
MeanInterval mean_interval(std::span<const double> values);

}  // namespace pnpkit
