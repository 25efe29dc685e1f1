#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::load {

// One cell of a CSV file: its text (quotes removed, a doubled quote made one) and where it starts.
struct CsvCell {
    std::string text;
    int line = 0;
    int column = 0;  // 1-based, in characters
    bool quoted = false;
};

// One row of cells and the line it starts on.
struct CsvRow {
    std::vector<CsvCell> cells;
    int line = 0;
};

// The separator of a CSV text as its first row (with any text) uses it: the most frequent of ',',
// ';' and tab outside quotes; ',' when there is none (a single column), or on a tie.
char detect_separator(std::string_view bytes);

// "','", "';'" or "tab": a separator as messages name it.
std::string separator_name(char separator);

// Reads CSV text (RFC 4180) one row at a time, with the position of every cell. Cells are separated
// by `separator` (',', ';' or tab; 0: detected from the first row); rows end at CRLF, LF or CR; a
// cell in double quotes may hold separators, line breaks and doubled quotes. Spaces (and tabs,
// unless tab separates) around an unquoted cell are dropped. A UTF-8 byte order mark is skipped,
// empty rows (no text in any cell) are skipped. The text must be UTF-8 with no control characters
// but tab and line breaks.
class CsvReader {
public:
    CsvReader(std::string_view bytes, std::string file, char separator = 0);

    // Reads the next well-formed row into `row`; false at the end of the text. A malformed row (a
    // quote inside an unquoted cell, text after a closing quote, a quote never closed) or text that
    // is not UTF-8 is reported to `diagnostics` at its position and skipped.
    // A control character in a cell is reported at its position and its row skipped. Text in
    // another encoding than UTF-8 is reported once, with a hint on saving it as UTF-8.
    bool next(CsvRow& row, Diagnostics& diagnostics);

    const std::string& file() const { return m_file; }
    char separator() const { return m_separator; }

private:
    bool at_end() const { return m_at >= m_bytes.size(); }
    char peek() const { return m_bytes[m_at]; }
    bool at_row_end() const { return at_end() || peek() == '\n' || peek() == '\r'; }
    bool at_separator() const { return !at_end() && peek() == m_separator; }
    bool is_space(char c) const { return c == ' ' || (c == '\t' && m_separator != '\t'); }
    // False (after reporting) when the cursor is at a control character other than tab.
    bool check_control(Diagnostics& diagnostics);
    void advance();
    void skip_row_end();
    void skip_spaces();
    void skip_rest_of_row();
    // Reads one cell at the cursor; false (after reporting) when it is malformed.
    bool read_cell(CsvCell& cell, Diagnostics& diagnostics);
    SourcePos here() const { return {m_file, m_line, m_column}; }

    std::string_view m_bytes;
    std::string m_file;
    char m_separator;
    std::size_t m_at = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_checked = false;
};

// Every well-formed row of a CSV text; problems go to `diagnostics`. The whole reader in one call:
// what tests and the fuzz harness use.
std::vector<CsvRow> parse_csv(std::string_view bytes, const std::string& file,
                              Diagnostics& diagnostics, char separator = 0);

}  // namespace pnpkit::load
