#include "core/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <thread>
#include <utility>

#include "core/error.hpp"

namespace pnpkit {

namespace fs = std::filesystem;

fs::path resolve_link(const fs::path& path) {
    fs::path current = path;
    // As many links as the kernel itself follows before giving up (ELOOP).
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(current, ec))) return current;
        fs::path next = fs::read_symlink(current, ec);
        if (ec) return current;
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    throw OutsideError("cannot follow '" + path.string() + "': too many levels of symbolic links");
}

fs::path FileLock::lock_path(const fs::path& target) {
    fs::path real = resolve_link(target);
    return real.parent_path() / ("." + real.filename().string() + ".lock");
}

FileLock::FileLock(const fs::path& target, std::chrono::milliseconds wait) {
    fs::path path = lock_path(target);
    // Never through a link: one planted there would have us create or open a file elsewhere.
    m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (m_fd < 0 && errno == ELOOP) {
        throw OutsideError("cannot lock '" + target.string() + "': its lock file '" +
                           path.string() +
                           "' is a symbolic link, which pnpkit does not follow; remove it");
    }
    if (m_fd < 0) {
        throw OutsideError("cannot lock '" + target.string() + "': cannot create '" +
                           path.string() + "': " + std::strerror(errno));
    }
    auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
        if (::flock(m_fd, LOCK_EX | LOCK_NB) == 0) return;
        if (errno != EWOULDBLOCK && errno != EINTR) {
            int error = errno;
            ::close(m_fd);
            throw OutsideError("cannot lock '" + target.string() + "': " + std::strerror(error));
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            ::close(m_fd);
            m_fd = -1;
            throw OutsideError("'" + target.string() +
                               "' is in use by another pnpkit; try again when it has finished");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

FileLock::~FileLock() {
    if (m_fd >= 0) ::close(m_fd);  // closing the descriptor releases the lock
}

FileLock::FileLock(FileLock&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

}  // namespace pnpkit
