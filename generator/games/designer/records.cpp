// A component's records, from a CSV file, a TOML file or tables inline in game.toml.
#include <algorithm>

#include "core/atomic_file.hpp"
#include "core/image_file.hpp"
#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "games/designer/values.hpp"
#include "load/csv.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

namespace fs = std::filesystem;
using load::TableReader;

namespace {

// Collects one record's values, checks each as it comes, then applies defaults and requirements.
class RecordBuilder {
public:
    RecordBuilder(Component& component, const fs::path& dir, const layout::IconSet& icons,
                  load::IdIndex& ids, Diagnostics& diagnostics)
        : m_component(component),
          m_dir(dir),
          m_icons(icons),
          m_ids(ids),
          m_diagnostics(diagnostics) {}

    void begin(std::uint32_t file, const std::string& display, CellPos at) {
        m_file = file;
        m_display = &display;
        m_at = at;
        m_ok = true;
        m_values.assign(m_component.fields.size(), {});
        m_cells.assign(m_component.fields.size(), {});
        m_given.assign(m_component.fields.size(), false);
    }

    // A value as written (empty: not given, the default applies).
    void set(std::size_t field, std::string_view text, CellPos at) {
        m_given[field] = true;
        m_cells[field] = at;
        if (trim(text).empty()) return;
        ValueAt where{*m_display, static_cast<int>(at.line), static_cast<int>(at.column)};
        auto value =
            check_value(m_component.fields[field], text, where, m_dir, m_icons, m_diagnostics);
        if (!value) {
            m_ok = false;
            return;
        }
        m_values[field] = std::move(*value);
    }

    // Completes the record and adds it when every value is sound and its id is new.
    void finish() {
        for (std::size_t f = 0; f < m_component.fields.size(); ++f) {
            const FieldDecl& field = m_component.fields[f];
            if (!m_values[f].empty()) continue;
            if (field.required && m_ok) {
                SourcePos at = m_given[f] ? SourcePos{*m_display, static_cast<int>(m_cells[f].line),
                                                      static_cast<int>(m_cells[f].column)}
                                          : SourcePos{*m_display, static_cast<int>(m_at.line),
                                                      static_cast<int>(m_at.column)};
                m_diagnostics.error(at, "missing required field '" + field.name + "'" + who());
                m_ok = false;
            }
            m_values[f] = field.fallback;
        }
        if (!m_ok) return;
        SourcePos id_at =
            m_cells[k_id_field].line > 0
                ? SourcePos{*m_display, static_cast<int>(m_cells[k_id_field].line),
                            static_cast<int>(m_cells[k_id_field].column)}
                : SourcePos{*m_display, static_cast<int>(m_at.line), static_cast<int>(m_at.column)};
        if (!m_ids.add(m_values[k_id_field], id_at, m_diagnostics)) return;
        m_component.records.add(m_values, m_cells, m_file, m_at);
    }

private:
    std::string who() const {
        if (m_values[k_id_field].empty()) return {};
        return " in " + std::string(m_component.record_word()) + " '" + m_values[k_id_field] + "'";
    }

    Component& m_component;
    const fs::path& m_dir;
    const layout::IconSet& m_icons;
    load::IdIndex& m_ids;
    Diagnostics& m_diagnostics;
    std::uint32_t m_file = 0;
    const std::string* m_display = nullptr;
    CellPos m_at;
    bool m_ok = true;
    std::vector<std::string> m_values;
    std::vector<CellPos> m_cells;
    std::vector<bool> m_given;
};

CellPos cell_of(const SourcePos& pos) {
    return {static_cast<std::uint32_t>(pos.line), static_cast<std::uint32_t>(pos.column)};
}

std::vector<std::string> field_names(const Component& component) {
    std::vector<std::string> names;
    for (const auto& field : component.fields) names.push_back(field.name);
    return names;
}

// Records from TOML tables: each key a declared field, of the field's TOML type.
void read_tables(TableReader& reader, std::string_view key, Component& component,
                 RecordBuilder& builder, std::uint32_t file, const std::string& display) {
    reader.for_each_table(
        key,
        [&](TableReader& r) {
            builder.begin(file, display, cell_of(r.pos()));
            for (std::size_t f = 0; f < component.fields.size(); ++f) {
                const FieldDecl& field = component.fields[f];
                if (!r.has(field.name)) continue;
                auto text = toml_value_text(r, field.name, field);
                builder.set(f, text.value_or(""), cell_of(r.pos(field.name)));
            }
            r.finish();
            builder.finish();
        },
        true);
}

// Records from CSV text: a header row naming the fields, then one row a record.
void read_csv(std::string_view text, Component& component, RecordBuilder& builder,
              std::uint32_t file, const std::string& display, Diagnostics& diagnostics) {
    load::CsvReader reader(text, display);
    load::CsvRow header;
    std::size_t errors_before = diagnostics.error_count();
    if (!reader.next(header, diagnostics)) {
        if (diagnostics.error_count() == errors_before) {
            diagnostics.error(
                {display, 1, 1}, "the file has no header row",
                "the first row names the columns: " + join(field_names(component), ","));
        }
        return;
    }
    std::vector<std::string> names = field_names(component);
    std::vector<std::size_t> columns;
    std::vector<bool> seen(component.fields.size(), false);
    std::vector<SourcePos> seen_at(component.fields.size());
    for (const auto& cell : header.cells) {
        SourcePos at{display, cell.line, cell.column};
        std::size_t field = component.field_index(cell.text);
        if (field == k_no_field) {
            std::string hint = did_you_mean(cell.text, names);
            if (hint.empty()) hint = "the columns are the declared fields: " + join(names, ", ");
            diagnostics.error(at, "unknown column '" + cell.text + "'", hint);
        } else if (seen[field]) {
            diagnostics.error(at, "column '" + cell.text + "' appears twice",
                              "first at " + seen_at[field].to_string());
            field = k_no_field;
        } else {
            seen[field] = true;
            seen_at[field] = at;
        }
        columns.push_back(field);
    }
    SourcePos header_at{display, header.line, 1};
    bool columns_ok = true;
    for (std::size_t f = 0; f < component.fields.size(); ++f) {
        if (seen[f] || !component.fields[f].required) continue;
        diagnostics.error(header_at, "no column '" + component.fields[f].name + "', which every " +
                                         component.record_word() + " needs");
        columns_ok = false;
    }
    if (!columns_ok) return;
    load::CsvRow row;
    std::size_t rows = 0;
    while (reader.next(row, diagnostics)) {
        ++rows;
        if (row.cells.size() != header.cells.size()) {
            diagnostics.error({display, row.line, 1},
                              "this row has " + count_of(row.cells.size(), "cell") +
                                  " but the header has " + std::to_string(header.cells.size()),
                              "quote a cell that holds a comma: \"like, this\"");
            continue;
        }
        builder.begin(file, display, {static_cast<std::uint32_t>(row.line), 1});
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            if (columns[c] == k_no_field) continue;
            const auto& cell = row.cells[c];
            builder.set(
                columns[c], cell.text,
                {static_cast<std::uint32_t>(cell.line), static_cast<std::uint32_t>(cell.column)});
        }
        builder.finish();
    }
    if (rows == 0 && diagnostics.error_count() == errors_before) {
        diagnostics.error(
            header_at,
            std::string("the file has only its header row: no ") + component.record_word() +
                " to make",
            std::string("add one row a ") + component.record_word() + " under the header");
    }
}

}  // namespace

std::optional<std::string> toml_value_text(TableReader& reader, std::string_view key,
                                           const FieldDecl& field) {
    switch (field.type) {
        case FieldType::integer: {
            auto value = reader.required_int(key);
            return value ? std::optional<std::string>(std::to_string(*value)) : std::nullopt;
        }
        case FieldType::number: {
            auto value = reader.required_number(key);
            return value ? std::optional<std::string>(number_text(*value)) : std::nullopt;
        }
        case FieldType::list: {
            if (const toml::node* node = reader.node(key); node && !node->is_array()) {
                reader.error(key,
                             "'" + std::string(key) + "' must be a list of strings, found " +
                                 load::type_name(*node),
                             "write " + std::string(key) + " = [\"one\", \"two\"]");
                return std::nullopt;
            }
            return join(reader.optional_string_array(key), ";");
        }
        default:
            return reader.required_string(key);
    }
}

void read_records(TableReader& reader, Component& component, const fs::path& dir,
                  const layout::IconSet& icons, load::IdIndex& ids, std::size_t& files) {
    const std::string file_key = component.is_deck() ? "cards" : "pages";
    const std::string table_key = component.is_deck() ? "card" : "page";
    Diagnostics& diagnostics = reader.diagnostics();
    component.records = RecordTable(component.fields.size());
    RecordBuilder builder(component, dir, icons, ids, diagnostics);
    bool inline_records = reader.has(table_key);
    if (!reader.has(file_key)) {
        if (inline_records) {
            std::uint32_t file = component.records.add_file(reader.file());
            read_tables(reader, table_key, component, builder, file, reader.file());
        } else {
            reader.error_here(
                std::string(component.is_deck() ? "a deck" : "a sheet") + " needs its " + file_key +
                ": " + file_key + " = \"" + file_key + ".csv\" (or .toml), or [[" +
                (component.is_deck() ? "deck" : "sheet") + "." + table_key + "]] tables");
        }
        return;
    }
    auto name = reader.required_string(file_key);
    if (!name) return;
    if (inline_records) {
        reader.error(table_key, "give the " + file_key + " in '" + *name + "' or inline, not both");
        return;
    }
    auto path = confined_path(dir, *name);
    if (const auto* reason = std::get_if<std::string>(&path)) {
        reader.error(file_key, "'" + *name + "' is refused: " + *reason,
                     "files stay inside " + load::display_path(dir));
        return;
    }
    const fs::path& file_path = std::get<fs::path>(path);
    std::string extension = file_path.extension().string();
    if (extension != ".csv" && extension != ".toml") {
        reader.error(file_key, "'" + *name + "' must be a .csv or a .toml file");
        return;
    }
    std::error_code ec;
    if (!fs::is_regular_file(file_path, ec)) {
        reader.error(file_key, "'" + *name + "' not found in " + load::display_path(dir));
        return;
    }
    ++files;
    if (extension == ".csv") {
        std::string display = load::display_path(file_path);
        std::uint32_t file = component.records.add_file(display);
        std::string text = read_file(file_path);
        component.records.reserve(
            text.size(), static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')));
        read_csv(text, component, builder, file, display, diagnostics);
        return;
    }
    auto document = load::load_toml(file_path, diagnostics);
    if (!document) return;
    std::uint32_t file = component.records.add_file(document->display);
    TableReader root = TableReader::root(document->root, document->display, diagnostics);
    read_tables(root, table_key, component, builder, file, document->display);
    root.finish();
}

}  // namespace pnpkit::designer
