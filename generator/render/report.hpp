#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/page.hpp"

namespace pnpkit::render {

// Writing report pages (layout/chart_page.hpp) to a file chosen by its extension.

enum class ReportFormat { pdf, png };

// The format a report path asks for: ".pdf" or ".png", in any case; nullopt for anything else.
std::optional<ReportFormat> report_format(const std::filesystem::path& path);

// report_format, or a UsageError naming --report when the extension is neither (for commands to
// check before they start work).
ReportFormat require_report_format(const std::filesystem::path& path);

// Draws the pages with the bundled fonts of `fonts_dir` into `path`: one PDF of every page, or PNGs
// at `dpi` (one page: `path` itself; more: NAME-1.png, NAME-2.png, ... beside it). Every file is
// written atomically. Returns the files written. Throws OutsideError when the fonts or a file
// cannot be used, UsageError when the extension is neither .pdf nor .png.
std::vector<std::filesystem::path> write_report(std::span<const layout::Page> pages,
                                                const std::filesystem::path& path,
                                                const std::filesystem::path& fonts_dir,
                                                const std::string& title, double dpi = 150);

}  // namespace pnpkit::render
