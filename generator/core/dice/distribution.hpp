#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace pnpkit::dice {

// Work allowed for one exact computation, in multiply-adds: about a quarter of a second.
inline constexpr double k_default_budget = 3e8;
// The widest distribution held (values from min to max), about 80 MB of doubles.
inline constexpr std::size_t k_max_width = 10'000'000;

// Thrown by Budget when an exact computation would take too long or too much memory; caught by
// the caller of the statistics, which turns it into a DiceError at `column` (0: not yet known).
struct TooLarge {
    int column = 0;
};

// Probability mass small enough to leave out of a distribution when the work runs out: below the
// resolution of a double next to 1, so no probability changes by more than it.
inline constexpr double k_negligible_mass = 0x1.0p-53;

// Counts the work of an exact computation so that it stops with TooLarge instead of hanging, and
// the probability mass it left out (see k_negligible_mass).
class Budget {
  public:
    explicit Budget(double operations = k_default_budget) : m_left(operations) {}
    // Takes `operations` from what is left; throws TooLarge when it runs out.
    void spend(double operations);
    // Checks that a distribution `width` values wide may be held, and spends its width.
    void allocate(double width);
    double left() const { return m_left; }
    void omit(double mass) { m_omitted += mass; }
    double omitted() const { return m_omitted; }

  private:
    double m_left;
    double m_omitted = 0;
};

// Neumaier's compensated sum: a million probabilities add up exact to a few units in the last
// place.
class CarefulSum {
  public:
    void add(double x);
    double value() const { return m_sum + m_lost; }

  private:
    double m_sum = 0;
    double m_lost = 0;
};

// A probability distribution over the integers min()..max(), held densely as doubles. The
// probabilities may sum to less than 1 while parts of a mixture are being built.
class Distribution {
  public:
    // The certain value 0.
    Distribution() : Distribution(0, {1.0}) {}
    // p[i] is the probability of min + i; zeros at either end are trimmed.
    Distribution(std::int64_t min, std::vector<double> p);
    static Distribution point(std::int64_t value) { return Distribution(value, {1.0}); }

    std::int64_t min() const { return m_min; }
    std::int64_t max() const { return m_min + static_cast<std::int64_t>(m_p.size()) - 1; }
    std::size_t width() const { return m_p.size(); }
    bool empty() const { return m_p.empty(); }
    // The probability of `value` (0 outside min..max).
    double at(std::int64_t value) const;
    std::span<const double> probabilities() const { return m_p; }

    double total() const;
    double mean() const;
    double standard_deviation() const;

    // Adds weight * other to this distribution (a mixture), widening it as needed.
    void add(const Distribution& other, double weight, Budget& budget);

  private:
    void trim();

    std::int64_t m_min = 0;
    std::vector<double> m_p;
};

// The distribution of the sum of independent a and b.
Distribution convolve(const Distribution& a, const Distribution& b, Budget& budget);
// The sum of n independent copies of d (n >= 0; n == 0 gives the point 0).
Distribution power(const Distribution& d, int n, Budget& budget);
// The distribution of -X.
Distribution negate(const Distribution& d);
// The distribution of X + offset.
Distribution shift(Distribution d, std::int64_t offset);
// The distribution of the product of independent a and b.
Distribution multiply(const Distribution& a, const Distribution& b, Budget& budget);

}  // namespace pnpkit::dice
