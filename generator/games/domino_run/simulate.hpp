#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/policy.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// A game still going after this many turns is counted as unfinished (none has come near it).
constexpr int k_turn_limit = 1000;

// How one game went.
struct GameResult {
    bool won = false;
    bool unfinished = false;
    int turns = 0;
    int keys = 0;  // keys claimed at the end
    int catches = 0;
    bool mulligan = false;
    bool line_ran_out = false;  // the pile was empty when the enemy caught the player for good
};

// Answers the decision `state` waits for (mulligan, move, treasure, sacrifice) with `policy`, its
// own randomness from `policy_rng`; returns whether it chose a fresh starting line. Other phases
// are left as they are.
bool answer_decision(State& state, const Rules& rules, const Policy& policy, Rng& policy_rng);

// Where play_out stops.
enum class Until { end, roll };

// Plays a game on from `state` with `policy` to its end (or the turn limit), or to the next roll
// before any die of it: every tile and die from `game_rng`, the policy's own randomness from
// `policy_rng`. Returns whether the player chose a fresh starting line on the way.
bool play_out(State& state, const Rules& rules, const Policy& policy, Rng& game_rng,
              Rng& policy_rng, Until until = Until::end);

// Plays one game with `policy`: the game's dice and tiles come from `game_rng`, the policy's own
// randomness (roll-outs) from `policy_rng`, so that a policy's thinking never changes the dice.
GameResult play_game(const Rules& rules, const Policy& policy, Rng& game_rng, Rng& policy_rng);

// The tallies of many games. Every field is a sum, so tallies merge in any order: a simulation's
// numbers do not depend on how its games were split over threads.
struct SimulationStats {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;
    std::uint64_t unfinished = 0;
    std::uint64_t mulligans = 0;
    std::uint64_t catches = 0;
    std::vector<std::uint64_t> keys;         // games by keys claimed at the end
    std::vector<std::uint64_t> turns;        // games by turns played
    std::vector<std::uint64_t> win_turns;    // wins by turns played
    std::vector<std::uint64_t> losses_keys;  // losses by keys held when caught for good
    std::uint64_t losses_dry = 0;            // losses with the pile empty

    void add(const GameResult& result);
    void merge(const SimulationStats& other);
    bool operator==(const SimulationStats&) const = default;
};

// Plays `games` games over `threads` threads (at least 1). Game i takes its dice and tiles from
// Rng(seed).stream(2i) and gives the policy Rng(seed).stream(2i + 1).
SimulationStats simulate(const Rules& rules, const Policy& policy, std::uint64_t seed,
                         std::uint64_t games, int threads);

}  // namespace pnpkit::domino_run
