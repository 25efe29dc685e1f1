#pragma once

#include <cstdint>
#include <optional>

#include "core/rng.hpp"
#include "games/colf/model.hpp"
#include "games/colf/play.hpp"

namespace pnpkit::colf {

// The strength ladder's upper bound (`simulate colf --ladder`, row `bound`): whether a player who
// knows every future die and draw of a game can win it.
//
// The search plays the game with the engine (play_game, play_from) against fixed dice and draws
// streams, and tries every legal answer of every question the ladder's rows answer
// (bound_options.hpp: the turn and the Master's target, fleeing, where the dice go, the boosts,
// where each hit lands, level-ups, the arrangement, the Rest's re-rolls), depth first, the answer
// the patient policy would give first. A run is replayed from the start with the answers chosen so
// far, so the k-th die is the k-th of the dice stream whatever was chosen. Positions at the start
// of a turn whose every continuation lost are remembered (the hero, the turn tokens, both decks
// and both streams' states: the pool is every tile the hero does not hold) and not searched again.
// Boosts that give the same round as cheaper ones are left out: they differ only in the XP kept,
// which is only ever spent by choice, so the cheaper one wins whenever the other does.
// From a game's set-up, patient's games with one turn answered otherwise are tried first (paths of
// the same tree: a quick way to a win). After `max_decisions` decisions played the game is
// counted as won, so the figure stays an upper
// bound (resolved says so).

inline constexpr std::uint64_t k_bound_decisions = 2000000;

struct BoundLimits {
    std::uint64_t max_decisions = k_bound_decisions;
    bool memo = true;           // remember lost turn starts
    bool dominated_out = true;  // leave out boosts that cheaper ones equal
    // clairvoyant_game: before the search, patient's games with one turn answered otherwise
    // (each turn from the last back, every answer of it), at most this many.
    std::uint64_t one_turn_off_games = 3000;
};

struct ClairvoyantResult {
    bool win = false;             // some way of answering wins (or the search ran out: resolved)
    bool resolved = true;         // false: the budget ran out and the game was counted as won
    std::uint64_t decisions = 0;  // decisions played over every run
    std::uint64_t runs = 0;       // games (or endings) played
};

// Game `stream` of the ladder from its set-up (its dice and draws as LadderChance takes them).
ClairvoyantResult clairvoyant_game(const ColfData& data, const Rng& stream,
                                   BoundLimits limits = {});

// The same from `start` (a turn about to begin, its pool every tile the hero does not hold), the
// dice and draws from copies of `dice` and `draws`.
ClairvoyantResult clairvoyant_from(const ColfData& data, const Position& start, const Rng& dice,
                                   const Rng& draws, BoundLimits limits = {});

// Whether patient's play with one turn answered otherwise wins game `stream` (its dice and draws
// as LadderChance takes them) with at least `min_tokens` turn tokens left: each turn from the last
// that can leave as many back to the first, every answer of it (every Master answer when
// min_tokens > 0: patient faces the Master at its last turn), at most `max_games` games (counted
// into `runs`). clairvoyant_game's first try (min_tokens 0); with the top tier's tokens, the
// ladder's way to a win in the top tier. A win it finds is a play of the game; false only says none
// was found.
bool one_turn_off_wins(const ColfData& data, const Rng& stream, std::uint64_t max_games,
                       int min_tokens, std::uint64_t& runs);

}  // namespace pnpkit::colf
