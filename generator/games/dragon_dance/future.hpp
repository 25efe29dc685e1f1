#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "core/rng.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// One duel's chance, fixed in advance for the strength ladder: the k-th die each side rolls and
// the computer's k-th draw, whatever anyone plays, so that every policy meets the same dice and
// the same computer in the same order. Drawn lazily from streams of the game's generator: a
// future is the same however much of it is read.
class DuelFuture {
public:
    explicit DuelFuture(const Rng& game)
        : m_dice_rng{game.stream(0), game.stream(1)}, m_draw_rng(game.stream(2)) {}

    // The k-th die `side` rolls in the game, 1 to 6.
    Die die(Side side, std::size_t k);
    // The computer's k-th uniform draw from [0, 1): round r's die is draw 2r, its card 2r + 1.
    double computer_draw(std::size_t k);

private:
    std::array<Rng, 2> m_dice_rng;
    Rng m_draw_rng;
    std::array<std::vector<Die>, 2> m_dice;
    std::vector<double> m_draws;
};

// Where a duel stands in its future: how many dice each side has rolled.
struct DuelAt {
    std::array<std::size_t, 2> dice{};
    bool operator==(const DuelAt&) const = default;
};

// The stream a policy draws its own choices from (never the future's).
inline Rng policy_stream(const Rng& game) {
    return game.stream(3);
}

// Rolls the dice `state` waits for (SideState::unrolled), each side's from its own sequence.
void roll_future(GameState& state, DuelFuture& future, DuelAt& at);

// A new game (as new_game) with its dice from the future.
GameState new_game_future(const GameData& data, DuelFuture& future, DuelAt& at);

}  // namespace pnpkit::dragon_dance
