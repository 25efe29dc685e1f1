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

}  // namespace pnpkit
