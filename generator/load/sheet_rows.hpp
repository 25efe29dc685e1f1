#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>

#include "load/sheet.hpp"
#include "load/xml_stream.hpp"

namespace pnpkit::load {

// What the XLSX and ODS readers share: the rows of one sheet, built cell by cell as its part is
// parsed, a chunk at a time, and handed out by next() in order. A reader opens the stream, then
// calls begin_row(), add_cell() and end_row() from its handler.
class SheetRows : public RowReader, protected XmlHandler {
public:
    SheetRows(std::string file, std::string sheet, SourcePos sheet_at)
        : m_file(std::move(file)), m_sheet(std::move(sheet)), m_sheet_at(std::move(sheet_at)) {}

    bool next(TableRow& row, Diagnostics& diagnostics) override;
    bool dense() const override { return false; }
    SourcePos pos(int line, int column) const override { return {m_file, line, column, m_sheet}; }
    const std::string& sheet() const override { return m_sheet; }

protected:
    // Parses `part` from the next call of next() on; `package` (which holds the part) is kept.
    void stream(std::unique_ptr<Package> package, std::unique_ptr<PartReader> part,
                std::string name);
    // Called once, when the part has been parsed to its end without a failure.
    virtual void at_end() {}

    // Starts row `row` (1-based); its cells follow.
    void begin_row(std::uint64_t row);
    // A cell of the current row at `column` (1-based): its text, line breaks made LF. An empty
    // cell is nothing; a control character is reported and skips the row.
    void add_cell(std::uint64_t column, std::string text);
    // Reports a cell's problem and skips its row.
    void bad_cell(std::uint64_t column, std::string message, std::string hint = {});
    // Ends the current row, read `repeats` times (an ODS row marked repeated).
    void end_row(std::uint64_t repeats = 1);
    // Warns that the cells from (row, column) to (last_row, last_column) are merged.
    void merged(std::uint64_t row, std::uint64_t column, std::uint64_t last_row,
                std::uint64_t last_column);
    // Stops reading: the sheet cannot be read (reported at the start of the file).
    void fail(std::string message);

    // Problems found while parsing go here (set during next()).
    Diagnostics& diagnostics() { return *m_diagnostics; }
    const SourcePos& sheet_at() const { return m_sheet_at; }
    const std::string& file() const { return m_file; }
    void set_sheet(std::string sheet) { m_sheet = std::move(sheet); }

private:
    SourcePos cell_pos(std::uint64_t row, std::uint64_t column) const;

    std::string m_file;
    std::string m_sheet;
    SourcePos m_sheet_at;
    std::unique_ptr<Package> m_package;  // before the stream, which reads from it
    std::unique_ptr<XmlStream> m_stream;
    Diagnostics* m_diagnostics = nullptr;
    std::deque<TableRow> m_ready;
    TableRow m_row;
    std::uint64_t m_row_number = 0;
    bool m_row_bad = false;
    bool m_failed = false;
    bool m_too_wide = false;  // reported a cell past the last column
};

}  // namespace pnpkit::load
