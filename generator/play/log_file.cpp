#include "play/log_file.hpp"

#include "core/atomic_file.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::play {

namespace fs = std::filesystem;

LogFile::LogFile(fs::path path, Access access, std::chrono::milliseconds wait)
    : m_path(std::move(path)) {
    if (m_path.empty()) return;
    m_display = load::display_path(m_path);
    if (access == Access::write) {
        require_folder_of(m_path);
        // No lock beside what is no regular file (a link to /dev/zero): read() refuses it.
        std::error_code ec;
        auto status = fs::status(m_path, ec);
        if (fs::exists(status) && !fs::is_regular_file(status)) return;
        m_lock.emplace(m_path, wait);
    }
}

bool LogFile::exists() const {
    std::error_code ec;
    return kept() && fs::exists(m_path, ec);  // a dangling link: a new file, made at its target
}

std::optional<Log> LogFile::read(Diagnostics& diagnostics) const {
    auto document = load::load_toml(m_path, diagnostics, k_max_session_bytes);
    if (!document) return std::nullopt;
    return read_log(*document, diagnostics);
}

void LogFile::save(const Log& log, std::string_view comment, Modes modes) const {
    if (!kept()) return;
    write_file_atomically(m_path, log_to_toml(log, comment, modes), Parents::must_exist);
}

}  // namespace pnpkit::play
