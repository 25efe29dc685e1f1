#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <utility>

namespace pnpkit {

// The one random generator of the project: xoshiro256** seeded through splitmix64.
// Every random thing takes an Rng& explicitly; the algorithms here (bounded integers, shuffles)
// are our own so that a seed gives the same results with any standard library.
class Rng {
public:
    using result_type = std::uint64_t;

    explicit Rng(std::uint64_t seed);

    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
    result_type operator()() { return next(); }
    std::uint64_t next();

    // The seed this generator was made from.
    std::uint64_t seed() const { return m_seed; }

    // A uniform integer in [0, bound); bound must be > 0. Unbiased (Lemire's method).
    std::uint64_t below(std::uint64_t bound);
    // A uniform integer in [low, high], both included; low <= high.
    std::int64_t between(std::int64_t low, std::int64_t high);
    // One roll of a die with `faces` faces: 1..faces.
    int roll(int faces) { return static_cast<int>(below(static_cast<std::uint64_t>(faces))) + 1; }
    // A uniform double in [0, 1).
    double unit();

    // An independent generator for stream `index`, derived from this generator's seed only
    // (not its current state), so that work split over threads gives the same results.
    Rng stream(std::uint64_t index) const;

    // Fisher-Yates shuffle.
    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(below(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

private:
    std::uint64_t m_seed;
    std::uint64_t m_state[4];
};

// One step of splitmix64: a good 64-bit mixer, used for seeding and for deriving streams.
std::uint64_t splitmix64(std::uint64_t& state);

// A fresh seed from the operating system, for runs without --seed.
std::uint64_t choose_seed();

}  // namespace pnpkit
