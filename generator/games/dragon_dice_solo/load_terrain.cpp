#include "games/dragon_dice_solo/load_files.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

using load::EnumName;
using load::IntRange;
using load::TableReader;

namespace {

constexpr EnumName<EighthFaceRule> k_eighth_rules[] = {
    {"below-eighth", EighthFaceRule::below_eighth},
    {"literal", EighthFaceRule::literal},
};
constexpr EnumName<Direction> k_directions[] = {{"up", Direction::up}, {"down", Direction::down}};

// An array of arrays of integers (`rerolls = [[4, 5]]`).
std::vector<std::vector<int>> read_int_rows(TableReader& r, std::string_view key) {
    std::vector<std::vector<int>> rows;
    const toml::array* array = r.optional_array(key);
    if (!array)
        return rows;
    for (const auto& element : *array) {
        const toml::array* row = element.as_array();
        std::vector<int> values;
        bool ok = row != nullptr;
        if (row) {
            for (const auto& v : *row) {
                auto n = v.value_exact<std::int64_t>();
                if (!n)
                    ok = false;
                else
                    values.push_back(static_cast<int>(*n));
            }
        }
        if (!ok) {
            r.diagnostics().error(load::pos_of(element.source(), r.file()),
                                  "'" + std::string(key) + "' must hold arrays of integers",
                                  "for example " + std::string(key) + " = [[4, 5]]");
            continue;
        }
        rows.push_back(std::move(values));
    }
    return rows;
}

std::vector<int> to_ints(const std::vector<std::int64_t>& values) {
    return std::vector<int>(values.begin(), values.end());
}

}  // namespace

void read_terrains(TableReader& root, SoloData& data, load::IdIndex& ids) {
    data.faces_per_die = read_int(root, "faces_per_die", IntRange::between(2, 100));
    data.faces_per_die_pos = root.pos("faces_per_die");
    read_records<Icon>(root, ids, "icon", data.icons, [](TableReader& r, Icon& icon) {
        icon.name = r.required_string("name").value_or("");
        icon.symbol = r.optional_string("symbol");
    });
    read_records<EighthFace>(
        root, ids, "eighth_face", data.eighth_faces,
        [](TableReader& r, EighthFace& e) { e.name = r.required_string("name").value_or(""); });
    read_records<TerrainType>(root, ids, "terrain", data.terrains,
                              [](TableReader& r, TerrainType& t) {
        t.name = r.required_string("name").value_or("");
        t.elements = r.optional_string_array("elements");
        t.faces = read_strings(r, "faces");
        t.faces_pos = r.pos("faces");
        t.source = r.optional_string("source");
    });
}

void read_terrain_order(TableReader& root, SoloData& data, load::IdIndex& /*ids*/) {
    TerrainOrder& order = data.order;
    order.pos = root.pos();
    order.terrains = read_int(root, "terrains", IntRange::between(1, 100));
    order.steps = root.optional_string_array("steps");
    if (const toml::table* table = root.optional_table("example")) {
        TableReader r = root.child(*table);
        OrderExample example;
        example.pos = r.pos();
        example.rolls = to_ints(r.optional_int_array("rolls", IntRange::at_least(1)));
        example.rerolls = read_int_rows(r, "rerolls");
        example.places = to_ints(r.optional_int_array("places", IntRange::at_least(1)));
        r.finish();
        order.example = std::move(example);
    }
}

void read_starting_distance(TableReader& root, SoloData& data, load::IdIndex& ids) {
    StartingDistance& s = data.starting;
    s.on_eighth_face = root.required_enum<EighthFaceRule>("on_eighth_face", k_eighth_rules)
                           .value_or(EighthFaceRule::below_eighth);
    s.rule_pos = root.pos("on_eighth_face");
    read_records<Position>(root, ids, "position", s.positions, [](TableReader& r, Position& p) {
        p.name = r.required_string("name").value_or("");
        p.battle = read_int(r, "battle", IntRange::between(1, 100));
        p.icon = r.required_string("icon").value_or("");
        p.plus = read_int(r, "plus", IntRange::between(0, 100));
        p.army = r.required_string("army").value_or("");
        p.direction = r.required_enum<Direction>("direction", k_directions).value_or(Direction::up);
        p.eighth_face_wins = read_bool(r, "eighth_face_wins");
    });
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
