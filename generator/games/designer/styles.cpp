// game.toml's named styles: [style.FIELD.VALUE] tables of values templates take as
// "{FIELD.key}", for the cards whose FIELD is VALUE.
#include <algorithm>

#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "games/designer/values.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

using load::TableReader;

namespace {

// A table's keys in the order written (a TOML table keeps them sorted).
std::vector<std::string> keys_in_order(const toml::table& table) {
    std::vector<std::pair<std::string, toml::source_position>> keys;
    for (const auto& [key, node] : table)
        keys.emplace_back(std::string(key.str()), node.source().begin);
    std::stable_sort(keys.begin(), keys.end(), [](const auto& a, const auto& b) {
        return a.second.line != b.second.line ? a.second.line < b.second.line
                                              : a.second.column < b.second.column;
    });
    std::vector<std::string> out;
    for (auto& [key, at] : keys) out.push_back(std::move(key));
    return out;
}

// The first declaration of a field named `name` in any component; null when there is none.
const FieldDecl* find_field(const DesignerData& data, std::string_view name) {
    for (const auto& component : data.components) {
        std::size_t index = component.field_index(name);
        if (index != k_no_field) return &component.fields[index];
    }
    return nullptr;
}

std::vector<std::string> all_field_names(const DesignerData& data) {
    std::vector<std::string> names;
    for (const auto& component : data.components) {
        for (const auto& field : component.fields) names.push_back(field.name);
    }
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

// True when `value` is one the field can have (or "default"); reports it otherwise.
bool possible_value(TableReader& values, const FieldDecl& field, const std::string& value) {
    if (value == "default") return true;
    if (field.type == FieldType::choice &&
        std::find(field.values.begin(), field.values.end(), value) == field.values.end()) {
        std::string hint = did_you_mean(value, field.values);
        if (hint.empty())
            hint = "its values: " + quoted_list(field.values) + "; [style." + field.name +
                   ".default] styles every other value";
        values.error(value, "'" + field.name + "' is never '" + value + "'", hint);
        return false;
    }
    if (field.type == FieldType::integer || field.type == FieldType::number) {
        ValueAt at{values.file(), values.pos(value).line, values.pos(value).column};
        Diagnostics ignored;
        if (!check_value(field, value, at, {}, layout::IconSet::built_in(), ignored)) {
            values.error(value, "'" + field.name + "' is " +
                                    (field.type == FieldType::integer ? "an integer" : "a number") +
                                    " field: a style of its values is [style." + field.name +
                                    ".3], not '" + value + "'");
            return false;
        }
    }
    return true;
}

layout::FieldStyles::Entry read_entry(TableReader& values, const std::string& value,
                                      const toml::table& table) {
    layout::FieldStyles::Entry entry{value, values.pos(value), {}};
    TableReader keys = values.child(table);
    for (const auto& key : keys_in_order(table)) {
        keys.allow(key);
        const toml::node* node = keys.node(key);
        std::string text;
        if (auto string = node->value_exact<std::string>()) {
            text = *string;
        } else if (auto integer = node->value_exact<std::int64_t>()) {
            text = std::to_string(*integer);
        } else if (auto number = node->value_exact<double>()) {
            text = number_text(*number);
        } else {
            keys.error(key,
                       "style value '" + key + "' must be a string or a number, found " +
                           load::type_name(*node),
                       key + " = \"#6a3d9a\"");
            continue;
        }
        if (!load::is_valid_id(key)) {
            keys.error(key, "style value name '" + key + "' must be an identifier",
                       "use lower-case letters, digits, '-' and '_'");
            continue;
        }
        entry.keys[key] = {std::move(text), keys.pos(key)};
    }
    keys.finish();
    return entry;
}

}  // namespace

void read_styles(TableReader& root, DesignerData& data) {
    auto styles = std::make_shared<layout::Styles>();
    data.styles = styles;
    const toml::table* style = root.optional_table("style");
    if (!style) return;
    TableReader fields = root.child(*style);
    for (const auto& name : keys_in_order(*style)) {
        fields.allow(name);
        const FieldDecl* field = find_field(data, name);
        if (!field) {
            std::vector<std::string> names = all_field_names(data);
            std::string hint = did_you_mean(name, names);
            if (hint.empty()) hint = "styles are keyed by a declared field: [style.FIELD.VALUE]";
            fields.error(name,
                         "[style." + name + "] keys styles by a field no deck or sheet declares",
                         hint);
            continue;
        }
        const toml::table* values_table = fields.node(name)->as_table();
        if (!values_table) {
            fields.error(name, "'style." + name + "' must hold a table for each value: [style." +
                                   name + ".VALUE]");
            continue;
        }
        layout::FieldStyles styled{name, fields.pos(name), {}};
        TableReader values = fields.child(*values_table);
        for (const auto& value : keys_in_order(*values_table)) {
            values.allow(value);
            if (!possible_value(values, *field, value)) continue;
            const toml::table* table = values.node(value)->as_table();
            if (!table) {
                values.error(value,
                             "[style." + name + "." + value + "] must be a table of style values",
                             "[style." + name + "." + value +
                                 "] then accent = \"#6a3d9a\" on the next line");
                continue;
            }
            styled.entries.push_back(read_entry(values, value, *table));
        }
        values.finish();
        styles->fields.push_back(std::move(styled));
    }
    fields.finish();
}

}  // namespace pnpkit::designer
