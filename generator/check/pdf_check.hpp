#pragma once

#include <filesystem>
#include <string>

#include "core/diagnostic.hpp"

// The checks of a written PDF file that look at its bytes: its structure as `qpdf --check` sees
// it, and its fonts. The rest of the preflight looks at the layout's pages (check/preflight.hpp).
namespace pnpkit::check {

// Runs `qpdf --check` on `file` in-process (libqpdf's job interface: every object parsed, every
// stream decoded, every page's content parsed) and reports each of its warnings and errors, and
// each font that is not embedded, as an error at `shown` (the file as the user sees it) naming
// `component`.
// Throws OutsideError when the file cannot be read.
void check_pdf(const std::filesystem::path& file, const std::string& shown,
               const std::string& component, Diagnostics& out);

}  // namespace pnpkit::check
