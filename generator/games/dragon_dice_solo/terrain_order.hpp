#pragma once

#include <cstddef>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// One roll of some of the terrain dice: the first of all of them, then one per tie re-rolled.
struct OrderRound {
    int tied_on = 0;                // the value the re-rolled dice tied on (0: the first roll)
    std::vector<std::size_t> dice;  // indices of the dice rolled, in the order they were listed
    std::vector<int> results;       // what each showed
};

struct TerrainOrderResult {
    std::vector<OrderRound> rounds;
    std::vector<std::size_t> order;  // die indices, first terrain first
    std::vector<int> places;         // places[die] = 1-based place of that die
};

// Orders `count` terrain dice of `faces` faces (3.1), one die at a time so that a play driver can
// ask for each (typed from a real die or rolled): lowest first; dice that tie are rolled again
// among themselves, as often as they keep tying, and keep the places of the value they tied on
// (ruling R2). A tie is settled before the dice above it are looked at. `faces` must be at least
// 2, or ties could never be broken (asserted).
class TerrainOrdering {
  public:
    TerrainOrdering(std::size_t count, int faces);
    // The faces of the die to roll next; 0 once the order is known.
    int next_die() const { return m_rolling ? m_faces : 0; }
    // Which die (an index of the dice ordered) is rolled next; only while next_die() > 0.
    std::size_t next_index() const { return m_round.dice[m_round.results.size()]; }
    bool done() const { return !m_rolling; }
    // Records the next die's result (the caller checks it is from 1 to next_die()).
    void roll(int value);
    // The rounds rolled so far; the order and places once done().
    const TerrainOrderResult& result() const { return m_result; }

  private:
    struct Group {
        std::vector<std::size_t> dice;
        int tied_on = 0;
    };
    void advance();

    int m_faces;
    std::vector<Group> m_stack;  // groups still to place, the next on top
    OrderRound m_round;          // the round being rolled
    bool m_rolling = false;
    TerrainOrderResult m_result;
};

// The whole order at once, every roll from `roll`.
TerrainOrderResult order_terrains(std::size_t count, int faces, const RollDie& roll);

// The rules' worked example (terrain_order.toml) played back: its rolls, then its re-rolls as the
// ties ask for them.
struct ExampleReplay {
    TerrainOrderResult result;
    bool ran_out = false;    // the dice still tie after the re-rolls the example gives
    bool left_over = false;  // the example gives more re-rolls than its ties need
};

// Orders the example's dice as order_terrains() would; `faces` must be at least 2.
ExampleReplay replay_example(const OrderExample& example, int faces);

}  // namespace pnpkit::games::dragon_dice_solo
