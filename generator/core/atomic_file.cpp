#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <string>

#include "core/error.hpp"
#include "core/file_lock.hpp"

namespace pnpkit {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_temp_marker = ".pnpkit-";

std::string errno_text() { return std::strerror(errno); }

// The error of a failed write to `target`, with errno's reason.
OutsideError write_error(const fs::path& target) {
    return OutsideError("cannot write '" + target.string() + "': " + errno_text());
}

// The process's umask, read without changing it (Linux's /proc), else by the set-and-restore
// dance.
mode_t current_umask() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("Umask:", 0) == 0) return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
    }
    mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

// Gives the temporary file the mode (and owner) of the file it replaces, or a new file's mode.
void set_mode(int fd, const fs::path& real) {
    struct stat existing {};
    if (::stat(real.c_str(), &existing) == 0) {
        if (existing.st_uid != ::geteuid() || existing.st_gid != ::getegid()) {
            [[maybe_unused]] int ignored = ::fchown(fd, existing.st_uid, existing.st_gid);
        }
        ::fchmod(fd, existing.st_mode & 07777);
    } else {
        ::fchmod(fd, 0666 & ~current_umask());
    }
}

// Removes, once per folder and process, the temporary files of pnpkit runs that were killed:
// named like ours, no longer locked by a live writer, and not brand new (a writer that has just
// made its file in the fallback path may not hold its lock yet).
void remove_stale_temps(const fs::path& dir) {
    static std::mutex mutex;
    static std::set<fs::path> cleaned;
    {
        std::lock_guard lock(mutex);
        if (!cleaned.insert(dir).second) return;
    }
    std::error_code ec;
    auto now = fs::file_time_type::clock::now();
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::string name = it->path().filename().string();
        if (!is_atomic_temp_name(name) || !it->is_regular_file(ec)) continue;
        auto written = it->last_write_time(ec);
        if (ec || now - written < std::chrono::seconds(2)) continue;
        int fd = ::open(it->path().c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) fs::remove(it->path(), ec);
        ::close(fd);
    }
}

// Opens an unnamed file in `dir` (O_TMPFILE); -1 when the filesystem cannot.
int open_unnamed(const fs::path& dir) {
#ifdef O_TMPFILE
    return ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
#else
    (void)dir;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

// Gives the unnamed file `fd` a temporary name in `dir`, unique among live processes.
fs::path name_unnamed(int fd, const fs::path& dir, const fs::path& real, const fs::path& target) {
    static std::atomic<unsigned> counter{0};
    std::string proc = "/proc/self/fd/" + std::to_string(fd);
    for (;;) {
        fs::path name = dir / ("." + real.filename().string() + std::string(k_temp_marker) +
                               std::to_string(::getpid()) + "-" + std::to_string(counter++));
        if (::linkat(fd, "", AT_FDCWD, name.c_str(), AT_EMPTY_PATH) == 0) return name;
        if (errno != EEXIST &&
            ::linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
            return name;
        }
        if (errno != EEXIST) throw write_error(target);
    }
}

}  // namespace

void require_folder_of(const fs::path& path) {
    fs::path dir = path.parent_path();
    std::error_code ec;
    if (!dir.empty() && !fs::is_directory(dir, ec)) {
        throw OutsideError("cannot write '" + path.string() + "': folder '" + dir.string() +
                           "' does not exist");
    }
}

bool is_atomic_temp_name(std::string_view name) {
    return name.size() > 1 && name.front() == '.' && name.find(k_temp_marker) != std::string_view::npos;
}

AtomicFile::AtomicFile(fs::path target, Parents parents)
    : m_target(std::move(target)), m_real(resolve_link(m_target)) {
    fs::path dir = m_real.parent_path().empty() ? fs::path(".") : m_real.parent_path();
    std::error_code ec;
    if (parents == Parents::create) {
        fs::create_directories(dir, ec);
        if (ec) throw OutsideError("cannot create directory '" + dir.string() + "': " + ec.message());
    } else {
        require_folder_of(m_real);
    }
    remove_stale_temps(dir);

    int fd = open_unnamed(dir);
    if (fd < 0) {
        if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL) throw write_error(m_target);
        std::string pattern =
            (dir / ("." + m_real.filename().string() + std::string(k_temp_marker) + "XXXXXX")).string();
        fd = ::mkstemp(pattern.data());
        if (fd < 0) throw write_error(m_target);
        m_temp = pattern;
    }
    // Held until the file is renamed or dropped, so that no later run takes it for a leftover.
    ::flock(fd, LOCK_EX | LOCK_NB);
    set_mode(fd, m_real);
    m_file = ::fdopen(fd, "wb");
    if (!m_file) {
        ::close(fd);
        if (!m_temp.empty()) fs::remove(m_temp, ec);
        throw write_error(m_target);
    }
}

AtomicFile::~AtomicFile() {
    if (!m_committed && !m_temp.empty()) {
        std::error_code ec;
        fs::remove(m_temp, ec);
    }
    if (m_file) std::fclose(m_file);
}

void AtomicFile::write(std::string_view bytes) {
    if (!m_error.empty()) throw OutsideError(m_error);
    if (bytes.empty()) return;
    if (std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size()) {
        m_error = write_error(m_target).what();
        throw OutsideError(m_error);
    }
}

void AtomicFile::commit() {
    if (!m_error.empty()) throw OutsideError(m_error);
    if (std::fflush(m_file) != 0 || std::ferror(m_file) || ::fsync(::fileno(m_file)) != 0) {
        m_error = write_error(m_target).what();
        throw OutsideError(m_error);
    }
    fs::path dir = m_real.parent_path().empty() ? fs::path(".") : m_real.parent_path();
    if (m_temp.empty()) m_temp = name_unnamed(::fileno(m_file), dir, m_real, m_target);
    std::error_code ec;
    fs::rename(m_temp, m_real, ec);
    if (ec) throw OutsideError("cannot replace '" + m_target.string() + "': " + ec.message());
    m_committed = true;
    std::FILE* file = m_file;
    m_file = nullptr;
    if (std::fclose(file) != 0) throw write_error(m_target);
}

void write_file_atomically(const fs::path& target, std::string_view bytes, Parents parents) {
    AtomicFile file(target, parents);
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

GuardedRead read_regular_file(const fs::path& path, std::uintmax_t max_bytes) {
    GuardedRead result;
    using Refusal = GuardedRead::Refusal;
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
    int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR) {
            result.refusal = Refusal::not_found;
            return result;
        }
        throw OutsideError("cannot read '" + path.string() + "': " + errno_text());
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0)
        throw OutsideError("cannot read '" + path.string() + "': " + errno_text());
    if (S_ISDIR(info.st_mode)) {
        result.refusal = Refusal::directory;
        return result;
    }
    if (!S_ISREG(info.st_mode)) {
        result.refusal = Refusal::not_regular;
        return result;
    }
    auto size = static_cast<std::uintmax_t>(info.st_size);
    if (size > max_bytes) {
        result.refusal = Refusal::too_large;
        result.size = size;
        return result;
    }
    // At most one byte past the limit, so that a file that grew since fstat is still refused.
    std::uintmax_t cap = max_bytes == UINTMAX_MAX ? max_bytes : max_bytes + 1;
    result.bytes.reserve(static_cast<std::size_t>(size));
    char buffer[65536];
    for (;;) {
        std::uintmax_t room = cap - result.bytes.size();
        if (room == 0) break;
        ssize_t got = ::read(
            fd, buffer, static_cast<std::size_t>(std::min<std::uintmax_t>(room, sizeof buffer)));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw OutsideError("cannot read '" + path.string() + "': " + errno_text());
        if (got == 0) break;
        result.bytes.append(buffer, static_cast<std::size_t>(got));
    }
    if (result.bytes.size() > max_bytes) {
        result.refusal = Refusal::too_large;
        result.size = result.bytes.size();
        result.bytes.clear();
    }
    return result;
}

}  // namespace pnpkit
