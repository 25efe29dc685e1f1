#include "core/dice/distribution.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pnpkit::dice {

void Budget::spend(double operations) {
    m_left -= operations;
    if (m_left < 0)
        throw TooLarge{};
}

void Budget::allocate(double width) {
    if (width > static_cast<double>(k_max_width))
        throw TooLarge{};
    spend(width);
}

Distribution::Distribution(std::int64_t min, std::vector<double> p)
    : m_min(min), m_p(std::move(p)) {
    trim();
}

void Distribution::trim() {
    auto first = std::find_if(m_p.begin(), m_p.end(), [](double x) { return x != 0.0; });
    auto last = std::find_if(m_p.rbegin(), m_p.rend(), [](double x) { return x != 0.0; }).base();
    if (first == m_p.end()) {
        m_p.clear();
        m_min = 0;
        return;
    }
    m_min += first - m_p.begin();
    m_p.erase(last, m_p.end());
    m_p.erase(m_p.begin(), first);
}

double Distribution::at(std::int64_t value) const {
    if (empty() || value < m_min || value > max())
        return 0.0;
    return m_p[static_cast<std::size_t>(value - m_min)];
}

void CarefulSum::add(double x) {
    double t = m_sum + x;
    m_lost += std::abs(m_sum) >= std::abs(x) ? (m_sum - t) + x : (x - t) + m_sum;
    m_sum = t;
}

namespace {

template <typename F>
double careful_sum(std::size_t n, F f) {
    CarefulSum sum;
    for (std::size_t i = 0; i < n; ++i)
        sum.add(f(i));
    return sum.value();
}

}  // namespace

double Distribution::total() const {
    return careful_sum(m_p.size(), [this](std::size_t i) { return m_p[i]; });
}

double Distribution::mean() const {
    double sum =
        careful_sum(m_p.size(), [this](std::size_t i) { return m_p[i] * static_cast<double>(i); });
    return static_cast<double>(m_min) + sum / total();
}

double Distribution::standard_deviation() const {
    double mu = mean() - static_cast<double>(m_min);
    double sum = careful_sum(m_p.size(), [this, mu](std::size_t i) {
        double d = static_cast<double>(i) - mu;
        return m_p[i] * d * d;
    });
    return std::sqrt(sum / total());
}

void Distribution::add(const Distribution& other, double weight, Budget& budget) {
    if (other.empty() || weight == 0.0)
        return;
    if (empty()) {
        budget.allocate(static_cast<double>(other.width()));
        m_min = other.m_min;
        m_p.assign(other.m_p.size(), 0.0);
    }
    std::int64_t low = std::min(m_min, other.m_min);
    std::int64_t high = std::max(max(), other.max());
    if (low != m_min || high != max()) {
        budget.allocate(static_cast<double>(high - low + 1));
        std::vector<double> wider(static_cast<std::size_t>(high - low + 1), 0.0);
        std::copy(m_p.begin(), m_p.end(), wider.begin() + (m_min - low));
        m_p = std::move(wider);
        m_min = low;
    }
    budget.spend(static_cast<double>(other.width()));
    auto at = static_cast<std::size_t>(other.m_min - m_min);
    for (std::size_t i = 0; i < other.m_p.size(); ++i)
        m_p[at + i] += weight * other.m_p[i];
    trim();
}

Distribution convolve(const Distribution& a, const Distribution& b, Budget& budget) {
    if (a.empty() || b.empty())
        return Distribution(0, {});
    budget.allocate(static_cast<double>(a.width() + b.width() - 1));
    budget.spend(static_cast<double>(a.width()) * static_cast<double>(b.width()));
    const auto& small = a.width() <= b.width() ? a : b;
    const auto& large = a.width() <= b.width() ? b : a;
    std::vector<double> out(a.width() + b.width() - 1, 0.0);
    auto sp = small.probabilities();
    auto lp = large.probabilities();
    for (std::size_t i = 0; i < sp.size(); ++i) {
        double x = sp[i];
        if (x == 0.0)
            continue;
        double* o = out.data() + i;
        for (std::size_t j = 0; j < lp.size(); ++j)
            o[j] += x * lp[j];
    }
    return Distribution(a.min() + b.min(), std::move(out));
}

Distribution power(const Distribution& d, int n, Budget& budget) {
    assert(n >= 0);
    Distribution result;
    Distribution square = d;
    for (int bits = n; bits > 0; bits >>= 1) {
        if (bits & 1)
            result = convolve(result, square, budget);
        if (bits > 1)
            square = convolve(square, square, budget);
    }
    return result;
}

Distribution negate(const Distribution& d) {
    if (d.empty())
        return d;
    auto p = d.probabilities();
    return Distribution(-d.max(), std::vector<double>(p.rbegin(), p.rend()));
}

Distribution shift(Distribution d, std::int64_t offset) {
    if (d.empty())
        return d;
    auto p = d.probabilities();
    return Distribution(d.min() + offset, std::vector<double>(p.begin(), p.end()));
}

Distribution multiply(const Distribution& a, const Distribution& b, Budget& budget) {
    if (a.empty() || b.empty())
        return Distribution(0, {});
    double ends[] = {double(a.min()) * double(b.min()), double(a.min()) * double(b.max()),
                     double(a.max()) * double(b.min()), double(a.max()) * double(b.max())};
    double low = *std::min_element(ends, ends + 4);
    double high = *std::max_element(ends, ends + 4);
    budget.allocate(high - low + 1);
    budget.spend(static_cast<double>(a.width()) * static_cast<double>(b.width()));
    auto base = static_cast<std::int64_t>(low);
    std::vector<double> out(static_cast<std::size_t>(high - low + 1), 0.0);
    auto ap = a.probabilities();
    auto bp = b.probabilities();
    for (std::size_t i = 0; i < ap.size(); ++i) {
        if (ap[i] == 0.0)
            continue;
        std::int64_t x = a.min() + static_cast<std::int64_t>(i);
        for (std::size_t j = 0; j < bp.size(); ++j) {
            std::int64_t y = b.min() + static_cast<std::int64_t>(j);
            out[static_cast<std::size_t>(x * y - base)] += ap[i] * bp[j];
        }
    }
    return Distribution(base, std::move(out));
}

}  // namespace pnpkit::dice
