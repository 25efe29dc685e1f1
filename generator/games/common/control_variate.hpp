#pragma once

#include <cstdint>
#include <optional>
#include <span>

// Control variates for the strength ladders: a slow row's mean estimated with a cheap row of the
// same games, whose results move with it, as the control. Both estimates are regressions, not plain
// means; a ladder prints them labelled as such beside the plain row.
namespace pnpkit::ladder {

struct ControlEstimate {
    double mean = 0;
    double half_width = 0;            // of the 95% interval (normal approximation)
    double beta = 0;                  // the regression slope of the target on the control
    double plain_half_width = 0;      // the plain mean's, on the same n games, for comparison
    std::uint64_t games = 0;          // n: the paired games
    std::uint64_t control_games = 0;  // N: the control's games (0 when its mean is known exactly)
};

// The control-variate estimate of the mean of `target` (n games) given `control` (N >= n games,
// of which the first n are paired with the target's): mean_n(A) - beta * (mean_n(C) - mean_N(C)),
// beta the least-squares slope of A on C over the n pairs. Derivation: the estimate equals
// mean_n(A - beta C) + beta mean_N(C); the first n control games lie among the N, so the two terms'
// covariance is Cov(A - beta C, C) / N, which is zero for the least-squares beta; hence its
// variance is Var(A - beta C) / n + beta^2 Var(C) / N (the residual variance with n - 2 degrees of
// freedom; beta's own estimation error is of order 1/n^2 and left out). nullopt when n < 3,
// N < n or the control does not vary on the n pairs.
std::optional<ControlEstimate> control_variate_mean(std::span<const double> target,
                                                    std::span<const double> control);

// The same with the control's mean known exactly (`control_mean`, e.g. an exact solver's expected
// score, the control being that solver's play on the n games): mean_n(A) - beta * (mean_n(C) -
// control_mean), of variance Var(A - beta C) / n. `control` holds the n paired games. nullopt when
// n < 3, the sizes differ or the control does not vary.
std::optional<ControlEstimate> control_variate_known(std::span<const double> target,
                                                     std::span<const double> control,
                                                     double control_mean);

}  // namespace pnpkit::ladder
