#include "load/csv.hpp"

#include <cstdio>

#include "core/text.hpp"

namespace pnpkit::load {

namespace {

constexpr std::string_view k_bom = "\xEF\xBB\xBF";

constexpr const char* k_save_as_utf8 =
    "save it as UTF-8: in Excel, Save As \"CSV UTF-8 (Comma delimited)\"; in LibreOffice, Save As "
    "Text CSV with the character set \"Unicode (UTF-8)\"; in Google Sheets, Download as CSV";

// Windows-1252's characters for the bytes 0x80 to 0x9F (where it differs from Latin-1), as UTF-8;
// "" for the five bytes it leaves undefined.
constexpr const char* k_cp1252_high[32] = {"€", "",  "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š",
                                           "‹", "Œ", "",  "Ž", "",  "",  "‘", "’", "“", "”", "•",
                                           "–", "—", "˜", "™", "š", "›", "œ", "",  "ž", "Ÿ"};

// The character a byte stands for in Windows-1252, as UTF-8 ("" when it is none).
std::string cp1252_character(unsigned char byte) {
    if (byte >= 0x80 && byte < 0xA0) return k_cp1252_high[byte - 0x80];
    if (byte < 0xA0) return {};
    return {static_cast<char>(0xC0 | (byte >> 6)), static_cast<char>(0x80 | (byte & 0x3F))};
}

std::string hex_byte(unsigned char byte) {
    const char* digits = "0123456789ABCDEF";
    return std::string("0x") + digits[byte >> 4] + digits[byte & 0xF];
}

// Reports text that is not UTF-8 (UTF-16, or a one-byte encoding such as Windows-1252) with a hint
// on saving it as UTF-8; false when it was reported.
bool check_encoding(std::string_view bytes, const std::string& file, Diagnostics& diagnostics) {
    bool utf16 = bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF") ||
                 (bytes.size() >= 2 && (bytes[0] == '\0') != (bytes[1] == '\0'));
    if (utf16) {
        diagnostics.error(SourcePos::start_of(file), "the file is UTF-16, not UTF-8",
                          k_save_as_utf8);
        return false;
    }
    auto bad = find_invalid_utf8(bytes);
    if (!bad) return true;
    auto byte = static_cast<unsigned char>(bytes[bad->offset]);
    std::string seen = cp1252_character(byte);
    std::string guess = seen.empty() ? std::string()
                                     : " (in Windows-1252, the encoding of older spreadsheets, " +
                                           hex_byte(byte) + " is '" + seen + "')";
    diagnostics.error({file, bad->line, bad->column},
                      "the file is not UTF-8: byte " + hex_byte(byte) + " at offset " +
                          std::to_string(bad->offset) + guess,
                      k_save_as_utf8);
    return false;
}

// The code point of a control character starting at `at` (C0 but tab, line feed and carriage
// return; DEL; C1), or -1.
int control_at(std::string_view bytes, std::size_t at) {
    auto c = static_cast<unsigned char>(bytes[at]);
    if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) return c;
    if (c == 0xC2 && at + 1 < bytes.size()) {
        auto next = static_cast<unsigned char>(bytes[at + 1]);
        if (next >= 0x80 && next < 0xA0) return next;
    }
    return -1;
}

}  // namespace

std::string separator_name(char separator) {
    return separator == '\t' ? "tab" : "'" + std::string(1, separator) + "'";
}

char detect_separator(std::string_view bytes) {
    if (bytes.starts_with(k_bom)) bytes.remove_prefix(k_bom.size());
    std::size_t counts[3] = {0, 0, 0};
    const char candidates[3] = {',', ';', '\t'};
    bool quoted = false;
    bool text = false;
    for (char c : bytes) {
        if (c == '"') {
            quoted = !quoted;
            text = true;
        } else if (!quoted && (c == '\n' || c == '\r')) {
            if (text) break;  // the end of the first row with any text
        } else if (!quoted) {
            for (int i = 0; i < 3; ++i) counts[i] += c == candidates[i];
            text = text || (c != ' ' && c != '\t');
        }
    }
    int best = 0;
    for (int i = 1; i < 3; ++i) {
        if (counts[i] > counts[best]) best = i;
    }
    return candidates[best];
}

CsvReader::CsvReader(std::string_view bytes, std::string file, char separator)
    : m_bytes(bytes),
      m_file(std::move(file)),
      m_separator(separator != 0 ? separator : detect_separator(bytes)) {
    if (m_bytes.starts_with(k_bom)) m_at = k_bom.size();
}

bool CsvReader::check_control(Diagnostics& diagnostics) {
    int code = control_at(m_bytes, m_at);
    if (code < 0) return true;
    char name[8];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code));
    diagnostics.error(here(), std::string("a control character (") + name + ") in a cell",
                      code == 0 ? "a NUL byte: the file may be UTF-16 or not a CSV file at all; "
                                  "save it as CSV UTF-8"
                                : "remove it: cards hold printable text, tabs and line breaks");
    return false;
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
        while (!at_row_end() && !at_separator()) {
            if (!check_control(diagnostics)) return false;
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
        if (!check_control(diagnostics)) return false;
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
    if (!at_row_end() && !at_separator()) {
        diagnostics.error(here(), "unexpected text after the closing quote of a cell",
                          "write a quote inside a quoted cell as two quotes (\"\")");
        return false;
    }
    return true;
}

bool CsvReader::next(CsvRow& row, Diagnostics& diagnostics) {
    if (!m_checked) {
        m_checked = true;
        if (!check_encoding(m_bytes, m_file, diagnostics)) {
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
            if (at_separator()) {
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
                              Diagnostics& diagnostics, char separator) {
    CsvReader reader(bytes, file, separator);
    std::vector<CsvRow> rows;
    CsvRow row;
    while (reader.next(row, diagnostics)) rows.push_back(row);
    return rows;
}

}  // namespace pnpkit::load
