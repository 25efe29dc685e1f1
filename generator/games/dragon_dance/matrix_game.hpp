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
};

// Solves the game exactly by linear programming (a dense simplex with Bland's rule, so it cannot
// cycle): the row strategy maximises the row player's guaranteed payoff, the column strategy
// minimises it. The matrix must have at least one row and one column (asserted).
MixedSolution solve_zero_sum(const PayoffMatrix& payoff);

// Picks an index with the given probabilities using one draw u in [0, 1).
std::size_t sample(const std::vector<double>& probabilities, double u);

}  // namespace pnpkit::dragon_dance
