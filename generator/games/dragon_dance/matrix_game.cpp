#include "games/dragon_dance/matrix_game.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::dragon_dance {

namespace {

constexpr double k_eps = 1e-12;

}  // namespace

// The column player's problem on a strictly positive matrix B = A + shift:
//   maximise sum(y) subject to B y <= 1, y >= 0.
// At the optimum z = sum(y), the game value of B is 1/z, the column strategy is y/z and the row
// strategy is the dual solution (the objective row under the slack columns) over z.
MixedSolution solve_zero_sum(const PayoffMatrix& payoff) {
    const std::size_t m = payoff.rows();
    const std::size_t n = payoff.cols();
    assert(m > 0 && n > 0);
    double lowest = payoff.at(0, 0);
    for (std::size_t i = 0; i < m; ++i) {
        for (std::size_t j = 0; j < n; ++j)
            lowest = std::min(lowest, payoff.at(i, j));
    }
    const double shift = 1.0 - lowest;

    const std::size_t width = n + m + 1;  // y, slacks, right-hand side
    std::vector<double> t((m + 1) * width, 0.0);
    auto cell = [&](std::size_t r, std::size_t c) -> double& { return t[r * width + c]; };
    std::vector<std::size_t> basis(m);
    for (std::size_t i = 0; i < m; ++i) {
        for (std::size_t j = 0; j < n; ++j)
            cell(i, j) = payoff.at(i, j) + shift;
        cell(i, n + i) = 1.0;
        cell(i, width - 1) = 1.0;
        basis[i] = n + i;
    }
    for (std::size_t j = 0; j < n; ++j)
        cell(m, j) = -1.0;

    for (;;) {
        std::size_t enter = width;
        for (std::size_t j = 0; j + 1 < width; ++j) {
            if (cell(m, j) < -k_eps) {
                enter = j;
                break;
            }
        }
        if (enter == width)
            break;
        std::size_t leave = m;
        double best = 0.0;
        for (std::size_t i = 0; i < m; ++i) {
            double a = cell(i, enter);
            if (a <= k_eps)
                continue;
            double ratio = cell(i, width - 1) / a;
            if (leave == m || ratio < best - k_eps ||
                (ratio <= best + k_eps && basis[i] < basis[leave])) {
                leave = i;
                best = ratio;
            }
        }
        assert(leave < m);  // bounded: every entry of B is positive
        double pivot = cell(leave, enter);
        for (std::size_t c = 0; c < width; ++c)
            cell(leave, c) /= pivot;
        for (std::size_t r = 0; r <= m; ++r) {
            if (r == leave)
                continue;
            double factor = cell(r, enter);
            if (factor == 0.0)
                continue;
            for (std::size_t c = 0; c < width; ++c)
                cell(r, c) -= factor * cell(leave, c);
        }
        basis[leave] = enter;
    }

    const double z = cell(m, width - 1);
    MixedSolution out;
    out.value = 1.0 / z - shift;
    out.col.assign(n, 0.0);
    for (std::size_t i = 0; i < m; ++i) {
        if (basis[i] < n)
            out.col[basis[i]] = std::max(0.0, cell(i, width - 1) / z);
    }
    out.row.assign(m, 0.0);
    for (std::size_t i = 0; i < m; ++i)
        out.row[i] = std::max(0.0, cell(m, n + i) / z);
    return out;
}

std::size_t sample(const std::vector<double>& probabilities, double u) {
    assert(!probabilities.empty());
    double total = 0.0;
    for (double p : probabilities)
        total += p;
    double target = u * total;
    double cumulative = 0.0;
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        cumulative += probabilities[i];
        if (target < cumulative)
            return i;
    }
    // Rounding left the draw past the end: take the last index with any weight.
    for (std::size_t i = probabilities.size(); i-- > 0;) {
        if (probabilities[i] > 0.0)
            return i;
    }
    return probabilities.size() - 1;
}

}  // namespace pnpkit::dragon_dance
