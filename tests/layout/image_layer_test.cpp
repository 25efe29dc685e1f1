#include <catch2/catch.hpp>

#include "core/image_file.hpp"
#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/fake_text.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::FakeTextService;
using pnpkit::test::messages;
using pnpkit::test::TempDir;

namespace {

// A PNG signature and header claiming `width` x `height` pixels: all that is read before decoding.
std::string png_header(std::uint32_t width, std::uint32_t height) {
    std::string bytes = "\x89PNG\r\n\x1a\n";
    bytes += std::string("\0\0\0\x0dIHDR", 8);
    for (std::uint32_t v : {width, height}) {
        for (int shift = 24; shift >= 0; shift -= 8)
            bytes += static_cast<char>((v >> shift) & 0xff);
    }
    return bytes + std::string("\x08\x06\0\0\0", 5);
}

std::string image_layer(const std::string& path, const std::string& name = "art") {
    return "[[layer]]\nname = \"" + name + "\"\ntype = \"image\"\nbox = \"trim\"\npath = \"" +
           path + "\"\n";
}

}  // namespace

TEST_CASE(
    "issue 9: an image path that is absolute or climbs out with '..' is refused at its position",
    "[template][image]") {
    TempDir dir;
    dir.write("templates/inside.png", png_header(10, 10));
    dir.write("secret.png", png_header(10, 10));
    dir.write("templates/t.toml", image_layer("/etc/secret.png") +
                                      image_layer("../secret.png", "b") +
                                      image_layer("sub/../../secret.png", "c"));
    TemplateLibrary library(dir / "templates");
    Diagnostics ds;
    CHECK_FALSE(library.get("t", ds));
    std::string base = load::display_path(dir / "templates");
    CHECK(messages(ds) == base +
                              "/t.toml:5:8: error: image '/etc/secret.png' is refused: the path is "
                              "absolute; give it relative to the folder\n"
                              "  hint: image paths stay inside " +
                              base + "\n" + base +
                              "/t.toml:10:8: error: image '../secret.png' is refused: the path "
                              "leaves the folder with '..'\n"
                              "  hint: image paths stay inside " +
                              base + "\n" + base +
                              "/t.toml:15:8: error: image 'sub/../../secret.png' is refused: the "
                              "path leaves the folder with '..'\n"
                              "  hint: image paths stay inside " +
                              base + "\n");
}

TEST_CASE("issue 9: an image larger than the pixel limits is refused before it is decoded",
          "[template][image]") {
    TempDir dir;
    dir.write("huge.png", png_header(20000, 20000));
    dir.write("wide.png", png_header(8193, 10));
    dir.write("many.png", png_header(8000, 8000));
    dir.write("fine.png", png_header(8192, 2048));
    CHECK(std::get<std::string>(check_image(dir / "huge.png")) ==
          "too large: 20000 x 20000 pixels, the most is 8192 a side and 16 million in all");
    CHECK(std::holds_alternative<std::string>(check_image(dir / "wide.png")));
    CHECK(std::holds_alternative<std::string>(check_image(dir / "many.png")));
    auto fine = check_image(dir / "fine.png");
    REQUIRE(std::holds_alternative<ImageHeader>(fine));
    CHECK(std::get<ImageHeader>(fine).size.width == 8192);
    dir.write("t.toml", image_layer("huge.png"));
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    CHECK_FALSE(library.get("t", ds));
    std::string base = load::display_path(dir.path());
    CHECK(messages(ds) ==
          base + "/t.toml:5:8: error: image 'huge.png' in " + base +
              ": too large: 20000 x 20000 pixels, the most is 8192 a side and 16 million in all\n");
}

TEST_CASE("an image layer takes its path from the card's fields, confined and checked per card",
          "[bind][image]") {
    TempDir dir;
    dir.write("art/ember.png", png_header(30, 40));
    dir.write("t.toml", image_layer("art/{id}.png") + image_layer("{picture}", "pic"));
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    const Template* t = library.get("t", ds);
    REQUIRE(t);
    FakeTextService text;
    Binder binder(text, ds);
    Record ember;
    ember.id = "ember";
    ember.set("picture", "art/ember.png");
    auto drawing = binder.bind(*t, ember);
    REQUIRE(drawing->items.size() == 2);
    CHECK(std::get<ImageItem>(drawing->items[0]).path == dir / "art/ember.png");
    CHECK(messages(ds).empty());

    Record ash;
    ash.id = "ash";
    ash.set("picture", "../../etc/passwd.png");
    drawing = binder.bind(*t, ash);
    CHECK(drawing->items.empty());
    std::string base = load::display_path(dir.path());
    CHECK(messages(ds) ==
          base + "/t.toml:1:1: error: layer 'art' of template 't': image 'art/ash.png' in " + base +
              ": not found, on card 'ash'\n" + base +
              "/t.toml:6:1: error: layer 'pic' of template 't': image '../../etc/passwd.png' is "
              "refused: the path leaves the folder with '..', on card 'ash'\n");
}

TEST_CASE(
    "templates are looked up in the game's folder first; their images are relative to the game",
    "[template][image]") {
    TempDir dir;
    dir.write("project/card.toml", "size = \"mini\"\n");
    dir.write("project/base.toml", "size = \"tarot\"\nbackground = \"#112233\"\n");
    dir.write("game/templates/card.toml", "extends = \"base\"\n" + image_layer("art/logo.png"));
    dir.write("game/art/logo.png", png_header(5, 5));
    TemplateLibrary library(
        {{dir / "game/templates", dir / "game"}, {dir / "project", dir / "project"}});
    Diagnostics ds;
    const Template* t = library.get("card", ds);
    REQUIRE(t);
    CHECK(messages(ds).empty());
    CHECK(t->size.width.to_mm() == Approx(70));  // the game's card, extending the project's base
    REQUIRE(t->layers.size() == 1);
    CHECK(std::get<ImageLayer>(t->layers[0].spec).file == dir / "game/art/logo.png");
    CHECK(library.ids() == std::vector<std::string>{"base", "card"});
    CHECK_FALSE(library.get("crad", ds));
    CHECK(messages(ds) ==
          load::display_path(dir / "game/templates/crad.toml") +
              ": error: no template named 'crad' in " + load::display_path(dir / "game/templates") +
              " or " + load::display_path(dir / "project") + "\n  hint: did you mean 'card'?\n");
}
