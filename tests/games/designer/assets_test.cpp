#include <catch2/catch.hpp>

#include "games/designer/components.hpp"
#include "games/designer/fixture.hpp"
#include "support/images.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::deck_game;
using pnpkit::test::DesignerFixture;
using pnpkit::test::TempDir;
namespace fs = std::filesystem;

namespace {

const std::string k_fields =
    "effect = \"text\"\nrules = \"markup\"\nsymbol = \"icon\"\nart = \"image\"\n";

}  // namespace

TEST_CASE(
    "a card's text and icons may name the game's own icons; unknown ones are errors at the cell",
    "[designer][icons]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields));
    f.dir.write("icons/mana.svg", test::svg_text(10, 10, "<circle cx='5' cy='5' r='5'/>"));
    f.dir.write("cards.csv",
                "id,effect,rules,symbol,art\n"
                "a,Pay :mana: twice,<b>Gain</b> :die5:,mana,\n"
                "b,Pay :manna:,:Shield: <i>up</i>,Mana,\n"
                "c,At 10:30: rest,Note: none,heart,\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:3:3: error: 'effect' shows an unknown icon ':manna:'\n"
              "  hint: did you mean 'mana'?\n" +
              f.base +
              "/cards.csv:3:15: error: 'rules' shows an unknown icon ':Shield:'\n"
              "  hint: did you mean 'shield'?\n" +
              f.base +
              "/cards.csv:3:34: error: 'symbol' must be an icon name such as 'die5', 'heart' "
              "or 'domino-2-5', found 'Mana'\n  hint: did you mean 'mana'?\n");
    CHECK(data->components.at(0).records.size() == 2);
    CHECK(data->icons.find("mana"));
}

TEST_CASE("without an icons folder an unknown code says where icons come from",
          "[designer][icons]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields));
    f.dir.write("cards.toml", "[[card]]\nid = \"a\"\neffect = \"Pay :mana:\"\n");
    f.dir.write("game.toml", deck_game(k_fields, {}, "cards.toml"));
    REQUIRE(f.load());
    CHECK(f.messages() ==
          f.base +
              "/cards.toml:3:10: error: 'effect' shows an unknown icon ':mana:'\n"
              "  hint: an icon is built in (pnpkit's templates/README.md lists them) or is a "
              "file of the game's icons/ folder, icons/mana.svg or .png\n");
}

TEST_CASE("image fields take PNG, JPEG and SVG files inside the game's folder",
          "[designer][image]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields));
    test::write_png_file(f.dir / "art/a.png", 4, 4, Colour::black());
    f.dir.write("art/b.jpg", test::jpeg_bytes(4, 4, test::JpegKind::rgb,
                                              [](int, int) { return Colour::black(); }));
    f.dir.write("art/c.svg", test::svg_text(4, 4, ""));
    f.dir.write("art/d.jpg", test::svg_text(4, 4, ""));
    TempDir outside;
    test::write_png_file(outside / "e.png", 4, 4, Colour::black());
    fs::create_symlink(outside / "e.png", f.dir / "art/e.png");
    f.dir.write("cards.csv",
                "id,art\na,art/a.png\nb,art/b.jpg\nc,art/c.svg\nd,art/d.jpg\ne,art/e.png\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(
        f.messages() ==
        f.base + "/cards.csv:5:3: error: 'art': image 'art/d.jpg' in " + f.base +
            ": not a JPEG file: it holds an SVG image (name it .svg)\n" + f.base +
            "/cards.csv:6:3: error: 'art': image 'art/e.png' is refused: the path leads out of the "
            "folder through a symbolic link\n  hint: image paths stay inside " +
            f.base + "\n");
    CHECK(data->components.at(0).records.size() == 3);
}

TEST_CASE("a cards file may not leave the game's folder through a symbolic link", "[designer]") {
    DesignerFixture f;
    TempDir outside;
    outside.write("cards.csv", "id\na\n");
    fs::create_symlink(outside / "cards.csv", f.dir / "cards.csv");
    f.dir.write("game.toml", deck_game("name = \"text\"\n"));
    REQUIRE(f.load());
    CHECK(f.messages() ==
          f.base +
              "/game.toml:5:9: error: 'cards.csv' is refused: the path leads out of the folder "
              "through a symbolic link\n  hint: files stay inside " +
              f.base + "\n");
}

TEST_CASE("a card's fields keep where they were written, for the checks made when drawing",
          "[designer]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields));
    f.dir.write("cards.csv", "id,effect,rules,symbol,art\na,Go,,heart,\n");
    auto data = f.load();
    REQUIRE(data);
    auto components = make_components(std::make_shared<const DesignerData>(std::move(*data)));
    const auto& deck = std::get<layout::DeckComponent>(components.at(0));
    auto card = deck.card(0);
    const layout::Record& front = card->front.record;
    CHECK(front.find("effect")->pos.to_string() == f.base + "/cards.csv:2:3");
    CHECK(front.find("id")->pos.to_string() == f.base + "/cards.csv:2:1");
    CHECK(front.find("rules")->pos.to_string() == f.base + "/cards.csv:2:6");  // an empty cell
    // A value not written at all (the default) is placed at its record.
    CHECK(front.find("count")->pos.to_string() == f.base + "/cards.csv:2:1");
}
