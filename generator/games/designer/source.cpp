// Where a component's records come from: `cards` (or `pages`), `sheet`, `separator` and `where`.
#include "core/image_file.hpp"
#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

namespace fs = std::filesystem;
using load::TableReader;
using Format = RecordSource::Format;

namespace {

std::optional<Format> format_of(const std::string& extension) {
    std::string folded = fold_case(extension);
    if (folded == ".csv") return Format::csv;
    if (folded == ".xlsx") return Format::xlsx;
    if (folded == ".ods") return Format::ods;
    if (folded == ".toml") return Format::toml;
    return std::nullopt;
}

// `separator = ";"`: a comma, a semicolon or a tab ("\t" or "tab").
char read_separator(TableReader& reader) {
    auto text = reader.required_string("separator");
    if (!text) return 0;
    if (*text == "," || *text == ";" || *text == "\t") return (*text)[0];
    if (fold_case(*text) == "tab") return '\t';
    reader.error("separator",
                 "'separator' is ',', ';' or \"\\t\" (a tab), found " + in_quotes(*text),
                 "leave it out to have pnpkit find it in the header row");
    return 0;
}

// Reports the keys that only some formats take, when the source is not one of them.
void check_format_keys(TableReader& reader, const RecordSource& source, const std::string& name) {
    if (reader.has("sheet") && source.format != Format::xlsx && source.format != Format::ods) {
        reader.error("sheet", "'sheet' picks a sheet of an .xlsx or .ods file, and '" + name +
                                  "' is not one");
    }
    if (reader.has("separator") && source.format != Format::csv)
        reader.error("separator", "'separator' is for a .csv file, and '" + name + "' is not one");
    if (reader.has("where") && !source.is_table()) {
        reader.error("where", "'where' picks rows of a spreadsheet (.csv, .xlsx or .ods)",
                     "a TOML file holds the records of one component");
    }
}

}  // namespace

std::string RecordSource::table_key() const {
    return path.string() + '\n' + fold_case(sheet);
}

RecordSource read_source(TableReader& reader, const Component& component, const fs::path& dir) {
    const std::string file_key = component.is_deck() ? "cards" : "pages";
    const std::string table_key = component.is_deck() ? "card" : "page";
    RecordSource source;
    source.table = &reader.table();
    source.table_file = reader.file();
    reader.allow(table_key);
    bool inline_records = reader.has(table_key);
    if (!reader.has(file_key)) {
        check_format_keys(reader, source, "[[" + table_key + "]]");
        if (inline_records) {
            source.usable = true;
        } else {
            reader.error_here(
                std::string(component.is_deck() ? "a deck" : "a sheet") + " needs its " + file_key +
                ": " + file_key + " = \"" + file_key + ".csv\" (or .xlsx, .ods, .toml), or [[" +
                (component.is_deck() ? "deck" : "sheet") + "." + table_key + "]] tables");
        }
        return source;
    }
    auto name = reader.required_string(file_key);
    if (!name) return source;
    if (inline_records) {
        reader.error(table_key, "give the " + file_key + " in '" + *name + "' or inline, not both");
        return source;
    }
    auto path = confined_path(dir, *name);
    if (const auto* reason = std::get_if<std::string>(&path)) {
        reader.error(file_key, "'" + *name + "' is refused: " + *reason,
                     "files stay inside " + load::display_path(dir));
        return source;
    }
    source.path = std::get<fs::path>(path);
    auto format = format_of(source.path.extension().string());
    if (!format) {
        reader.error(file_key, "'" + *name + "' must be a .csv, .xlsx, .ods or .toml file");
        return source;
    }
    source.format = *format;
    check_format_keys(reader, source, *name);
    if (reader.has("sheet") && (source.format == Format::xlsx || source.format == Format::ods)) {
        source.sheet = reader.required_string("sheet").value_or("");
        source.sheet_at = reader.pos("sheet");
    }
    if (reader.has("separator") && source.format == Format::csv)
        source.separator = read_separator(reader);
    if (reader.has("where") && source.is_table()) {
        source.where_at = reader.pos("where");
        if (auto text = reader.required_string("where")) {
            SourcePos first = source.where_at;
            ++first.column;  // past the opening quote
            source.where = load::RowFilter::parse(*text, first, reader.diagnostics());
            if (!source.where) return source;
        }
    }
    std::error_code ec;
    if (!fs::is_regular_file(source.path, ec)) {
        reader.error(file_key, "'" + *name + "' not found in " + load::display_path(dir));
        return source;
    }
    if (source.sheet_at.file.empty()) source.sheet_at = reader.pos(file_key);
    source.usable = true;
    return source;
}

void add_known_columns(const Component& component, const RecordSource& source,
                       KnownColumns& known) {
    if (!source.usable || !source.is_table()) return;
    auto& names = known.names[source.table_key()];
    for (const FieldDecl& field : component.fields) {
        names.insert(fold_case(field.name));
        for (const std::string& alias : field.aliases) names.insert(fold_case(alias));
    }
    if (source.where) {
        for (const std::string& name : source.where->names()) names.insert(fold_case(name));
    }
}

}  // namespace pnpkit::designer
