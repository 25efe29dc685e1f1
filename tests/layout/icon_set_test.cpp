#include <catch2/catch.hpp>

#include "layout/game_assets.hpp"
#include "layout/markup.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/images.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::messages;
using pnpkit::test::TempDir;
namespace fs = std::filesystem;

namespace {

IconSet with_mana() {
    IconSet icons;
    REQUIRE(icons.add({"mana", "icons/mana.svg"}));
    return icons;
}

std::vector<std::string> unknown_names(std::string_view text, const IconSet& icons) {
    std::vector<std::string> names;
    for (const auto& code : unknown_icons(text, icons))
        names.push_back(code.name + "@" + std::to_string(code.offset));
    return names;
}

}  // namespace

TEST_CASE("a game's own icons are found by name beside the built-in ones", "[icons]") {
    IconSet icons = with_mana();
    auto mana = icons.find("mana");
    REQUIRE(mana);
    CHECK(mana->kind == IconKind::own);
    CHECK(mana->to_string() == "mana");
    CHECK(icons.find("die5") == parse_icon("die5"));
    CHECK_FALSE(icons.find("Mana"));
    CHECK_FALSE(IconSet::built_in().find("mana"));
    CHECK_FALSE(icons.add({"heart", "icons/heart.svg"}));  // a built-in name is not taken over
    CHECK_FALSE(icons.add({"mana", "icons/mana.png"}));
    auto names = icons.names();
    CHECK(std::find(names.begin(), names.end(), "mana") != names.end());
    CHECK(std::find(names.begin(), names.end(), "shield") != names.end());
}

TEST_CASE("own icons split text like built-in ones", "[icons][markup]") {
    IconSet icons = with_mana();
    auto runs = split_icons("Pay :mana::die5: now", icons);
    REQUIRE(runs.size() == 4);
    CHECK(runs[1].icon->to_string() == "mana");
    CHECK(runs[2].icon == parse_icon("die5"));
    CHECK(split_icons("Pay :mana:").size() == 1);  // built-in icons only: plain text
}

TEST_CASE("a short code that names no icon is found, plain colons are not", "[icons][markup]") {
    IconSet icons = with_mana();
    CHECK(unknown_names(":Shield: and :manna: but :mana: and :die5:", icons) ==
          std::vector<std::string>{"Shield@0", "manna@13"});
    // Times, ratios, a colon after a word, colons in tags, codes of other characters: not codes.
    CHECK(unknown_names("At 10:30:45, 2:1:1. Note: roll :die6:.", icons).empty());
    CHECK(unknown_names("<span font_features=\"a:b:c\">x</span> :9lives: :a b: ::", icons).empty());
    // ":Roll:" before a real code is a colon, then a word, then the code.
    CHECK(unknown_names("Step 1:Roll:die5:", icons).empty());
    CHECK(unknown_names("one:two:three:", icons) == std::vector<std::string>{"two@3"});
}

TEST_CASE("a game's icons and fonts are listed and checked at their files", "[icons][assets]") {
    TempDir dir;
    fs::path game = dir / "game";
    dir.write("game/icons/mana.svg", test::svg_text(10, 10, "<circle cx='5' cy='5' r='4'/>"));
    test::write_png_file(game / "icons/coin-stack.png", 8, 8, Colour::black());
    dir.write("game/icons/heart.svg", test::svg_text(10, 10, ""));
    dir.write("game/icons/my mana.svg", test::svg_text(10, 10, ""));
    dir.write("game/icons/coin-stack.svg", test::svg_text(10, 10, ""));
    dir.write("game/icons/photo.jpg", "x");
    dir.write("game/icons/broken.svg", "PNG?");
    dir.write("game/icons/README.md", "my icons");
    dir.write("game/icons/.hidden.svg", "x");
    dir.write("outside.svg", test::svg_text(10, 10, ""));
    fs::create_symlink(dir / "outside.svg", game / "icons/escape.svg");
    fs::create_directories(game / "fonts");
    fs::copy_file(test::source_dir() / "fonts/vollkorn/Vollkorn-Regular.ttf",
                  game / "fonts/Mine.ttf");
    dir.write("game/fonts/family/broken.otf", "not a font at all");
    dir.write("game/fonts/OFL.txt", "licence");
    Diagnostics ds;
    GameAssets assets = load_game_assets(game, ds);
    std::string icons = load::display_path(game / "icons");
    CHECK(messages(ds) ==
          icons + "/broken.svg:1:1: error: icon 'broken': not an SVG file\n" + icons +
              "/coin-stack.svg:1:1: error: icon 'coin-stack' is given twice: " + icons +
              "/coin-stack.png and " + icons + "/coin-stack.svg\n  hint: keep one of them\n" +
              icons + "/escape.svg:1:1: error: the icon file leads out of " +
              load::display_path(game) +
              " through a symbolic link\n  hint: keep the file itself in the game's folder\n" +
              icons +
              "/heart.svg:1:1: error: icon 'heart' is a built-in icon's name\n"
              "  hint: name the file otherwise, e.g. icons/my-heart.svg\n" +
              icons +
              "/my mana.svg:1:1: error: 'my mana' cannot be an icon's name\n"
              "  hint: the file's name is the icon's, as in :mana: for icons/mana.svg: a letter, "
              "then letters, digits, '-' or '_' (32 at most)\n" +
              icons +
              "/photo.jpg:1:1: error: an icon is an SVG or a PNG file, not a JPEG\n"
              "  hint: an image layer can show a JPEG picture\n" +
              load::display_path(game / "fonts") +
              "/family/broken.otf:1:1: error: not a TrueType or OpenType font\n");
    CHECK(assets.icons.own().size() == 2);
    CHECK(assets.icons.find("mana"));
    CHECK(assets.icons.find("coin-stack"));
    CHECK(assets.fonts == std::vector<fs::path>{game / "fonts/Mine.ttf"});
}
