#include "games/domino_run/control_variate.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit::domino_run {

namespace {

double mean_of(std::span<const double> values) {
    double sum = 0;
    for (double v : values) sum += v;
    return sum / static_cast<double>(values.size());
}

}  // namespace

std::optional<ControlEstimate> control_variate_mean(std::span<const double> target,
                                                    std::span<const double> control) {
    std::size_t n = target.size();
    std::size_t big_n = control.size();
    if (n < 3 || big_n < n) return std::nullopt;
    std::span<const double> paired = control.first(n);
    double mean_a = mean_of(target);
    double mean_cn = mean_of(paired);
    double mean_cbig = mean_of(control);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        double dc = paired[i] - mean_cn;
        double da = target[i] - mean_a;
        sxy += dc * da;
        sxx += dc * dc;
        syy += da * da;
    }
    if (sxx <= 0) return std::nullopt;
    double beta = sxy / sxx;
    // The residuals' sum of squares, A - mean - beta (C - mean), with n - 2 degrees of freedom.
    double residual = std::max(0.0, syy - beta * sxy) / static_cast<double>(n - 2);
    double var_control = 0;
    for (double c : control) var_control += (c - mean_cbig) * (c - mean_cbig);
    var_control /= static_cast<double>(big_n - 1);
    double variance =
        residual / static_cast<double>(n) + beta * beta * var_control / static_cast<double>(big_n);
    ControlEstimate out;
    out.mean = mean_a - beta * (mean_cn - mean_cbig);
    out.half_width = 1.96 * std::sqrt(variance);
    out.beta = beta;
    out.plain_half_width =
        1.96 * std::sqrt(syy / static_cast<double>(n - 1) / static_cast<double>(n));
    out.games = n;
    out.control_games = big_n;
    return out;
}

}  // namespace pnpkit::domino_run
