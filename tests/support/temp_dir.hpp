#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>
#include <string_view>

#include "core/atomic_file.hpp"

namespace pnpkit::test {

// A fresh directory under the system's temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        m_path = std::filesystem::temp_directory_path() /
                 ("pnpkit-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(std::string_view name) const { return m_path / name; }

    // Writes a file below the directory, creating folders as needed; returns its path.
    std::filesystem::path write(std::string_view name, std::string_view content) const {
        auto p = m_path / name;
        write_file_atomically(p, content);
        return p;
    }

private:
    std::filesystem::path m_path;
};

// The project's source tree, for tests that read the shipped data and templates.
std::filesystem::path source_dir();

}  // namespace pnpkit::test
