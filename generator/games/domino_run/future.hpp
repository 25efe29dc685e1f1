#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/policy.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// One game's chance, fixed in advance for the strength ladder: the k-th die rolled in the game and
// the k-th tile drawn (as a uniform number that picks among the tiles the pile offers then),
// whatever the player does, so that every policy meets the same dice and draws in the same order.
// The values come lazily from two streams of the game's generator: a future is the same however
// much of it is read.
class Future {
public:
    explicit Future(const Rng& game) : m_dice_rng(game.stream(0)), m_draw_rng(game.stream(1)) {}

    // The k-th die of the game, 1 to `faces` (the same `faces` for every k of a game).
    int die(std::size_t k, int faces);
    // The k-th draw of the game, uniform in [0, 1).
    double draw(std::size_t k);

private:
    Rng m_dice_rng;
    Rng m_draw_rng;
    std::vector<int> m_dice;
    std::vector<double> m_draws;
};

// Where a game stands in its future: the dice and draws read so far.
struct FutureAt {
    std::size_t dice = 0;
    std::size_t draws = 0;
    bool operator==(const FutureAt&) const = default;
};

// The tile a draw `u` in [0, 1) takes among the tiles the state can take now (tile_choices, which
// must not be empty): the floor(u * count)-th in domino_set order.
Domino tile_at(const State& state, double u);

// Rolls every die and draws every tile the state waits for from `future` at `at` (which moves on),
// up to the next decision or the end of the game.
void play_future_chance(State& state, const Rules& rules, Future& future, FutureAt& at);

// A whole game against `future` with `policy` deciding (its own randomness from `policy_rng`);
// the final state (still going after k_turn_limit turns counts as not won).
State play_future_game(const Rules& rules, const Policy& policy, Future& future, Rng& policy_rng);

}  // namespace pnpkit::domino_run
