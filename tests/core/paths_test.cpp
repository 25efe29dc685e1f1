#include "core/paths.hpp"

#include <catch2/catch.hpp>

#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

namespace {

// A folder that looks like the project's files: data/ and templates/.
void make_root(const fs::path& dir) {
    fs::create_directories(dir / "data");
    fs::create_directories(dir / "templates");
}

}  // namespace

TEST_CASE("a program in its build tree reads the source tree", "[paths]") {
    test::TempDir dir;
    make_root(dir / "src");
    ProjectPaths paths = locate_project_paths(dir / "build/pnpkit", dir / "build", dir / "src");
    CHECK(paths.root == dir / "src");
    CHECK(paths.data == dir / "src/data");
    CHECK(paths.fonts == dir / "src/fonts");
    CHECK(paths.tables == dir / "build/generated/tables");  // worked out by the build
    CHECK_FALSE(paths.installed);
    // The test and benchmark programs lie deeper in the same build tree.
    CHECK(locate_project_paths(dir / "build/tests/pnpkit_tests", dir / "build", dir / "src").root ==
          dir / "src");
}

TEST_CASE("an installed program reads share/pnpkit beside it, never the source tree", "[paths]") {
    test::TempDir dir;
    make_root(dir / "src");
    make_root(dir / "prefix/share/pnpkit");
    // Installed (or staged with DESTDIR) anywhere: <prefix>/bin/pnpkit -> <prefix>/share/pnpkit,
    // though the source tree it was built from is still there.
    ProjectPaths paths =
        locate_project_paths(dir / "prefix/bin/pnpkit", dir / "build", dir / "src");
    CHECK(paths.root == dir / "prefix/share/pnpkit");
    CHECK(paths.templates == dir / "prefix/share/pnpkit/templates");
    CHECK(paths.scaffold == dir / "prefix/share/pnpkit/scaffold");
    CHECK(paths.tables == dir / "prefix/share/pnpkit/tables");
    CHECK(paths.installed);
    // Installed into a prefix inside the build tree, it is still the installed program.
    make_root(dir / "build/stage/share/pnpkit");
    CHECK(locate_project_paths(dir / "build/stage/bin/pnpkit", dir / "build", dir / "src").root ==
          dir / "build/stage/share/pnpkit");
    // Copied without its share folder, it names where its files should be, not the source tree.
    paths = locate_project_paths(dir / "elsewhere/bin/pnpkit", dir / "build", dir / "src");
    CHECK(paths.root == dir / "elsewhere/share/pnpkit");
    CHECK(paths.installed);
    // A build tree whose source tree is gone has no files to read either.
    fs::remove_all(dir / "src");
    CHECK(locate_project_paths(dir / "build/pnpkit", dir / "build", dir / "src").root ==
          dir / "share/pnpkit");
}

TEST_CASE("this test program, in the build tree, finds the source tree", "[paths]") {
    ProjectPaths paths = find_project_paths();
    CHECK(fs::equivalent(paths.root, test::source_dir()));
    CHECK_FALSE(paths.installed);
    CHECK(find_project_paths("my-data").data == "my-data");
    CHECK(find_project_paths("my-data").templates == paths.templates);
}

TEST_CASE("the shipped folders are told from the user's", "[paths]") {
    test::TempDir dir;
    ProjectPaths paths = locate_project_paths(dir / "bin/pnpkit", {}, {});
    REQUIRE(paths.root == dir / "share/pnpkit");
    make_root(paths.root);
    CHECK(is_shipped_file(paths, paths.root / "data/mygame"));
    CHECK(is_shipped_file(paths, paths.root / "scaffold"));
    CHECK(is_shipped_file(paths, paths.root / "templates/../fonts/x"));
    CHECK_FALSE(is_shipped_file(paths, paths.root / "data/../../mygame"));
    CHECK_FALSE(is_shipped_file(paths, dir / "mygame"));
    // --data replaces where games are looked up, not what pnpkit ships.
    paths.data = dir / "my-games";
    CHECK_FALSE(is_shipped_file(paths, dir / "my-games/mygame"));
    CHECK(is_shipped_file(paths, paths.root / "data/mygame"));
}
