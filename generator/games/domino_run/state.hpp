#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/domino.hpp"
#include "core/domino_pool.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/track.hpp"

namespace pnpkit::domino_run {

constexpr int k_max_dice = 8;        // dice a pool can hold (validation keeps `most` within it)
constexpr int k_max_abilities = 10;  // ability tiles: fewer than the keys to win, at most 10

// What the game waits for next. Decisions: mulligan, move, treasure, sacrifice. Random values
// (drawn by pnpkit or typed from real dice and dominoes): deal, refill and ability take a tile,
// roll takes a die. won and lost end the game.
enum class Phase : std::uint8_t {
    deal,       // a tile for the starting line
    mulligan,   // keep the starting line or lay a fresh one
    refill,     // a tile for the far end of the line
    roll,       // a die of this turn's roll
    move,       // where the player stops
    treasure,   // the treasure of a key just claimed
    ability,    // the tile a bonus ability turned up
    sacrifice,  // the treasure given up to the enemy
    won,
    lost,
};
const char* to_string(Phase phase);

// A pure state of one game: everything on the table, nothing else. Cheap to copy (no heap), so
// look-ahead can try moves on copies.
struct State {
    Track line;
    int enemy = 0;   // the places of the cubes in the line
    int player = 0;
    DominoPool pile;
    std::uint64_t aside = 0;  // the old starting line while a mulligan lays a new one
    std::uint64_t keys = 0;   // doubles claimed, on the line or taken (bits in domino_set order)
    std::uint64_t taken = 0;  // claimed tiles the enemy took off the line
    std::array<std::uint8_t, k_max_dice> dice{};  // this turn's roll, in the order rolled
    int dice_rolled = 0;
    int reach = 0;  // the farthest place this roll can carry the player (farthest(), once rolled)
    int bonus_dice = 0;
    std::array<std::uint8_t, k_max_abilities> abilities{};  // tile indices, in the order gained
    int ability_count = 0;
    int pending_treasures = 0;  // keys claimed this turn whose treasure is still to choose
    int mulligans_left = 0;
    int turn = 0;
    int catches = 0;  // times the enemy reached the player
    Phase phase = Phase::deal;

    int key_count() const;
    int max_pips() const { return pile.max_pips(); }
    Domino tile(int index) const { return domino_at(index, max_pips()); }
    Domino ability(int slot) const { return tile(abilities[static_cast<std::size_t>(slot)]); }
    int pool_size(const Rules& rules) const { return rules.start_dice + bonus_dice; }
    int treasures() const { return bonus_dice + ability_count; }
    bool over() const { return phase == Phase::won || phase == Phase::lost; }
    bool operator==(const State&) const = default;
};

// The tiles of a double-N set a bonus ability can turn up: neither doubles nor with a blank end.
std::uint64_t ability_tiles(int max_pips);

// The space number players use (1 at the enemy's end) for a place of the line, and back.
inline int space_number(int place) { return place + 1; }

}  // namespace pnpkit::domino_run
