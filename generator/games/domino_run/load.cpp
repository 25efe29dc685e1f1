#include "games/domino_run/load.hpp"

#include "games/domino_run/notation.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::domino_run {

namespace {

using load::IntRange;
using load::TableReader;

// One integer of a sub-table of game.toml, remembered under "table.key" for diagnostics.
struct Number {
    std::string_view key;
    IntRange range;
    int Rules::*field;
};

// Reads the integers of one sub-table of game.toml into the rules.
void read_numbers(TableReader& root, std::string_view table, std::initializer_list<Number> numbers,
                  Rules& rules) {
    const toml::table* sub = root.required_table(table);
    if (!sub) return;
    TableReader r = root.child(*sub);
    for (const Number& n : numbers) {
        if (auto value = r.required_int(n.key, n.range)) rules.*n.field = static_cast<int>(*value);
        rules.pos.by_key[std::string(table) + "." + std::string(n.key)] = r.pos(n.key);
    }
    r.finish();
}

constexpr load::EnumName<TreasureKind> k_kinds[] = {{"die", TreasureKind::die},
                                                    {"ability", TreasureKind::ability}};

void read_game(const load::TomlDocument& doc, GameData& data, Diagnostics& diagnostics) {
    TableReader root = TableReader::root(doc.root, doc.display, diagnostics);
    Rules& rules = data.rules;
    read_numbers(root, "set", {{"max_pips", IntRange::between(0, 99), &Rules::max_pips}}, rules);
    read_numbers(root, "dice",
                 {{"faces", IntRange::between(2, 100), &Rules::die_faces},
                  {"start", IntRange::between(1, 100), &Rules::start_dice},
                  {"most", IntRange::between(1, 100), &Rules::most_dice}},
                 rules);
    read_numbers(root, "setup",
                 {{"tiles", IntRange::between(1, 1000), &Rules::setup_tiles},
                  {"player_start", IntRange::between(1, 1000), &Rules::player_start},
                  {"mulligans", IntRange::between(0, 100), &Rules::mulligans}},
                 rules);
    read_numbers(root, "turn",
                 {{"ahead_base", IntRange::between(1, 100), &Rules::ahead_base},
                  {"enemy_base", IntRange::between(1, 100), &Rules::enemy_base}},
                 rules);
    read_numbers(root, "victory", {{"keys", IntRange::between(1, 100), &Rules::keys_to_win}},
                 rules);
    load::IdIndex ids;
    root.for_each_table(
        "treasure",
        [&](TableReader& r) {
            Treasure t;
            t.pos = r.pos();
            if (auto id = r.required_id()) {
                t.id = *id;
                ids.add(*id, r.pos("id"), diagnostics);
            }
            t.kind = r.required_enum<TreasureKind>("kind", k_kinds).value_or(TreasureKind::die);
            t.name = r.required_string("name").value_or("");
            if (r.has("name") && t.name.empty()) r.error("name", "'name' must not be empty");
            t.effect = r.required_string("effect").value_or("");
            r.finish();
            data.treasures.push_back(std::move(t));
        },
        true);
    root.finish();
}

// The elements of a string array, each parsed by `parse`; a malformed one is reported at its
// position with `what` ("a tile written near|far").
template <typename T, typename Parse>
std::vector<T> read_list(TableReader& r, std::string_view key, std::string_view what,
                         Parse parse) {
    std::vector<T> out;
    const toml::array* array = r.required_array(key);
    if (!array) return out;
    for (const toml::node& node : *array) {
        SourcePos pos = load::pos_of(node.source(), r.file());
        auto text = node.value<std::string>();
        auto value = text ? parse(*text) : std::nullopt;
        if (!value) {
            r.diagnostics().error(pos, "'" + std::string(key) + "' must hold " + std::string(what) +
                                           (text ? ", found '" + *text + "'"
                                                 : ", found " + load::type_name(node)));
            continue;
        }
        out.push_back(*value);
    }
    return out;
}

std::vector<LaidTile> read_line(TableReader& r) {
    return read_list<LaidTile>(r, "line", "tiles written near|far, e.g. \"2|4\"",
                               [](const std::string& s) { return parse_laid_tile(s); });
}

int read_space(TableReader& r, std::string_view key) {
    return static_cast<int>(r.required_int(key, IntRange::between(1, 1000)).value_or(1));
}

void read_examples(const load::TomlDocument& doc, GameData& data, Diagnostics& diagnostics) {
    TableReader root = TableReader::root(doc.root, doc.display, diagnostics);
    load::IdIndex ids;
    auto start = [&](TableReader& r, std::string& id, std::string& source, SourcePos& pos) {
        pos = r.pos();
        if (auto value = r.required_id()) {
            id = *value;
            ids.add(*value, r.pos("id"), diagnostics);
        }
        source = r.required_string("source").value_or("");
    };
    root.for_each_table("setup", [&](TableReader& r) {
        SetupExample e;
        start(r, e.id, e.source, e.pos);
        e.draws = read_list<Domino>(r, "draws", "tiles written a-b, e.g. \"2-4\"",
                                    [](const std::string& s) { return parse_domino(s); });
        e.line = read_line(r);
        e.enemy_space = read_space(r, "enemy");
        e.player_space = read_space(r, "player");
        r.finish();
        data.setups.push_back(std::move(e));
    });
    root.for_each_table("move", [&](TableReader& r) {
        MoveExample e;
        start(r, e.id, e.source, e.pos);
        e.line = read_line(r);
        e.player_space = read_space(r, "player");
        for (std::int64_t face : r.optional_int_array("roll", IntRange::between(1, 100)))
            e.roll.push_back(static_cast<int>(face));
        if (e.roll.empty()) r.error("roll", "'roll' must list at least one die");
        e.end_space = read_space(r, "end");
        r.finish();
        data.moves.push_back(std::move(e));
    });
    root.finish();
}

}  // namespace

std::optional<GameData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    auto game = load::load_toml(dir / "game.toml", diagnostics);
    auto examples = load::load_toml(dir / "examples.toml", diagnostics);
    if (!game || !examples) return std::nullopt;
    GameData data;
    data.game_file = data.rules.pos.file = game->display;
    data.examples_file = examples->display;
    read_game(*game, data, diagnostics);
    read_examples(*examples, data, diagnostics);
    return data;
}

}  // namespace pnpkit::domino_run
