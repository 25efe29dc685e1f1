#pragma once

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

namespace pnpkit {

// Whether writing a file may create the folders above it.
enum class Parents { create, must_exist };

// A file written in full or not at all: bytes go to an unnamed temporary file beside the target,
// which is flushed to disk and renamed over the target by commit(). Without commit() (an error, an
// exception, a kill) nothing is left behind and the previous target stays as it was.
// - A target reached through a symlink is written through: the link's target is replaced.
// - A file that exists keeps its mode (and owner when we may set it); a new one gets 0666 less
//   the umask, like any file a program creates.
// - A temporary file left by a pnpkit that was killed between naming it and renaming it
//   (`.NAME.pnpkit-...`, unlocked, older than two seconds) is removed by the next write into
//   the same folder.
// Failures of the filesystem throw OutsideError. A write that failed is remembered: commit() then
// throws too, even when the caller swallowed the first error (a Cairo write callback does).
class AtomicFile {
public:
    explicit AtomicFile(std::filesystem::path target, Parents parents = Parents::create);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // Appends bytes; throws OutsideError (and refuses every later write and the commit) when the
    // filesystem fails.
    void write(std::string_view bytes);
    // Flushes, syncs and renames the file over the target; throws OutsideError when any write
    // failed or any of these does, and the target is then left as it was.
    void commit();
    const std::filesystem::path& target() const { return m_target; }

private:
    std::filesystem::path m_target;  // as given, for messages
    std::filesystem::path m_real;    // the file replaced: the target with its symlinks followed
    std::filesystem::path m_temp;    // the temporary file's name; empty while it has none
    std::FILE* m_file = nullptr;
    bool m_committed = false;
    std::string m_error;  // the first failure, as its message; empty while all went well
};

// Writes a whole file atomically (see AtomicFile).
void write_file_atomically(const std::filesystem::path& target, std::string_view bytes,
                           Parents parents = Parents::create);

// Reads a whole file; throws OutsideError if it cannot.
std::string read_file(const std::filesystem::path& path);

// What reading a file the user named (a session) found: its bytes, or why they were not read.
struct GuardedRead {
    enum class Refusal { none, not_found, directory, not_regular, too_large };
    Refusal refusal = Refusal::none;
    std::string bytes;
    std::uintmax_t size = 0;  // the file's size, when refused as too large
};

// Reads a whole regular file of at most `max_bytes`, refusing (without reading) a missing file, a
// folder, anything that is not a regular file (a FIFO, a device such as /dev/zero, also reached
// through a symlink) and a larger file; never blocks on a FIFO and never reads past the limit,
// even when the file grows meanwhile. Throws OutsideError when the file cannot be read.
GuardedRead read_regular_file(const std::filesystem::path& path, std::uintmax_t max_bytes);

// Throws OutsideError ("folder ... does not exist") when the folder that would hold `path` is
// not there: files the user names (sessions) never get folders made for them silently.
void require_folder_of(const std::filesystem::path& path);

// Whether `name` is the name of a temporary file AtomicFile makes: `.NAME.pnpkit-...`.
bool is_atomic_temp_name(std::string_view name);

}  // namespace pnpkit
