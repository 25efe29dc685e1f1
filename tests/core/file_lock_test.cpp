#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>

#include "core/error.hpp"
#include "core/file_lock.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;
using pnpkit::test::TempDir;

TEST_CASE("a file lock excludes a second holder until the first lets go", "[lock]") {
    TempDir dir;
    fs::path session = dir / "game.toml";
    std::optional<FileLock> first;
    first.emplace(session);
    CHECK(fs::exists(dir / ".game.toml.lock"));
    CHECK_THROWS_WITH(FileLock(session, std::chrono::milliseconds(0)),
                      Catch::Contains("is in use by another pnpkit"));

    // A waiting holder gets the lock as soon as the first lets go.
    std::thread release([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        first.reset();
    });
    CHECK_NOTHROW(FileLock(session, std::chrono::seconds(5)));
    release.join();
}

TEST_CASE("two names of one file through a symlink share its lock", "[lock]") {
    TempDir dir;
    fs::path real = dir.write("real.toml", "x");
    fs::create_symlink(real, dir / "link.toml");
    CHECK(FileLock::lock_path(dir / "link.toml") == FileLock::lock_path(real));
    FileLock held(real);
    CHECK_THROWS_AS(FileLock(dir / "link.toml", std::chrono::milliseconds(0)), OutsideError);
}

TEST_CASE("resolve_link follows links, relative ones from their own folder", "[lock]") {
    TempDir dir;
    fs::create_directories(dir / "a");
    fs::path real = dir.write("a/real.toml", "x");
    fs::create_symlink("a/real.toml", dir / "one");
    fs::create_symlink("one", dir / "two");
    CHECK(resolve_link(dir / "two") == dir / "a/real.toml");
    CHECK(resolve_link(real) == real);
    fs::create_symlink("loop", dir / "loop");
    CHECK_THROWS_AS(resolve_link(dir / "loop"), OutsideError);
}

TEST_CASE("a lock file planted as a symbolic link is refused, and its target is not made",
          "[lock]") {
    TempDir dir;
    fs::create_symlink(dir / "elsewhere.txt", dir / ".game.toml.lock");
    CHECK_THROWS_WITH(FileLock(dir / "game.toml", std::chrono::milliseconds(0)),
                      Catch::Contains("is a symbolic link, which pnpkit does not follow"));
    CHECK(!fs::exists(dir / "elsewhere.txt"));
    CHECK(fs::is_symlink(fs::symlink_status(dir / ".game.toml.lock")));
}
