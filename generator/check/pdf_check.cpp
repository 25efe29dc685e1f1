#include "check/pdf_check.hpp"

// qpdf's C interfaces: its C++ headers do not compile with clang in C++20 (the sanitizer build).
#include <qpdf/qpdf-c.h>
#include <qpdf/qpdfjob-c.h>
#include <qpdf/qpdflogger-c.h>

#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"

namespace pnpkit::check {

namespace {

// Appends what qpdf writes to the string `udata` points to.
int append_qpdf_output(char const* data, size_t length, void* udata) {
    static_cast<std::string*>(udata)->append(data, length);
    return 0;
}

// The lines `qpdf --check` warns or errs with, about `file`: each without its "WARNING: " and the
// file's name, and without qpdf's closing summary.
std::vector<std::string> qpdf_check_lines(const std::filesystem::path& file) {
    std::string said;
    qpdflogger_handle logger = qpdflogger_create();
    qpdflogger_set_info(logger, qpdf_log_dest_discard, nullptr, nullptr);
    qpdflogger_set_warn(logger, qpdf_log_dest_custom, append_qpdf_output, &said);
    qpdflogger_set_error(logger, qpdf_log_dest_custom, append_qpdf_output, &said);
    qpdfjob_handle job = qpdfjob_init();
    qpdfjob_set_logger(job, logger);
    std::string path = file.string();
    char const* argv[] = {"qpdf", "--check", path.c_str(), nullptr};
    int code = qpdfjob_initialize_from_argv(job, argv);
    if (code == 0) code = qpdfjob_run(job);
    qpdfjob_cleanup(&job);
    qpdflogger_cleanup(&logger);
    std::vector<std::string> lines;
    std::istringstream in(said);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.starts_with("qpdf: operation succeeded with warnings")) continue;
        for (std::string prefix : {"WARNING: ", "qpdf: "})
            if (line.starts_with(prefix)) line = line.substr(prefix.size());
        if (line.starts_with(path)) line = line.substr(path.size());
        if (line.starts_with(": ")) line = line.substr(2);
        if (line.starts_with(" ")) line = line.substr(1);
        // "(object 3 0, offset 239): what" reads "what (object 3 0, offset 239)".
        if (auto end = line.find("): "); line.starts_with("(") && end != std::string::npos)
            line = line.substr(end + 3) + " " + line.substr(0, end + 1);
        lines.push_back(line);
    }
    if (lines.empty() && code != 0)
        lines.push_back("qpdf --check failed (exit " + std::to_string(code) + ")");
    return lines;
}

// The name of a font dictionary's font, without the subset tag ("ABCDEF+Vollkorn" → "Vollkorn").
std::string pdf_font_name(qpdf_data pdf, qpdf_oh font) {
    qpdf_oh base = qpdf_oh_get_key(pdf, font, "/BaseFont");
    if (!qpdf_oh_is_name(pdf, base)) return "(unnamed)";
    std::string name = qpdf_oh_get_name(pdf, base);
    name = name.substr(1);
    if (name.size() > 7 && name[6] == '+') name = name.substr(7);
    return name;
}

// True when a font dictionary that must carry its glyphs has a descriptor with a font file.
bool font_file_embedded(qpdf_data pdf, qpdf_oh font) {
    qpdf_oh descriptor = qpdf_oh_get_key(pdf, font, "/FontDescriptor");
    if (!qpdf_oh_is_dictionary(pdf, descriptor)) return false;
    return qpdf_oh_has_key(pdf, descriptor, "/FontFile") ||
           qpdf_oh_has_key(pdf, descriptor, "/FontFile2") ||
           qpdf_oh_has_key(pdf, descriptor, "/FontFile3");
}

// The fonts of the PDF `bytes` that are not embedded, by name; nullopt when qpdf cannot read it
// (the structure check says why).
std::optional<std::set<std::string>> fonts_not_embedded(const std::string& bytes) {
    qpdf_data pdf = qpdf_init();
    qpdf_silence_errors(pdf);
    qpdf_set_suppress_warnings(pdf, QPDF_TRUE);
    std::optional<std::set<std::string>> missing;
    if (!(qpdf_read_memory(pdf, "pdf", bytes.data(), bytes.size(), nullptr) & QPDF_ERRORS)) {
        missing.emplace();
        qpdf_oh size = qpdf_oh_get_key(pdf, qpdf_get_trailer(pdf), "/Size");
        int objects = qpdf_oh_get_int_value_as_int(pdf, size);
        for (int id = 1; id < objects; ++id) {
            qpdf_oh object = qpdf_get_object_by_id(pdf, id, 0);
            if (qpdf_oh_is_dictionary(pdf, object) &&
                qpdf_oh_is_name_and_equals(pdf, qpdf_oh_get_key(pdf, object, "/Type"), "/Font")) {
                qpdf_oh subtype = qpdf_oh_get_key(pdf, object, "/Subtype");
                // Type 3 fonts draw their glyphs as content; Type 0 fonts embed their descendant.
                bool whole = qpdf_oh_is_name_and_equals(pdf, subtype, "/Type3") ||
                             qpdf_oh_is_name_and_equals(pdf, subtype, "/Type0") ||
                             font_file_embedded(pdf, object);
                if (!whole) missing->insert(pdf_font_name(pdf, object));
            }
            qpdf_oh_release_all(pdf);
        }
    }
    if (qpdf_has_error(pdf))
        qpdf_get_error(pdf);  // told by the structure check; taken, so not printed
    qpdf_cleanup(&pdf);
    return missing;
}

}  // namespace

void check_pdf(const std::filesystem::path& file, const std::string& shown,
               const std::string& component, Diagnostics& out) {
    std::string bytes = read_file(file);
    SourcePos at = SourcePos::start_of(shown);
    std::string what = "'" + component + "': ";
    for (const auto& line : qpdf_check_lines(file)) out.error(at, what + "qpdf --check: " + line);
    auto missing = fonts_not_embedded(bytes);
    if (!missing) return;
    for (const auto& name : *missing) {
        out.error(at, what + "font '" + name + "' is not embedded",
                  "a print shop may substitute it; use a font pnpkit can embed");
    }
}

}  // namespace pnpkit::check
