#pragma once

#include <cstdio>
#include <filesystem>
#include <string_view>

namespace pnpkit {

// A file written in full or not at all: bytes go to a temporary file beside the target, which is
// flushed to disk and renamed over the target by commit(). Without commit() (an error, an exception)
// the temporary file is removed and the previous target stays as it was.
// Failures of the filesystem throw OutsideError.
class AtomicFile {
public:
    explicit AtomicFile(std::filesystem::path target);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view bytes);
    void commit();
    const std::filesystem::path& target() const { return m_target; }

private:
    std::filesystem::path m_target;
    std::filesystem::path m_temp;
    std::FILE* m_file = nullptr;
    bool m_committed = false;
};

// Writes a whole file atomically (see AtomicFile). Creates missing parent directories.
void write_file_atomically(const std::filesystem::path& target, std::string_view bytes);

// Reads a whole file; throws OutsideError if it cannot.
std::string read_file(const std::filesystem::path& path);

}  // namespace pnpkit
