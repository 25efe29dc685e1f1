#include "core/interval.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit {

Interval wilson_interval(std::uint64_t successes, std::uint64_t trials) {
    if (trials == 0) return {0, 1};
    const double z = 1.959963984540054;
    double n = static_cast<double>(trials);
    double p = static_cast<double>(successes) / n;
    double denominator = 1 + z * z / n;
    double centre = (p + z * z / (2 * n)) / denominator;
    double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {
constexpr double k_normal_95 = 1.96;  // the normal distribution's two-sided 95% point, as published
}  // namespace

double mean_half_width(double n, double sum, double sum_of_squares) {
    if (n < 2) return 0;
    double mean = sum / n;
    double variance = std::max(0.0, (sum_of_squares - n * mean * mean) / (n - 1));
    return k_normal_95 * std::sqrt(variance / n);
}

MeanInterval mean_interval(std::span<const double> values) {
    if (values.empty()) return {};
    double n = static_cast<double>(values.size());
    double sum = 0;
    for (double v : values) sum += v;
    double mean = sum / n;
    if (values.size() < 2) return {mean, 0};
    double squares = 0;  // about the mean: two passes keep long runs of near-equal values exact
    for (double v : values) squares += (v - mean) * (v - mean);
    return {mean, k_normal_95 * std::sqrt(squares / (n - 1) / n)};
}

}  // namespace pnpkit
