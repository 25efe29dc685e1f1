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

constexpr std::uint32_t k_events =
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE;
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
    return ext == ".toml" || ext == ".csv" || ext == ".png";
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

void FileWatch::add_tree(const fs::path& dir, const fs::path& skip) {
    std::error_code ec;
    fs::path root = fs::weakly_canonical(dir, ec);
    if (!skip.empty()) m_skip = fs::weakly_canonical(skip, ec);
    if (!fs::is_directory(root, ec) || root == m_skip || inside(root, m_skip)) return;
    int wd = ::inotify_add_watch(m_fd, root.c_str(), k_events);
    if (wd < 0) throw OutsideError("cannot watch '" + dir.string() + "': " + std::strerror(errno));
    m_dirs[wd] = root;
    for (const auto& entry : fs::directory_iterator(root, ec)) {
        if (entry.is_directory(ec)) add_tree(entry.path());
    }
}

void FileWatch::read_events(std::vector<fs::path>& changed) {
    alignas(inotify_event) char buffer[16384];
    while (true) {
        ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0) return;
        for (char* at = buffer; at < buffer + n;) {
            const auto* event = reinterpret_cast<const inotify_event*>(at);
            at += sizeof(inotify_event) + event->len;
            auto dir = m_dirs.find(event->wd);
            if (dir == m_dirs.end() || event->len == 0) continue;
            std::string name = event->name;
            fs::path path = dir->second / name;
            if (event->mask & IN_ISDIR) {
                if ((event->mask & (IN_CREATE | IN_MOVED_TO)) && !name.starts_with('.'))
                    add_tree(path);
                continue;
            }
            // A file being created is not complete yet: its IN_CLOSE_WRITE follows.
            if (event->mask & IN_CREATE) continue;
            if (relevant(name)) changed.push_back(path);
        }
    }
}

std::vector<fs::path> FileWatch::wait(const volatile std::sig_atomic_t& stop) {
    std::vector<fs::path> changed;
    pollfd fd{m_fd, POLLIN, 0};
    while (!stop) {
        int ready = ::poll(&fd, 1, changed.empty() ? k_poll_ms : k_settle_ms);
        if (ready < 0 && errno != EINTR)
            throw OutsideError(std::string("cannot watch files: ") + std::strerror(errno));
        if (ready > 0) {
            read_events(changed);
        } else if (ready == 0 && !changed.empty()) {
            break;  // quiet for a moment after a change: the save is complete
        }
    }
    if (stop) return {};
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    return changed;
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
