// The one-page rules summary of Dragon Dance, in the project's own words, with the numbers, card
// names and keyword texts taken from the loaded data.

#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dance/components.hpp"
#include "layout/markup.hpp"

namespace pnpkit::dragon_dance {

namespace {

// A section's heading; sections after the first start with a short gap.
std::string heading(std::string_view text, bool first = false) {
    std::string gap = first ? "" : "\n<span size=\"x-small\"> </span>\n";
    return gap + "<span size=\"larger\" weight=\"bold\" foreground=\"#7a2a1c\">" +
           layout::escape_markup(text) + "</span>\n";
}

std::string lower_name(const SideDef& side) {
    std::string out = side.name;
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// The names of a side's cards that carry `keyword`, e.g. "Hack, Slash".
std::vector<std::string> cards_with(const GameData& data, Keyword keyword) {
    std::vector<std::string> names;
    for (Side side : k_sides) {
        for (const Card& card : data.side(side).cards) {
            if (card.has(keyword) &&
                std::find(names.begin(), names.end(), card.name) == names.end()) {
                names.push_back(card.name);
            }
        }
    }
    return names;
}

// The first card of `side` that uses its table as `kind`, or null.
const Card* first_table_card(const GameData& data, Side side, Kind kind) {
    for (const Card& card : data.side(side).cards) {
        if (card.kind == kind && card.uses_table())
            return &card;
    }
    return nullptr;
}

std::string left_column(const GameData& data) {
    const SideDef& knight = data.side(Side::knight);
    const SideDef& dragon = data.side(Side::dragon);
    std::string start = data.starting_range == Range::long_range ? "long" : "short";
    std::string out;
    out += heading("The duel", true);
    out +=
        "A " + lower_name(knight) + " and a " + lower_name(dragon) +
        " duel for the hand of a princess. Wear the other side's life down to nothing and "
        "stay standing yourself. The " +
        lower_name(knight) + " is quick but fragile: " +
        plural(knight.life, knight.life_token, knight.life_token + "s") + " and " +
        plural(knight.dice, "small white die", "small white dice") + ". The " + lower_name(dragon) +
        " is slow but tough: " + plural(dragon.life, dragon.life_token, dragon.life_token + "s") +
        " and " + plural(dragon.dice, "large red die", "large red dice") +
        ". Life, unspent dice and discards stay in plain view all game.";
    out += heading("Setting up");
    out += "Take your side's " + plural(static_cast<int>(knight.cards.size()), "card", "cards") +
           ", player aid, dice and life tokens. Roll your dice and leave them showing. Both "
           "aids and the range marker start with their <b>" +
           start + " range</b> side up.";
    out += heading("A round: four steps, both players at once");
    out +=
        "<b>1. Choose a die.</b> Hide your dice, point at one, or beside them for no die, "
        "and reveal together. High dice power attacks, low dice power defences, middle "
        "dice help both a little. A die can also be a bluff.\n"
        "<b>2. Choose a card.</b> Knowing both dice, each player lays a card face down and "
        "both turn over together. It must be playable at the current range: look at its "
        "range icons, or at your aid, which lists exactly those cards.\n"
        "<b>3. Resolve.</b> Both cards act at the same time: damage first, then any change "
        "of range.\n"
        "<b>4. Discard.</b> The card and the die you chose go face up beside you. They "
        "stay out of play until you recuperate.";
    out += heading("Damage");
    out +=
        "An attack deals the number in its table under the die you chose, or under the "
        "dashed square :no-die: if you chose none. If the other side played a defence, its "
        "table gives the protection in the same way, and only the damage above it is lost. "
        "Both sides may hurt each other in the same round.";
    const Card* attack = first_table_card(data, Side::knight, Kind::attack);
    const Card* guard = first_table_card(data, Side::dragon, Kind::defence);
    if (attack && guard) {
        int damage = attack->value(5);
        int protection = guard->value(1);
        int lost = std::max(0, damage - protection);
        out += "\n<i>Example: " + layout::escape_markup(attack->name) + " with a :die5: deals " +
               std::to_string(damage) + "; " + layout::escape_markup(guard->name) +
               " with a :die1: stops " + std::to_string(protection) + ", so the " +
               lower_name(dragon) + " loses " + (lost == 0 ? "nothing" : std::to_string(lost)) +
               ".</i>";
    }
    return out;
}

std::string right_column(const GameData& data) {
    std::string out;
    out += heading("Keywords", true);
    std::vector<std::string> lines;
    for (Keyword keyword : k_keywords) {
        std::vector<std::string> names = cards_with(data, keyword);
        if (names.empty())
            continue;
        std::string text = keyword_markup(keyword);
        auto end = text.find("</b>") + 4;
        if (names != std::vector<std::string>{capitalised(to_string(keyword))})
            text.insert(end, " <i>(" + layout::escape_markup(join(names, ", ")) + ")</i>");
        lines.push_back(std::move(text));
    }
    out += join(lines, "\n");
    out += heading("Range");
    out +=
        "The fight is at long or short range. If someone closes in and nobody backs off, "
        "it moves to short range; if someone backs off and nobody closes in, to long range; "
        "if one does each, it stays where it was. Turn both aids and the marker to the new "
        "range.";
    out += heading("The end");
    out +=
        "At the end of a round in which a side has lost its last life, the side still "
        "standing wins. If both fell in the same round, nobody wins and the princess goes "
        "home alone.";
    out += heading("Fine points");
    out +=
        "• A die you chose is spent, whatever card it went with, even as a bluff (only "
        "Recuperate takes it straight back).\n"
        "• A combo follows up only if the fight is still at short range after this round's "
        "movement. The follow-up ignores a defence card, but not a dodge, and never starts "
        "another combo.\n"
        "• Recuperate returns to your hand with everything it takes back.\n"
        "• A movement card may be played at a range it cannot change; it still cancels a "
        "move the other way.\n"
        "• Life never drops below zero.\n"
        "<i>The reasons are in rulings.md beside the game's data.</i>";
    return out;
}

// The symbols of the cards and aids, two to a row.
std::vector<std::vector<std::string>> legend_rows() {
    return {{":no-die:", "No die chosen: read this column", ":sword:", "Attack: the damage dealt"},
            {":die1: … :die6:", "The die you chose", ":shield:", "Defence: the damage stopped"},
            {":range-long:", "Playable at long range", ":move:", "Movement: changes the range"},
            {":range-short:", "Playable at short range", ":turn:", "Special: recuperate"}};
}

}  // namespace

layout::SheetComponent rules_summary(const GameData& data) {
    layout::Record r;
    r.id = "rules-summary";
    r.set("title", "Dragon Dance: the rules on one page");
    r.set("game", "Dragon Dance");
    r.set_markup("left", left_column(data));
    r.set_markup("right", right_column(data));
    r.set_rows("legend", legend_rows());
    layout::SheetComponent sheet;
    sheet.id = k_rules_summary;
    sheet.title = "Rules summary";
    sheet.pages.push_back(layout::Face{"dragon-dance-rules", r});
    return sheet;
}

}  // namespace pnpkit::dragon_dance
