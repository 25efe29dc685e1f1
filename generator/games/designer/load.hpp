#pragma once

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "core/diagnostic.hpp"
#include "games/designer/model.hpp"
#include "layout/icon_set.hpp"
#include "load/row_filter.hpp"
#include "load/table_reader.hpp"

namespace pnpkit::designer {

// Reads a designer's game folder: game.toml (title, languages, decks, sheets, their fields, aliases
// and rules), then each component's records (from a CSV, XLSX, ODS or TOML file, or tables inline),
// then checks the rules. Every problem goes to `diagnostics`; nullopt when game.toml cannot be
// read.
std::optional<DesignerData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

// The steps of load_data, for one component whose table `reader` is reading.
// The declared fields ([deck.fields]) after the implicit id (and a deck's count).
void read_fields(load::TableReader& reader, Component& component, const std::filesystem::path& dir,
                 const layout::IconSet& icons);
// The other headers a spreadsheet may give a field's column ([deck.aliases]); needs the fields.
void read_aliases(load::TableReader& reader, Component& component);
// The declared rules ([[deck.rule]]); needs the fields.
void read_rules(load::TableReader& reader, Component& component);

// Where a component's records come from, as its table in game.toml says.
struct RecordSource {
    enum class Format { inline_tables, toml, csv, xlsx, ods };
    Format format = Format::inline_tables;
    bool usable = false;         // false after an error: no records are read
    std::filesystem::path path;  // the file, inside the game's folder
    std::string sheet;           // xlsx, ods: the sheet ("": the first)
    SourcePos sheet_at;
    char separator = 0;                    // csv: declared, or 0 to detect
    std::optional<load::RowFilter> where;  // spreadsheets: which rows the component reads
    SourcePos where_at;
    const toml::table* table = nullptr;  // the component's table: inline records are there
    std::string table_file;

    bool is_table() const {
        return format == Format::csv || format == Format::xlsx || format == Format::ods;
    }
    // What identifies the table read, for the columns components reading it share.
    std::string table_key() const;
};

// Reads `cards` (a sheet's `pages`), `sheet`, `separator` and `where`, checking the file's path
// and what each key is for. Inline records ([[deck.card]]) are left for read_records.
RecordSource read_source(load::TableReader& reader, const Component& component,
                         const std::filesystem::path& dir);

// Every column name the components reading one table know (fields, aliases, filter columns),
// folded, by RecordSource::table_key(): a column another component reads is no unknown column.
// A column no component knows is reported once, by the first component reading it.
struct KnownColumns {
    std::unordered_map<std::string, std::unordered_set<std::string>> names;
    std::unordered_set<std::string> reported;  // table key, then the column's index
};
void add_known_columns(const Component& component, const RecordSource& source, KnownColumns& known);

// Reads a component's records from its source. Ids are unique within the component. The paths of
// the files read are added to `files`.
void read_records(const RecordSource& source, Component& component,
                  const std::vector<std::string>& languages, const std::filesystem::path& dir,
                  const layout::IconSet& icons,
                  KnownColumns& known, std::set<std::filesystem::path>& files,
                  Diagnostics& diagnostics);

// A TOML value of a field as text for check_value (integers and numbers written out, a list's
// items joined with ';'); nullopt after reporting a value of the wrong TOML type.
std::optional<std::string> toml_value_text(load::TableReader& reader, std::string_view key,
                                           const FieldDecl& field);
// Reads game.toml's [style.FIELD.VALUE] tables (needs the components' fields): each FIELD a field
// some component declares, each VALUE one of an enum's values or "default", each key's value a
// string or a number.
void read_styles(load::TableReader& root, DesignerData& data);
// Checks the component's rules against its records; each broken rule names the records involved.
void check_rules(const Component& component, Diagnostics& diagnostics);

}  // namespace pnpkit::designer
