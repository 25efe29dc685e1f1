#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "load/csv.hpp"

// A table read one row at a time from a CSV file or from one sheet of a spreadsheet, every cell
// with its position: what a designer's deck reads its cards from.
namespace pnpkit::load {

struct TableCell {
    std::string text;
    std::uint32_t index = 0;  // the column: a CSV cell's place in its row, a sheet's column (A = 0)
    int line = 0;             // a CSV line and column (in characters), a sheet's row and column
    int column = 0;
};

struct TableRow {
    std::vector<TableCell> cells;  // in the order of their columns
    int line = 0;
};

// Rows with no text in any cell are skipped.
class RowReader {
public:
    virtual ~RowReader() = default;
    // Reads the next row with any text; false at the end. Problems go to `diagnostics`.
    virtual bool next(TableRow& row, Diagnostics& diagnostics) = 0;
    // True when every row holds each of its cells (CSV); false when a row holds only the cells
    // with text in them (a sheet), a cell at column `index` being at (row, index + 1).
    virtual bool dense() const = 0;
    // Where a cell at this line (a sheet's row) and column is, as diagnostics show it.
    virtual SourcePos pos(int line, int column) const = 0;
    // The sheet being read; "" for a CSV file.
    virtual const std::string& sheet() const = 0;
};

// The rows of a CSV text (which must outlive the reader).
class CsvRows final : public RowReader {
public:
    CsvRows(std::string_view bytes, std::string file, char separator = 0)
        : m_reader(bytes, std::move(file), separator) {}
    bool next(TableRow& row, Diagnostics& diagnostics) override;
    bool dense() const override { return true; }
    SourcePos pos(int line, int column) const override { return {m_reader.file(), line, column}; }
    const std::string& sheet() const override { return m_no_sheet; }
    char separator() const { return m_reader.separator(); }

private:
    CsvReader m_reader;
    CsvRow m_row;
    std::string m_no_sheet;
};

}  // namespace pnpkit::load
