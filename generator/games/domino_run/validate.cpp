#include "games/domino_run/validate.hpp"

#include <variant>

#include "core/domino_pool.hpp"
#include "core/text.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/notation.hpp"
#include "games/domino_run/reach.hpp"
#include "games/domino_run/table.hpp"

namespace pnpkit::domino_run {

namespace {

std::string number_text(int value) {
    return std::to_string(value);
}

// False when the set or the dice are beyond what the engine holds: nothing further is checked.
bool check_capacity(const Rules& r, Diagnostics& d) {
    bool ok = true;
    if (r.max_pips > DominoPool::k_max_pips) {
        d.error(r.pos.where("set.max_pips"), "the engine plays with sets up to " +
                                             domino_set_name(DominoPool::k_max_pips) + ", not " +
                                             domino_set_name(r.max_pips));
        ok = false;
    }
    if (r.most_dice > k_max_dice) {
        d.error(r.pos.where("dice.most"), "a pool holds at most " + number_text(k_max_dice) +
                                          " dice, not " + number_text(r.most_dice));
        ok = false;
    }
    if (r.start_dice > r.most_dice) {
        d.error(r.pos.where("dice.start"), "the starting pool (" + number_text(r.start_dice) +
                                           " dice) is larger than the dice in the box (" +
                                           number_text(r.most_dice) + ")");
        ok = false;
    }
    return ok;
}

void check_keys(const Rules& r, Diagnostics& d) {
    int doubles = r.max_pips + 1;
    if (r.keys_to_win != doubles)
        d.error(r.pos.where("victory.keys"),
                "victory needs " + number_text(r.keys_to_win) + " keys, but a " +
                    domino_set_name(r.max_pips) + " set has " + number_text(doubles) +
                    " doubles and each double is one key",
                "set [victory] keys = " + number_text(doubles) + " or change [set] max_pips");
    if (r.max_pips < 2)
        d.warning(r.pos.where("set.max_pips"),
                  "a " + domino_set_name(r.max_pips) +
                      " set has no tile a bonus ability can be: every tile is a double or has a "
                      "blank end");
    if (2 * r.die_faces < r.max_pips)
        d.warning(r.pos.where("dice.faces"), "a space of " + number_text(r.max_pips) +
                                             " pips is more than two combined dice can pay (" +
                                             number_text(2 * r.die_faces) +
                                             "): only ability tiles get past it");
}

void check_setup(const Rules& r, Diagnostics& d) {
    int set = static_cast<int>(domino_set_size(r.max_pips));
    int dealt = r.setup_tiles * (1 + r.mulligans);
    if (dealt > set)
        d.error(r.pos.where("setup.tiles"),
                "set-up cannot always be dealt: " + number_text(r.setup_tiles) + " tiles, and " +
                    number_text(r.setup_tiles) + " more for each of " + number_text(r.mulligans) +
                    " mulligans (drawn before the old line goes back, ruling R14), need " +
                    number_text(dealt) + " of the " + number_text(set) + " tiles");
    if (r.player_start >= 2 * r.setup_tiles) {
        d.error(r.pos.where("setup.player_start"),
                "you would start off the line: " + number_text(r.setup_tiles) + " tiles give " +
                    number_text(2 * r.setup_tiles) + " spaces, and you start " +
                    number_text(r.player_start) + " spaces after the enemy's");
        return;
    }
    // Whole tiles whose first space lies after the player's: those after the player's tile.
    int ahead = r.setup_tiles - (r.player_start / 2 + 1);
    if (ahead != r.ahead_base)
        d.warning(r.pos.where("setup.player_start"),
                  "set-up leaves " + count_of(static_cast<std::size_t>(ahead), "tile") +
                      " ahead of you where a turn keeps " + number_text(r.ahead_base) +
                      ": the first refill makes up the difference");
}

void check_treasures(const GameData& data, Diagnostics& d) {
    for (TreasureKind kind : {TreasureKind::die, TreasureKind::ability}) {
        const Treasure* first = nullptr;
        for (const Treasure& t : data.treasures) {
            if (t.kind != kind) continue;
            if (first)
                d.error(t.pos, "a second treasure of kind '" + std::string(to_string(kind)) + "'",
                        "the first is '" + first->id + "' at " + first->pos.to_string());
            else
                first = &t;
        }
        if (!first)
            d.error(SourcePos::start_of(data.game_file),
                    "no [[treasure]] of kind '" + std::string(to_string(kind)) +
                        "': a key unlocks a bonus die or a bonus ability");
    }
}

std::string line_text(const std::vector<LaidTile>& line) {
    std::vector<std::string> words;
    for (LaidTile t : line) words.push_back(to_string(t));
    return join(words, " ");
}

std::vector<LaidTile> laid_line(const State& s) {
    std::vector<LaidTile> out;
    for (int i = 0; i < s.line.size(); ++i) {
        if (!s.line[i].far() && !s.line[i].pit()) out.push_back(s.line.laid(i));
    }
    return out;
}

// Deals the example's tiles through the engine and compares the line and the cubes.
void check_setup_example(const Rules& rules, const SetupExample& e, Diagnostics& d) {
    if (static_cast<int>(e.draws.size()) != rules.setup_tiles) {
        d.error(e.pos, "example '" + e.id + "' draws " +
                           number_text(static_cast<int>(e.draws.size())) +
                           " tiles but set-up lays " + number_text(rules.setup_tiles));
        return;
    }
    State s = new_game(rules);
    for (Domino tile : e.draws) {
        if (auto refusal = tile_refusal(s, tile)) {
            d.error(e.pos, "example '" + e.id + "': " + *refusal);
            return;
        }
        give_tile(s, rules, tile);
    }
    if (s.phase == Phase::mulligan) choose_mulligan(s, rules, false);
    std::vector<LaidTile> line = laid_line(s);
    if (line != e.line)
        d.error(e.pos, "example '" + e.id + "' (" + e.source + "): the placement rule lays " +
                           line_text(line) + ", the example shows " + line_text(e.line));
    if (space_number(s.enemy) != e.enemy_space || space_number(s.player) != e.player_space)
        d.error(e.pos, "example '" + e.id + "' (" + e.source +
                           "): set-up puts the enemy on space " +
                           number_text(space_number(s.enemy)) + " and you on space " +
                           number_text(space_number(s.player)) + ", the example on " +
                           number_text(e.enemy_space) + " and " + number_text(e.player_space));
}

// Plays the example's roll from its space and compares the farthest place reached.
void check_move_example(const Rules& rules, const MoveExample& e, Diagnostics& d) {
    Table table;
    for (LaidTile t : e.line) table.line.push_back(Slot{t, 0});
    table.enemy_space = 0;
    table.player_space = e.player_space;
    table.roll = e.roll;
    table.bonus_dice = static_cast<int>(e.roll.size()) - rules.start_dice;
    auto built = build_state(rules, table);
    if (auto* problems = std::get_if<std::vector<std::string>>(&built)) {
        d.error(e.pos, "example '" + e.id + "': " + join(*problems, "; "));
        return;
    }
    const State& s = std::get<State>(built);
    int reached = farthest(s) - s.player + e.player_space;
    if (reached != e.end_space)
        d.error(e.pos, "example '" + e.id + "' (" + e.source + "): the roll reaches space " +
                           number_text(reached) + ", the example says " + number_text(e.end_space));
}

}  // namespace

void validate_data(const GameData& data, Diagnostics& diagnostics) {
    const Rules& r = data.rules;
    check_treasures(data, diagnostics);
    if (!check_capacity(r, diagnostics)) return;
    check_keys(r, diagnostics);
    check_setup(r, diagnostics);
    if (diagnostics.has_errors()) return;
    for (const SetupExample& e : data.setups) check_setup_example(r, e, diagnostics);
    for (const MoveExample& e : data.moves) check_move_example(r, e, diagnostics);
}

}  // namespace pnpkit::domino_run
