#pragma once

#include <span>

#include "core/rng.hpp"
#include "games/colf/model.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The rules of CoLF DaDA outside combat, as plain functions over the state (no printing).
// Rulings (data/colf/rulings.md) are cited as R1, R2, ...

using Drawn = FixedVec<Domino, k_set_size>;

// Draws `count` tiles into `out`, then one more for each tile drawn (extras included) that has a
// blank. When the pool runs dry the remaining draws are lost (R6). Returns the number drawn.
int draw_tiles(TilePool& pool, int count, Rng& rng, Drawn& out);

// A new hero at the starting level with the starting dominoes (plus extras for blanks), all in the
// Attack column; the player arranges them with adapt().
Hero start_hero(const Settings& settings, TilePool& pool, Rng& rng);

// XP needed to go up from the hero's current level.
int level_up_cost(const Settings& settings, const Hero& hero);

// Grows the hero one level if it has the XP: one more die and one more domino (plus extras for
// blanks) in `side`. Returns false, changing nothing, when the XP is short or the dice run out.
bool level_up(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng,
              Side side = Side::attack);

// Moves each tile to the column given for it; hits move with the tiles. `sides` has one entry a
// tile.
void adapt(Hero& hero, std::span<const Side> sides);

// Rest: for each die, removes one hit from a covered number showing the die's value (the first such
// end in tile order; which one is immaterial). Returns the number of hits removed.
int rest(Hero& hero, std::span<const std::uint8_t> dice);

// Rolls `count` d6.
Dice roll_dice(int count, Rng& rng);

// Re-rolls the dice at the given indices (an XP re-roll: any dice, placed or not, R8).
void reroll(Dice& dice, std::span<const std::size_t> which, Rng& rng);

// Dead: no numbered end without a hit is left on the hero's dominoes (R4).
inline bool is_dead(const Hero& hero) {
    return hero.open_numbers() == 0;
}

// The index of the score tier earned by winning with `tokens` turn tokens left; -1 when none.
inline int score_tier(const ColfData& data, int tokens) {
    return data.tier_index(tokens);
}

}  // namespace pnpkit::colf
