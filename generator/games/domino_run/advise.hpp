#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/domino.hpp"
#include "games/domino_run/lookahead.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/reach.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// What the enemy does after a turn plan: it stops short, takes a claimed key, or catches the
// player.
enum class EnemyOutcome { stops, takes_key, catches };

// One way to play the roll in hand, with its figures.
struct Option {
    TurnPlan plan;
    Plan spend;                // how the dice pay for the way
    std::vector<Domino> keys;  // keys claimed on the way, in order
    int spaces = 0;            // places moved
    EnemyOutcome enemy = EnemyOutcome::stops;
    int gap = 0;   // places between the cubes after the enemy, unless it catches
    Estimate win;  // the chance of winning after it (look-ahead's figure)
};

// Whether option `a` dominates option `b`: both claim the same keys and plan the same treasures,
// the enemy does the same thing after both (stops, takes a key, or catches the player), `a`
// stops further on and leaves the enemy at least as far behind. The player after `a` is then
// where the player after `b` would be, a step or more nearer the end of the line and no nearer
// the enemy, so `a` is never the worse way to play.
bool dominates(const Option& a, const Option& b);

// Every legal way to play the roll: each place from the player's to the farthest, with every
// sequence of treasures for the keys it claims. The objective is the chance of winning: each way
// is scored by estimate_plan with the greedy policy playing on, `samples` roll-outs, every way on
// the same seed, so roll-out r of every way plays with the same random numbers (common random
// numbers: the ways are compared on the same luck). A way's estimate is never above that of a
// way that dominates it (it is lowered to it: the rest is roll-out noise), and the ways come
// best first: higher chance, then farther, then bonus dice before abilities; so a dominated way
// always comes after the ways that dominate it.
std::vector<Option> advise(const State& state, const Rules& rules, int samples, std::uint64_t seed);

// The treasure sequences the keys of a move can take, given the dice left in the box and the
// ability tiles left in the pile; one empty sequence when the move claims no key.
std::vector<std::vector<TreasureKind>> treasure_sequences(const State& state, const Rules& rules,
                                                          int keys);

}  // namespace pnpkit::domino_run
