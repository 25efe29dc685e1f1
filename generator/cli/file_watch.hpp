#pragma once

#include <csignal>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace pnpkit::cli {

// Watches folder trees with inotify for game files (.toml, .csv, .png) written, moved in, moved
// away or removed; hidden files and editors' backups are ignored. Throws OutsideError when a
// folder cannot be watched.
class FileWatch {
public:
    FileWatch();
    ~FileWatch();
    FileWatch(const FileWatch&) = delete;
    FileWatch& operator=(const FileWatch&) = delete;

    // Watches `dir` and every folder below it, except `skip` and what is below it.
    void add_tree(const std::filesystem::path& dir, const std::filesystem::path& skip = {});

    // Waits for a change, then gathers the changes that follow within a moment (an editor's save is
    // several events); returns the files changed, sorted. Returns empty once `stop` is set.
    std::vector<std::filesystem::path> wait(const volatile std::sig_atomic_t& stop);

private:
    // Reads the events waiting; adds folders created; collects relevant files into `changed`.
    void read_events(std::vector<std::filesystem::path>& changed);

    int m_fd = -1;
    std::map<int, std::filesystem::path> m_dirs;
    std::filesystem::path m_skip;
};

// Sets a flag on SIGINT and SIGTERM while it lives (restoring the previous handlers after), so that
// a watch loop can stop cleanly between renders.
class InterruptFlag {
public:
    InterruptFlag();
    ~InterruptFlag();
    InterruptFlag(const InterruptFlag&) = delete;
    InterruptFlag& operator=(const InterruptFlag&) = delete;
    const volatile std::sig_atomic_t& flag() const;
};

}  // namespace pnpkit::cli
