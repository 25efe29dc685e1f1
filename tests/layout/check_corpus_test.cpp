// The corpus of broken designer games (tests/fixtures/broken/NAME/, each a game folder): for every
// one, `pnpkit validate` exits as `pnpkit render` does and reports every diagnostic render gives,
// at the same positions. A game's expect.txt lists diagnostics validate must give ("FILE:LINE:COL:
// SEVERITY: MESSAGE", FILE relative to the data folder), one a line; validate exits 1 when one of
// them is an error, else 0 (a game with warnings only). A game's links.txt names symbolic links
// the test makes (git keeps no link to a file outside the game), each to a picture outside the
// game's folder. A new broken game is one more folder.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>

#include "support/render_vs_validate.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> lines_of(const fs::path& file) {
    std::vector<std::string> lines;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && !line.starts_with('#')) lines.push_back(line);
    }
    return lines;
}

std::string listed(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& line : lines) out += "  " + line + "\n";
    return out;
}

}  // namespace

TEST_CASE("validate reports everything render refuses, for every broken game of the corpus",
          "[check][corpus]") {
    fs::path corpus = test::source_dir() / "tests/fixtures/broken";
    std::vector<fs::path> games;
    for (const auto& entry : fs::directory_iterator(corpus)) {
        if (entry.is_directory()) games.push_back(entry.path());
    }
    std::sort(games.begin(), games.end());
    REQUIRE(games.size() >= 30);
    for (const auto& game : games) {
        std::string name = game.filename().string();
        test::TempDir dir;
        fs::create_directories(dir / "data");
        fs::copy(game, dir / "data" / name, fs::copy_options::recursive);
        fs::remove(dir / "data" / name / "expect.txt");
        fs::copy_file(test::source_dir() / "scaffold/art/sun.png", dir / "outside.png");
        for (const auto& link : lines_of(game / "links.txt")) {
            fs::create_directories((dir / "data" / name / link).parent_path());
            fs::create_symlink(dir / "outside.png", dir / "data" / name / link);
        }
        fs::remove(dir / "data" / name / "links.txt");
        test::CheckOutcome validate = test::validate_outcome(dir / "data");
        test::CheckOutcome render = test::render_outcome(dir / "data", dir / "out");
        INFO(name << "\nvalidate (exit " << validate.code << "):\n"
                  << listed(validate.diagnostics) << "render (exit " << render.code << "):\n"
                  << listed(render.diagnostics));
        CHECK(validate.code == render.code);
        CHECK(test::missed_by_validate(render, validate).empty());
        std::vector<std::string> expected = lines_of(game / "expect.txt");
        CHECK_FALSE(expected.empty());
        bool errors = std::any_of(expected.begin(), expected.end(), [](const std::string& line) {
            return line.find(": error: ") != std::string::npos;
        });
        CHECK(validate.code == (errors ? 1 : 0));
        for (const auto& line : expected) {
            INFO("expected: " << line);
            CHECK(std::find(validate.diagnostics.begin(), validate.diagnostics.end(), line) !=
                  validate.diagnostics.end());
        }
        // Nothing is written for a game with errors.
        if (render.code == 1) CHECK_FALSE(fs::exists(dir / "out" / name / "cards.pdf"));
    }
}
