#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>

#include "core/error.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

using pnpkit::test::TempDir;

namespace {
std::size_t entries(const fs::path& dir) {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}
}  // namespace

TEST_CASE("an atomic write replaces the file in one step", "[atomic]") {
    TempDir dir;
    fs::path target = dir / "sub" / "out.txt";
    write_file_atomically(target, "first");
    CHECK(read_file(target) == "first");
    write_file_atomically(target, "second");
    CHECK(read_file(target) == "second");
    CHECK(entries(target.parent_path()) == 1);  // no temporary file left behind
}

TEST_CASE("an uncommitted atomic file leaves the old file intact", "[atomic]") {
    TempDir dir;
    fs::path target = dir / "keep.txt";
    write_file_atomically(target, "precious");
    {
        AtomicFile file(target);
        file.write("half-writ");
        // destroyed without commit, as when an error is thrown mid-render
    }
    CHECK(read_file(target) == "precious");
    CHECK(entries(dir.path()) == 1);
}

TEST_CASE("an unwritable target is an outside error", "[atomic]") {
    TempDir dir;
    fs::path blocker = dir / "file";
    write_file_atomically(blocker, "x");
    CHECK_THROWS_AS(write_file_atomically(blocker / "child.txt", "y"), OutsideError);
    CHECK_THROWS_AS(read_file(dir / "missing.txt"), OutsideError);
}

TEST_CASE("a write through a symlink replaces the link's target and keeps the link", "[atomic]") {
    TempDir dir;
    fs::path real = dir.write("real.toml", "old");
    fs::path link = dir / "link.toml";
    fs::create_symlink("real.toml", link);
    write_file_atomically(link, "new");
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(read_file(real) == "new");
    CHECK(entries(dir.path()) == 2);
}

TEST_CASE("a rewritten file keeps its mode; a new one honours the umask", "[atomic]") {
    TempDir dir;
    fs::path secret = dir.write("secret.toml", "a");
    fs::permissions(secret, fs::perms::owner_read | fs::perms::owner_write);
    write_file_atomically(secret, "b");
    CHECK((fs::status(secret).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write));

    mode_t old = ::umask(027);
    write_file_atomically(dir / "new.toml", "c");
    ::umask(old);
    CHECK((fs::status(dir / "new.toml").permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
}

TEST_CASE("a file whose folder must exist is not given one", "[atomic]") {
    TempDir dir;
    CHECK_THROWS_WITH(write_file_atomically(dir / "no" / "game.toml", "x", Parents::must_exist),
                      Catch::Contains("folder '" + (dir / "no").string() + "' does not exist"));
    CHECK_FALSE(fs::exists(dir / "no"));
}

TEST_CASE("leftovers of killed runs are removed by the next write, and only those", "[atomic]") {
    TempDir dir;
    // Made by hand: the folder's first atomic write in this process is the one that cleans it.
    auto make = [&](const char* name) {
        std::ofstream(dir / name) << "some bytes";
        return dir / name;
    };
    fs::path dead = make(".nouns.pdf.pnpkit-4242-0");
    fs::path live = make(".cards.pdf.pnpkit-4243-0");
    fs::path young = make(".other.pdf.pnpkit-4244-0");
    fs::path mine = make(".nouns.pdf.backup");
    auto old = fs::file_time_type::clock::now() - std::chrono::minutes(5);
    fs::last_write_time(dead, old);
    fs::last_write_time(live, old);
    fs::last_write_time(mine, old);
    int fd = ::open(live.c_str(), O_RDONLY);
    REQUIRE(::flock(fd, LOCK_EX) == 0);  // its writer is still at work

    write_file_atomically(dir / "nouns.pdf", "whole");
    ::close(fd);
    CHECK_FALSE(fs::exists(dead));
    CHECK(fs::exists(live));
    CHECK(fs::exists(young));
    CHECK(fs::exists(mine));
    CHECK(read_file(dir / "nouns.pdf") == "whole");
}

namespace {

// Lowers the file-size limit of this process for its life (SIGXFSZ ignored, so that a write past
// it fails with EFBIG as on a full disk), then restores both.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        m_old_handler = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit lower = m_old;
        lower.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &lower);
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_old_handler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_old{};
    void (*m_old_handler)(int) = nullptr;
};

}  // namespace

TEST_CASE("a failed write is remembered: the commit refuses and the old file stays", "[atomic]") {
    TempDir dir;
    fs::path target = dir.write("keep.pdf", "the good one");
    {
        AtomicFile file(target);
        FileSizeLimit limit(16 * 1024);
        // The caller (a Cairo write callback) swallows the exception; the file does not forget.
        CHECK_THROWS_WITH(file.write(std::string(64 * 1024, 'x')),
                          Catch::Contains("File too large"));
        CHECK_THROWS_AS(file.write("more"), OutsideError);
        CHECK_THROWS_WITH(file.commit(), Catch::Contains("cannot write '"));
    }
    CHECK(read_file(target) == "the good one");
    CHECK(entries(dir.path()) == 1);
}

TEST_CASE("a write error found only when the buffer is flushed fails the commit", "[atomic]") {
    TempDir dir;
    fs::path target = dir.write("keep.json", "the good one");
    AtomicFile file(target);
    FileSizeLimit limit(16);
    file.write("more than sixteen bytes, held in the buffer");  // buffered: no error yet
    CHECK_THROWS_WITH(file.commit(), Catch::Contains("File too large"));
    CHECK(read_file(target) == "the good one");
}

TEST_CASE("a file the user names is read only when it is a regular file within the limit",
          "[atomic]") {
    TempDir dir;
    using Refusal = GuardedRead::Refusal;
    fs::path game = dir.write("game.toml", "seed = 1\n");
    GuardedRead read = read_regular_file(game, 9);
    CHECK(read.refusal == Refusal::none);
    CHECK(read.bytes == "seed = 1\n");
    read = read_regular_file(game, 8);
    CHECK(read.refusal == Refusal::too_large);
    CHECK(read.size == 9);
    CHECK(read.bytes.empty());

    CHECK(read_regular_file(dir / "missing.toml", 100).refusal == Refusal::not_found);
    CHECK(read_regular_file(dir / "missing" / "x.toml", 100).refusal == Refusal::not_found);
    CHECK(read_regular_file(dir.path(), 100).refusal == Refusal::directory);
    // A FIFO with no writer would block a plain open for ever; a device would be read for ever.
    REQUIRE(::mkfifo((dir / "fifo.toml").c_str(), 0600) == 0);
    CHECK(read_regular_file(dir / "fifo.toml", 100).refusal == Refusal::not_regular);
    fs::create_symlink("/dev/zero", dir / "zero.toml");
    CHECK(read_regular_file(dir / "zero.toml", 100).refusal == Refusal::not_regular);
    fs::create_symlink("game.toml", dir / "link.toml");
    CHECK(read_regular_file(dir / "link.toml", 100).bytes == "seed = 1\n");
}
