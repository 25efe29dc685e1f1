#pragma once

#include <csignal>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace pnpkit::cli {

// What one wait saw: game files changed, and watched folders that went away or came back.
struct WatchEvents {
    std::vector<std::filesystem::path> changed;  // sorted
    std::vector<std::filesystem::path> gone;     // roots moved away or removed
    std::vector<std::filesystem::path> back;     // roots that came back (moved or made again)
    bool stopped = false;                        // the stop flag was set
};

// Watches folder trees with inotify for game files (.toml, .csv, .png) written, moved in, moved
// away or removed; hidden files and editors' backups are ignored. A tree's root that is renamed or
// removed is reported, and watched again when a folder of its name comes back. Throws
// OutsideError when a folder cannot be watched.
class FileWatch {
public:
    FileWatch();
    ~FileWatch();
    FileWatch(const FileWatch&) = delete;
    FileWatch& operator=(const FileWatch&) = delete;

    // Never watches `dir` or what is below it (a render's output), now or when created later.
    void skip(const std::filesystem::path& dir);
    // Watches `dir` and every folder below it, except those skipped and what is below them, and
    // the folder above it for `dir` itself leaving or coming back.
    void add_tree(const std::filesystem::path& dir);

    // Waits for a change, then gathers the changes that follow within a moment (an editor's save is
    // several events). Returns as soon as `stop` is set (stopped).
    WatchEvents wait(const volatile std::sig_atomic_t& stop);

private:
    void add_folder(const std::filesystem::path& dir);
    // Reads the events waiting; adds folders created; collects relevant files and roots.
    void read_events(WatchEvents& events);
    // A root left: its watches go (they would follow the folder to its new name).
    void lose_root(const std::filesystem::path& root, WatchEvents& events);

    int m_fd = -1;
    std::map<int, std::filesystem::path> m_dirs;
    std::map<int, std::filesystem::path> m_parents;  // folders above roots, watched for the roots
    std::vector<std::filesystem::path> m_roots;
    std::vector<std::filesystem::path> m_gone;  // roots away now
    std::vector<std::filesystem::path> m_skips;
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
