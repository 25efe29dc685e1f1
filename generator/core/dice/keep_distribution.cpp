#include "core/dice/keep_distribution.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pnpkit::dice {

namespace {

// For m dice each showing a face with chance q: P(exactly c show it) for c < top, and
// P(at least n show it) for n = 1..top (tail[0] unused).
struct BinomialRow {
    std::vector<double> pmf;
    std::vector<double> tail;
};

// P(C = c) for C ~ Binomial(m, q), 0 < q < 1, from its logarithm.
double binomial_pmf(int m, int c, double q) {
    double log_choose = std::lgamma(m + 1.0) - std::lgamma(c + 1.0) - std::lgamma(m - c + 1.0);
    return std::exp(log_choose + c * std::log(q) + (m - c) * std::log1p(-q));
}

// The row for (m, q) up to `top`: each term from its neighbour, walking out from the mode so that
// no term is computed from one that underflowed. Tails are summed from the top down so that tiny
// tails keep their relative precision; the top tail is 1 - (the terms below) only when that
// difference is at least one half.
BinomialRow binomial_row(int m, double q, int top) {
    BinomialRow row;
    row.tail.assign(static_cast<std::size_t>(top + 1), 0.0);
    auto below = static_cast<std::size_t>(std::min(m, top - 1) + 1);
    if (q >= 1.0) {
        row.pmf.assign(below, 0.0);
        if (m < top)
            row.pmf[static_cast<std::size_t>(m)] = 1.0;
        for (int n = 1; n <= std::min(m, top); ++n)
            row.tail[static_cast<std::size_t>(n)] = 1.0;
        return row;
    }
    // Terms 0..last, where last reaches top when the top tail is summed term by term.
    int mode = std::min(m, static_cast<int>(std::floor((m + 1) * q)));
    int last = std::min(m, std::max(top - 1, mode));
    std::vector<double> pmf(static_cast<std::size_t>(last + 1), 0.0);
    double odds = q / (1.0 - q);
    int start = std::min(mode, last);
    pmf[static_cast<std::size_t>(start)] = binomial_pmf(m, start, q);
    for (int c = start; c > 0; --c) {
        pmf[static_cast<std::size_t>(c - 1)] =
            pmf[static_cast<std::size_t>(c)] * c / ((m - c + 1) * odds);
    }
    for (int c = start; c < last; ++c) {
        pmf[static_cast<std::size_t>(c + 1)] =
            pmf[static_cast<std::size_t>(c)] * (m - c) / (c + 1) * odds;
    }
    double sum_below = 0;
    for (std::size_t c = 0; c < below; ++c)
        sum_below += pmf[c];
    double top_tail = 0;
    if (m >= top && sum_below <= 0.5) {
        top_tail = 1.0 - sum_below;
    } else if (m >= top) {
        // The tail lies past the mode here, so its terms fall away quickly.
        double term = pmf[static_cast<std::size_t>(top - 1)];
        for (int c = top - 1; c < m; ++c) {
            term *= double(m - c) / (c + 1) * odds;
            top_tail += term;
            if (term < top_tail * 1e-20)
                break;
        }
    }
    row.tail[static_cast<std::size_t>(top)] = top_tail;
    for (auto n = static_cast<std::size_t>(top) - 1; n >= 1; --n) {
        row.tail[n] = row.tail[n + 1] + (n < below ? pmf[n] : 0.0);
    }
    pmf.resize(below);
    row.pmf = std::move(pmf);
    return row;
}

}  // namespace

std::vector<FaceStep> face_steps(const std::vector<double>& face, const std::vector<bool>& explodes,
                                 const std::vector<int>& weight, bool highest_first) {
    std::vector<int> order;
    for (int f = 1; f < static_cast<int>(face.size()); ++f) {
        if (face[static_cast<std::size_t>(f)] > 0)
            order.push_back(f);
    }
    if (highest_first)
        std::reverse(order.begin(), order.end());
    std::vector<FaceStep> steps(order.size());
    CarefulSum rest[2];
    for (std::size_t i = order.size(); i-- > 0;) {
        auto f = static_cast<std::size_t>(order[i]);
        bool kind = explodes[f];
        rest[kind].add(face[f]);
        steps[i] = FaceStep{kind, face[f] / rest[kind].value(), weight[f]};
    }
    return steps;
}

Distribution KeepProgramme::run(int exploding, int staying, int keep, Budget& budget) {
    assert(keep >= 1 && keep <= exploding + staying);
    const int max_weight = m_max_weight;
    auto width = static_cast<std::size_t>(keep) * static_cast<std::size_t>(max_weight) + 1;
    budget.allocate(static_cast<double>(width));
    // state[index(jx, jn)]: the kept weight so far when jx exploding and jn other dice are placed.
    auto columns = static_cast<std::size_t>(std::min(staying, keep - 1)) + 1;
    auto states = (static_cast<std::size_t>(std::min(exploding, keep - 1)) + 1) * columns;
    auto index = [columns](int jx, int jn) {
        return static_cast<std::size_t>(jx) * columns + static_cast<std::size_t>(jn);
    };
    if (m_state.size() < states) {
        m_state.resize(states);
        m_next.resize(states);
    }
    for (std::size_t i = 0; i < states; ++i)
        m_state[i].clear();
    m_state[0].assign(1, 1.0);
    std::vector<double> done(width, 0.0);

    for (const FaceStep& step : m_steps) {
        int count = step.explodes ? exploding : staying;
        if (count == 0)
            continue;
        int last_x = std::min(exploding, keep - 1);
        double work = 0;
        for (int jx = 0; jx <= last_x; ++jx) {
            for (int jn = 0; jn <= std::min(staying, keep - 1 - jx); ++jn) {
                if (!m_state[index(jx, jn)].empty())
                    work += double((jx + jn) * max_weight + 1) * (keep - jx - jn + 1);
            }
        }
        for (int j = 0; j <= std::min(count, keep - 1); ++j)
            work += count - j + 2;
        budget.spend(work);

        std::vector<BinomialRow> rows;
        for (int j = 0; j <= std::min(count, keep - 1); ++j)
            rows.push_back(binomial_row(count - j, step.chance, keep - j));
        for (std::size_t i = 0; i < states; ++i)
            m_next[i].clear();
        double held = 0;  // doubles held by `next`, bounded like one wide distribution
        for (int jx = 0; jx <= last_x; ++jx) {
            for (int jn = 0; jn <= std::min(staying, keep - 1 - jx); ++jn) {
                const std::vector<double>& from = m_state[index(jx, jn)];
                if (from.empty())
                    continue;
                int mine = step.explodes ? jx : jn;
                const BinomialRow& row = rows[static_cast<std::size_t>(mine)];
                int need = keep - jx - jn;
                auto filled = static_cast<std::size_t>((jx + jn) * max_weight) + 1;
                for (int c = 0; c <= std::min(count - mine, need - 1); ++c) {
                    double chance = row.pmf[static_cast<std::size_t>(c)];
                    if (chance == 0.0)
                        continue;
                    std::vector<double>& to =
                        m_next[step.explodes ? index(jx + c, jn) : index(jx, jn + c)];
                    if (to.empty()) {
                        auto size = static_cast<std::size_t>((jx + jn + c) * max_weight) + 1;
                        held += static_cast<double>(size);
                        if (held > static_cast<double>(k_max_width))
                            throw TooLarge{};
                        budget.spend(static_cast<double>(size));
                        to.assign(size, 0.0);
                    }
                    double* out = to.data() + c * step.weight;
                    for (std::size_t s = 0; s < filled; ++s)
                        out[s] += chance * from[s];
                }
                double tail = row.tail[static_cast<std::size_t>(need)];
                if (tail == 0.0)
                    continue;
                double* out = done.data() + need * step.weight;
                for (std::size_t s = 0; s < filled; ++s)
                    out[s] += tail * from[s];
            }
        }
        std::swap(m_state, m_next);
    }
    return Distribution(0, std::move(done));
}

}  // namespace pnpkit::dice
