#include "load/csv.hpp"

#include "core/text.hpp"

namespace pnpkit::load {

namespace {

constexpr std::string_view k_bom = "\xEF\xBB\xBF";

bool is_space(char c) {
    return c == ' ' || c == '\t';
}

}  // namespace

CsvReader::CsvReader(std::string_view bytes, std::string file)
    : m_bytes(bytes), m_file(std::move(file)) {
    if (m_bytes.starts_with(k_bom)) m_at = k_bom.size();
}

void CsvReader::advance() {
    char c = m_bytes[m_at++];
    if (c == '\n' || (c == '\r' && (at_end() || peek() != '\n'))) {
        ++m_line;
        m_column = 1;
    } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++m_column;  // a character starts here: count it, not its continuation bytes
    }
}

void CsvReader::skip_row_end() {
    if (!at_end() && peek() == '\r') advance();
    if (!at_end() && peek() == '\n') advance();
}

void CsvReader::skip_spaces() {
    while (!at_end() && is_space(peek())) advance();
}

void CsvReader::skip_rest_of_row() {
    while (!at_row_end()) advance();
    skip_row_end();
}

bool CsvReader::read_cell(CsvCell& cell, Diagnostics& diagnostics) {
    cell = CsvCell{};
    skip_spaces();
    cell.line = m_line;
    cell.column = m_column;
    if (at_end() || peek() != '"') {
        std::size_t begin = m_at;
        std::size_t end = m_at;
        while (!at_row_end() && peek() != ',') {
            if (peek() == '"') {
                diagnostics.error(
                    here(), "a quote inside an unquoted cell",
                    "quote the whole cell and double the quotes inside it: \"say \"\"hi\"\"\"");
                return false;
            }
            if (!is_space(peek())) end = m_at + 1;
            advance();
        }
        cell.text.assign(m_bytes.substr(begin, end - begin));
        return true;
    }
    cell.quoted = true;
    SourcePos open = here();
    advance();
    while (true) {
        if (at_end()) {
            diagnostics.error(
                open, "a quoted cell is never closed",
                "end the cell with a quote; write a quote inside it as two quotes (\"\")");
            return false;
        }
        char c = peek();
        advance();
        if (c == '\r') {
            // A line break inside a cell, CRLF or a lone CR, is kept as LF: the same cell written
            // back and read again is the same text.
            if (!at_end() && peek() == '\n') advance();
            cell.text += '\n';
        } else if (c != '"') {
            cell.text += c;
        } else if (!at_end() && peek() == '"') {
            cell.text += '"';
            advance();
        } else {
            break;
        }
    }
    skip_spaces();
    if (!at_row_end() && peek() != ',') {
        diagnostics.error(here(), "unexpected text after the closing quote of a cell",
                          "write a quote inside a quoted cell as two quotes (\"\")");
        return false;
    }
    return true;
}

bool CsvReader::next(CsvRow& row, Diagnostics& diagnostics) {
    if (!m_checked) {
        m_checked = true;
        if (auto bad = find_invalid_utf8(m_bytes)) {
            diagnostics.error(
                {m_file, bad->line, bad->column},
                "file is not valid UTF-8 (bad byte at offset " + std::to_string(bad->offset) + ")",
                "save the file as UTF-8 (in a spreadsheet: CSV UTF-8)");
            m_at = m_bytes.size();
            return false;
        }
    }
    while (!at_end()) {
        row.cells.clear();
        row.line = m_line;
        bool ok = true;
        bool any_text = false;
        while (true) {
            CsvCell cell;
            if (!read_cell(cell, diagnostics)) {
                ok = false;
                skip_rest_of_row();
                break;
            }
            any_text = any_text || cell.quoted || !cell.text.empty();
            row.cells.push_back(std::move(cell));
            if (!at_end() && peek() == ',') {
                advance();
                continue;
            }
            skip_row_end();
            break;
        }
        if (ok && any_text) return true;
    }
    return false;
}

std::vector<CsvRow> parse_csv(std::string_view bytes, const std::string& file,
                              Diagnostics& diagnostics) {
    CsvReader reader(bytes, file);
    std::vector<CsvRow> rows;
    CsvRow row;
    while (reader.next(row, diagnostics)) rows.push_back(row);
    return rows;
}

}  // namespace pnpkit::load
