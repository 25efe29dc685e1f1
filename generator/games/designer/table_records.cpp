// A component's records from a table: a CSV file or a sheet of an XLSX or ODS file. Its first row
// names the columns, in any case and with spaces around: the fields, their aliases, and a field's
// text in another language ("name@de").
#include "games/designer/table_records.hpp"

#include <unordered_map>

#include "core/text.hpp"

namespace pnpkit::designer {

namespace {

// What a column of the table holds.
struct ColumnUse {
    enum class Kind { none, value, other } kind = Kind::none;  // other: another component's
    std::size_t field = k_no_field;
    std::size_t language = 0;
};

class TableRecords {
public:
    TableRecords(load::RowReader& reader, Component& component, RecordBuilder& builder,
                 const std::vector<std::string>& languages, const RecordSource& source,
                 KnownColumns& known, Diagnostics& diagnostics)
        : m_reader(reader),
          m_component(component),
          m_builder(builder),
          m_languages(languages),
          m_source(source),
          m_known(known),
          m_diagnostics(diagnostics) {
        auto it = known.names.find(source.table_key());
        if (it != known.names.end()) m_known_names = &it->second;
        for (std::size_t f = 0; f < component.fields.size(); ++f) {
            const FieldDecl& field = component.fields[f];
            m_by_name.emplace(fold_case(field.name), f);
            m_names.push_back(field.name);
            for (const std::string& alias : field.aliases) {
                m_by_name.emplace(fold_case(alias), f);
                m_names.push_back(alias);
            }
        }
    }

    void read() {
        load::TableRow header;
        std::size_t errors_before = m_diagnostics.error_count();
        if (!m_reader.next(header, m_diagnostics)) {
            if (m_diagnostics.error_count() == errors_before) {
                m_diagnostics.error(
                    m_reader.pos(1, 1),
                    std::string(m_reader.dense() ? "the file" : "the sheet") + " has no header row",
                    "the first row names the columns: " + join(m_names, ","));
            }
            return;
        }
        // The sheet is known once its first row is read (an ODS file names it as it comes).
        m_origin = m_reader.pos(0, 0);
        m_file = m_component.records.add_file(m_origin.file, m_origin.sheet);
        if (!read_header(header) || !find_filter_columns()) return;
        load::TableRow row;
        std::size_t rows = 0;
        while (m_reader.next(row, m_diagnostics)) {
            ++rows;
            read_row(row);
        }
        warn_stray_cells();
        warn_missing_columns();
        if (m_diagnostics.error_count() == errors_before) report_no_records(rows);
    }

private:
    std::size_t field_named(const std::string& folded) const {
        auto it = m_by_name.find(folded);
        return it == m_by_name.end() ? k_no_field : it->second;
    }

    std::size_t language_named(std::string_view folded) const {
        for (std::size_t l = 0; l < m_languages.size(); ++l) {
            if (fold_case(m_languages[l]) == folded) return l;
        }
        return k_no_field;
    }

    bool known_elsewhere(const std::string& folded) const {
        if (!m_known_names) return false;
        std::size_t at = folded.rfind('@');
        return m_known_names->contains(folded) ||
               (at != std::string::npos && m_known_names->contains(folded.substr(0, at)));
    }

    // What a header cell names; reports a column that is unknown or not translated.
    ColumnUse match(const load::TableCell& cell) {
        std::string text(trim(cell.text));
        std::string folded = fold_case(text);
        SourcePos at = m_reader.pos(cell.line, cell.column);
        if (std::size_t field = field_named(folded); field != k_no_field)
            return {ColumnUse::Kind::value, field, 0};
        std::size_t sign = folded.rfind('@');
        std::size_t field = sign == std::string::npos || sign == 0
                                ? k_no_field
                                : field_named(folded.substr(0, sign));
        if (field != k_no_field) {
            std::string code = text.substr(sign + 1);
            std::size_t language = language_named(fold_case(code));
            const FieldDecl& decl = m_component.fields[field];
            if (language == k_no_field) {
                m_diagnostics.error(
                    at,
                    "column '" + text + "' is in language '" + code +
                        "', which the game does not have",
                    m_languages.empty()
                        ? "declare the game's languages in game.toml, the default first: "
                          "languages = [\"en\", \"" +
                              code + "\"]"
                        : "its languages: " + quoted_list(m_languages, "and") +
                              " (languages in game.toml)");
            } else if (language > 0 && !decl.translated()) {
                m_diagnostics.error(at,
                                    "column '" + text + "': '" + decl.name + "' is an " +
                                        std::string(to_string(decl.type)) +
                                        " field, the same in every language",
                                    "text, markup and list fields have a text per language");
            } else {
                return {ColumnUse::Kind::value, field, language};
            }
            return {};
        }
        if (known_elsewhere(folded)) return {ColumnUse::Kind::other, k_no_field, 0};
        // Another component reading this table may have reported it already.
        if (!m_known.reported.insert(m_source.table_key() + '\n' + std::to_string(cell.index))
                 .second)
            return {};
        std::string hint = did_you_mean(text, m_names);
        if (hint.empty() && m_reader.dense()) {
            auto* csv = dynamic_cast<load::CsvRows*>(&m_reader);
            for (char other : {',', ';', '\t'}) {
                if (csv && other != csv->separator() && text.find(other) != std::string::npos) {
                    hint = "cells are separated by " + load::separator_name(csv->separator()) +
                           " in this file, and this header holds " + load::separator_name(other) +
                           ": is the file separated by " + load::separator_name(other) +
                           "? (separator in game.toml)";
                }
            }
        }
        if (hint.empty()) hint = "the columns are the declared fields: " + join(m_names, ", ");
        m_diagnostics.error(at, "unknown column '" + text + "'", hint);
        return {};
    }

    bool read_header(const load::TableRow& header) {
        m_header_cells = header.cells.size();
        m_header_at = m_reader.pos(header.line, 1);
        std::size_t width = header.cells.empty() ? 0 : header.cells.back().index + 1;
        m_uses.assign(width, {});
        m_folded.assign(width, {});
        m_named.assign(width, false);
        m_first.assign(m_component.columns(), {});
        std::vector<bool> seen(m_component.columns(), false);
        for (const load::TableCell& cell : header.cells) {
            m_folded[cell.index] = fold_case(trim(cell.text));
            m_named[cell.index] = !m_folded[cell.index].empty() || m_reader.dense();
            if (!m_named[cell.index]) continue;
            ColumnUse use = match(cell);
            if (use.kind == ColumnUse::Kind::value) {
                std::size_t column = m_component.column(use.field, use.language);
                SourcePos at = m_reader.pos(cell.line, cell.column);
                if (seen[column]) {
                    m_diagnostics.error(
                        at,
                        "column '" + std::string(trim(cell.text)) + "' gives '" +
                            m_component.fields[use.field].name +
                            (use.language > 0 ? "@" + m_languages[use.language] : "") +
                            "' a second time",
                        "first at " + m_first[column].to_string());
                    use = {};
                } else {
                    seen[column] = true;
                    m_first[column] = at;
                }
            }
            m_uses[cell.index] = use;
        }
        bool columns_ok = true;
        for (std::size_t f = 0; f < m_component.fields.size(); ++f) {
            if (seen[f] || !m_component.fields[f].required) continue;
            m_diagnostics.error(m_header_at, "no column '" + m_component.fields[f].name +
                                                 "', which every " + m_component.record_word() +
                                                 " needs");
            columns_ok = false;
        }
        for (std::size_t f : m_component.translated) {
            for (std::size_t l = 1; l < m_component.languages; ++l)
                m_builder.expect(f, l, seen[m_component.column(f, l)]);
        }
        m_seen = std::move(seen);
        return columns_ok;
    }

    // Finds the columns the component's `where` reads: a field's, or a header of the table.
    bool find_filter_columns() {
        if (!m_source.where) return true;
        for (const std::string& name : m_source.where->names()) {
            std::string folded = fold_case(name);
            std::size_t index = k_no_field;
            std::size_t field = field_named(folded);
            for (std::size_t i = 0; i < m_uses.size() && index == k_no_field; ++i) {
                bool is_field =
                    field != k_no_field && m_uses[i].field == field && m_uses[i].language == 0;
                if (is_field || m_folded[i] == folded) index = i;
            }
            if (index == k_no_field) {
                std::vector<std::string> headers;
                for (const std::string& h : m_folded) {
                    if (!h.empty()) headers.push_back(h);
                }
                SourcePos where = m_origin;
                where.line = where.column = 0;
                m_diagnostics.error(m_source.where_at,
                                    "'where' reads column '" + name + "', which " +
                                        where.to_string() + " does not have",
                                    did_you_mean(folded, headers).empty()
                                        ? "its columns: " + join(headers, ", ")
                                        : did_you_mean(folded, headers));
                return false;
            }
            m_filter_columns.push_back(index);
        }
        return true;
    }

    void read_row(const load::TableRow& row) {
        if (m_reader.dense() && row.cells.size() != m_header_cells) {
            auto* csv = dynamic_cast<load::CsvRows*>(&m_reader);
            char separator = csv ? csv->separator() : ',';
            m_diagnostics.error(
                m_reader.pos(row.line, 1),
                "this row has " + count_of(row.cells.size(), "cell") + " but the header has " +
                    std::to_string(m_header_cells),
                separator == ',' ? std::string("quote a cell that holds a comma: \"like, this\"")
                                 : "quote a cell that holds a " + load::separator_name(separator) +
                                       ": \"like" + std::string(1, separator) + " this\"");
            return;
        }
        m_cells.assign(m_uses.size(), nullptr);
        for (const load::TableCell& cell : row.cells) {
            if (cell.index < m_uses.size() && m_named[cell.index]) {
                m_cells[cell.index] = &cell;
            } else if (!trim(cell.text).empty()) {
                if (m_stray == 0) m_stray_at = m_reader.pos(cell.line, cell.column);
                ++m_stray;
            }
        }
        if (m_source.where) {
            m_values.clear();
            for (std::size_t index : m_filter_columns)
                m_values.push_back(m_cells[index] ? std::string_view(m_cells[index]->text) : "");
            if (!m_source.where->matches(m_values)) return;
        }
        ++m_picked;
        m_builder.begin(m_file, m_origin, {static_cast<std::uint32_t>(row.line), 1});
        for (std::size_t i = 0; i < m_uses.size(); ++i) {
            const ColumnUse& use = m_uses[i];
            if (use.kind != ColumnUse::Kind::value) continue;
            const load::TableCell* cell = m_cells[i];
            CellPos at = cell ? CellPos{static_cast<std::uint32_t>(cell->line),
                                        static_cast<std::uint32_t>(cell->column)}
                              : CellPos{static_cast<std::uint32_t>(row.line),
                                        static_cast<std::uint32_t>(i + 1)};
            std::string_view text = cell ? std::string_view(cell->text) : std::string_view();
            if (use.language == 0) {
                m_builder.set(use.field, text, at);
            } else {
                m_builder.set_text(use.field, use.language, text, at);
            }
        }
        m_builder.finish(true);
    }

    // A component with no record would be refused when rendered: said here, at the header or
    // at the filter that picks no row.
    void report_no_records(std::size_t rows) {
        std::string none = "no " + std::string(m_component.record_word()) + " to make";
        if (rows == 0) {
            m_diagnostics.error(
                m_header_at,
                std::string(m_reader.dense() ? "the file" : "the sheet") +
                    " has only its header row: " + none,
                "add one row a " + std::string(m_component.record_word()) + " under the header");
        } else if (m_picked == 0 && m_source.where) {
            SourcePos table = m_origin;
            table.line = table.column = 0;
            m_diagnostics.error(m_source.where_at,
                                "'where' picks none of the " + count_of(rows, "row") + " of " +
                                    table.to_string() + ": " + none,
                                "it compares each row's text, in any case and without the spaces "
                                "around it");
        }
    }

    void warn_stray_cells() {
        if (m_stray == 0) return;
        m_diagnostics.warning(m_stray_at,
                              count_of(m_stray, "cell") + " with text in a column with no header " +
                                  (m_stray == 1 ? "is" : "are") + " ignored, the first here",
                              "name the column in the header row, or clear them");
    }

    // A translated field's language with no column at all is one warning at the header.
    void warn_missing_columns() {
        for (std::size_t f : m_component.translated) {
            if (!m_builder.any_text(f)) continue;
            const std::string& name = m_component.fields[f].name;
            for (std::size_t l = 1; l < m_component.languages; ++l) {
                if (m_seen[m_component.column(f, l)]) continue;
                const std::string& code = m_languages[l];
                m_diagnostics.warning(
                    m_header_at,
                    "no column '" + name + "@" + code + "': every " + m_component.record_word() +
                        " prints its '" + m_languages[0] + "' text of '" + name + "' in '" + code +
                        "'",
                    "add a column '" + name + "@" + code + "' with the text in '" + code + "'");
            }
        }
    }

    load::RowReader& m_reader;
    Component& m_component;
    RecordBuilder& m_builder;
    const std::vector<std::string>& m_languages;
    const RecordSource& m_source;
    KnownColumns& m_known;
    const std::unordered_set<std::string>* m_known_names = nullptr;
    Diagnostics& m_diagnostics;
    std::unordered_map<std::string, std::size_t> m_by_name;  // folded names and aliases
    std::vector<std::string> m_names;
    std::uint32_t m_file = 0;
    SourcePos m_origin;
    SourcePos m_header_at;
    std::size_t m_header_cells = 0;
    std::vector<ColumnUse> m_uses;      // by column index
    std::vector<std::string> m_folded;  // the headers, folded, by column index
    std::vector<bool> m_named;          // by column index: a header names it
    std::vector<SourcePos> m_first;     // by record column: its header
    std::vector<bool> m_seen;           // by record column: the table has it
    std::vector<std::size_t> m_filter_columns;
    std::vector<const load::TableCell*> m_cells;  // the current row's, by column index
    std::vector<std::string_view> m_values;
    std::size_t m_picked = 0;  // rows the filter let through
    std::size_t m_stray = 0;
    SourcePos m_stray_at;
};

}  // namespace

void read_table(load::RowReader& reader, Component& component, RecordBuilder& builder,
                const std::vector<std::string>& languages, const RecordSource& source,
                KnownColumns& known, Diagnostics& diagnostics) {
    TableRecords table(reader, component, builder, languages, source, known, diagnostics);
    table.read();
}

}  // namespace pnpkit::designer
