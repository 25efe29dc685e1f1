#include "games/colf/components.hpp"

#include <string>

#include "games/common/domino_set.hpp"
#include "layout/markup.hpp"

namespace pnpkit::colf {

namespace {

constexpr const char* k_game = "CoLF DaDA";

std::string deck_word(DeckKind kind) {
    return kind == DeckKind::nouns ? "noun" : "adjective";
}

std::string capitalised(std::string word) {
    if (!word.empty() && word.front() >= 'a' && word.front() <= 'z')
        word.front() = static_cast<char>(word.front() - 'a' + 'A');
    return word;
}

std::string upper(std::string word) {
    for (char& c : word) {
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
    return word;
}

// "0–2", "9–10", "11+" (or "4" for a tier of one count).
std::string tier_range(const ScoreTier& tier) {
    if (tier.max < 0) return std::to_string(tier.min) + "+";
    if (tier.max == tier.min) return std::to_string(tier.min);
    return std::to_string(tier.min) + "\u2013" + std::to_string(tier.max);
}

// The numbers of the game every sheet and reference card may show.
void add_numbers(layout::Record& record, const ColfData& data) {
    const Settings& s = data.settings;
    record.set("game", std::string(k_game));
    record.set("start_level", s.start_level).set("start_dominoes", s.start_dominoes);
    record.set("turns", s.turn_tokens).set("level_up_cost", s.level_up_cost);
    record.set("unarmed_damage", s.unarmed_damage).set("master_level", s.master_level);
    record.set("column_slots", k_column_slots).set("column_ends", 2 * k_column_slots);

    std::vector<std::vector<std::string>> level_up{{"Level", "Grow to", "Costs"}};
    for (int level = s.start_level; level < s.start_level + k_level_up_rows; ++level) {
        level_up.push_back({std::to_string(level), std::to_string(level + 1),
                            std::to_string(s.level_up_cost * level) + " XP"});
    }
    record.set_rows("level_up", std::move(level_up));

    std::string line;
    std::string text;
    for (const ScoreTier& tier : data.tiers) {
        std::string range = tier_range(tier);
        line += (line.empty() ? "" : "  \u00b7  ") + range + " <b>" +
                layout::escape_markup(tier.title) + "</b>";
        text += (text.empty() ? "" : "\n") + std::string("<b>") + range + " " +
                layout::escape_markup(tier.title) + ".</b> " + layout::escape_markup(tier.line);
    }
    record.set_markup("tiers_text", text);
    record.set_markup("tiers_line", line);
}

layout::DeckComponent monster_deck(const ColfData& data, DeckKind kind) {
    layout::DeckComponent deck;
    std::string word = deck_word(kind);
    deck.id = to_string(kind);
    deck.title = "Monster " + word + "s";
    for (const Card& card : data.deck(kind)) {
        layout::Record front;
        front.id = card.id;
        for (const auto& [key, value] : card.fields()) front.set(key, value);
        front.set("deck_title", upper("Monster " + word));
        layout::Record back;
        back.id = word + " back, level " + std::to_string(card.level);
        back.set("deck_word", upper(word))
            .set("level", card.level)
            .set("game", std::string(k_game));
        deck.cards.push_back(layout::Card{layout::Face{"colf-" + word, std::move(front)},
                                          layout::Face{"colf-" + word + "-back", std::move(back)},
                                          1});
    }
    return deck;
}

layout::SheetComponent sheet(const ColfData& data, const std::string& who) {
    layout::Record record;
    record.id = who + " sheet";
    record.set("title", capitalised(who));
    add_numbers(record, data);
    return layout::SheetComponent{who + "-sheet",
                                  capitalised(who) + " sheet",
                                  {layout::Face{"colf-" + who + "-sheet", std::move(record)}}};
}

// Two poker cards, each printed on both sides: a turn, a combat round, XP and growing, the end.
layout::DeckComponent reference_cards(const ColfData& data) {
    layout::DeckComponent deck;
    deck.id = "reference";
    deck.title = "Turn sequence";
    auto face = [&](const std::string& part) {
        layout::Record record;
        record.id = "reference: " + part;
        add_numbers(record, data);
        return layout::Face{"colf-ref-" + part, std::move(record)};
    };
    deck.cards.push_back(layout::Card{face("turn"), face("combat"), 1});
    deck.cards.push_back(layout::Card{face("grow"), face("end"), 1});
    return deck;
}

layout::Face token_face(const std::string& kind, int number = 0) {
    layout::Record record;
    record.id = kind + " token" + (number > 0 ? " " + std::to_string(number) : "");
    if (number > 0) record.set("number", number);
    return layout::Face{"colf-token-" + kind, std::move(record)};
}

// Hits (the same on both sides), XP on one side and rage on the other, and the turn tokens
// numbered from 1 so the highest left tells the turns left.
layout::DeckComponent tokens(const ColfData& data) {
    layout::DeckComponent deck;
    deck.id = "tokens";
    deck.title = "Tokens";
    deck.cards.push_back(layout::Card{token_face("hit"), token_face("hit"), k_hit_tokens});
    deck.cards.push_back(layout::Card{token_face("xp"), token_face("rage"), k_xp_rage_tokens});
    for (int n = 1; n <= data.settings.turn_tokens; ++n)
        deck.cards.push_back(layout::Card{token_face("turn", n), token_face("turn", n), 1});
    return deck;
}

}  // namespace

std::vector<layout::Component> make_components(const ColfData& data) {
    std::vector<layout::Component> components;
    components.emplace_back(monster_deck(data, DeckKind::nouns));
    components.emplace_back(monster_deck(data, DeckKind::adjectives));
    components.emplace_back(sheet(data, "hero"));
    components.emplace_back(sheet(data, "monster"));
    components.emplace_back(reference_cards(data));
    components.emplace_back(tokens(data));
    components.emplace_back(games::domino_set_component(6, k_game));
    return components;
}

}  // namespace pnpkit::colf
