#include "games/common/control_variate.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit::ladder {

namespace {

double mean_of(std::span<const double> values) {
    double sum = 0;
    for (double v : values) sum += v;
    return sum / static_cast<double>(values.size());
}

// The regression of `target` on the n paired `control` games: the estimate with the control's mean
// taken as `control_mean`, whose own variance `control_mean_variance` (0 when exact) adds beta^2
// times it.
std::optional<ControlEstimate> regress(std::span<const double> target,
                                       std::span<const double> paired, double control_mean,
                                       double control_mean_variance) {
    std::size_t n = target.size();
    double mean_a = mean_of(target);
    double mean_cn = mean_of(paired);
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
    double variance = residual / static_cast<double>(n) + beta * beta * control_mean_variance;
    ControlEstimate out;
    out.mean = mean_a - beta * (mean_cn - control_mean);
    out.half_width = 1.96 * std::sqrt(variance);
    out.beta = beta;
    out.plain_half_width =
        1.96 * std::sqrt(syy / static_cast<double>(n - 1) / static_cast<double>(n));
    out.games = n;
    return out;
}

}  // namespace

std::optional<ControlEstimate> control_variate_mean(std::span<const double> target,
                                                    std::span<const double> control) {
    std::size_t n = target.size();
    std::size_t big_n = control.size();
    if (n < 3 || big_n < n) return std::nullopt;
    double mean_cbig = mean_of(control);
    double var_control = 0;
    for (double c : control) var_control += (c - mean_cbig) * (c - mean_cbig);
    var_control /= static_cast<double>(big_n - 1);
    auto out =
        regress(target, control.first(n), mean_cbig, var_control / static_cast<double>(big_n));
    if (out) out->control_games = big_n;
    return out;
}

std::optional<ControlEstimate> control_variate_known(std::span<const double> target,
                                                     std::span<const double> control,
                                                     double control_mean) {
    if (target.size() < 3 || control.size() != target.size()) return std::nullopt;
    return regress(target, control, control_mean, 0.0);
}

}  // namespace pnpkit::ladder
