#include <catch2/catch.hpp>

#include "support/diagnostics.hpp"
#include "layout/template.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"

using pnpkit::test::messages;

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::TempDir;

namespace {

const char* k_base = R"(kind = "card"
size = "poker"
bleed = "2mm"
background = "#ffffff"

[defaults]
font = "Vollkorn"
size = "9pt"

[[layer]]
name = "title"
type = "text"
box = ["5mm", "5mm", "53mm", "10mm"]
text = "{name}"
size = "14pt"

[[layer]]
name = "frame"
type = "rect"
box = "trim"
stroke = "#000000"

[[layer]]
name = "note"
type = "text"
box = "safe"
text = "{note}"
)";

}  // namespace

TEST_CASE("a card template loads with its size, bleed and typed layers", "[template]") {
    TempDir dir;
    dir.write("base.toml", k_base);
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    const Template* t = library.get("base", ds);
    REQUIRE(t);
    CHECK(messages(ds).empty());
    CHECK(t->size == Size{Length::mm(63), Length::mm(88)});
    CHECK(t->bleed.to_mm() == Approx(2));
    CHECK(t->background == Colour::white());
    REQUIRE(t->layers.size() == 3);
    const auto& title = std::get<TextLayer>(t->layers[0].spec);
    CHECK(title.style.size_pt == Approx(14));
    CHECK(title.style.font == "Vollkorn");
    CHECK(t->layers[0].pos.line == 10);
    const auto& note = std::get<TextLayer>(t->layers[2].spec);
    CHECK(note.style.size_pt == Approx(9));  // from [defaults]
    CHECK(note.box.anchor == BoxSpec::Anchor::safe);
    CHECK(library.get("base", ds) == t);  // loaded once
}

TEST_CASE("a child template overrides keys and layers by name, and can remove layers", "[template]") {
    TempDir dir;
    dir.write("base.toml", k_base);
    dir.write("child.toml", R"(extends = "base"
bleed = "3mm"

[[layer]]
name = "title"
colour = "#aa0000"

[[layer]]
name = "frame"
remove = true

[[layer]]
name = "badge"
type = "icon"
box = ["1mm", "1mm", "6mm", "6mm"]
icon = "die{value}"
)");
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    const Template* t = library.get("child", ds);
    REQUIRE(t);
    CHECK(messages(ds).empty());
    CHECK(t->bleed.to_mm() == Approx(3));
    CHECK(t->size.width.to_mm() == Approx(63));
    REQUIRE(t->layers.size() == 3);
    CHECK(t->layers[0].name == "title");
    const auto& title = std::get<TextLayer>(t->layers[0].spec);
    CHECK(title.style.colour == Colour::rgb(0xaa, 0, 0));
    CHECK(title.style.size_pt == Approx(14));  // inherited key of the same layer
    CHECK(title.text == "{name}");
    CHECK(t->layers[1].name == "note");
    CHECK(t->layers[2].name == "badge");
}

TEST_CASE("template mistakes are reported at their position, in the file they are in", "[template]") {
    TempDir dir;
    dir.write("base.toml", k_base);
    std::string base = load::display_path(dir.path());
    SECTION("an unknown key in an inherited layer, a bad size and a bad colour") {
        dir.write("bad.toml", R"(extends = "base"
size = "pokr"

[[layer]]
name = "title"
colur = "#aa0000"

[[layer]]
name = "new"
type = "rect"
box = ["1mm", "1mm", "2mm"]
fill = "red"
)");
        TemplateLibrary library(dir.path());
        Diagnostics ds;
        CHECK_FALSE(library.get("bad", ds));
        CHECK(messages(ds) ==
              base + "/bad.toml:2:8: error: 'size' must be one of 'poker', 'bridge', 'mini' or 'tarot' or [width, height], found 'pokr'\n"
                     "  hint: did you mean 'poker'?\n" +
              base + "/bad.toml:6:1: error: unknown key 'colur'\n  hint: did you mean 'colour'?\n" +
              base + "/bad.toml:11:7: error: 'box' must be [x, y, width, height] lengths or \"trim\", \"bleed\" or \"safe\", found 3 values\n" +
              base + "/bad.toml:12:8: error: 'fill' must be a colour \"#rrggbb\", found 'red'\n  hint: for example \"#8b1a1a\"\n");
    }
    SECTION("extends cycles and unknown parents") {
        dir.write("a.toml", "extends = \"b\"\n");
        dir.write("b.toml", "extends = \"a\"\n");
        dir.write("orphan.toml", "extends = \"bsae\"\n");
        TemplateLibrary library(dir.path());
        Diagnostics ds;
        CHECK_FALSE(library.get("a", ds));
        CHECK_FALSE(library.get("orphan", ds));
        CHECK(messages(ds) == base + "/b.toml:1:11: error: template 'b' extends itself through a -> b -> a\n" + base +
                                  "/orphan.toml:1:11: error: no template named 'bsae'\n  hint: did you mean 'base'?\n");
    }
    SECTION("duplicate layer names, removing what is not there, a missing type") {
        dir.write("dup.toml", R"(extends = "base"
[[layer]]
name = "x"
type = "text"
box = "trim"
text = "a"
[[layer]]
name = "x"
type = "text"
[[layer]]
name = "ghost"
remove = true
[[layer]]
name = "untyped"
box = "trim"
)");
        TemplateLibrary library(dir.path());
        Diagnostics ds;
        CHECK_FALSE(library.get("dup", ds));
        CHECK(messages(ds) == base + "/dup.toml:8:8: error: duplicate layer name 'x' in template 'dup'\n" + base +
                                  "/dup.toml:12:10: error: no inherited layer named 'ghost' to remove\n" + base +
                                  "/dup.toml:13:1: error: missing required key 'type'\n");
    }
    SECTION("repeat by a field, and rows without their step") {
        dir.write("rep.toml", R"([[layer]]
name = "track"
type = "rect"
box = ["0mm", "0mm", "5mm", "5mm"]
stroke = "#000000"
repeat = "turns"
[[layer]]
name = "grid"
type = "rect"
box = ["0mm", "0mm", "5mm", "5mm"]
stroke = "#000000"
repeat = "{turns}"
per_row = 4
[[layer]]
name = "good"
type = "rect"
box = ["0mm", "0mm", "5mm", "5mm"]
stroke = "#000000"
repeat = "{turns}"
step = ["6mm", "0mm"]
per_row = 10
row_step = ["0mm", "6mm"]
)");
        TemplateLibrary library(dir.path());
        Diagnostics ds;
        CHECK_FALSE(library.get("rep", ds));
        CHECK(messages(ds) ==
              base + "/rep.toml:6:10: error: 'repeat' must be a whole number or a field such as \"{turns}\", found \"turns\"\n" +
              base + "/rep.toml:7:1: error: a repeated layer needs 'step', e.g. step = [\"0mm\", \"10mm\"]\n" +
              base + "/rep.toml:7:1: error: 'per_row' needs 'row_step', the shift from one row to the next, e.g. row_step = [\"0mm\", \"20mm\"]\n");
    }
    SECTION("a missing template file") {
        TemplateLibrary library(dir.path());
        Diagnostics ds;
        CHECK_FALSE(library.get("nope", ds));
        CHECK(messages(ds) ==
              base + "/nope.toml: error: no template named 'nope' in " + base + "\n");
        CHECK(library.missing_templates());  // an incomplete install: exit 3
    }
    SECTION(
        "a template the data names at a position (game.toml's front) is the data's error there") {
        dir.write("card.toml", k_base);
        TemplateLibrary library({{dir / "game", dir / "game"}, {dir.path(), dir.path()}});
        Diagnostics ds;
        SourcePos front{"game.toml", 6, 9};
        CHECK_FALSE(library.get("crad", ds, &front));
        CHECK(messages(ds) ==
              "game.toml:6:9: error: no template named 'crad' in the game's "
              "templates/ folder or pnpkit's templates\n  hint: did you mean 'card'?\n");
        CHECK_FALSE(library.missing_templates());
    }
}

TEST_CASE("sheet templates default to a size that fits A4 and Letter, with no bleed", "[template]") {
    TempDir dir;
    dir.write("sheet.toml", "kind = \"sheet\"\n");
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    const Template* t = library.get("sheet", ds);
    REQUIRE(t);
    CHECK(t->kind == TemplateKind::sheet);
    CHECK(t->size.width.to_mm() == Approx(190));
    CHECK(t->size.height.to_mm() == Approx(265));
    CHECK(t->bleed == Length());
    CHECK(library.ids() == std::vector<std::string>{"sheet"});
}
