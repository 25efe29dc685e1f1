#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "core/error.hpp"

namespace pnpkit {

namespace fs = std::filesystem;

namespace {
std::string errno_text() { return std::strerror(errno); }

// The error of a failed write to `target`, with errno's reason.
OutsideError write_error(const fs::path& target) {
    return OutsideError("cannot write '" + target.string() + "': " + errno_text());
}
}  // namespace

AtomicFile::AtomicFile(fs::path target) : m_target(std::move(target)) {
    fs::path parent = m_target.parent_path();
    if (!parent.empty()) {
        std::error_code ec;
        fs::create_directories(parent, ec);
        if (ec) throw OutsideError("cannot create directory '" + parent.string() + "': " + ec.message());
    }
    std::string pattern = (parent.empty() ? fs::path(".") : parent).string() + "/." +
                          m_target.filename().string() + ".XXXXXX";
    int fd = ::mkstemp(pattern.data());
    if (fd < 0) throw write_error(m_target);
    ::fchmod(fd, 0644);
    m_temp = pattern;
    m_file = ::fdopen(fd, "wb");
    if (!m_file) {
        ::close(fd);
        fs::remove(m_temp);
        throw write_error(m_target);
    }
}

AtomicFile::~AtomicFile() {
    if (m_file) std::fclose(m_file);
    if (!m_committed) {
        std::error_code ec;
        fs::remove(m_temp, ec);
    }
}

void AtomicFile::write(std::string_view bytes) {
    if (bytes.empty()) return;
    if (std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size()) {
        throw write_error(m_target);
    }
}

void AtomicFile::commit() {
    if (std::fflush(m_file) != 0 || ::fsync(::fileno(m_file)) != 0) {
        throw write_error(m_target);
    }
    std::FILE* file = m_file;
    m_file = nullptr;
    if (std::fclose(file) != 0) {
        throw write_error(m_target);
    }
    std::error_code ec;
    fs::rename(m_temp, m_target, ec);
    if (ec) throw OutsideError("cannot replace '" + m_target.string() + "': " + ec.message());
    m_committed = true;
}

void write_file_atomically(const fs::path& target, std::string_view bytes) {
    AtomicFile file(target);
    file.write(bytes);
    file.commit();
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw OutsideError("cannot read '" + path.string() + "': " + errno_text());
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw OutsideError("cannot read '" + path.string() + "': " + errno_text());
    return std::move(buffer).str();
}

}  // namespace pnpkit
