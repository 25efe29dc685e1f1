#include "load/sheet.hpp"

#include "core/text.hpp"
#include "load/sheet_open.hpp"

namespace pnpkit::load {

bool parse_part(Package& package, const std::string& name, XmlHandler& handler,
                std::string& error) {
    auto part = package.open(name, error);
    if (!part) {
        if (error.empty()) error = "no " + name;
        return false;
    }
    XmlStream stream(std::move(part), name, handler);
    if (stream.run()) return true;
    error = stream.error();
    return false;
}

void report_unreadable(const std::string& file, const std::string& why, Diagnostics& diagnostics) {
    diagnostics.error(SourcePos::start_of(file), "the spreadsheet cannot be read: " + why,
                      "open it in a spreadsheet and save it again");
}

void report_no_sheet(const std::string& file, const std::string& wanted,
                     const std::vector<std::string>& names, const SourcePos& sheet_at,
                     Diagnostics& diagnostics) {
    std::string hint = did_you_mean(wanted, names);
    if (hint.empty()) hint = "its sheets: " + quoted_list(names, "and");
    diagnostics.error(sheet_at, "no sheet '" + wanted + "' in " + file, hint);
}

std::unique_ptr<RowReader> open_sheet(std::string_view bytes, SheetFormat format,
                                      const std::string& file, const std::string& sheet,
                                      const SourcePos& sheet_at, Diagnostics& diagnostics) {
    if (bytes.starts_with("\xD0\xCF\x11\xE0")) {
        diagnostics.error(SourcePos::start_of(file),
                          "the file is an Excel 97-2003 workbook (.xls) or a password-protected "
                          "one, which pnpkit does not read",
                          format == SheetFormat::xlsx
                              ? "save it as an Excel Workbook (.xlsx) with no password"
                              : "save it as an ODF Spreadsheet (.ods) with no password");
        return nullptr;
    }
    std::string error;
    auto package = open_zip(bytes, error);
    if (!package) {
        report_unreadable(file, error, diagnostics);
        return nullptr;
    }
    return open_sheet(std::move(package), format, file, sheet, sheet_at, diagnostics);
}

std::unique_ptr<RowReader> open_sheet(std::unique_ptr<Package> package, SheetFormat format,
                                      const std::string& file, const std::string& sheet,
                                      const SourcePos& sheet_at, Diagnostics& diagnostics) {
    if (format == SheetFormat::xlsx)
        return open_xlsx(std::move(package), file, sheet, sheet_at, diagnostics);
    return open_ods(std::move(package), file, sheet, sheet_at, diagnostics);
}

}  // namespace pnpkit::load
