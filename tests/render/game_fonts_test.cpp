#include <catch2/catch.hpp>

#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "render/output.hpp"
#include "render/painter.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::messages;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;
namespace fs = std::filesystem;

namespace {

// A font no bundled family has (scripts/install-deps.sh installs it: fonts-dejavu-core).
const fs::path k_dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

}  // namespace

TEST_CASE("a game's own fonts are usable by family, for that game alone", "[render][fonts]") {
    REQUIRE(fs::exists(k_dejavu));
    TempDir dir;
    fs::create_directories(dir / "fonts");
    fs::copy_file(k_dejavu, dir / "fonts/Mine.ttf");  // its family is the font's, not the file's
    dir.write("fonts/broken.ttf", std::string("\0\1\0\0garbage", 11));
    FontLibrary fonts(source_dir() / "fonts");
    CHECK_FALSE(fonts.has_family("DejaVu Sans"));
    Diagnostics ds;
    fonts.use_game_fonts({dir / "fonts/Mine.ttf", dir / "fonts/broken.ttf"}, ds);
    CHECK(fonts.has_family("DejaVu Sans"));
    CHECK(fonts.has_family("Vollkorn"));
    CHECK(messages(ds) == load::display_path(dir / "fonts/broken.ttf") +
                              ":1:1: error: no font can be read from this file\n"
                              "  hint: a font is a TrueType (.ttf) or OpenType (.otf) file\n");
    fonts.use_game_fonts({}, ds);  // the next game has none
    CHECK_FALSE(fonts.has_family("DejaVu Sans"));
}

TEST_CASE("text in a game's font is laid out with it and embedded as a subset", "[render][fonts]") {
    REQUIRE(fs::exists(k_dejavu));
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    layout::TextItem item;
    item.box = {Length(), Length(), Length::mm(80), Length::mm(20)};
    item.markup = "Lantern";
    item.style.font = "DejaVu Sans";
    item.size_pt = 12;
    // Before the game's fonts are registered the family falls back: its width differs.
    double fallback = std::get<layout::TextExtents>(text.measure(item, 12)).width_pt;
    Diagnostics ds;
    fonts.use_game_fonts({k_dejavu}, ds);
    double own = std::get<layout::TextExtents>(text.measure(item, 12)).width_pt;
    CHECK(own != Approx(fallback).epsilon(0.01));
    layout::Page page{"p", {Length::mm(100), Length::mm(40)}, {item}};
    Painter painter(text);
    StringSink sink;
    PdfWriter pdf(sink, "fonts");
    pdf.add_page(page, painter);
    pdf.finish();
    const std::string& bytes = sink.bytes();
    auto name = bytes.find("+DejaVuSans");
    REQUIRE(name != std::string::npos);  // a subset: six capital letters, '+', the font's name
    CHECK(bytes.substr(name - 7, 1) == "/");
    CHECK(bytes.find("/FontFile2") != std::string::npos);  // embedded TrueType
}

TEST_CASE("a font named in markup that no font has is an error with a did-you-mean",
          "[render][fonts]") {
    TempDir dir;
    dir.write("t.toml", R"([[layer]]
name = "title"
type = "text"
box = "trim"
text = "<span font_family='Volkorn'>x</span> {rules}"
)");
    layout::TemplateLibrary library(dir.path());
    Diagnostics ds;
    const layout::Template* t = library.get("t", ds);
    REQUIRE(t);
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    layout::Binder binder(text, ds);
    layout::Record card;
    card.id = "a";
    card.set_markup(
        "rules", "<span face=\"EB Garamont\">y</span> <span font=\"Linux Biolinum O 9\">z</span>");
    card.fields["rules"].pos = {"cards.csv", 2, 5};
    binder.bind(*t, card);
    std::string base = load::display_path(dir.path());
    CHECK(messages(ds) ==
          base +
              "/t.toml:1:1: error: layer 'title' of template 't' names font 'Volkorn', which "
              "no font has\n  hint: did you mean 'Vollkorn'?\n"
              "cards.csv:2:5: error: layer 'title' of template 't': font 'EB Garamont' not found "
              "on card 'a'\n"
              "  hint: did you mean 'EB Garamond'?\n");
}
