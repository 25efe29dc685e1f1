#include <limits>

#include "games/dragon_dice_solo/load_files.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

using load::IntRange;
using load::TableReader;

namespace {

const IntRange k_count = IntRange::between(0, 1000);
const IntRange k_positive = IntRange::between(1, 1000);

}  // namespace

int read_int(TableReader& r, std::string_view key, IntRange range) {
    range.min = std::max<std::int64_t>(range.min, std::numeric_limits<int>::min());
    range.max = std::min<std::int64_t>(range.max, std::numeric_limits<int>::max());
    return static_cast<int>(r.required_int(key, range).value_or(0));
}

std::vector<std::string> read_strings(TableReader& r, std::string_view key) {
    if (!r.has(key))
        r.error_here("missing required array '" + std::string(key) + "'");
    return r.optional_string_array(key);
}

bool read_bool(TableReader& r, std::string_view key) {
    if (!r.has(key))
        r.error_here("missing required key '" + std::string(key) + "'");
    return r.optional_bool(key, false);
}

std::vector<std::pair<std::string, int>> read_int_map(TableReader& r, std::string_view key,
                                                      IntRange range) {
    std::vector<std::pair<std::string, int>> out;
    const toml::table* table = r.required_table(key);
    if (!table)
        return out;
    for (const auto& [name, node] : *table) {
        std::string full = std::string(key) + "." + std::string(name.str());
        if (auto value = node.value_exact<std::int64_t>()) {
            if (*value >= range.min && *value <= range.max) {
                out.emplace_back(std::string(name.str()), static_cast<int>(*value));
                continue;
            }
            r.diagnostics().error(load::pos_of(node.source(), r.file()),
                                  "'" + full + "' must be between " + std::to_string(range.min) +
                                      " and " + std::to_string(range.max) + ", found " +
                                      std::to_string(*value));
        } else {
            r.diagnostics().error(
                load::pos_of(node.source(), r.file()),
                "'" + full + "' must be an integer, found " + load::type_name(node));
        }
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> read_string_map(TableReader& r,
                                                                 std::string_view key) {
    std::vector<std::pair<std::string, std::string>> out;
    const toml::table* table = r.required_table(key);
    if (!table)
        return out;
    for (const auto& [name, node] : *table) {
        if (auto value = node.value_exact<std::string>()) {
            out.emplace_back(std::string(name.str()), *value);
        } else {
            r.diagnostics().error(load::pos_of(node.source(), r.file()),
                                  "'" + std::string(key) + "." + std::string(name.str()) +
                                      "' must be a string, found " + load::type_name(node));
        }
    }
    return out;
}

void read_sizes(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<BattleSize>(root, ids, "size", data.sizes, [](TableReader& r, BattleSize& s) {
        s.name = r.required_string("name").value_or("");
        s.player_health = read_int(r, "player_health", k_positive);
        s.opponent_health = read_int(r, "opponent_health", k_positive);
        s.dragons = read_int(r, "dragons", k_count);
    });
}

void read_makeup(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<Rarity>(root, ids, "rarity", data.rarities, [](TableReader& r, Rarity& rarity) {
        rarity.name = r.required_string("name").value_or("");
        rarity.health = read_int(r, "health", k_positive);
        rarity.faces = read_int(r, "faces", k_positive);
        rarity.note = r.optional_string("note");
    });
    read_records<Makeup>(root, ids, "makeup", data.makeups, [](TableReader& r, Makeup& m) {
        m.size = r.required_string("size").value_or("");
        m.total_health = read_int(r, "total_health", k_positive);
        m.total_pos = r.pos("total_health");
        m.units = read_int_map(r, "units", k_count);
    });
    read_records<MakeupExample>(root, ids, "example", data.examples,
                                [](TableReader& r, MakeupExample& e) {
                                    e.size = r.required_string("size").value_or("");
                                    e.army = r.required_string("army").value_or("");
                                    e.race = r.required_string("race").value_or("");
                                    e.units = read_tables<ExampleUnit>(
                                        r, "units", Presence::required,
                                        [](TableReader& u, ExampleUnit& unit) {
                                            unit.name = u.required_string("name").value_or("");
                                            unit.rarity = u.required_string("rarity").value_or("");
                                            unit.count = read_int(u, "count", k_positive);
                                        });
                                });
}

void read_racial_equivalents(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<RacialEquivalent>(root, ids, "race", data.races,
                                   [](TableReader& r, RacialEquivalent& race) {
                                       race.name = r.required_string("name").value_or("");
                                       race.units = read_string_map(r, "units");
                                       race.none = r.optional_string_array("none");
                                   });
}

void read_armies(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<Action>(root, ids, "action", data.actions, [](TableReader& r, Action& a) {
        a.name = r.required_string("name").value_or("");
        a.describe = r.required_string("describe").value_or("");
    });
    read_records<ArmyType>(root, ids, "army", data.armies, [](TableReader& r, ArmyType& army) {
        army.name = r.required_string("name").value_or("");
        army.summary = r.required_string("summary").value_or("");
        army.responses = read_tables<Response>(
            r, "response", Presence::required, [](TableReader& x, Response& response) {
                response.icon = x.required_string("icon").value_or("");
                response.actions = read_strings(x, "actions");
                response.note = x.optional_string("note");
            });
    });
}

void read_heal(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<HealResult>(root, ids, "result", data.heal_results,
                             [](TableReader& r, HealResult& h) {
        h.name = r.required_string("name").value_or("");
        h.returns = read_bool(r, "returns");
    });
}

void read_dragons(TableReader& root, SoloData& data, load::IdIndex& ids) {
    Dragons& d = data.dragons;
    d.pos = root.pos();
    d.pick_colours = root.optional_string_array("pick_colours", &d.pick_colours_pos);
    d.pick_kinds = root.optional_string_array("pick_kinds", &d.pick_kinds_pos);
    d.health = read_int(root, "health", k_positive);
    d.wounds_carry = root.optional_bool("wounds_carry", false);
    d.source = root.optional_string("source");
    d.die_faces = read_int(root, "die_faces", k_positive);
    read_records<DragonKind>(root, ids, "kind", d.kinds, [](TableReader& r, DragonKind& k) {
        k.name = r.required_string("name").value_or("");
        k.faces = read_int_map(r, "faces", k_positive);
        k.note = r.optional_string("note");
    });
}

void read_options(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<OptionalRule>(root, ids, "option", data.options,
                               [](TableReader& r, OptionalRule& o) {
        o.section = r.required_string("section").value_or("");
        o.name = r.required_string("name").value_or("");
        o.points = r.optional_string_array("points");
        if (r.has("replaces_health"))
            o.replaces_health = read_int(r, "replaces_health", k_positive);
    });
}

void read_turn_sequence(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<TurnStep>(root, ids, "step", data.turn_sequence, [](TableReader& r, TurnStep& s) {
        s.letter = r.required_string("letter").value_or("");
        s.name = r.required_string("name").value_or("");
        s.section = r.required_string("section").value_or("");
        s.repeat = r.optional_bool("repeat", false);
        s.summary = r.required_string("summary").value_or("");
    });
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
