#include <filesystem>

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

TEST_CASE("every ruling in rulings.md has a test that names it", "[solo][rulings]") {
    std::string tests;
    for (const auto& entry :
         std::filesystem::directory_iterator(test::source_dir() / "tests/games/dragon_dice_solo")) {
        if (entry.path().filename().string().ends_with("_test.cpp") &&
            entry.path().filename() != "rulings_test.cpp") {
            tests += read_file(entry.path());
        }
    }
    REQUIRE_FALSE(shipped().rulings.empty());
    for (const auto& ruling : shipped().rulings) {
        INFO(ruling.id << ": " << ruling.title);
        bool named = tests.find("\"" + ruling.id + ":") != std::string::npos ||
                     tests.find("[" + ruling.id + "]") != std::string::npos;
        CHECK(named);
    }
}

TEST_CASE("every ruling the data cite exists", "[solo][rulings]") {
    for (const auto& entry : shipped().spell_table.entries) {
        if (!entry.ruling.empty())
            CHECK(shipped().find_ruling(entry.ruling));
    }
}
