#include "games/dice_adventures/load.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::dice_adventures {

namespace {

using load::EnumName;
using load::IntRange;
using load::TableReader;

constexpr EnumName<PowerKind> k_power_names[] = {{"reroll", PowerKind::reroll},
                                                 {"change", PowerKind::change},
                                                 {"keep_lowest", PowerKind::keep_lowest},
                                                 {"gold", PowerKind::gold}};
constexpr EnumName<Target> k_target_names[] = {{"own", Target::own}, {"others", Target::others}};
constexpr EnumName<ItemEffect> k_effect_names[] = {{"points", ItemEffect::points},
                                                   {"change", ItemEffect::change},
                                                   {"reroll", ItemEffect::reroll},
                                                   {"hireling", ItemEffect::hireling}};
constexpr EnumName<Replace> k_replace_names[] = {{"any", Replace::any},
                                                 {"unused", Replace::unused}};
constexpr int k_most_per_row = 9;  // gold, level-ups, losses or deaths one result may bring

template <typename T>
void read_int(TableReader& r, std::string_view key, IntRange range, T& out) {
    if (auto v = r.required_int(key, range)) out = static_cast<T>(*v);
}

void read_settings(TableReader& root, Settings& s) {
    if (const toml::table* party = root.required_table("party")) {
        TableReader r = root.child(*party);
        read_int(r, "size", IntRange::between(1, k_max_party), s.party);
        s.party_pos = r.pos("size");
        read_int(r, "start_level", IntRange::between(1, k_level_cap), s.start_level);
        s.start_level_pos = r.pos("start_level");
        read_int(r, "max_level", IntRange::between(1, k_level_cap), s.max_level);
        read_int(r, "uses_per_level", IntRange::between(0, 3), s.uses_per_level);
        r.finish();
    }
    if (const toml::table* game = root.required_table("game")) {
        TableReader r = root.child(*game);
        read_int(r, "adventures", IntRange::between(1, k_max_adventures), s.adventures);
        s.adventures_pos = r.pos("adventures");
        r.finish();
    }
    if (const toml::table* score = root.required_table("score")) {
        TableReader r = root.child(*score);
        read_int(r, "per_level", IntRange::between(0, 10), s.per_level);
        read_int(r, "per_treasure", IntRange::between(0, 10), s.per_treasure);
        read_int(r, "per_death", IntRange::between(-10, 0), s.per_death);
        r.finish();
    }
}

// Result numbers (1..6) as bits: bit r-1 for result r.
std::uint8_t read_results(TableReader& r, std::string_view key) {
    std::uint8_t bits = 0;
    for (std::int64_t v : r.optional_int_array(key, IntRange::between(1, k_faces)))
        bits = static_cast<std::uint8_t>(bits | (1u << (v - 1)));
    return bits;
}

void read_class(TableReader& r, GameData& data, load::IdIndex& ids) {
    ClassDef c;
    c.pos = r.pos();
    if (auto id = r.required_id()) {
        c.id = *id;
        ids.add(*id, r.pos("id"), r.diagnostics());
    }
    c.name = r.required_string("name").value_or(c.id);
    c.text = r.required_string("text").value_or("");
    c.flavour = r.optional_string("flavour");
    Power& p = c.power;
    p.kind = r.required_enum<PowerKind>("power", k_power_names).value_or(PowerKind::gold);
    if (p.active()) {
        p.target = r.required_enum<Target>("target", k_target_names).value_or(Target::own);
        if (p.kind == PowerKind::change) read_int(r, "step", IntRange::between(1, 5), p.step);
    } else if (p.kind == PowerKind::keep_lowest) {
        read_int(r, "dice", IntRange::between(2, 4), p.dice);
    } else {
        read_int(r, "gold", IntRange::between(1, k_most_per_row), p.gold);
        p.results = read_results(r, "results");
        if (p.results == 0) r.error("results", "a gold power needs the 'results' it pays on");
    }
    r.finish();
    data.classes.push_back(std::move(c));
}

Outcome read_row(TableReader& r) {
    Outcome o;
    o.pos = r.pos();
    read_int(r, "roll", IntRange::between(1, k_faces), o.roll);
    o.title = r.required_string("title").value_or("");
    o.text = r.optional_string("text");
    IntRange per_row = IntRange::between(0, k_most_per_row);
    o.gold = static_cast<int>(r.optional_int("gold", 0, per_row));
    o.level_up = static_cast<int>(r.optional_int("level_up", 0, per_row));
    o.lose_level = static_cast<int>(r.optional_int("lose_level", 0, per_row));
    o.die = static_cast<int>(r.optional_int("die", 0, per_row));
    r.finish();
    return o;
}

// The result table of results.toml: six [[result]] rows, one per roll, each roll once.
void read_result_table(TableReader& root, GameData& data) {
    std::array<bool, k_faces> seen{};
    root.for_each_table(
        "result",
        [&](TableReader& r) {
            Outcome o = read_row(r);
            if (o.roll < 1) return;
            auto i = static_cast<std::size_t>(o.roll - 1);
            if (seen[i]) {
                r.error("roll", "result " + std::to_string(o.roll) + " is given twice",
                        "first given at " + data.results[i].pos.to_string());
                return;
            }
            seen[i] = true;
            data.results[i] = std::move(o);
        },
        true);
    for (int roll = 1; roll <= k_faces; ++roll) {
        if (!seen[static_cast<std::size_t>(roll - 1)])
            root.error_here("the result table has no row for result " + std::to_string(roll));
    }
}

void read_item(TableReader& r, GameData& data, load::IdIndex& ids) {
    ItemDef item;
    item.pos = r.pos();
    if (auto id = r.required_id()) {
        item.id = *id;
        ids.add(*id, r.pos("id"), r.diagnostics());
    }
    item.name = r.required_string("name").value_or(item.id);
    item.effect =
        r.required_enum<ItemEffect>("effect", k_effect_names).value_or(ItemEffect::points);
    read_int(r, "cost", IntRange::between(1, 20), item.cost);
    item.max = static_cast<int>(r.optional_int("max", 0, IntRange::between(0, 9)));
    item.text = r.required_string("text").value_or("");
    r.finish();
    data.items.push_back(std::move(item));
}

void read_mode(TableReader& r, GameData& data, load::IdIndex& ids) {
    ModeDef mode;
    mode.pos = r.pos();
    // Mode ids are typed after --mode and may hold '+' ("hardcore+"), so they are read as strings.
    if (auto id = r.required_string("id")) {
        mode.id = *id;
        ids.add(*id, r.pos("id"), r.diagnostics());
    }
    mode.name = r.required_string("name").value_or(mode.id);
    read_int(r, "bonus", IntRange::between(0, 50), mode.bonus);
    mode.replace = r.required_enum<Replace>("replace", k_replace_names).value_or(Replace::any);
    if (r.has("wipeout_scores"))
        mode.wipeout_scores = static_cast<int>(r.optional_int("wipeout_scores", 0));
    for (std::int64_t n : r.optional_int_array("shifts", IntRange::between(0, k_max_party)))
        mode.shifts.push_back(static_cast<int>(n));
    mode.text = r.required_string("text").value_or("");
    r.finish();
    data.modes.push_back(std::move(mode));
}

std::uint8_t read_forbid(TableReader& r) {
    std::vector<std::string> names;
    for (Forbid f : k_forbids) names.emplace_back(forbid_name(f));
    std::uint8_t bits = 0;
    for (const std::string& word : r.optional_string_array("forbid")) {
        auto it = std::find(names.begin(), names.end(), word);
        if (it == names.end()) {
            r.error("forbid",
                    "'forbid' entries must be " + quoted_list(names) + ", found '" + word + "'",
                    did_you_mean(word, names));
            continue;
        }
        bits = static_cast<std::uint8_t>(bits |
                                         k_forbids[static_cast<std::size_t>(it - names.begin())]);
    }
    return bits;
}

// A card's result table, written as four columns of six numbers (results 1 to 6).
void read_card_table(TableReader& r, AdventureCard& card) {
    for (int roll = 1; roll <= k_faces; ++roll) {
        Outcome& o = card.table[static_cast<std::size_t>(roll - 1)];
        o.roll = roll;
        o.pos = r.pos();
    }
    auto column = [&](std::string_view key, int Outcome::*field) {
        if (!r.has(key)) {
            r.error_here("missing required array '" + std::string(key) +
                         "' (six numbers, results 1 to 6)");
            return;
        }
        auto values = r.optional_int_array(key, IntRange::between(0, k_most_per_row));
        if (values.size() != k_faces) {
            r.error(key, "'" + std::string(key) + "' must have 6 entries (results 1 to 6), found " +
                             std::to_string(values.size()));
            return;
        }
        for (std::size_t i = 0; i < k_faces; ++i)
            card.table[i].*field = static_cast<int>(values[i]);
    };
    column("gold", &Outcome::gold);
    column("level_up", &Outcome::level_up);
    column("lose_level", &Outcome::lose_level);
    column("die", &Outcome::die);
}

void read_card(TableReader& r, GameData& data, load::IdIndex& ids) {
    AdventureCard card;
    card.pos = r.pos();
    if (auto id = r.required_id()) {
        card.id = *id;
        ids.add(*id, r.pos("id"), r.diagnostics());
    }
    card.name = r.required_string("name").value_or(card.id);
    card.flavour = r.required_string("flavour").value_or("");
    card.modifier = r.optional_string("modifier");
    card.shift = static_cast<int>(r.optional_int("shift", 0, IntRange::between(-1, 1)));
    card.shift_dice =
        static_cast<int>(r.optional_int("shift_dice", 0, IntRange::between(0, k_max_party)));
    if ((card.shift == 0) != (card.shift_dice == 0))
        r.error(card.shift == 0 ? "shift_dice" : "shift",
                "'shift' and 'shift_dice' go together: give both or neither");
    card.forbid = read_forbid(r);
    read_card_table(r, card);
    r.finish();
    data.deck.push_back(std::move(card));
}

void read_deck(TableReader& root, GameData& data, load::IdIndex& ids) {
    if (const toml::table* t = root.required_table("difficulty")) {
        TableReader r = root.child(*t);
        data.spread.pos = r.pos();
        auto share = [&r](std::string_view key, double& out) {
            if (auto v = r.required_number(key)) {
                if (*v < 0 || *v > 1)
                    r.error(key, "'" + std::string(key) + "' is a chance, between 0 and 1");
                else
                    out = *v;
            }
        };
        share("least", data.spread.least);
        share("most", data.spread.most);
        share("spread", data.spread.spread);
        r.finish();
    }
    root.for_each_table(
        "card", [&](TableReader& r) { read_card(r, data, ids); }, true);
}

}  // namespace

std::optional<GameData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    std::vector<load::TomlDocument> docs;
    bool complete = true;
    for (const char* name : k_data_files) {
        auto doc = load::load_toml(dir / name, diagnostics);
        if (!doc)
            complete = false;
        else
            docs.push_back(std::move(*doc));
    }
    if (!complete) return std::nullopt;
    GameData data;
    data.settings.party_pos = data.settings.start_level_pos = data.settings.adventures_pos =
        SourcePos::start_of(docs[0].display);
    data.results_file = docs[2].display;
    data.shop_file = docs[3].display;
    data.deck_file = docs[5].display;
    auto root = [&](std::size_t i) {
        return TableReader::root(docs[i].root, docs[i].display, diagnostics);
    };
    load::IdIndex class_ids;
    load::IdIndex item_ids;
    load::IdIndex mode_ids;
    load::IdIndex card_ids;

    TableReader game = root(0);
    read_settings(game, data.settings);
    game.finish();
    TableReader classes = root(1);
    classes.for_each_table(
        "class", [&](TableReader& r) { read_class(r, data, class_ids); }, true);
    classes.finish();
    TableReader results = root(2);
    read_result_table(results, data);
    results.finish();
    TableReader shop = root(3);
    shop.for_each_table(
        "item", [&](TableReader& r) { read_item(r, data, item_ids); }, true);
    shop.finish();
    TableReader modes = root(4);
    modes.for_each_table(
        "mode", [&](TableReader& r) { read_mode(r, data, mode_ids); }, true);
    modes.finish();
    TableReader deck = root(5);
    read_deck(deck, data, card_ids);
    deck.finish();
    return data;
}

}  // namespace pnpkit::dice_adventures
