#pragma once

#include <cstddef>
#include <vector>

namespace pnpkit::dragon_dance {

// A payoff matrix of a two-player zero-sum game: the row player receives at(i, j), the column
// player pays it.
class PayoffMatrix {
public:
    PayoffMatrix(std::size_t rows, std::size_t cols)
        : m_rows(rows), m_cols(cols), m_values(rows * cols, 0.0) {}

    std::size_t rows() const { return m_rows; }
    std::size_t cols() const { return m_cols; }
    double& at(std::size_t i, std::size_t j) { return m_values[i * m_cols + j]; }
    double at(std::size_t i, std::size_t j) const { return m_values[i * m_cols + j]; }

private:
    std::size_t m_rows;
    std::size_t m_cols;
    std::vector<double> m_values;
};

// Optimal mixed strategies of both players and the value of the game to the row player.
struct MixedSolution {
    std::vector<double> row;  // probabilities, summing to 1
    std::vector<double> col;
    double value = 0.0;
    bool exact = false;  // found in exact rational arithmetic (the fast pass was not certified)
};

// The objective: the row strategy x maximises the row player's guaranteed payoff min_j (x'A)_j,
// the column strategy y minimises the most the row player can earn against it, max_i (Ay)_i; at
// the optimum both equal the value (von Neumann). Every answer is certified: both strategies sum
// to 1 (to within 1e-9) and their two guarantees are within solve_tolerance() of each other and of
// the value.
//
// Termination: a floating-point simplex (Bland's rule) runs at most a fixed number of pivots and
// its answer is kept only when certified; otherwise solve_zero_sum_exact() solves the game. The
// matrix must have at least one row and one column, every entry finite (asserted).
MixedSolution solve_zero_sum(const PayoffMatrix& payoff);

// The same game solved by the simplex method with Bland's rule in exact rational arithmetic on the
// exact values of the entries (a double is a rational): it terminates (see matrix_game.cpp) and its
// strategies and value are exact until they are rounded to doubles at the end.
MixedSolution solve_zero_sum_exact(const PayoffMatrix& payoff);

// How far apart the two guarantees of a certified answer may be: 1e-9 of the largest entry's
// magnitude (at least 1e-9).
double solve_tolerance(const PayoffMatrix& payoff);

// What each strategy guarantees: the least `row` earns against any column and the most `col`
// concedes against any row.
struct Guarantees {
    double row = 0.0;  // min_j (x'A)_j
    double col = 0.0;  // max_i (Ay)_i
};
Guarantees guarantees(const PayoffMatrix& payoff, const MixedSolution& solution);

// Picks an index with the given probabilities using one draw u in [0, 1).
std::size_t sample(const std::vector<double>& probabilities, double u);

}  // namespace pnpkit::dragon_dance
