#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "core/atomic_file.hpp"
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
