#include "games/dragon_dance/matrix_game.hpp"

#include <catch2/catch.hpp>

#include "core/rng.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

PayoffMatrix matrix(std::vector<std::vector<double>> rows) {
    PayoffMatrix m(rows.size(), rows.front().size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = 0; j < rows[i].size(); ++j)
            m.at(i, j) = rows[i][j];
    }
    return m;
}

// Checks the defining property of optimal strategies: the row strategy earns at least the value
// against every column, and the column strategy concedes at most the value against every row.
void check_optimal(const PayoffMatrix& m, const MixedSolution& s) {
    double row_sum = 0.0, col_sum = 0.0;
    for (double p : s.row) {
        CHECK(p >= 0.0);
        row_sum += p;
    }
    for (double q : s.col) {
        CHECK(q >= 0.0);
        col_sum += q;
    }
    CHECK(row_sum == Approx(1.0));
    CHECK(col_sum == Approx(1.0));
    for (std::size_t j = 0; j < m.cols(); ++j) {
        double earned = 0.0;
        for (std::size_t i = 0; i < m.rows(); ++i)
            earned += s.row[i] * m.at(i, j);
        CHECK(earned >= s.value - 1e-9);
    }
    for (std::size_t i = 0; i < m.rows(); ++i) {
        double conceded = 0.0;
        for (std::size_t j = 0; j < m.cols(); ++j)
            conceded += s.col[j] * m.at(i, j);
        CHECK(conceded <= s.value + 1e-9);
    }
}

}  // namespace

TEST_CASE("rock, paper, scissors is solved by playing each a third of the time",
          "[dragon-dance][matrix]") {
    auto m = matrix({{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}});
    auto s = solve_zero_sum(m);
    CHECK(s.value == Approx(0.0).margin(1e-12));
    for (double p : s.row)
        CHECK(p == Approx(1.0 / 3));
    for (double q : s.col)
        CHECK(q == Approx(1.0 / 3));
}

TEST_CASE("an unbalanced matching-pennies game mixes in proportion to the stakes",
          "[dragon-dance][matrix]") {
    // Row wins 3 on (heads, heads), 1 on (tails, tails), loses 1 otherwise: value 1/3,
    // row plays heads 1/3 of the time, column plays heads 1/3 of the time.
    auto m = matrix({{3, -1}, {-1, 1}});
    auto s = solve_zero_sum(m);
    CHECK(s.value == Approx(1.0 / 3));
    CHECK(s.row[0] == Approx(1.0 / 3));
    CHECK(s.col[0] == Approx(1.0 / 3));
    check_optimal(m, s);
}

TEST_CASE("a saddle point gives pure strategies", "[dragon-dance][matrix]") {
    auto m = matrix({{4, 2, 5}, {1, 0, 3}, {6, 1, 0}});
    auto s = solve_zero_sum(m);
    CHECK(s.value == Approx(2.0));
    CHECK(s.row[0] == Approx(1.0));
    CHECK(s.col[1] == Approx(1.0));
}

TEST_CASE("one-row and one-column games take the best pure choice", "[dragon-dance][matrix]") {
    auto row = solve_zero_sum(matrix({{3, -2, 7}}));
    CHECK(row.value == Approx(-2.0));
    CHECK(row.col[1] == Approx(1.0));
    auto col = solve_zero_sum(matrix({{3}, {-2}, {7}}));
    CHECK(col.value == Approx(7.0));
    CHECK(col.row[2] == Approx(1.0));
}

TEST_CASE("random games are solved optimally, degenerate ones included", "[dragon-dance][matrix]") {
    Rng rng(11);
    for (int trial = 0; trial < 300; ++trial) {
        std::size_t rows = 1 + rng.below(8), cols = 1 + rng.below(8);
        PayoffMatrix m(rows, cols);
        // Few distinct values make ties and degenerate pivots common.
        for (std::size_t i = 0; i < rows; ++i) {
            for (std::size_t j = 0; j < cols; ++j)
                m.at(i, j) = static_cast<double>(rng.between(-2, 2)) / 2.0;
        }
        check_optimal(m, solve_zero_sum(m));
    }
}

TEST_CASE("sampling follows the probabilities and never picks a zero", "[dragon-dance][matrix]") {
    std::vector<double> p{0.0, 0.25, 0.0, 0.75};
    CHECK(sample(p, 0.0) == 1);
    CHECK(sample(p, 0.2499) == 1);
    CHECK(sample(p, 0.25) == 3);
    CHECK(sample(p, 0.999999) == 3);
}
