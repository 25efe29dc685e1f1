#include "games/colf/load.hpp"

#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::colf {

namespace {

using load::IntRange;
using load::TableReader;

// Reads one integer setting of a sub-table of game.toml into `out`, remembering its position
// under "table.key".
void read_setting(TableReader& table, std::string_view prefix, std::string_view key, IntRange range,
                  int& out, Settings& settings) {
    if (auto value = table.required_int(key, range))
        out = static_cast<int>(*value);
    settings.pos.by_key[std::string(prefix) + "." + std::string(key)] = table.pos(key);
}

void read_hero(TableReader& root, Settings& settings) {
    const toml::table* hero = root.required_table("hero");
    if (!hero)
        return;
    TableReader r = root.child(*hero);
    read_setting(r, "hero", "start_level", IntRange::between(1, 20), settings.start_level,
                 settings);
    read_setting(r, "hero", "start_dominoes", IntRange::between(1, 20), settings.start_dominoes,
                 settings);
    read_setting(r, "hero", "turn_tokens", IntRange::between(1, 100), settings.turn_tokens,
                 settings);
    read_setting(r, "hero", "level_up_cost", IntRange::between(1, 100), settings.level_up_cost,
                 settings);
    read_setting(r, "hero", "unarmed_damage", IntRange::between(0, 20), settings.unarmed_damage,
                 settings);
    r.finish();
}

void read_master(TableReader& root, Settings& settings) {
    const toml::table* master = root.required_table("master");
    if (!master)
        return;
    TableReader r = root.child(*master);
    read_setting(r, "master", "level", IntRange::between(2, 40), settings.master_level, settings);
    r.finish();
}

void read_supply(TableReader& root, Settings& settings) {
    const toml::table* supply = root.required_table("supply");
    if (!supply)
        return;
    TableReader r = root.child(*supply);
    read_setting(r, "supply", "hero_level", IntRange::between(1, 28), settings.supply_hero_level,
                 settings);
    r.finish();
}

void read_game(const load::TomlDocument& doc, ColfData& data, Diagnostics& diagnostics) {
    TableReader root = TableReader::root(doc.root, doc.display, diagnostics);
    data.settings.pos.file = doc.display;
    read_hero(root, data.settings);
    read_master(root, data.settings);
    read_supply(root, data.settings);
    root.for_each_table(
        "tier",
        [&](TableReader& r) {
            ScoreTier tier;
            tier.pos = r.pos();
            if (auto min = r.required_int("min", IntRange::at_least(0)))
                tier.min = static_cast<int>(*min);
            tier.max = static_cast<int>(r.optional_int("max", -1, IntRange::at_least(0)));
            if (auto title = r.required_string("title"))
                tier.title = *title;
            tier.line = r.optional_string("line");
            r.finish();
            data.tiers.push_back(std::move(tier));
        },
        true);
    root.finish();
}

void read_cards(const load::TomlDocument& doc, DeckKind kind, std::vector<Card>& cards,
                load::IdIndex& ids, Diagnostics& diagnostics) {
    TableReader root = TableReader::root(doc.root, doc.display, diagnostics);
    const char* key = kind == DeckKind::nouns ? "noun" : "adjective";
    root.for_each_table(
        key,
        [&](TableReader& r) {
            Card card;
            card.deck = kind;
            card.pos = r.pos();
            if (auto id = r.required_id()) {
                card.id = *id;
                ids.add(*id, r.pos("id"), diagnostics);
            }
            if (auto name = r.required_string("name")) {
                card.name = *name;
                if (card.name.empty())
                    r.error("name", "'name' must not be empty");
            }
            card.flavour = r.optional_string("flavour");
            auto read = [&r](std::string_view k, std::int64_t lowest, int& out) {
                if (auto v = r.required_int(k, IntRange::between(lowest, 99)))
                    out = static_cast<int>(*v);
            };
            read("level", 1, card.level);
            read("attack", 0, card.attack);
            read("defense", 0, card.defense);
            read("bite", 0, card.bite);
            read("hp", 0, card.hp);
            r.finish();
            cards.push_back(std::move(card));
        },
        true);
    root.finish();
}

}  // namespace

std::optional<ColfData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    auto game = load::load_toml(dir / "game.toml", diagnostics);
    auto nouns = load::load_toml(dir / "nouns.toml", diagnostics);
    auto adjectives = load::load_toml(dir / "adjectives.toml", diagnostics);
    if (!game || !nouns || !adjectives)
        return std::nullopt;
    ColfData data;
    data.game_file = game->display;
    data.nouns_file = nouns->display;
    data.adjectives_file = adjectives->display;
    read_game(*game, data, diagnostics);
    load::IdIndex ids;
    read_cards(*nouns, DeckKind::nouns, data.nouns, ids, diagnostics);
    read_cards(*adjectives, DeckKind::adjectives, data.adjectives, ids, diagnostics);
    return data;
}

}  // namespace pnpkit::colf
