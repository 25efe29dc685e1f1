// The one-page rules summary of Domino Run, in the project's own words, with the numbers taken
// from the loaded data and the starting track drawn from the illustration's example.

#include "core/text.hpp"
#include "games/domino_run/components.hpp"
#include "games/domino_run/notation.hpp"
#include "layout/markup.hpp"

namespace pnpkit::domino_run {

namespace {

// A section's heading; sections after the first start with a short gap.
std::string heading(std::string_view text, bool first = false) {
    std::string gap = first ? "" : "\n<span size=\"x-small\"> </span>\n";
    return gap + "<span size=\"larger\" weight=\"bold\" foreground=\"#1f3a4d\">" +
           layout::escape_markup(text) + "</span>\n";
}

std::string n(int value) { return std::to_string(value); }

std::string left_column(const GameData& data) {
    const Rules& r = data.rules;
    std::string out;
    out += heading("The chase", true);
    out += "You are the white cube :cube-white: on a line of dominoes that grows ahead of you; "
           "the black cube :cube-black: follows. Claim every double of the set as a key, all " +
           n(r.keys_to_win) + " of them, before it catches you.";
    out += heading("What you need");
    out += "A " + domino_set_name(r.max_pips) + " set (" +
           n(static_cast<int>(domino_set_size(r.max_pips))) + " tiles), " + n(r.most_dice) +
           " six-sided dice (" + n(r.start_dice) +
           " to start), two cubes or the cube tokens, the key tracker and the player aid.";
    out += heading("Setting up");
    out += "Shuffle the tiles face down: this is the pile. Draw " + n(r.setup_tiles) +
           " tiles and lay them in a line by the rule below. If you do not like the line, you "
           "may once draw " + n(r.setup_tiles) +
           " fresh tiles, lay them instead, and only then shuffle the first ones back. Put "
           ":cube-black: on the first space and :cube-white: " + n(r.player_start) +
           " spaces further on.";
    out += heading("Laying a tile");
    out += "A tile goes at the far end of the line. If one of its ends matches the last space, "
           "that end goes next to it; if not, the low end goes first. The first tile is laid low "
           "end first.";
    out += heading("A turn");
    out += "<b>1. Roll</b> all your dice.\n"
           "<b>2. Move.</b> Spend the dice on the spaces ahead of you, one space at a time, in "
           "any order. A space costs its pips; a blank or an empty pit costs nothing. What is "
           "left of a die keeps paying; when it is not enough for the next space, it is lost "
           "and a fresh die must pay that space whole. Once a turn you may add two fresh dice "
           "into one. Each ability tile, once a turn, turns a die showing its low end into its "
           "high end. You may stop wherever you like.\n"
           "<b>3. Enemy.</b> :cube-black: moves " + plus_keys(r.enemy_base) +
           " spaces towards you.\n"
           "<b>4. Clean up.</b> Tiles behind :cube-black: go back into the pile. Draw and lay "
           "tiles until " + plus_keys(r.ahead_base) + " whole tiles lie ahead of :cube-white:.";
    return out;
}

std::string right_column(const GameData& data) {
    const Rules& r = data.rules;
    const Treasure* die = data.treasure(TreasureKind::die);
    const Treasure* ability = data.treasure(TreasureKind::ability);
    std::string out;
    out += heading("Keys and treasure", true);
    out += "Entering the second space of a double claims it, whether you stop there or run on: "
           "turn it face down and tick it on the tracker. Then take a treasure:\n"
           "<b>" + layout::escape_markup(die ? die->name : "Bonus die") + ".</b> " +
           layout::escape_markup(die ? die->effect : "") + " You can hold " +
           n(r.bonus_dice()) + " at most.\n"
           "<b>" + layout::escape_markup(ability ? ability->name : "Bonus ability") + ".</b> " +
           layout::escape_markup(ability ? ability->effect : "") +
           "\nA treasure starts working on your next turn.";
    out += heading("The enemy");
    out += "It moves one space at a time. The first claimed key it steps on stops it: the tile "
           "leaves the line (it stays yours and still counts) and leaves an empty pit where "
           "the enemy stands. If it would step onto your space, it has caught you: give back a "
           "treasure (a die to the box, an ability tile to the pile) and put the enemy in a pit "
           "in front of the whole line. With no treasure to give, you lose.";
    out += heading("Winning");
    out += "The moment you claim the last key, you escape.";
    out += heading("Fine points");
    out += "• Leftover pips never join another die; only the once-a-turn combination adds "
           "dice.\n"
           "• One die may be turned by two ability tiles in a row (2 to 4, then 4 to 6), but "
           "never a combined sum.\n"
           "• Doubles laid at the start behind you cannot be claimed; they come back to the "
           "pile later.\n"
           "• If the pile runs dry, play on with a shorter line.\n"
           "<i>Every ruling, with its reason, is in rulings.md beside the game's data.</i>";
    out += heading("Credits");
    out += "Domino Run is a game by Ronald Villaver, licensed under CC BY-NC 3.0 PH. This page "
           "is pnpkit's own wording of his rules.";
    return out;
}

// The starting track of the rules' illustration: tile icons, the cubes over their spaces and a
// caption, from the data's first set-up example.
void track_fields(const GameData& data, layout::Record& r) {
    if (data.setups.empty()) {
        r.set("track_title", "");
        return;
    }
    const SetupExample& e = data.setups.front();
    r.set("track_title", "The starting line of the rules' illustration");
    for (std::size_t i = 0; i < e.line.size(); ++i) {
        r.set("tile" + std::to_string(i + 1),
              "domino-" + n(e.line[i].near) + "-" + n(e.line[i].far));
    }
    for (int space = 1; space <= 2 * static_cast<int>(e.line.size()); ++space) {
        std::string mark;
        if (space == e.enemy_space) mark = ":cube-black:";
        if (space == e.player_space) mark = ":cube-white:";
        r.set_markup("mark" + std::to_string(space), mark);
    }
    std::vector<std::string> laid;
    for (LaidTile t : e.line) laid.push_back(to_string(t));
    int ahead = static_cast<int>(e.line.size()) - (e.player_space - 1) / 2 - 1;
    std::string caption = "Drawn in the order " + join(laid, ", ") + ". :cube-black: stands on "
                          "space " + n(e.enemy_space) + ", :cube-white: on space " +
                          n(e.player_space) + ", with " + n(ahead) + " whole tiles ahead.";
    // One tile laid low end first and one turned to match, as examples of the rule.
    bool low_told = false;
    bool match_told = false;
    for (std::size_t i = 1; i < e.line.size(); ++i) {
        std::string tile = to_string(e.line[i]);
        std::string before = to_string(e.line[i - 1]);
        if (e.line[i].near == e.line[i - 1].far && e.line[i].near > e.line[i].far && !match_told) {
            caption += " " + tile + " turns to meet the " + n(e.line[i].near) + " of " + before + ".";
            match_told = true;
        } else if (e.line[i].near != e.line[i - 1].far && !low_told) {
            caption += " " + tile + " follows " + before + " low end first.";
            low_told = true;
        }
    }
    r.set_markup("track_caption", caption);
}

}  // namespace

layout::SheetComponent rules_summary(const GameData& data) {
    layout::Record r;
    r.id = "rules-summary";
    r.set("title", "Domino Run: the rules on one page");
    r.set("game", std::string(k_credit));
    r.set_markup("left", left_column(data));
    r.set_markup("right", right_column(data));
    track_fields(data, r);
    layout::SheetComponent sheet;
    sheet.id = k_rules_summary;
    sheet.title = "Rules summary";
    sheet.pages.push_back(layout::Face{"domino-run-rules", r});
    return sheet;
}

}  // namespace pnpkit::domino_run
