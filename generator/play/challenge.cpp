#include "play/challenge.hpp"

#include <charconv>
#include <string>

namespace pnpkit::play {

namespace {

// FNV-1a: a hash of a question's id that is the same on every machine and every run.
std::uint64_t stable_hash(std::string_view text) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
    return hash;
}

// The root of every challenge's seed ("pnpkit challenges", so that challenge N is not --seed N).
constexpr std::uint64_t k_challenge_root = 0x70'6e'70'6b'69'74'63'68ULL;

}  // namespace

std::uint64_t challenge_seed(std::uint64_t number) {
    return Rng(k_challenge_root).stream(number).next();
}

std::optional<std::uint64_t> parse_challenge(std::string_view text) {
    std::uint64_t number = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc() || end != text.data() + text.size() || number == 0)
        return std::nullopt;
    return number;
}

std::optional<std::uint64_t> challenge_of(const Log& log) {
    auto it = log.setup.find(std::string(k_challenge_key));
    if (it == log.setup.end()) return std::nullopt;
    return parse_challenge(it->second);
}

Rng step_generator(const Log& log, std::size_t step, std::string_view ask) {
    Rng root(log.seed);
    if (!challenge_of(log)) return root.stream(step);
    std::uint64_t earlier = 0;
    for (std::size_t i = 0; i < step && i < log.steps.size(); ++i) {
        if (log.steps[i].ask == ask) ++earlier;
    }
    return root.stream(stable_hash(ask)).stream(earlier);
}

}  // namespace pnpkit::play
