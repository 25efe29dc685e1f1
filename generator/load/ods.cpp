// ODS (OpenDocument) sheets: the tables of content.xml, their rows and cells, repeats and all.
#include <charconv>
#include <vector>

#include "core/text.hpp"
#include "load/sheet_open.hpp"
#include "load/sheet_rows.hpp"

namespace pnpkit::load {

namespace {

constexpr std::string_view k_office = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";
constexpr std::string_view k_table = "urn:oasis:names:tc:opendocument:xmlns:table:1.0";
constexpr std::string_view k_text = "urn:oasis:names:tc:opendocument:xmlns:text:1.0";
constexpr std::string_view k_drawing = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0";
constexpr std::string_view k_mimetype = "application/vnd.oasis.opendocument.spreadsheet";
// The most spaces one <text:s> stands for.
constexpr std::uint64_t k_max_spaces = 1000;

// The most a repeat or a span counts: past the last row and column of a sheet, and small enough
// that sums of them never overflow.
constexpr std::uint64_t k_max_ods_count = std::uint64_t{1} << 32;

// An attribute's whole value as a count (1 when absent or not a number; at most k_max_ods_count).
std::uint64_t count_attribute(const XmlAttributes& attributes, std::string_view local,
                              std::string_view uri) {
    const char* text = attributes.find(local, uri);
    if (!text) return 1;
    std::uint64_t value = 0;
    std::string_view view(text);
    auto [end, ec] = std::from_chars(view.data(), view.data() + view.size(), value);
    if (ec == std::errc::result_out_of_range) return k_max_ods_count;
    return ec == std::errc() && end == view.data() + view.size() && value > 0
               ? std::min(value, k_max_ods_count)
               : 1;
}

std::string attribute_or(const XmlAttributes& attributes, std::string_view local,
                         std::string_view uri) {
    const char* text = attributes.find(local, uri);
    return text ? text : "";
}

bool is_xml_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

class OdsRows final : public SheetRows {
public:
    OdsRows(std::string file, std::string wanted, SourcePos sheet_at)
        : SheetRows(std::move(file), "", std::move(sheet_at)), m_wanted(std::move(wanted)) {}

    using SheetRows::stream;

private:
    void start(XmlName name, const XmlAttributes& attributes) override {
        ++m_depth;
        if (m_skip_from > 0) return;
        bool table = name.uri == k_table;
        if (table && name.local == "table") {
            start_table(attributes);
        } else if (m_table_depth == 0) {
            return;
        } else if (m_in_cell) {
            start_in_cell(name, attributes);
        } else if (table && name.local == "table-row") {
            m_row_repeats = count_attribute(attributes, "number-rows-repeated", k_table);
            m_column = 1;
            begin_row(m_row);
        } else if (table && (name.local == "table-cell" || name.local == "covered-table-cell")) {
            start_cell(name.local == "covered-table-cell", attributes);
        }
    }

    void start_table(const XmlAttributes& attributes) {
        if (m_table_depth > 0) {
            m_skip_from = m_depth;  // a table inside a cell of ours: not read
            return;
        }
        std::string name = attribute_or(attributes, "name", k_table);
        m_names.push_back(name);
        if (m_found || (!m_wanted.empty() && fold_case(name) != fold_case(m_wanted))) return;
        m_found = true;
        m_table_depth = m_depth;
        set_sheet(name.empty() ? "Sheet" + std::to_string(m_names.size()) : name);
    }

    void start_cell(bool covered, const XmlAttributes& attributes) {
        m_in_cell = true;
        m_covered = covered;
        m_cell_repeats = count_attribute(attributes, "number-columns-repeated", k_table);
        m_text.clear();
        m_paragraphs = 0;
        m_in_paragraph = false;
        m_type = attribute_or(attributes, "value-type", k_office);
        if (m_type == "float" || m_type == "percentage" || m_type == "currency") {
            m_value = sheet_number_text(attribute_or(attributes, "value", k_office));
        } else if (m_type == "boolean") {
            m_value = attribute_or(attributes, "boolean-value", k_office);
        } else if (m_type == "date") {
            m_value = attribute_or(attributes, "date-value", k_office);
        } else if (m_type == "time") {
            m_value = attribute_or(attributes, "time-value", k_office);
        } else if (const char* text = attributes.find("string-value", k_office)) {
            m_type = "given";
            m_value = text;
        } else {
            m_type.clear();
        }
        std::uint64_t columns = count_attribute(attributes, "number-columns-spanned", k_table);
        std::uint64_t rows = count_attribute(attributes, "number-rows-spanned", k_table);
        if (!covered && (columns > 1 || rows > 1))
            merged(m_row, m_column, m_row + rows - 1, m_column + columns - 1);
    }

    void start_in_cell(XmlName name, const XmlAttributes& attributes) {
        if (name.uri == k_drawing || (name.uri == k_office && name.local == "annotation")) {
            m_skip_from = m_depth;
        } else if (name.uri != k_text) {
            return;
        } else if (name.local == "p" || name.local == "h") {
            if (m_paragraphs++ > 0) m_text += '\n';
            m_in_paragraph = true;
            m_pending_space = false;
        } else if (name.local == "s") {
            flush_space();
            std::uint64_t spaces = std::min(count_attribute(attributes, "c", k_text), k_max_spaces);
            m_text.append(spaces, ' ');
        } else if (name.local == "tab") {
            flush_space();
            m_text += '\t';
        } else if (name.local == "line-break") {
            m_pending_space = false;
            m_text += '\n';
        }
    }

    void end(XmlName name) override {
        int depth = m_depth--;
        if (m_skip_from > 0) {
            if (depth == m_skip_from) m_skip_from = 0;
            return;
        }
        if (m_table_depth == 0) return;
        if (depth == m_table_depth) {
            m_table_depth = 0;  // the rest of the document is other sheets
            return;
        }
        if (name.uri == k_text && (name.local == "p" || name.local == "h")) {
            m_in_paragraph = false;
        } else if (name.uri == k_table &&
                   (name.local == "table-cell" || name.local == "covered-table-cell") &&
                   m_in_cell) {
            end_cell();
        } else if (name.uri == k_table && name.local == "table-row" && !m_in_cell) {
            end_row(m_row_repeats);
            m_row = std::min(m_row + m_row_repeats, k_max_ods_count * 2);
        }
    }

    void end_cell() {
        m_in_cell = false;
        std::string text = m_covered ? std::string() : m_type.empty() ? m_text : m_value;
        if (!text.empty()) {
            // A repeated cell with text is that text in each column, up to the sheet's last.
            std::uint64_t last =
                std::min(m_column + m_cell_repeats - 1, std::uint64_t{k_max_sheet_columns} + 1);
            for (std::uint64_t column = m_column; column <= last; ++column)
                add_cell(column, column == last ? std::move(text) : text);
        }
        m_column = std::min(m_column + m_cell_repeats, k_max_ods_count * 2);
    }

    // ODF collapses each run of spaces, tabs and line breaks in a paragraph into one space and
    // drops those at its ends; <text:s/>, <text:tab/> and <text:line-break/> are kept as written.
    void text(std::string_view text) override {
        if (m_skip_from > 0 || !m_in_cell || !m_in_paragraph || m_covered) return;
        for (char c : text) {
            if (is_xml_space(c)) {
                m_pending_space = !m_text.empty() && m_text.back() != '\n';
            } else {
                flush_space();
                m_text += c;
            }
        }
    }

    void flush_space() {
        if (m_pending_space) m_text += ' ';
        m_pending_space = false;
    }

    void at_end() override {
        if (m_found) return;
        if (m_wanted.empty()) {
            report_unreadable(file(), "it has no sheets", diagnostics());
        } else {
            report_no_sheet(file(), m_wanted, m_names, sheet_at(), diagnostics());
        }
    }

    std::string m_wanted;
    std::vector<std::string> m_names;
    bool m_found = false;
    int m_depth = 0;
    int m_table_depth = 0;  // the depth of the table read, while in it
    int m_skip_from = 0;    // the depth of an element whose content is not read, while in it
    std::uint64_t m_row = 1;
    std::uint64_t m_row_repeats = 1;
    std::uint64_t m_column = 1;
    std::uint64_t m_cell_repeats = 1;
    bool m_in_cell = false;
    bool m_covered = false;
    bool m_in_paragraph = false;
    bool m_pending_space = false;
    int m_paragraphs = 0;
    std::string m_type;  // the cell's value type when its value is an attribute, else ""
    std::string m_value;
    std::string m_text;
};

}  // namespace

std::unique_ptr<RowReader> open_ods(std::unique_ptr<Package> package, const std::string& file,
                                    const std::string& sheet, const SourcePos& sheet_at,
                                    Diagnostics& diagnostics) {
    std::string error;
    std::string mimetype;
    if (read_part(*package, "mimetype", mimetype, error) && trim(mimetype) != k_mimetype) {
        report_unreadable(file,
                          "it is not an OpenDocument spreadsheet (its type is '" +
                              std::string(trim(mimetype)).substr(0, 80) + "')",
                          diagnostics);
        return nullptr;
    }
    error.clear();
    auto part = package->open("content.xml", error);
    if (!part) {
        report_unreadable(file,
                          "it is not an OpenDocument spreadsheet: " +
                              (error.empty() ? std::string("no content.xml") : error),
                          diagnostics);
        return nullptr;
    }
    auto rows = std::make_unique<OdsRows>(file, sheet, sheet_at);
    rows->stream(std::move(package), std::move(part), "content.xml");
    return rows;
}

}  // namespace pnpkit::load
