#pragma once

#include <cstddef>
#include <iosfwd>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace pnpkit {

enum class Severity { error, warning, note };

const char* to_string(Severity severity);

// Where something came from: a file as shown to the user, and a 1-based line and column (0 =
// unknown). In a spreadsheet (XLSX, ODS), `sheet` names the sheet, and the line and column are the
// cell's row and column (A = 1): "cards.xlsx:Cards!C12".
struct SourcePos {
    std::string file;
    int line = 0;
    int column = 0;
    std::string sheet = {};  // empty: a text file

    // The start of a file: where a problem with the file as a whole is reported ("file:1:1"), so
    // that every diagnostic about a file's contents has a line and a column.
    static SourcePos start_of(std::string file) { return {std::move(file), 1, 1}; }

    // "file:line:col", "file:line", "file", or "" depending on what is known; a cell of a sheet as
    // "file:Sheet!C12" ("file:'My cards'!C12" when the name is not a plain word).
    std::string to_string() const;
    bool operator==(const SourcePos&) const = default;
};

// A spreadsheet's name of column `column` (1-based): 1 is "A", 27 is "AA"; "" for 0 or less.
std::string column_letters(int column);

// Where the settings of one file were written, by "table.key", for the checks that blame a setting.
// A setting with no position (its table is missing, an error already reported) is reported at the
// start of `file`, so that every diagnostic has a line and a column.
struct SettingPositions {
    std::string file;
    std::map<std::string, SourcePos> by_key;
    SourcePos where(const std::string& key) const;
};

// One problem found in user input: a value, collected and printed later, never thrown.
struct Diagnostic {
    Severity severity = Severity::error;
    SourcePos pos;
    std::string message;
    std::string hint;  // optional; printed on its own indented line

    // "data/colf/nouns.toml:12:5: error: message" plus "\n  hint: ..." when there is a hint.
    std::string to_string() const;
};

// The problems of one phase, in the order they were found.
class Diagnostics {
public:
    void add(Diagnostic diagnostic);
    void error(SourcePos pos, std::string message, std::string hint = {});
    void warning(SourcePos pos, std::string message, std::string hint = {});
    void note(SourcePos pos, std::string message, std::string hint = {});
    void append(const Diagnostics& other);
    // Appends those of `other` not already here, nor repeated in `other` (the same position,
    // message and hint): for checks run more than once, such as once per language.
    void append_unique(const Diagnostics& other);

    std::size_t error_count() const { return m_errors; }
    std::size_t warning_count() const { return m_warnings; }
    bool has_errors() const { return m_errors > 0; }
    bool empty() const { return m_items.empty(); }
    const std::vector<Diagnostic>& items() const { return m_items; }

private:
    std::vector<Diagnostic> m_items;
    std::size_t m_errors = 0;
    std::size_t m_warnings = 0;
};

// Prints each diagnostic on its own line(s), as Diagnostic::to_string gives it.
void print_text(std::ostream& out, const Diagnostics& diagnostics);

class JsonWriter;

// Writes the diagnostics as a JSON array of objects {severity, file, line, column, message, hint}
// (and sheet, for a cell of a spreadsheet: line is its row, column its column, A = 1).
void write_json(JsonWriter& json, const Diagnostics& diagnostics);

// Prints the diagnostics as a JSON array of objects {severity, file, line, column, message, hint}.
void print_json(std::ostream& out, const Diagnostics& diagnostics);

}  // namespace pnpkit
