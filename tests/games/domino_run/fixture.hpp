#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <variant>
#include <vector>

#include "core/text.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"
#include "games/domino_run/table.hpp"

namespace pnpkit::domino_run::test {

// The rules as the rule document gives them (Rules' defaults are the shipped numbers; a test of
// the data files checks that they agree).
inline Rules rules() { return Rules{}; }

// A table from its line ("1|2 2|4 0|5"), the cubes' spaces and the roll; the build must succeed.
inline State table(const std::string& line, int enemy, int player, std::vector<int> roll,
                   std::vector<Domino> keys = {}, std::vector<Domino> abilities = {},
                   const Rules& r = rules()) {
    Table t;
    auto slots = parse_line(line);
    REQUIRE(std::holds_alternative<std::vector<Slot>>(slots));
    t.line = std::get<std::vector<Slot>>(slots);
    t.enemy_space = enemy;
    t.player_space = player;
    t.roll = std::move(roll);
    t.bonus_dice = t.roll.empty() ? 0 : static_cast<int>(t.roll.size()) - r.start_dice;
    t.keys = std::move(keys);
    t.abilities = std::move(abilities);
    auto built = build_state(r, t);
    if (auto* problems = std::get_if<std::vector<std::string>>(&built)) FAIL(join(*problems, "; "));
    return std::get<State>(built);
}

// The line as players write it, near|far from the enemy's end, pits as _.
inline std::string line_of(const State& s) {
    std::vector<std::string> words;
    for (int i = 0; i < s.line.size(); i += s.line.slot_size(i)) {
        if (s.line[i].pit()) {
            words.push_back(s.line.slot_size(i) == 1 ? "." : "..");
            continue;
        }
        LaidTile t = s.line.laid(i);
        words.push_back(std::to_string(t.near) + "|" + std::to_string(t.far));
    }
    return join(words, " ");
}

}  // namespace pnpkit::domino_run::test
