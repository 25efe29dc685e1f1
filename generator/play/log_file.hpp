#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/diagnostic.hpp"
#include "core/file_lock.hpp"
#include "play/log.hpp"

namespace pnpkit::play {

// The largest session file pnpkit reads: a long game's log is a few tens of kilobytes, and reading
// stays well under a second at this size. Larger files are refused before they are parsed.
inline constexpr std::uintmax_t k_max_session_bytes = std::uintmax_t{4} << 20;

// Whether a command only reads a session or changes it.
enum class Access { read, write };

// A session file (a play or draw log) as one command uses it. A command that writes takes the
// file's lock before reading it and keeps it until the object is gone, so that two pnpkit
// processes never both read one state and write it back; one that only reads takes no lock and
// writes nothing, not even the lock file (it works on a read-only disk). A log is written whole
// or not at all (core/atomic_file). An empty path is a session kept in memory only.
class LogFile {
public:
    LogFile() = default;
    // Throws OutsideError when writing and the file's folder does not exist, or when the lock
    // stays taken for longer than `wait`.
    LogFile(std::filesystem::path path, Access access,
            std::chrono::milliseconds wait = std::chrono::seconds(10));

    bool kept() const { return !m_path.empty(); }
    const std::filesystem::path& path() const { return m_path; }
    // How messages name the file: "game.toml".
    const std::string& display() const { return m_display; }
    // Whether the file is there (false for a session kept in memory).
    bool exists() const;

    // Reads the log: any problem (a missing file, not a regular file, over k_max_session_bytes,
    // TOML, not a log) is a diagnostic and the result nullopt. Throws OutsideError when the file
    // cannot be read.
    std::optional<Log> read(Diagnostics& diagnostics) const;
    // Writes the log atomically under `comment` (see log_to_toml); nothing for a session kept in
    // memory. Throws OutsideError when it cannot.
    void save(const Log& log, std::string_view comment, Modes modes) const;

private:
    std::filesystem::path m_path;
    std::string m_display;
    std::optional<FileLock> m_lock;
};

}  // namespace pnpkit::play
