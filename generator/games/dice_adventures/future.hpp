#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "games/dice_adventures/engine.hpp"

namespace pnpkit::dice_adventures {

// One game's chance, fixed in advance: the k-th die rolled in the game and the k-th random pick
// (who dies, who loses a level, which card) whatever the players do, so that every policy of the
// ladder meets the same dice in the same order.
// The values are drawn lazily from two streams of the game's generator: a future is the same
// however much of it is read.
class Future {
public:
    explicit Future(const Rng& game) : m_dice_rng(game.stream(0)), m_pick_rng(game.stream(1)) {}

    // The k-th die of the game, 1 to 6.
    int die(std::size_t k);
    // The k-th pick of the game among `count` (> 0): 0 to count - 1, the game's k-th uniform draw
    // from [0, 1) scaled by count.
    int pick(std::size_t k, int count);

private:
    Rng m_dice_rng;
    Rng m_pick_rng;
    std::vector<int> m_dice;
    std::vector<double> m_picks;
};

// Where a game stands in its future: the dice and picks read so far.
struct FutureAt {
    std::size_t dice = 0;
    std::size_t picks = 0;
    bool operator==(const FutureAt&) const = default;
};

// The state after the random step `state` waits for, read from `future` at `at` (which moves on).
State apply_future(const Rules& rules, const State& state, Future& future, FutureAt& at);

}  // namespace pnpkit::dice_adventures
