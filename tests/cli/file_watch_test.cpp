#include "cli/file_watch.hpp"

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <csignal>
#include <thread>

#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

TEST_CASE("a watch over several games never watches any of their output folders", "[file-watch]") {
    test::TempDir dir;
    dir.write("one/game.toml", "");
    dir.write("two/game.toml", "");
    cli::FileWatch watch;
    watch.skip(dir / "one/output");
    watch.skip(dir / "two/output");
    watch.add_tree(dir / "one");
    watch.add_tree(dir / "two");
    // The first game's output folder is made after the watch started (its first render failed):
    // what a render writes there must not count as a change.
    volatile std::sig_atomic_t stop = 0;
    std::atomic<bool> returned{false};
    std::thread editor([&] {
        using namespace std::chrono_literals;
        fs::create_directories(dir / "one/output/cards");
        std::this_thread::sleep_for(300ms);
        dir.write("one/output/cards/a.png", "x");
        dir.write("one/output/cards.toml", "x");
        std::this_thread::sleep_for(300ms);
        dir.write("one/game.toml", "title = \"x\"\n");
        for (int i = 0; i < 100 && !returned; ++i) std::this_thread::sleep_for(50ms);
        stop = 1;  // a watch that saw nothing gives up rather than hang the test
    });
    std::vector<fs::path> changed = watch.wait(stop).changed;
    returned = true;
    editor.join();
    REQUIRE(changed.size() == 1);
    CHECK(changed[0].filename() == "game.toml");
    CHECK(changed[0].parent_path().filename() == "one");
}
