#include "core/rng.hpp"

#include <random>

namespace pnpkit {

namespace {
__extension__ typedef unsigned __int128 u128;

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) : m_seed(seed) {
    std::uint64_t s = seed;
    for (auto& word : m_state) word = splitmix64(s);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    // Lemire, "Fast Random Integer Generation in an Interval" (2019).
    u128 m = static_cast<u128>(next()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) {
            m = static_cast<u128>(next()) * bound;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

std::int64_t Rng::between(std::int64_t low, std::int64_t high) {
    auto span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
    if (span == std::numeric_limits<std::uint64_t>::max()) return static_cast<std::int64_t>(next());
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + below(span + 1));
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

Rng Rng::stream(std::uint64_t index) const {
    std::uint64_t s = m_seed ^ 0x5851F42D4C957F2DULL;
    std::uint64_t mixed = splitmix64(s);
    std::uint64_t t = mixed + index * 0xD1342543DE82EF95ULL;
    return Rng(splitmix64(t));
}

std::uint64_t choose_seed() {
    std::random_device device;
    std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    // Keep seeds short enough to type back in.
    return seed % 1'000'000'000'000ULL;
}

}  // namespace pnpkit
