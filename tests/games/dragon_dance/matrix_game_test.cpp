#include "games/dragon_dance/matrix_game.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "core/rng.hpp"
#include "support/sanitized.hpp"
#include "support/zero_sum_brute.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

PayoffMatrix matrix(std::vector<std::vector<double>> rows) {
    PayoffMatrix m(rows.size(), rows.front().size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = 0; j < rows[i].size(); ++j) m.at(i, j) = rows[i][j];
    }
    return m;
}

// Checks the defining property of optimal strategies: the row strategy earns at least the value
// against every column, and the column strategy concedes at most the value against every row.
void check_optimal(const PayoffMatrix& m, const MixedSolution& s) {
    const double tol = solve_tolerance(m);
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
        for (std::size_t i = 0; i < m.rows(); ++i) earned += s.row[i] * m.at(i, j);
        CHECK(earned >= s.value - tol);
    }
    for (std::size_t i = 0; i < m.rows(); ++i) {
        double conceded = 0.0;
        for (std::size_t j = 0; j < m.cols(); ++j) conceded += s.col[j] * m.at(i, j);
        CHECK(conceded <= s.value + tol);
    }
}

}  // namespace

TEST_CASE("rock, paper, scissors is solved by playing each a third of the time",
          "[dragon-dance][matrix]") {
    auto m = matrix({{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}});
    auto s = solve_zero_sum(m);
    CHECK(s.value == Approx(0.0).margin(1e-12));
    for (double p : s.row) CHECK(p == Approx(1.0 / 3));
    for (double q : s.col) CHECK(q == Approx(1.0 / 3));
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

namespace {

// Checks a solution against the brute force, exactly computed: the value is both players' best
// guarantee, and the strategies returned guarantee it (to within the solver's tolerance).
void check_against_brute_force(const PayoffMatrix& m, const MixedSolution& s) {
    test::BruteForceValues brute = test::brute_force_values(m);
    REQUIRE(brute.row == brute.col);  // the minimax theorem: the brute force is right
    double value = brute.row.get_d();
    double tol = solve_tolerance(m);
    CHECK(std::abs(s.value - value) <= tol);
    Guarantees g = guarantees(m, s);
    CHECK(g.row >= value - tol);
    CHECK(g.col <= value + tol);
    check_optimal(m, s);
}

PayoffMatrix random_matrix(Rng& rng, std::size_t max_size, int spread) {
    PayoffMatrix m(1 + rng.below(max_size), 1 + rng.below(max_size));
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j)
            m.at(i, j) = static_cast<double>(rng.between(-spread, spread)) / 2.0;
    }
    return m;
}

}  // namespace

TEST_CASE("random small games agree with the exact brute force, in both solvers",
          "[dragon-dance][matrix]") {
    Rng rng(23);
    const int trials = test::k_sanitized_build ? 40 : 200;
    for (int trial = 0; trial < trials; ++trial) {
        // Few distinct values (ties, degenerate pivots) half of the time, many the other half.
        PayoffMatrix m = random_matrix(rng, 4, trial % 2 == 0 ? 2 : 40);
        INFO("trial " << trial << ": " << m.rows() << " x " << m.cols());
        check_against_brute_force(m, solve_zero_sum(m));
        MixedSolution exact = solve_zero_sum_exact(m);
        CHECK(exact.exact);
        check_against_brute_force(m, exact);
    }
}

TEST_CASE("random games of real-valued payoffs agree with the brute force",
          "[dragon-dance][matrix]") {
    Rng rng(29);
    const int trials = test::k_sanitized_build ? 15 : 60;
    for (int trial = 0; trial < trials; ++trial) {
        PayoffMatrix m(1 + rng.below(4), 1 + rng.below(4));
        for (std::size_t i = 0; i < m.rows(); ++i) {
            for (std::size_t j = 0; j < m.cols(); ++j)
                m.at(i, j) = std::tanh(4.0 * rng.unit() - 2.0);  // as the evaluation makes them
        }
        INFO("trial " << trial);
        check_against_brute_force(m, solve_zero_sum(m));
        check_against_brute_force(m, solve_zero_sum_exact(m));
    }
}

TEST_CASE("deliberately degenerate games are solved right", "[dragon-dance][matrix]") {
    const std::vector<std::vector<std::vector<double>>> games = {
        {{0, 0, 0}, {0, 0, 0}},                           // all zero
        {{0}},                                            // one cell
        {{2, 2, 2}, {2, 2, 2}, {2, 2, 2}},                // all alike
        {{1, -1}, {1, -1}, {-1, 1}, {-1, 1}},             // duplicate rows
        {{1, 1, -1, -1}, {-1, -1, 1, 1}},                 // duplicate columns
        {{1, 0, 1}, {0, 1, 0}, {1, 0, 1}},                // both
        {{3, 3}, {3, 3}, {1, 5}},                         // ties in the ratio test
        {{0, 1, -1}, {-1, 0, 1}, {1, -1, 0}, {0, 0, 0}},  // a zero row beside a cycle
        {{1e-300, 0}, {0, 1e-300}},                       // tiny payoffs
        {{1e12, -1e12}, {-1e12, 1e12}},                   // huge ones
        {{1, 1 + 1e-15}, {1 + 1e-15, 1}},                 // nearly equal
    };
    for (std::size_t k = 0; k < games.size(); ++k) {
        INFO("game " << k);
        PayoffMatrix m = matrix(games[k]);
        check_against_brute_force(m, solve_zero_sum(m));
        check_against_brute_force(m, solve_zero_sum_exact(m));
    }
}

TEST_CASE("the brute force finds the values worked out by hand", "[dragon-dance][matrix]") {
    // Matching pennies at stakes 3 and 1: value 1/3. A saddle point at 2. A dominated row.
    CHECK(test::brute_force_values(matrix({{3, -1}, {-1, 1}})).row == mpq_class(1, 3));
    CHECK(test::brute_force_values(matrix({{4, 2, 5}, {1, 0, 3}, {6, 1, 0}})).col == 2);
    CHECK(test::brute_force_values(matrix({{1, 2}, {0, 1}})).row == 1);
}

TEST_CASE("the game on which the floating-point simplex cycled forever is solved exactly",
          "[dragon-dance][matrix]") {
    // Met by the computer in game 1235 of `pnpkit --seed 3 simulate dragon-dance --games 1235
    // --threads 1 --matchup random-computer`, which never ended before the exact pass.
    auto m = matrix(
        {{-0x1.acbae7cb87b3p-1, -0x1.d126471fd3f08p-1, -0x1.d2991186220d8p-1,
          -0x1.b00dff3a0c1d4p-1},
         {-0x1.acbae7cb87b3p-1, -0x1.d2ba9853bc7e6p-1, -0x1.d42e5a234e9ccp-1,
          -0x1.b00dff3a0c1d4p-1},
         {-0x1.acbae7cb87b3p-1, -0x1.cf352027ee28ep-1, -0x1.d0a4ab26946bp-1, -0x1.b00dff3a0c1d6p-1},
         {-0x1.acbae7cb87b2ep-1, -0x1.cf1d3d80cc0bcp-1, -0x1.d08c794f2b1aap-1,
          -0x1.b00dff3a0c1d4p-1}});
    MixedSolution s = solve_zero_sum(m);
    CHECK(s.exact);  // the fast pass gave up at its pivot limit
    check_against_brute_force(m, s);
}

TEST_CASE("sampling follows the probabilities and never picks a zero", "[dragon-dance][matrix]") {
    std::vector<double> p{0.0, 0.25, 0.0, 0.75};
    CHECK(sample(p, 0.0) == 1);
    CHECK(sample(p, 0.2499) == 1);
    CHECK(sample(p, 0.25) == 3);
    CHECK(sample(p, 0.999999) == 3);
}
