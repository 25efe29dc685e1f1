#include "games/dragon_dance/load.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::dragon_dance {

namespace {

using load::EnumName;
using load::TableReader;

constexpr EnumName<Range> k_range_names[] = {{"long", Range::long_range},
                                             {"short", Range::short_range}};
constexpr EnumName<Kind> k_kind_names[] = {{"attack", Kind::attack},
                                           {"defence", Kind::defence},
                                           {"movement", Kind::movement},
                                           {"special", Kind::special}};
constexpr EnumName<Keyword> k_keyword_names[] = {{"combo", Keyword::combo},
                                                 {"charge", Keyword::charge},
                                                 {"dodge", Keyword::dodge},
                                                 {"recuperate", Keyword::recuperate},
                                                 {"reduce range", Keyword::reduce_range},
                                                 {"increase range", Keyword::increase_range}};
constexpr int k_max_value = 20;

// Reads an array of enum names, each checked at its own position; a repeat is an error.
template <typename E, std::size_t N>
std::vector<E> read_enum_list(TableReader& reader, std::string_view key,
                              const EnumName<E> (&names)[N], bool required) {
    std::vector<E> out;
    const toml::array* array = required ? reader.required_array(key) : reader.optional_array(key);
    if (!array)
        return out;
    std::vector<std::string> spelled;
    for (const auto& n : names)
        spelled.emplace_back(n.name);
    for (const auto& element : *array) {
        SourcePos where = load::pos_of(element.source(), reader.file());
        auto text = element.value_exact<std::string>();
        if (!text) {
            reader.diagnostics().error(
                where,
                "'" + std::string(key) + "' must hold strings, found " + load::type_name(element));
            continue;
        }
        auto found = std::find(spelled.begin(), spelled.end(), *text);
        if (found == spelled.end()) {
            reader.diagnostics().error(where,
                                       "'" + std::string(key) + "' entries must be " +
                                           quoted_list(spelled) + ", found '" + *text + "'",
                                       did_you_mean(*text, spelled));
            continue;
        }
        E value = names[static_cast<std::size_t>(found - spelled.begin())].value;
        if (std::find(out.begin(), out.end(), value) != out.end()) {
            reader.diagnostics().error(where,
                                       "'" + std::string(key) + "' lists '" + *text + "' twice");
            continue;
        }
        out.push_back(value);
    }
    return out;
}

// Reads the seven-entry table: no die, then die 1 to 6, each an integer from 0 to k_max_value.
void read_values(TableReader& reader, Card& card) {
    const toml::array* array = reader.required_array("values");
    if (!array)
        return;
    if (array->size() != k_table_size) {
        reader.error("values", "'values' must have 7 entries (no die, then die 1 to 6), found " +
                                   std::to_string(array->size()));
        return;
    }
    for (std::size_t i = 0; i < k_table_size; ++i) {
        const toml::node& element = (*array)[i];
        SourcePos where = load::pos_of(element.source(), reader.file());
        card.source.values[i] = where;
        auto value = element.value_exact<std::int64_t>();
        if (!value) {
            reader.diagnostics().error(
                where, "'values' must hold integers, found " + load::type_name(element));
        } else if (*value < 0 || *value > k_max_value) {
            reader.diagnostics().error(where, "'values' entries must be between 0 and " +
                                                  std::to_string(k_max_value) + ", found " +
                                                  std::to_string(*value));
        } else {
            card.values[i] = static_cast<int>(*value);
        }
    }
}

Card read_card(TableReader& reader, Side side, load::IdIndex& ids) {
    Card card;
    card.side = side;
    card.source.card = reader.pos();
    if (auto id = reader.required_id()) {
        ids.add(*id, reader.pos("id"), reader.diagnostics());
        card.id = *id;
    }
    card.name = reader.required_string("name").value_or(card.id);
    card.source.ranges = reader.pos("ranges");
    card.ranges = read_enum_list(reader, "ranges", k_range_names, true);
    card.source.kind = reader.pos("kind");
    card.kind = reader.required_enum<Kind>("kind", k_kind_names).value_or(Kind::special);
    card.source.keywords = reader.pos("keywords");
    card.keywords = read_enum_list(reader, "keywords", k_keyword_names, false);
    card.source.values.fill(reader.pos("values"));
    read_values(reader, card);
    reader.finish();
    return card;
}

void read_side(TableReader& root, SideDef& def) {
    const toml::table* table = root.required_table(to_string(def.side));
    if (!table)
        return;
    TableReader reader = root.child(*table);
    def.source = reader.pos();
    def.name = reader.required_string("name").value_or(std::string(to_string(def.side)));
    def.life =
        static_cast<int>(reader.required_int("life", load::IntRange::between(1, 99)).value_or(1));
    def.life_token = reader.required_string("life_token").value_or("life");
    def.dice =
        static_cast<int>(reader.required_int("dice", load::IntRange::between(0, 8)).value_or(0));
    reader.finish();
}

void read_cards(const std::filesystem::path& path, SideDef& def, load::IdIndex& ids,
                Diagnostics& diagnostics) {
    def.cards_source = SourcePos::start_of(load::display_path(path));
    auto doc = load::load_toml(path, diagnostics);
    if (!doc)
        return;
    TableReader root = TableReader::root(doc->root, doc->display, diagnostics);
    root.for_each_table(
        "card", [&](TableReader& reader) { def.cards.push_back(read_card(reader, def.side, ids)); },
        true);
    root.finish();
    if (def.cards.size() > k_max_cards) {
        diagnostics.error(def.cards_source, "the " + std::string(to_string(def.side)) + " has " +
                                                std::to_string(def.cards.size()) +
                                                " cards; pnpkit handles at most " +
                                                std::to_string(k_max_cards) + " a side");
    }
}

void read_lookahead(const std::filesystem::path& path, Lookahead& lookahead,
                    Diagnostics& diagnostics) {
    auto doc = load::load_toml(path, diagnostics);
    if (!doc)
        return;
    // Where a warning that the weights fit other cards points: the fingerprint they were fitted to.
    const toml::node* fingerprint = doc->root.get("fingerprint");
    lookahead.source = fingerprint ? load::pos_of(fingerprint->source(), doc->display)
                                   : SourcePos::start_of(doc->display);
    TableReader root = TableReader::root(doc->root, doc->display, diagnostics);
    lookahead.fingerprint = root.required_string("fingerprint").value_or("");
    if (const toml::array* weights = root.required_array("weights")) {
        for (const auto& element : *weights) {
            auto value = element.value<double>();
            if (!value || !std::isfinite(*value)) {
                diagnostics.error(load::pos_of(element.source(), root.file()),
                                  "'weights' must hold numbers, found " +
                                      load::type_name(element));
                continue;
            }
            lookahead.weights.push_back(*value);
        }
    }
    root.optional_string("fitted_with");
    root.finish();
}

}  // namespace

GameData load_data(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    GameData data;
    data.sides[0].side = Side::knight;
    data.sides[1].side = Side::dragon;
    if (auto doc = load::load_toml(dir / k_game_file, diagnostics)) {
        data.source = SourcePos::start_of(doc->display);
        TableReader root = TableReader::root(doc->root, doc->display, diagnostics);
        data.starting_range =
            root.required_enum<Range>("starting_range", k_range_names).value_or(Range::long_range);
        for (SideDef& def : data.sides)
            read_side(root, def);
        root.finish();
    }
    load::IdIndex ids;
    read_cards(dir / k_knight_file, data.side(Side::knight), ids, diagnostics);
    read_cards(dir / k_dragon_file, data.side(Side::dragon), ids, diagnostics);
    if (std::filesystem::exists(dir / k_lookahead_file))
        read_lookahead(dir / k_lookahead_file, data.lookahead, diagnostics);
    return data;
}

}  // namespace pnpkit::dragon_dance
