#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/domino.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// One slot of a line as a player writes it: a tile as it lies, or an empty place (a pit) of one
// or two places.
struct Slot {
    std::optional<LaidTile> tile;
    int pit = 0;  // places of a pit: 1 or 2; 0 for a tile
    bool operator==(const Slot&) const = default;
};

// "1|2 2|4 . 0|5": tiles written near|far from the enemy's end, "." for a one-place pit and ".."
// for a two-place one, separated by spaces or commas. Returns the slots, or a message naming the
// first word that is neither.
std::variant<std::vector<Slot>, std::string> parse_line(std::string_view text);

// A table as a player describes it, at the start of a move or of a roll.
struct Table {
    std::vector<Slot> line;
    int enemy_space = 1;  // spaces counted from 1 at the enemy's end (pits count); 0: in a pit
                          // just behind the line
    int player_space = 1;
    std::vector<Domino> keys;       // doubles claimed: face down on the line, or taken
    std::vector<Domino> abilities;  // ability tiles in front of the player
    int bonus_dice = 0;
    std::vector<int> roll;  // this turn's dice; empty: the roll is still to come
};

// The state the table shows: its move when the roll is given, else its roll. The pile is every
// tile not on the table. Every inconsistency (a tile twice or not of the set, cubes off the line
// or in the wrong order, a key that is not a double, a claimed key ahead of the player, a roll of
// the wrong size, ...) is one message; the state comes back only when there are none.
std::variant<State, std::vector<std::string>> build_state(const Rules& rules, const Table& table);

}  // namespace pnpkit::domino_run
