#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "load/package.hpp"
#include "load/table_rows.hpp"
#include "load/xml_stream.hpp"

// What opening a sheet takes, shared by the XLSX and ODS readers (load/sheet.hpp is the interface).
namespace pnpkit::load {

// Parses a whole part with `handler`; false with `error` set ("no NAME" when it is absent).
bool parse_part(Package& package, const std::string& name, XmlHandler& handler, std::string& error);

// Reports that the file cannot be read as a spreadsheet, at its start.
void report_unreadable(const std::string& file, const std::string& why, Diagnostics& diagnostics);

// Reports that the file has no sheet `wanted`, at `sheet_at`, naming the sheets it has.
void report_no_sheet(const std::string& file, const std::string& wanted,
                     const std::vector<std::string>& names, const SourcePos& sheet_at,
                     Diagnostics& diagnostics);

std::unique_ptr<RowReader> open_xlsx(std::unique_ptr<Package> package, const std::string& file,
                                     const std::string& sheet, const SourcePos& sheet_at,
                                     Diagnostics& diagnostics);
std::unique_ptr<RowReader> open_ods(std::unique_ptr<Package> package, const std::string& file,
                                    const std::string& sheet, const SourcePos& sheet_at,
                                    Diagnostics& diagnostics);

}  // namespace pnpkit::load
