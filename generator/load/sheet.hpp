#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/diagnostic.hpp"
#include "load/package.hpp"
#include "load/table_rows.hpp"

// One sheet of an XLSX (Office Open XML) or ODS (OpenDocument) spreadsheet, read directly, one row
// at a time, every cell at its position "cards.xlsx:Cards!C12".
//
// What a cell's text is: a string as written (rich text runs joined; in ODS, paragraphs joined by
// line breaks, text:s as spaces); a number as the spreadsheet shows it with 15 significant digits
// ("3" for 3 or 3.0, "2.5", "0.3" for 0.1 + 0.2); a boolean "true" or "false"; a date as its ISO
// text (ODS) or its serial number (XLSX keeps dates as numbers); a formula's last computed value.
// Line breaks are LF. A formula's error (#DIV/0!) or a control character in a cell is reported at
// the cell and its row skipped. Merged cells are read as their first cell holding the text and the
// others empty, with a warning.
namespace pnpkit::load {

enum class SheetFormat { xlsx, ods };

// The most rows and columns of a sheet, as in Excel (row 1,048,576, column XFD). ODS rows and
// cells repeated past them (LibreOffice repeats an empty row to the end of the sheet) cost nothing.
inline constexpr std::uint64_t k_max_sheet_rows = 1048576;
inline constexpr std::uint32_t k_max_sheet_columns = 16384;
// The most times an ODS row with text is read again when it is marked repeated.
inline constexpr std::uint64_t k_max_row_repeats = 1000;

// Opens sheet `sheet` (the first when empty) of a spreadsheet file's bytes, which must outlive the
// reader. A file that is not a spreadsheet of this format is reported at the start of `file`; a
// sheet it does not have, at `sheet_at` with the names it has. Null after reporting.
std::unique_ptr<RowReader> open_sheet(std::string_view bytes, SheetFormat format,
                                      const std::string& file, const std::string& sheet,
                                      const SourcePos& sheet_at, Diagnostics& diagnostics);

// The same, from a package's parts (tests and the fuzz harness build spreadsheets in memory).
std::unique_ptr<RowReader> open_sheet(std::unique_ptr<Package> package, SheetFormat format,
                                      const std::string& file, const std::string& sheet,
                                      const SourcePos& sheet_at, Diagnostics& diagnostics);

// A number as a spreadsheet shows it, with 15 significant digits and no trailing zeros: "3",
// "2.5", "1e+20"; the text unchanged when it is not a number.
std::string sheet_number_text(std::string_view value);

}  // namespace pnpkit::load
