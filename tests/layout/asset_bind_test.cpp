#include <catch2/catch.hpp>

#include "support/bind_fixture.hpp"

#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/fake_text.hpp"
#include "support/images.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::FakeTextService;
using pnpkit::test::messages;
using pnpkit::test::TempDir;

namespace {

// Decodes nothing: a file named "bad..." is corrupt; counts the files asked about.
class FakeImages : public ImageService {
public:
    std::optional<std::string> check(const std::filesystem::path& file) override {
        ++checks;
        if (file.filename().string().starts_with("bad"))
            return std::string("the PNG data is cut short or corrupt");
        return std::nullopt;
    }
    int checks = 0;
};

// The common set-up, with a game's own icon `mana` and images that FakeImages checks.
struct Fixture : test::BindFixture {
    FakeImages images;

    Fixture() {
        IconSet icons;
        REQUIRE(icons.add({"mana", dir / "icons/mana.svg"}));
        binder.use_icons(icons);
        binder.use_images(&images);
    }
};

// A card whose fields came from cards.csv, line 4: `effect` in column 9, `art` in column 20.
Record card(const std::string& id, const std::string& effect, const std::string& art = {}) {
    Record r;
    r.id = id;
    r.set("effect", effect).set("art", art);
    r.fields["effect"].pos = {"cards.csv", 4, 9};
    r.fields["art"].pos = {"cards.csv", 4, 20};
    return r;
}

}  // namespace

TEST_CASE("an unknown icon code is reported where it was written", "[bind][icons]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "cost"
type = "text"
box = "trim"
text = "Pay :Mana: then {effect}"
[[layer]]
name = "gem"
type = "icon"
box = ["0mm", "0mm", "5mm", "5mm"]
icon = "{effect}"
)");
    f.binder.bind(t, card("a", ":mana: :sheild:"));
    f.binder.bind(t, card("b", "mana"));
    Record built_in;  // a value with no file of its own: the layer is blamed
    built_in.id = "c";
    built_in.set("effect", ":hart:");
    f.binder.bind(t, built_in);
    CHECK(messages(f.ds) ==
          f.base +
              "/t.toml:1:1: error: layer 'cost' of template 't' shows an unknown icon ':Mana:'\n"
              "  hint: did you mean 'mana'?\n"
              "cards.csv:4:9: error: layer 'cost' of template 't': unknown icon ':sheild:' on "
              "card 'a'\n"
              "  hint: did you mean 'shield'?\n"
              "cards.csv:4:9: error: layer 'gem' of template 't': unknown icon ':mana: :sheild:' "
              "on card 'a'\n" +
              f.base +
              "/t.toml:1:1: error: layer 'cost' of template 't': unknown icon ':hart:' on card "
              "'c'\n"
              "  hint: did you mean 'heart'?\n" +
              f.base +
              "/t.toml:6:1: error: layer 'gem' of template 't': unknown icon ':hart:' on card "
              "'c'\n");
}

TEST_CASE("an icon layer shows a game's own icon", "[bind][icons]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "gem"
type = "icon"
box = ["0mm", "0mm", "5mm", "5mm"]
icon = "{effect}"
colour = "#aa0000"
)");
    auto drawing = f.binder.bind(t, card("a", "mana"));
    REQUIRE(drawing->items.size() == 1);
    const auto& item = std::get<IconItem>(drawing->items[0]);
    CHECK(item.icon.kind == IconKind::own);
    CHECK(item.icon.own->file == f.dir / "icons/mana.svg");
    CHECK(item.ink == Colour::rgb(0xaa, 0, 0));
    CHECK(messages(f.ds).empty());
}

TEST_CASE("a picture that cannot be decoded names the card at the value that named it",
          "[bind][image]") {
    Fixture f;
    test::write_png_file(f.dir / "art/bad-ship.png", 4, 4, Colour::black());
    test::write_png_file(f.dir / "art/ship.png", 4, 4, Colour::black());
    test::write_png_file(f.dir / "bad-frame.png", 4, 4, Colour::black());
    const Template& t = f.load(R"([[layer]]
name = "art"
type = "image"
box = "trim"
path = "{art}"
[[layer]]
name = "frame"
type = "image"
box = "trim"
path = "bad-frame.png"
)");
    for (int i = 0; i < 3; ++i) {
        f.binder.bind(t, card("fine" + std::to_string(i), "", "art/ship.png"));
        f.binder.bind(t, card("broken" + std::to_string(i), "", "art/bad-ship.png"));
    }
    CHECK(f.images.checks == 3);  // each file once, however many cards show it
    CHECK(messages(f.ds) ==
          f.base + "/t.toml:6:1: error: layer 'frame' of template 't': image 'bad-frame.png' in " +
              f.base + ": the PNG data is cut short or corrupt\n" +
              "cards.csv:4:20: error: layer 'art' of template 't': image 'art/bad-ship.png' in " +
              f.base + ": the PNG data is cut short or corrupt, on card 'broken0'\n" +
              "cards.csv:4:20: error: layer 'art' of template 't': image 'art/bad-ship.png' in " +
              f.base + ": the PNG data is cut short or corrupt, on card 'broken1'\n" +
              "cards.csv:4:20: error: layer 'art' of template 't': image 'art/bad-ship.png' in " +
              f.base + ": the PNG data is cut short or corrupt, on card 'broken2'\n");
}

TEST_CASE("an image path from a card may not leave the folder through a symbolic link",
          "[bind][image]") {
    Fixture f;
    TempDir outside;
    test::write_png_file(outside / "secret.png", 4, 4, Colour::black());
    std::filesystem::create_directories(f.dir / "art");
    std::filesystem::create_symlink(outside / "secret.png", f.dir / "art/ship.png");
    const Template& t =
        f.load("[[layer]]\nname = \"art\"\ntype = \"image\"\nbox = \"trim\"\npath = \"{art}\"\n");
    auto drawing = f.binder.bind(t, card("a", "", "art/ship.png"));
    CHECK(drawing->items.empty());
    CHECK(messages(f.ds) ==
          "cards.csv:4:20: error: layer 'art' of template 't': image 'art/ship.png' is refused: "
          "the path leads out of the folder through a symbolic link, on card 'a'\n");
    CHECK(f.images.checks == 0);
}
