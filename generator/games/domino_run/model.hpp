#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/domino.hpp"

namespace pnpkit::domino_run {

// The numbers of the game that the rule document fixes, kept as data (data/domino-run/game.toml).
struct Rules {
    int max_pips = 6;        // the domino set: double-six
    int die_faces = 6;       // six-sided dice
    int start_dice = 2;      // dice rolled at the start
    int most_dice = 4;       // dice in the box: the start and every bonus die
    int setup_tiles = 5;     // tiles placed before the cubes
    int player_start = 5;    // spaces from the enemy's space to the player's
    int mulligans = 1;       // fresh starting lines a player may ask for
    int ahead_base = 2;      // tiles kept ahead of the player: this + keys
    int enemy_base = 2;      // the enemy's spaces a turn: this + keys
    int keys_to_win = 7;     // keys (doubles claimed) that win

    int bonus_dice() const { return most_dice - start_dice; }
    int ahead(int keys) const { return ahead_base + keys; }
    int enemy_speed(int keys) const { return enemy_base + keys; }

    SettingPositions pos;  // game.toml's, by "table.key"
};

// The two treasures a key unlocks.
enum class TreasureKind { die, ability };
std::string_view to_string(TreasureKind kind);

// A treasure as printed: its name and what it does, in the project's words.
struct Treasure {
    std::string id;
    TreasureKind kind = TreasureKind::die;
    std::string name;
    std::string effect;
    SourcePos pos;
};

// A tile as it lies in a line, read from the enemy's end: `near` is the space met first.
struct LaidTile {
    int near = 0;
    int far = 0;
    bool operator==(const LaidTile&) const = default;
};

// A set-up from the rule document, replayed by validation: tiles drawn in this order give this
// line, with the cubes on these spaces (counted from 1 at the enemy's end).
struct SetupExample {
    std::string id;
    std::string source;  // where the example comes from, for messages
    std::vector<Domino> draws;
    std::vector<LaidTile> line;
    int enemy_space = 1;
    int player_space = 1;
    SourcePos pos;
};

// A move from the rule document, replayed by validation: on this line, from this space, this roll
// carries the player to `end_space` at the farthest.
struct MoveExample {
    std::string id;
    std::string source;
    std::vector<LaidTile> line;
    int player_space = 1;
    std::vector<int> roll;
    int end_space = 1;
    SourcePos pos;
};

// Everything data/domino-run/ holds.
struct GameData {
    Rules rules;
    std::vector<Treasure> treasures;
    std::vector<SetupExample> setups;
    std::vector<MoveExample> moves;
    std::string game_file;  // display paths, for diagnostics that name a file
    std::string examples_file;

    // The treasure of this kind; null when the data has none (validation reports it).
    const Treasure* treasure(TreasureKind kind) const;
};

}  // namespace pnpkit::domino_run
