// A component's records, from a spreadsheet (CSV, XLSX, ODS), a TOML file or tables inline in
// game.toml.
#include <algorithm>

#include "core/atomic_file.hpp"
#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "games/designer/record_builder.hpp"
#include "games/designer/table_records.hpp"
#include "games/designer/values.hpp"
#include "load/package.hpp"
#include "load/sheet.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

namespace fs = std::filesystem;
using load::TableReader;

namespace {

CellPos cell_of(const SourcePos& pos) {
    return {static_cast<std::uint32_t>(pos.line), static_cast<std::uint32_t>(pos.column)};
}

// A record's texts in the other languages: a table per language ([card.de]) holding translated
// fields only.
void read_translations(TableReader& r, const Component& component,
                       const std::vector<std::string>& languages, RecordBuilder& builder) {
    for (std::size_t l = 1; l < component.languages; ++l) {
        const toml::table* table = r.has(languages[l]) ? r.optional_table(languages[l]) : nullptr;
        if (!table) continue;
        TableReader texts = r.child(*table);
        for (std::size_t f : component.translated) {
            const FieldDecl& field = component.fields[f];
            if (!texts.has(field.name)) continue;
            auto text = toml_value_text(texts, field.name, field);
            builder.set_text(f, l, text.value_or(""), cell_of(texts.pos(field.name)));
        }
        for (const auto& [key, node] : *table) {
            std::size_t f = component.field_index(key.str());
            if (f == k_no_field || component.fields[f].translated()) continue;
            texts.error(key.str(),
                        "'" + std::string(key.str()) + "' is an " +
                            to_string(component.fields[f].type) +
                            " field, the same in every language",
                        "text, markup and list fields have a text per language");
            texts.allow(key.str());
        }
        texts.finish();
    }
}

// Records from TOML tables: each key a declared field, of the field's TOML type, and a table per
// other language.
void read_tables(TableReader& reader, std::string_view key, Component& component,
                 const std::vector<std::string>& languages, RecordBuilder& builder,
                 std::uint32_t file, const std::string& display) {
    SourcePos origin = SourcePos{display};
    for (std::size_t f : component.translated) {
        for (std::size_t l = 1; l < component.languages; ++l) builder.expect(f, l, true);
    }
    reader.for_each_table(
        key,
        [&](TableReader& r) {
            builder.begin(file, origin, cell_of(r.pos()));
            for (std::size_t f = 0; f < component.fields.size(); ++f) {
                const FieldDecl& field = component.fields[f];
                if (!r.has(field.name)) continue;
                auto text = toml_value_text(r, field.name, field);
                builder.set(f, text.value_or(""), cell_of(r.pos(field.name)));
            }
            read_translations(r, component, languages, builder);
            r.finish();
            builder.finish(false);
        },
        true);
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

void read_records(const RecordSource& source, Component& component,
                  const std::vector<std::string>& languages, const fs::path& dir,
                  const layout::IconSet& icons, KnownColumns& known, std::set<fs::path>& files, Diagnostics& diagnostics) {
    component.records = RecordTable(component.columns());
    if (!source.usable) return;
    RecordBuilder builder(component, languages, dir, icons, diagnostics);
    const std::string table_key = component.is_deck() ? "card" : "page";
    if (source.format == RecordSource::Format::inline_tables) {
        std::uint32_t file = component.records.add_file(source.table_file);
        TableReader reader(*source.table, source.table_file, diagnostics);
        read_tables(reader, table_key, component, languages, builder, file, source.table_file);
        return;
    }
    files.insert(source.path);
    if (source.format == RecordSource::Format::toml) {
        auto document = load::load_toml(source.path, diagnostics);
        if (!document) return;
        std::uint32_t file = component.records.add_file(document->display);
        TableReader root = TableReader::root(document->root, document->display, diagnostics);
        read_tables(root, table_key, component, languages, builder, file, document->display);
        root.finish();
        return;
    }
    std::string display = load::display_path(source.path);
    GuardedRead read = read_regular_file(source.path, load::k_max_package_bytes);
    if (read.refusal != GuardedRead::Refusal::none) {
        diagnostics.error(SourcePos::start_of(display),
                          read.refusal == GuardedRead::Refusal::too_large
                              ? "the file holds " + std::to_string(read.size >> 20) +
                                    " MB; the most pnpkit reads is " +
                                    std::to_string(load::k_max_package_bytes >> 20) + " MB"
                              : std::string("it is not a file pnpkit can read"));
        return;
    }
    const std::string& bytes = read.bytes;
    std::unique_ptr<load::RowReader> reader;
    if (source.format == RecordSource::Format::csv) {
        component.records.reserve(
            bytes.size(), static_cast<std::size_t>(std::count(bytes.begin(), bytes.end(), '\n')));
        reader = std::make_unique<load::CsvRows>(bytes, display, source.separator);
    } else {
        auto format = source.format == RecordSource::Format::xlsx ? load::SheetFormat::xlsx
                                                                  : load::SheetFormat::ods;
        reader =
            load::open_sheet(bytes, format, display, source.sheet, source.sheet_at, diagnostics);
        if (!reader) return;
    }
    read_table(*reader, component, builder, languages, source, known, diagnostics);
}

}  // namespace pnpkit::designer
