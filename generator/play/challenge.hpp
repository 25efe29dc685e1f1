#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/rng.hpp"
#include "play/log.hpp"

namespace pnpkit::play {

// The set-up key under which a session keeps the number of the challenge it plays.
inline constexpr std::string_view k_challenge_key = "challenge";

// The seed of challenge `number`: the same for everyone who plays it with this version.
std::uint64_t challenge_seed(std::uint64_t number);

// A challenge number as typed: a whole number from 1; nullopt otherwise.
std::optional<std::uint64_t> parse_challenge(std::string_view text);

// The challenge a log plays (its `challenge` set-up key), nullopt for an ordinary game or a key
// that is not a challenge number.
std::optional<std::uint64_t> challenge_of(const Log& log);

// The generator pnpkit rolls, draws or decides with at the log's step `step`, which asks `ask`.
// An ordinary game uses stream `step` of the seed. A challenge uses the k-th stream of the
// question's own streams, k counting the earlier steps that answered the same question: the k-th
// roll of the hero dice is the same whatever the player chose before it, so everyone who plays the
// challenge is dealt the same dice, tiles and cards.
Rng step_generator(const Log& log, std::size_t step, std::string_view ask);

}  // namespace pnpkit::play
