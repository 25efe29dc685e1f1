#include "games/dice_adventures/components.hpp"

#include <string>

#include "core/text.hpp"
#include "layout/markup.hpp"

namespace pnpkit::dice_adventures {

namespace {

// How many of each item to cut out: enough for a rich party.
int copies_of(ItemEffect effect) {
    switch (effect) {
        case ItemEffect::points:
            return 12;
        case ItemEffect::change:
            return 8;
        case ItemEffect::reroll:
            return 6;
        case ItemEffect::hireling:
            return 1;
    }
    return 1;
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// What a result does, in short words: "a hero dies", "+3 gold, a hero of your choice levels up".
// A level loss states the rules' exception for a party at the starting level (ruling R9).
std::string outcome_text(const Outcome& o, int start_level) {
    std::vector<std::string> parts;
    if (o.die == 1)
        parts.push_back("a random hero dies");
    else if (o.die > 1)
        parts.push_back(std::to_string(o.die) + " random heroes die");
    const std::string exception = " (none if all are level " + std::to_string(start_level) + ")";
    if (o.lose_level == 1)
        parts.push_back("a random hero loses a level" + exception);
    else if (o.lose_level > 1)
        parts.push_back(std::to_string(o.lose_level) + " random heroes lose a level" + exception);
    if (o.level_up == 1)
        parts.push_back("a hero of your choice gains a level");
    else if (o.level_up > 1)
        parts.push_back(std::to_string(o.level_up) + " levels for heroes of your choice");
    if (o.gold > 0) parts.push_back("+" + std::to_string(o.gold) + " gold");
    if (parts.empty()) parts.push_back("nothing happens");
    std::string text = join(parts, ", ");
    // Only a letter is capitalised: "+2 gold" and "2 random heroes die" start with none.
    if (text.front() >= 'a' && text.front() <= 'z')
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text;
}

std::vector<std::vector<std::string>> table_rows(const ResultTable& table, int start_level,
                                                 bool titles) {
    std::vector<std::vector<std::string>> rows;
    for (const Outcome& o : table) {
        std::string die = ":die" + std::to_string(o.roll) + ":";
        if (titles)
            rows.push_back({die, o.title, outcome_text(o, start_level)});
        else
            rows.push_back({die, outcome_text(o, start_level)});
    }
    return rows;
}

layout::Record record(std::string id) {
    layout::Record r;
    r.id = std::move(id);
    r.set("credit", std::string(k_credit));
    return r;
}

layout::DeckComponent class_cards(const GameData& data) {
    layout::DeckComponent deck{"classes", "Hero classes", {}, nullptr, std::nullopt};
    const Settings& s = data.settings;
    for (const ClassDef& c : data.classes) {
        layout::Record front = record(c.id);
        front.set("name", c.name).set("text", c.text).set("flavour", c.flavour);
        bool active = c.power.active();
        front.set("kind",
                  active ? "Power: used once per level in each adventure" : "Power: always works");
        std::vector<std::vector<std::string>> track{
            {"Level", active ? "Uses in each adventure" : "Power"}};
        for (int level = s.start_level; level <= s.max_level; ++level) {
            std::string uses;
            for (int u = 0; u < level * s.uses_per_level; ++u)
                uses += (u ? " " : "") + std::string(":die0:");
            track.push_back({std::to_string(level), active ? uses : "the same"});
        }
        front.set_rows("track", std::move(track));
        deck.cards.push_back(
            layout::Card{layout::Face{"dice-adventures-class", std::move(front)}, std::nullopt, 1});
    }
    layout::Record back = record("hero back");
    deck.common_back = layout::Face{"dice-adventures-class-back", std::move(back)};
    return deck;
}

layout::DeckComponent item_cards(const GameData& data) {
    layout::DeckComponent deck{"items", "Items", {}, nullptr, std::nullopt};
    for (const ItemDef& item : data.items) {
        layout::Record front = record(item.id);
        std::string coins;
        for (int i = 0; i < item.cost; ++i) coins += ":coin:";
        front.set("name", item.name).set("text", item.text).set("coins", coins);
        front.set("cost", plural(item.cost, "gold", "gold"));
        front.set("rule", item.max > 0 ? "At most " + std::to_string(item.max) + " at a time"
                                       : "Spent when used");
        if (item.effect == ItemEffect::points) front.set("rule", "Keep it to the end");
        deck.cards.push_back(layout::Card{layout::Face{"dice-adventures-item", std::move(front)},
                                          std::nullopt, copies_of(item.effect)});
    }
    deck.common_back = layout::Face{"dice-adventures-item-back", record("item back")};
    return deck;
}

std::string modes_text(const GameData& data) {
    std::string text;
    for (const ModeDef& m : data.modes) {
        text += (text.empty() ? "" : "\n") + std::string("<b>") + layout::escape_markup(m.name) +
                ".</b> " + layout::escape_markup(m.text);
    }
    return text;
}

layout::DeckComponent result_card(const GameData& data) {
    layout::DeckComponent deck{"results", "Result table", {}, nullptr, std::nullopt};
    layout::Record front = record("result table");
    front.set_rows("results", table_rows(data.results, data.settings.start_level, true));
    layout::Record back = record("an adventure, step by step");
    back.set("adventures", data.settings.adventures);
    back.set_markup("modes", modes_text(data));
    deck.cards.push_back(layout::Card{layout::Face{"dice-adventures-results", std::move(front)},
                                      layout::Face{"dice-adventures-steps", std::move(back)}, 1});
    return deck;
}

layout::DeckComponent adventure_cards(const GameData& data) {
    layout::DeckComponent deck{"adventures", "Adventure deck", {}, nullptr, std::nullopt};
    for (const AdventureCard& c : data.deck) {
        layout::Record front = record(c.id);
        front.set("name", c.name).set("flavour", c.flavour).set("modifier", c.modifier);
        front.set_rows("results", table_rows(c.table, data.settings.start_level, false));
        deck.cards.push_back(layout::Card{
            layout::Face{"dice-adventures-adventure", std::move(front)}, std::nullopt, 1});
    }
    deck.common_back = layout::Face{"dice-adventures-adventure-back", record("adventure back")};
    return deck;
}

layout::SheetComponent party_log(const GameData& data) {
    layout::Record r = record("party log");
    r.set("title", "Dice Adventures \u2014 party log");
    r.set("game", std::string(k_credit));
    std::vector<std::vector<std::string>> rows{{"Adventure", "Card / +1s", "Dice", "Result",
                                                "Gold won", "Spent on", "Levels after", "Deaths"}};
    for (int a = 1; a <= data.settings.adventures; ++a) {
        std::vector<std::string> shifts;
        for (const ModeDef& m : data.modes) {
            if (m.shifts_in(a) > 0)
                shifts.push_back(m.name + " +1\u00d7" + std::to_string(m.shifts_in(a)));
        }
        rows.push_back({std::to_string(a), join(shifts, "; "), "", "", "", "", "", ""});
    }
    r.set_rows("adventures", std::move(rows));
    std::vector<std::string> bonuses;
    for (const ModeDef& m : data.modes) bonuses.push_back(m.name + " " + std::to_string(m.bonus));
    r.set("bonuses", join(bonuses, " \u00b7 "));
    r.set("party", data.settings.party).set("max_level", data.settings.max_level);
    r.set("per_level", data.settings.per_level).set("per_treasure", data.settings.per_treasure);
    r.set("per_death", -data.settings.per_death);
    // The pack's rows are the shop's items, by what they do, named as the shop names them.
    for (ItemEffect effect :
         {ItemEffect::points, ItemEffect::change, ItemEffect::reroll, ItemEffect::hireling}) {
        const ItemDef* item = data.item(effect);
        r.set("item_" + std::string(to_string(effect)), item ? item->name : std::string());
    }
    return layout::SheetComponent{"party-log",
                                  "Party log and score sheet",
                                  {layout::Face{"dice-adventures-log", std::move(r)}}};
}

}  // namespace

std::vector<layout::Component> make_components(const GameData& data) {
    std::vector<layout::Component> out;
    out.emplace_back(class_cards(data));
    out.emplace_back(item_cards(data));
    out.emplace_back(result_card(data));
    out.emplace_back(adventure_cards(data));
    out.emplace_back(party_log(data));
    return out;
}

}  // namespace pnpkit::dice_adventures
