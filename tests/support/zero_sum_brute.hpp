#pragma once

#include <gmpxx.h>

#include <bit>
#include <cstddef>
#include <optional>
#include <vector>

#include "games/dragon_dance/matrix_game.hpp"

// A brute-force solver of small zero-sum games in exact arithmetic, to check
// dragon_dance::solve_zero_sum against (unit tests and the matrix_game fuzz harness).
namespace pnpkit::test {

using ExactMatrix = std::vector<std::vector<mpq_class>>;

// Solves the square system a z = b exactly by Gaussian elimination; nullopt when a is singular.
inline std::optional<std::vector<mpq_class>> solve_exactly(ExactMatrix a,
                                                           std::vector<mpq_class> b) {
    const std::size_t n = b.size();
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t p = c;
        while (p < n && a[p][c] == 0) ++p;
        if (p == n) return std::nullopt;
        std::swap(a[p], a[c]);
        std::swap(b[p], b[c]);
        for (std::size_t r = 0; r < n; ++r) {
            if (r == c || a[r][c] == 0) continue;
            mpq_class f = a[r][c] / a[c][c];
            for (std::size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (std::size_t c = 0; c < n; ++c) b[c] /= a[c][c];
    return b;
}

// The row player's best guarantee max_x min_j (x'A)_j of the m x n matrix `a`, by enumerating
// vertices: the maximum of the linear programme over {(x, v) : x >= 0, sum x = 1, (x'A)_j >= v}
// is reached where m of its n + m inequalities are tight, so every choice of m of them is solved
// with sum x = 1 and the best feasible v is kept. Fine for m + n up to about 12.
inline mpq_class brute_force_guarantee(const ExactMatrix& a) {
    const std::size_t m = a.size();
    const std::size_t n = a.front().size();
    std::optional<mpq_class> best;
    for (unsigned mask = 0; mask < (1u << (n + m)); ++mask) {
        if (static_cast<std::size_t>(std::popcount(mask)) != m) continue;
        // Unknowns x_0..x_{m-1}, v; the first equation is sum x = 1.
        ExactMatrix eq(m + 1, std::vector<mpq_class>(m + 1, 0));
        std::vector<mpq_class> rhs(m + 1, 0);
        for (std::size_t i = 0; i < m; ++i) eq[0][i] = 1;
        rhs[0] = 1;
        std::size_t row = 1;
        for (std::size_t k = 0; k < n + m; ++k) {
            if (!((mask >> k) & 1u)) continue;
            if (k < n) {  // column k tight: (x'A)_k - v = 0
                for (std::size_t i = 0; i < m; ++i) eq[row][i] = a[i][k];
                eq[row][m] = -1;
            } else {  // x_{k-n} = 0
                eq[row][k - n] = 1;
            }
            ++row;
        }
        auto z = solve_exactly(eq, rhs);
        if (!z) continue;
        bool feasible = true;
        for (std::size_t i = 0; i < m && feasible; ++i) feasible = (*z)[i] >= 0;
        for (std::size_t j = 0; j < n && feasible; ++j) {
            mpq_class earned = 0;
            for (std::size_t i = 0; i < m; ++i) earned += (*z)[i] * a[i][j];
            feasible = earned >= (*z)[m];
        }
        if (feasible && (!best || (*z)[m] > *best)) best = (*z)[m];
    }
    return *best;  // a vertex always exists: the polytope is non-empty and v is bounded above
}

inline ExactMatrix exact_matrix(const dragon_dance::PayoffMatrix& payoff) {
    ExactMatrix a(payoff.rows(), std::vector<mpq_class>(payoff.cols()));
    for (std::size_t i = 0; i < payoff.rows(); ++i) {
        for (std::size_t j = 0; j < payoff.cols(); ++j) a[i][j] = mpq_class(payoff.at(i, j));
    }
    return a;
}

// Both players' best guarantees, exactly: the row player's max_x min_j (x'A)_j and the column
// player's min_y max_i (Ay)_i (from the row player's problem on -A'). Equal by the minimax theorem.
struct BruteForceValues {
    mpq_class row;
    mpq_class col;
};
inline BruteForceValues brute_force_values(const dragon_dance::PayoffMatrix& payoff) {
    ExactMatrix a = exact_matrix(payoff);
    ExactMatrix t(payoff.cols(), std::vector<mpq_class>(payoff.rows()));
    for (std::size_t i = 0; i < payoff.rows(); ++i) {
        for (std::size_t j = 0; j < payoff.cols(); ++j) t[j][i] = -a[i][j];
    }
    return {brute_force_guarantee(a), -brute_force_guarantee(t)};
}

}  // namespace pnpkit::test
