#pragma once

#include <chrono>
#include <filesystem>

namespace pnpkit {

// The file a path names once symlinks of its last component are followed (a dangling link gives
// the file it would create), so that a write through a link replaces its target, not the link.
std::filesystem::path resolve_link(const std::filesystem::path& path);

// An exclusive lock that pnpkit processes take around a read-modify-write of one file (a session):
// an flock(2) on the hidden file `.NAME.lock` beside the file (symlinks followed), held for the
// object's life and released by the kernel even when the process is killed. The lock file stays.
// A lock file that is a symbolic link is refused (OutsideError), never followed.
class FileLock {
public:
    // Takes the lock on `target`, waiting up to `wait` while another process holds it. Throws
    // OutsideError naming the file when it stays locked or the lock file cannot be made.
    explicit FileLock(const std::filesystem::path& target,
                      std::chrono::milliseconds wait = std::chrono::seconds(10));
    ~FileLock();
    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&& other) noexcept;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    // The lock file: `dir/.NAME.lock`.
    static std::filesystem::path lock_path(const std::filesystem::path& target);

private:
    int m_fd = -1;
};

}  // namespace pnpkit
