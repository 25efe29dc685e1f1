#include "games/dragon_dance/matrix_game.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pnpkit::dragon_dance {

// The game is solved as the column player's linear programme on the strictly positive matrix
// B = A + shift (shift = 1 - the least entry):
//   maximise sum(y) subject to B y <= 1, y >= 0.
// It is feasible (y = 0) and bounded (every entry of B is at least 1, so each y_j <= 1). At the
// optimum z = sum(y) the value of B is 1/z, the column strategy is y/z and the row strategy is the
// dual solution (the objective row under the slack columns) over z.
//
// Why it ends. The tableau starts at the slack basis, which is feasible, and each pivot follows
// Bland's rule: the entering column is the first with a negative reduced cost, the leaving row the
// one of least ratio, ties going to the basic variable of least index. In exact arithmetic no basis
// is ever visited twice under this rule (Bland, "New finite pivoting rules for the simplex method",
// 1977), and there are at most C(m + n, m) bases, so the exact pass stops at an optimal basis after
// finitely many pivots, each a finite amount of exact arithmetic; boundedness means a leaving row
// always exists. Rounding can break Bland's argument (and once made the computer cycle forever), so
// the floating-point pass is cut off after k_fast_pivot_limit(m, n) pivots and its answer is used
// only when the certificate (guarantees()) holds; otherwise the exact pass decides.

namespace {

constexpr double k_simplex_eps = 1e-12;

// Comparisons of tableau entries: to within k_simplex_eps for doubles, exact for rationals.
bool is_below(double a, double b) {
    return a < b - k_simplex_eps;
}
bool is_below(const mpq_class& a, const mpq_class& b) {
    return a < b;
}
bool is_near(double a, double b) {
    return std::abs(a - b) <= k_simplex_eps;
}
bool is_near(const mpq_class& a, const mpq_class& b) {
    return a == b;
}
double to_double(double x) {
    return x;
}
double to_double(const mpq_class& x) {
    return x.get_d();
}

// The floating-point pass gives up after this many pivots (it usually needs fewer than m + n).
std::size_t k_fast_pivot_limit(std::size_t m, std::size_t n) {
    return 16 + 8 * (m + n);
}

template <class Number>
class SimplexTableau {
public:
    // The tableau of the column player's programme for `payoff`, entries converted exactly to
    // Number when Number is exact.
    explicit SimplexTableau(const PayoffMatrix& payoff)
        : m_rows(payoff.rows()),
          m_cols(payoff.cols()),
          m_width(m_cols + m_rows + 1),
          m_cells((m_rows + 1) * m_width, Number(0)),
          m_basis(m_rows) {
        double lowest = payoff.at(0, 0);
        for (std::size_t i = 0; i < m_rows; ++i) {
            for (std::size_t j = 0; j < m_cols; ++j) lowest = std::min(lowest, payoff.at(i, j));
        }
        m_shift = Number(1) - Number(lowest);
        for (std::size_t i = 0; i < m_rows; ++i) {
            for (std::size_t j = 0; j < m_cols; ++j) cell(i, j) = Number(payoff.at(i, j)) + m_shift;
            cell(i, m_cols + i) = Number(1);
            cell(i, m_width - 1) = Number(1);
            m_basis[i] = m_cols + i;
        }
        for (std::size_t j = 0; j < m_cols; ++j) cell(m_rows, j) = Number(-1);
    }

    // Pivots by Bland's rule until optimal (true), or false once `limit` pivots were made or no
    // row can leave (which only rounding can cause: the programme is bounded).
    bool optimise(std::size_t limit) {
        for (std::size_t pivots = 0;; ++pivots) {
            std::size_t enter = entering();
            if (enter == m_width) return true;
            if (pivots == limit) return false;
            std::size_t leave = leaving(enter);
            if (leave == m_rows) return false;
            pivot(leave, enter);
        }
    }

    // The strategies and value the current basis gives (rounding's negative probabilities read 0).
    MixedSolution solution() const {
        const Number& z = cell(m_rows, m_width - 1);
        MixedSolution out;
        out.value = to_double(Number(1) / z - m_shift);
        out.col.assign(m_cols, 0.0);
        for (std::size_t i = 0; i < m_rows; ++i) {
            if (m_basis[i] < m_cols) out.col[m_basis[i]] = to_double(cell(i, m_width - 1) / z);
        }
        out.row.assign(m_rows, 0.0);
        for (std::size_t i = 0; i < m_rows; ++i)
            out.row[i] = to_double(cell(m_rows, m_cols + i) / z);
        for (double& p : out.row) p = std::max(0.0, p);
        for (double& p : out.col) p = std::max(0.0, p);
        return out;
    }

private:
    Number& cell(std::size_t r, std::size_t c) { return m_cells[r * m_width + c]; }
    const Number& cell(std::size_t r, std::size_t c) const { return m_cells[r * m_width + c]; }

    // The first column with a negative reduced cost, or m_width when the basis is optimal.
    std::size_t entering() const {
        for (std::size_t j = 0; j + 1 < m_width; ++j) {
            if (is_below(cell(m_rows, j), Number(0))) return j;
        }
        return m_width;
    }

    // The row of least ratio, ties to the basic variable of least index; m_rows when none.
    std::size_t leaving(std::size_t enter) const {
        std::size_t leave = m_rows;
        Number best(0);
        for (std::size_t i = 0; i < m_rows; ++i) {
            if (!is_below(Number(0), cell(i, enter))) continue;
            Number ratio = cell(i, m_width - 1) / cell(i, enter);
            if (leave == m_rows || is_below(ratio, best) ||
                (is_near(ratio, best) && m_basis[i] < m_basis[leave])) {
                leave = i;
                best = ratio;
            }
        }
        return leave;
    }

    void pivot(std::size_t leave, std::size_t enter) {
        Number scale = cell(leave, enter);
        for (std::size_t c = 0; c < m_width; ++c) cell(leave, c) /= scale;
        for (std::size_t r = 0; r <= m_rows; ++r) {
            if (r == leave || cell(r, enter) == 0) continue;
            Number factor = cell(r, enter);
            for (std::size_t c = 0; c < m_width; ++c) cell(r, c) -= factor * cell(leave, c);
        }
        m_basis[leave] = enter;
    }

    std::size_t m_rows;
    std::size_t m_cols;
    std::size_t m_width;  // y, slacks, right-hand side
    std::vector<Number> m_cells;
    std::vector<std::size_t> m_basis;
    Number m_shift;
};

// Whether non-negative `p` is a probability distribution, to within rounding.
bool sums_to_one(const std::vector<double>& p) {
    double total = 0.0;
    for (double x : p) total += x;
    return std::abs(total - 1.0) <= 1e-9;
}

void check_payoff([[maybe_unused]] const PayoffMatrix& payoff) {
    assert(payoff.rows() > 0 && payoff.cols() > 0);
#ifndef NDEBUG
    for (std::size_t i = 0; i < payoff.rows(); ++i) {
        for (std::size_t j = 0; j < payoff.cols(); ++j) assert(std::isfinite(payoff.at(i, j)));
    }
#endif
}

}  // namespace

double solve_tolerance(const PayoffMatrix& payoff) {
    double largest = 1.0;
    for (std::size_t i = 0; i < payoff.rows(); ++i) {
        for (std::size_t j = 0; j < payoff.cols(); ++j)
            largest = std::max(largest, std::abs(payoff.at(i, j)));
    }
    return 1e-9 * largest;
}

Guarantees guarantees(const PayoffMatrix& payoff, const MixedSolution& solution) {
    Guarantees g;
    for (std::size_t j = 0; j < payoff.cols(); ++j) {
        double earned = 0.0;
        for (std::size_t i = 0; i < payoff.rows(); ++i) earned += solution.row[i] * payoff.at(i, j);
        g.row = j == 0 ? earned : std::min(g.row, earned);
    }
    for (std::size_t i = 0; i < payoff.rows(); ++i) {
        double conceded = 0.0;
        for (std::size_t j = 0; j < payoff.cols(); ++j)
            conceded += solution.col[j] * payoff.at(i, j);
        g.col = i == 0 ? conceded : std::max(g.col, conceded);
    }
    return g;
}

MixedSolution solve_zero_sum_exact(const PayoffMatrix& payoff) {
    check_payoff(payoff);
    SimplexTableau<mpq_class> tableau(payoff);
    [[maybe_unused]] bool optimal = tableau.optimise(static_cast<std::size_t>(-1));
    assert(optimal);
    MixedSolution out = tableau.solution();
    out.exact = true;
    return out;
}

MixedSolution solve_zero_sum(const PayoffMatrix& payoff) {
    check_payoff(payoff);
    SimplexTableau<double> tableau(payoff);
    if (tableau.optimise(k_fast_pivot_limit(payoff.rows(), payoff.cols()))) {
        MixedSolution fast = tableau.solution();
        Guarantees g = guarantees(payoff, fast);
        const double tol = solve_tolerance(payoff);
        if (sums_to_one(fast.row) && sums_to_one(fast.col) && g.col - g.row <= tol &&
            fast.value >= g.row - tol && fast.value <= g.col + tol)
            return fast;
    }
    return solve_zero_sum_exact(payoff);
}

std::size_t sample(const std::vector<double>& probabilities, double u) {
    assert(!probabilities.empty());
    double total = 0.0;
    for (double p : probabilities) total += p;
    double target = u * total;
    double cumulative = 0.0;
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        cumulative += probabilities[i];
        if (target < cumulative) return i;
    }
    // Rounding left the draw past the end: take the last index with any weight.
    for (std::size_t i = probabilities.size(); i-- > 0;) {
        if (probabilities[i] > 0.0) return i;
    }
    return probabilities.size() - 1;
}

}  // namespace pnpkit::dragon_dance
