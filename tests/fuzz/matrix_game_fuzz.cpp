// Fuzzes the zero-sum matrix-game solver behind Dragon Dance's computer (solve_zero_sum and its
// exact pass). An input is a matrix: its first byte gives the rows (1 to 8), the second the columns
// (1 to 8), the third how the rest makes the entries: 0, small integers from -2 to 2 (ties); 1, a
// byte over 16; 2, eight bytes as a double (not finite or beyond 1e100: 0); 3, a few distinct rows
// and columns repeated (duplicates); missing bytes are 0.
// Invariants: the solver returns (a hang is a finding), its strategies are probabilities, the two
// guarantees of its answer are within solve_tolerance() and hold the value between them, the
// exact pass agrees with the fast one, and both agree with the brute force on small matrices.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "fuzz.hpp"
#include "games/dragon_dance/matrix_game.hpp"
#include "support/zero_sum_brute.hpp"

namespace {

using pnpkit::dragon_dance::MixedSolution;
using pnpkit::dragon_dance::PayoffMatrix;
using pnpkit::fuzz::violated;

// Reads the input's bytes in order, 0 past its end.
class ByteReader {
public:
    ByteReader(const std::uint8_t* data, std::size_t size) : m_data(data), m_size(size) {}
    std::uint8_t next() { return m_at < m_size ? m_data[m_at++] : 0; }
    double next_double() {
        std::uint8_t bytes[8];
        for (auto& b : bytes) b = next();
        double x = 0.0;
        std::memcpy(&x, bytes, sizeof x);
        return std::isfinite(x) && std::abs(x) <= 1e100 ? x : 0.0;
    }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

PayoffMatrix read_matrix(ByteReader& in) {
    PayoffMatrix m(1 + in.next() % 8, 1 + in.next() % 8);
    const int mode = in.next() % 4;
    if (mode == 3) {  // a 3 x 3 base, each row and column picking one of it
        double base[3][3];
        for (auto& row : base) {
            for (double& x : row) x = static_cast<double>(in.next() % 5) - 2.0;
        }
        std::size_t rows[8], cols[8];
        for (std::size_t i = 0; i < m.rows(); ++i) rows[i] = in.next() % 3;
        for (std::size_t j = 0; j < m.cols(); ++j) cols[j] = in.next() % 3;
        for (std::size_t i = 0; i < m.rows(); ++i) {
            for (std::size_t j = 0; j < m.cols(); ++j) m.at(i, j) = base[rows[i]][cols[j]];
        }
        return m;
    }
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            if (mode == 0) m.at(i, j) = static_cast<double>(in.next() % 5) - 2.0;
            if (mode == 1)
                m.at(i, j) = static_cast<double>(static_cast<std::int8_t>(in.next())) / 16;
            if (mode == 2) m.at(i, j) = in.next_double();
        }
    }
    return m;
}

std::string matrix_text(const PayoffMatrix& m) {
    std::string out;
    char cell[40];
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            std::snprintf(cell, sizeof cell, " %a", m.at(i, j));
            out += cell;
        }
        out += '\n';
    }
    return out;
}

// Why `p` is not a mixed strategy over `size` choices, or empty.
std::string strategy_problem(const std::vector<double>& p, std::size_t size, const char* whose) {
    if (p.size() != size) return std::string(whose) + " strategy has the wrong size";
    double total = 0.0;
    for (double x : p) {
        if (!(x >= 0.0 && x <= 1.0 + 1e-9))
            return std::string(whose) + " probability out of [0, 1]";
        total += x;
    }
    if (std::abs(total - 1.0) > 1e-9) return std::string(whose) + " strategy does not sum to 1";
    return {};
}

// Why `s` is not a certified solution of `m`, or empty.
std::string certificate_problem(const PayoffMatrix& m, const MixedSolution& s) {
    std::string problem = strategy_problem(s.row, m.rows(), "the row");
    if (problem.empty()) problem = strategy_problem(s.col, m.cols(), "the column");
    if (!problem.empty()) return problem;
    double tol = pnpkit::dragon_dance::solve_tolerance(m);
    auto g = pnpkit::dragon_dance::guarantees(m, s);
    if (g.col - g.row > tol)
        return "guarantees " + std::to_string(g.row) + " and " + std::to_string(g.col) +
               " too far apart";
    if (s.value < g.row - tol || s.value > g.col + tol)
        return "the value is not between the guarantees";
    return {};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    ByteReader in(data, size);
    PayoffMatrix m = read_matrix(in);
    auto fail = [&m](const std::string& what) {
        violated(what + " for the matrix\n" + matrix_text(m));
    };
    MixedSolution fast = pnpkit::dragon_dance::solve_zero_sum(m);
    if (auto problem = certificate_problem(m, fast); !problem.empty())
        fail("solve_zero_sum: " + problem);
    MixedSolution exact = pnpkit::dragon_dance::solve_zero_sum_exact(m);
    if (auto problem = certificate_problem(m, exact); !problem.empty())
        fail("solve_zero_sum_exact: " + problem);
    double tol = pnpkit::dragon_dance::solve_tolerance(m);
    if (std::abs(fast.value - exact.value) > 2 * tol) fail("the two passes disagree on the value");
    if (m.rows() + m.cols() <= 8) {
        pnpkit::test::BruteForceValues brute = pnpkit::test::brute_force_values(m);
        if (brute.row != brute.col) fail("the brute force breaks the minimax theorem");
        if (std::abs(exact.value - brute.row.get_d()) > tol)
            fail("the value differs from the brute force's");
    }
    return 0;
}
