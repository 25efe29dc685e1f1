#include "games/dragon_dance/components.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "layout/markup.hpp"

namespace pnpkit::dragon_dance {

namespace {

using layout::Face;
using layout::Record;

std::string template_for(Side side, std::string_view what) {
    return "dragon-dance-" + std::string(to_string(side)) + "-" + std::string(what);
}

std::string range_icon(Range range) {
    return range == Range::long_range ? "range-long" : "range-short";
}

std::string range_title(Range range) {
    return range == Range::long_range ? "Long range" : "Short range";
}

// The icon that marks a card's kind: sword, shield, arrows, hourglass.
std::string kind_icon(const Card& card) {
    switch (card.kind) {
        case Kind::attack:
            return "sword";
        case Kind::defence:
            return "shield";
        case Kind::movement:
            return "move";
        case Kind::special:
            return "turn";
    }
    return "";
}

// The big picture of a card that uses no table: where it moves the fight, or what it does.
std::string effect_icon(const Card& card) {
    if (card.has(Keyword::reduce_range))
        return "range-short";
    if (card.has(Keyword::increase_range))
        return "range-long";
    return kind_icon(card);
}

// What a table card does with its number, for cards without keywords of their own.
std::string_view table_reminder(const Card& card) {
    if (card.kind == Kind::attack)
        return "The number under your die is the damage you deal; a defence card played "
               "against it takes its protection off.";
    return "The number under your die is taken off the damage of the attack card played "
           "against you this round.";
}

Record card_front(const GameData& data, const Card& card) {
    Record r;
    r.id = card.id;
    r.set("name", card.name);
    r.set("side", data.side(card.side).name);
    r.set("kind", capitalised(to_string(card.kind)));
    r.set("kind_icon", kind_icon(card));
    r.set("ranges", capitalised(ranges_text(card)) + " range");
    std::vector<std::string> icons;
    for (Range range : k_ranges) {
        if (card.playable_at(range))
            icons.push_back(range_icon(range));
    }
    r.set("range_icon_1", icons.empty() ? std::string() : icons[0]);
    r.set("range_icon_2", icons.size() > 1 ? icons[1] : std::string());
    std::vector<std::string> rules;
    for (Keyword keyword : card.keywords)
        rules.push_back(keyword_markup(keyword));
    if (card.uses_table()) {
        r.set_rows("values", {value_row(card)});
        r.set("caption", card.kind == Kind::attack ? "Damage" : "Protection");
        r.set_markup("rules", join(rules, "\n"));
        r.set("reminder", card.keywords.empty() ? std::string(table_reminder(card)) : "");
        r.set("effect", "");
        r.set("effect_icon", "");
    } else {
        r.set_rows("values", {});
        r.set("caption", "");
        r.set_markup("rules", "");
        r.set("reminder", "");
        r.set_markup("effect", join(rules, "\n"));
        r.set("effect_icon", effect_icon(card));
    }
    return r;
}

Record card_back(const GameData& data, Side side) {
    Record r;
    r.id = std::string(to_string(side)) + "-back";
    r.set("side", data.side(side).name);
    return r;
}

// One side's eight action cards, each with the side's back.
layout::DeckComponent action_cards(const GameData& data, Side side) {
    layout::DeckComponent deck;
    deck.id = side == Side::knight ? k_knight_cards : k_dragon_cards;
    deck.title = data.side(side).name + " action cards";
    Face back{template_for(side, "back"), card_back(data, side)};
    for (const Card& card : data.side(side).cards) {
        deck.cards.push_back(
            layout::Card{Face{template_for(side, "card"), card_front(data, card)}, back, 1});
    }
    return deck;
}

// The notes under a player aid's tables: each keyword of the table cards playable at `range`,
// with the cards that carry it and its effect in a few words.
std::string aid_notes(const SideDef& side, Range range) {
    std::vector<std::string> notes;
    for (Keyword keyword : k_keywords) {
        std::vector<std::string> names;
        for (const Card& card : side.cards) {
            if (card.playable_at(range) && card.uses_table() && card.has(keyword))
                names.push_back(card.name);
        }
        if (names.empty())
            continue;
        std::string title = capitalised(to_string(keyword));
        std::string note = "<b>" + layout::escape_markup(title) + "</b>";
        if (names != std::vector<std::string>{title})
            note += " (" + layout::escape_markup(join(names, ", ")) + ")";
        notes.push_back(note + ": " + layout::escape_markup(keyword_brief(keyword)) + ".");
    }
    return join(notes, "\n");
}

// One face of a side's player aid: every card playable at `range`, those with a table first.
Record aid_face(const GameData& data, Side side, Range range) {
    const SideDef& def = data.side(side);
    Record r;
    r.id = std::string(to_string(side)) + "-aid-" + std::string(to_string(range));
    r.set("side", def.name);
    r.set("range", range_title(range));
    r.set("range_icon", range_icon(range));
    r.set("other_range", range == Range::long_range ? "short" : "long");
    std::vector<std::vector<std::string>> tables;
    std::vector<std::vector<std::string>> others;
    for (const Card& card : def.cards) {
        if (!card.playable_at(range))
            continue;
        if (card.uses_table()) {
            std::vector<std::string> row = value_row(card);
            row.front() += " " + card.name;
            tables.push_back(std::move(row));
            continue;
        }
        std::vector<std::string> briefs;
        for (Keyword keyword : card.keywords)
            briefs.emplace_back(keyword_brief(keyword));
        others.push_back({card.name, capitalised(join(briefs, "; ")) + "."});
    }
    r.set_rows("tables", std::move(tables));
    r.set_rows("others", std::move(others));
    r.set_markup("notes", aid_notes(def, range));
    return r;
}

layout::DeckComponent player_aids(const GameData& data) {
    layout::DeckComponent deck;
    deck.id = k_player_aids;
    deck.title = "Player aids";
    for (Side side : k_sides) {
        std::string id = template_for(side, "aid");
        deck.cards.push_back(layout::Card{Face{id, aid_face(data, side, Range::long_range)},
                                          Face{id, aid_face(data, side, Range::short_range)}, 1});
    }
    return deck;
}

Record range_face(Range range) {
    Record r;
    r.id = range_icon(range);
    r.set("range", range == Range::long_range ? "Long\nrange" : "Short\nrange");
    r.set("range_icon", range_icon(range));
    return r;
}

// The life tokens, the same on both sides so that a token turned over still counts, and the range
// marker, with the starting range in front.
layout::DeckComponent tokens(const GameData& data) {
    layout::DeckComponent deck;
    deck.id = k_tokens;
    deck.title = "Tokens";
    for (Side side : k_sides) {
        const SideDef& def = data.side(side);
        Record r;
        r.id = def.life_token;
        std::replace(r.id.begin(), r.id.end(), ' ', '-');
        r.set("side", def.name);
        Face face{template_for(side, "token"), r};
        deck.cards.push_back(layout::Card{face, face, def.life});
    }
    Range first = data.starting_range;
    Range second = first == Range::long_range ? Range::short_range : Range::long_range;
    deck.cards.push_back(layout::Card{Face{"dragon-dance-range-marker", range_face(first)},
                                      Face{"dragon-dance-range-marker", range_face(second)}, 1});
    return deck;
}

}  // namespace

std::string capitalised(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

std::vector<std::string> value_row(const Card& card) {
    if (!card.uses_table())
        return {};
    std::vector<std::string> row{":" + kind_icon(card) + ":"};
    for (int value : card.values)
        row.push_back(std::to_string(value));
    return row;
}

std::string keyword_markup(Keyword keyword) {
    std::string_view text = keyword_text(keyword);
    auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return layout::escape_markup(text);
    return "<b>" + layout::escape_markup(text.substr(0, colon)) + "</b>" +
           layout::escape_markup(text.substr(colon));
}

std::string_view keyword_brief(Keyword keyword) {
    switch (keyword) {
        case Keyword::combo:
            return "if it hurts and you stay at short range, play your other combo card at once, "
                   "undefended";
        case Keyword::charge:
            return "deal the damage, then close in";
        case Keyword::dodge:
            return "you take no damage this round";
        case Keyword::recuperate:
            return "take back every discarded card and die, then roll all your dice again";
        case Keyword::reduce_range:
            return "close to short range, unless the other side backs off";
        case Keyword::increase_range:
            return "back off to long range, unless the other side closes in";
    }
    return "";
}

std::vector<layout::Component> components(const GameData& data) {
    return {action_cards(data, Side::knight), action_cards(data, Side::dragon), player_aids(data),
            tokens(data), rules_summary(data)};
}

}  // namespace pnpkit::dragon_dance
