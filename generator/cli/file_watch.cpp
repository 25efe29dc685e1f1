#include "cli/file_watch.hpp"

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.hpp"

namespace pnpkit::cli {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t k_events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE |
                                   IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF;
// Added to whatever else watches the folder above a root (it may be inside a watched tree).
constexpr std::uint32_t k_parent_events =
    IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR | IN_MASK_ADD;
constexpr int k_poll_ms = 200;    // how often a wait looks at the stop flag
constexpr int k_settle_ms = 120;  // a change is complete once this long passes without another

volatile std::sig_atomic_t g_interrupted = 0;
struct sigaction g_old_int {};
struct sigaction g_old_term {};

void on_interrupt(int) {
    g_interrupted = 1;
}

bool relevant(const std::string& name) {
    if (name.empty() || name.front() == '.' || name.back() == '~') return false;
    auto ext = fs::path(name).extension();
    return ext == ".toml" || ext == ".csv" || ext == ".xlsx" || ext == ".ods" || ext == ".png";
}

bool inside(const fs::path& path, const fs::path& dir) {
    if (dir.empty()) return false;
    auto rel = path.lexically_relative(dir);
    return !rel.empty() && *rel.begin() != "..";
}

}  // namespace

FileWatch::FileWatch() : m_fd(::inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {
    if (m_fd < 0) throw OutsideError(std::string("cannot watch files: ") + std::strerror(errno));
}

FileWatch::~FileWatch() {
    if (m_fd >= 0) ::close(m_fd);
}

void FileWatch::skip(const fs::path& dir) {
    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    if (!ec) m_skips.push_back(canonical);
}

void FileWatch::add_tree(const fs::path& dir) {
    std::error_code ec;
    fs::path root = fs::weakly_canonical(dir, ec);
    if (std::find(m_roots.begin(), m_roots.end(), root) == m_roots.end()) {
        m_roots.push_back(root);
        fs::path parent = root.parent_path();
        int wd = ::inotify_add_watch(m_fd, parent.c_str(), k_parent_events);
        if (wd >= 0) m_parents[wd] = parent;  // without it, a root that leaves is not seen back
    }
    add_folder(root);
}

void FileWatch::add_folder(const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return;
    for (const fs::path& skipped : m_skips) {
        if (dir == skipped || inside(dir, skipped)) return;
    }
    int wd = ::inotify_add_watch(m_fd, dir.c_str(), k_events);
    if (wd < 0) throw OutsideError("cannot watch '" + dir.string() + "': " + std::strerror(errno));
    m_dirs[wd] = dir;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.is_directory(ec)) add_folder(entry.path());
    }
}

void FileWatch::lose_root(const fs::path& root, WatchEvents& events) {
    if (std::find(m_gone.begin(), m_gone.end(), root) != m_gone.end()) return;
    m_gone.push_back(root);
    events.gone.push_back(root);
    for (auto it = m_dirs.begin(); it != m_dirs.end();) {
        if (it->second == root || inside(it->second, root)) {
            if (!m_parents.contains(it->first)) ::inotify_rm_watch(m_fd, it->first);
            it = m_dirs.erase(it);
        } else {
            ++it;
        }
    }
}

void FileWatch::read_events(WatchEvents& events) {
    alignas(inotify_event) char buffer[16384];
    while (true) {
        ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0) return;
        for (char* at = buffer; at < buffer + n;) {
            const auto* event = reinterpret_cast<const inotify_event*>(at);
            at += sizeof(inotify_event) + event->len;
            std::string name = event->len > 0 ? event->name : "";
            // A root leaving or coming back, seen from the folder above it.
            if (auto parent = m_parents.find(event->wd);
                parent != m_parents.end() && !name.empty() && (event->mask & IN_ISDIR)) {
                fs::path path = parent->second / name;
                if (std::find(m_roots.begin(), m_roots.end(), path) != m_roots.end()) {
                    if (event->mask & (IN_MOVED_FROM | IN_DELETE)) lose_root(path, events);
                    auto gone = std::find(m_gone.begin(), m_gone.end(), path);
                    if ((event->mask & (IN_CREATE | IN_MOVED_TO)) && gone != m_gone.end()) {
                        m_gone.erase(gone);
                        add_folder(path);
                        events.back.push_back(path);
                    }
                }
            }
            auto dir = m_dirs.find(event->wd);
            if (dir == m_dirs.end()) continue;
            // A root removed or moved with the folder above it (which then cannot see it back).
            if (event->mask & (IN_DELETE_SELF | IN_MOVE_SELF)) {
                fs::path self = dir->second;
                if (std::find(m_roots.begin(), m_roots.end(), self) != m_roots.end())
                    lose_root(self, events);
                continue;
            }
            if (name.empty()) continue;
            fs::path path = dir->second / name;
            if (event->mask & IN_ISDIR) {
                if ((event->mask & (IN_CREATE | IN_MOVED_TO)) && !name.starts_with('.'))
                    add_folder(path);
                continue;
            }
            // A file being created is not complete yet: its IN_CLOSE_WRITE follows.
            if (event->mask & IN_CREATE) continue;
            if (relevant(name)) events.changed.push_back(path);
        }
    }
}

WatchEvents FileWatch::wait(const volatile std::sig_atomic_t& stop) {
    WatchEvents events;
    pollfd fd{m_fd, POLLIN, 0};
    auto quiet = [&] {
        return events.changed.empty() && events.gone.empty() && events.back.empty();
    };
    while (!stop) {
        int ready = ::poll(&fd, 1, quiet() ? k_poll_ms : k_settle_ms);
        if (ready < 0 && errno != EINTR)
            throw OutsideError(std::string("cannot watch files: ") + std::strerror(errno));
        if (ready > 0) {
            read_events(events);
        } else if (ready == 0 && !quiet()) {
            break;  // quiet for a moment after a change: the save is complete
        }
    }
    events.stopped = stop != 0;
    std::sort(events.changed.begin(), events.changed.end());
    events.changed.erase(std::unique(events.changed.begin(), events.changed.end()),
                         events.changed.end());
    return events;
}

InterruptFlag::InterruptFlag() {
    g_interrupted = 0;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &g_old_int);
    ::sigaction(SIGTERM, &action, &g_old_term);
}

InterruptFlag::~InterruptFlag() {
    ::sigaction(SIGINT, &g_old_int, nullptr);
    ::sigaction(SIGTERM, &g_old_term, nullptr);
}

const volatile std::sig_atomic_t& InterruptFlag::flag() const {
    return g_interrupted;
}

}  // namespace pnpkit::cli
