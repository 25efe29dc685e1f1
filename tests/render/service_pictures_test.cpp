#include <catch2/catch.hpp>

#include "core/atomic_file.hpp"
#include "load/toml_file.hpp"
#include "render/pipeline.hpp"
#include "render/service_picture.hpp"
#include "support/diagnostics.hpp"
#include "support/fixture_deck.hpp"
#include "support/picture.hpp"
#include "support/print_specs.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using namespace pnpkit::render;
using pnpkit::test::messages;
using pnpkit::test::Picture;
using pnpkit::test::shipped_service;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

std::filesystem::path templates() {
    return source_dir() / "tests" / "fixtures" / "templates";
}

// A poker card whose bleed is red and whose trim box is blue.
Drawing two_tone(Length bleed) {
    Drawing d;
    d.size = {Length::mm(63), Length::mm(88)};
    d.bleed = bleed;
    RectItem outside;
    outside.box = d.bleed_box();
    outside.fill = Colour::rgb(0xff, 0, 0);
    RectItem inside;
    inside.box = {Length(), Length(), d.size.width, d.size.height};
    inside.fill = Colour::rgb(0, 0, 0xff);
    d.items = {outside, inside};
    return d;
}

constexpr std::array<int, 4> k_red{255, 0, 0, 255};
constexpr std::array<int, 4> k_blue{0, 0, 255, 255};

}  // namespace

TEST_CASE(
    "a service's picture puts the card's cut line on the service's, bleed repeated to the edge",
    "[render][service]") {
    PrintService tgc = shipped_service("tgc");
    const ServiceCard* poker = tgc.card_for({Length::mm(63), Length::mm(88)});
    REQUIRE(poker);
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    Painter painter(text);
    for (double bleed_mm : {2.0, 0.0, 5.0}) {
        INFO("template bleed " << bleed_mm << " mm");
        Drawing card = two_tone(Length::mm(bleed_mm));
        StringSink sink;
        write_service_picture(sink, card, tgc, *poker, painter);
        CHECK(test::png_header(sink.bytes()).colour_type == 2);
        CHECK(test::png_dpi(sink.bytes()) == 300);
        Picture picture(sink.bytes());
        REQUIRE(picture.width() == 825);
        REQUIRE(picture.height() == 1125);
        // The cut line is 37.5 px in from each edge (1/8 in at 300 dpi).
        int middle = 560;
        CHECK(picture.at(36, middle) == (bleed_mm > 0 ? k_red : k_blue));
        CHECK(picture.at(38, middle) == k_blue);
        CHECK(picture.at(786, middle) == k_blue);
        CHECK(picture.at(788, middle) == (bleed_mm > 0 ? k_red : k_blue));
        CHECK(picture.at(412, 36) == (bleed_mm > 0 ? k_red : k_blue));
        CHECK(picture.at(412, 38) == k_blue);
        CHECK(picture.at(412, 1086) == k_blue);
        CHECK(picture.at(412, 1088) == (bleed_mm > 0 ? k_red : k_blue));
        for (const auto& p : picture.border()) REQUIRE(p == (bleed_mm > 0 ? k_red : k_blue));
    }
}

TEST_CASE("a JPEG service's pictures carry their density", "[render][service]") {
    PrintService pnp = shipped_service("pnpgames");
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    Painter painter(text);
    Drawing card = two_tone(Length::mm(2));
    StringSink sink;
    write_service_picture(sink, card, pnp, *pnp.card_for(card.size), painter);
    CHECK(test::jfif_density(sink.bytes()) == std::array<int, 3>{1, 300, 300});
}

TEST_CASE(
    "render --for writes a picture per printed card and one common back, named as the service "
    "wants",
    "[render][service]") {
    TempDir dir;
    Diagnostics ds;
    Renderer renderer(templates(), source_dir() / "fonts", ds);
    RenderSettings settings;
    settings.pdf = false;
    settings.service = shipped_service("tgc");
    auto deck = test::fixture_deck(3);
    deck.cards[1].copies = 2;
    auto written = renderer.render(deck, "Test", dir.path(), settings);
    INFO(messages(ds));
    REQUIRE_FALSE(ds.has_errors());
    REQUIRE(written.size() == 1);
    CHECK(written[0].path == dir / "test-tgc");
    CHECK(written[0].summary ==
          "5 pictures for The Game Crafter: poker, 825 x 1125 px at 300 dpi, PNG, the template's "
          "2mm of bleed "
          "extended to 3.18mm by repeating its edge");
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir / "test-tgc")) {
        names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"001-card0.png", "002-card1.png", "003-card1.png",
                                            "004-card2.png", "back.png"});
    std::string front = read_file(dir / "test-tgc" / "001-card0.png");
    CHECK(test::png_dpi(front) == 300);
    Picture picture(front);
    CHECK(picture.width() == 825);
    for (const auto& p : picture.border()) REQUIRE(p[3] == 255);
}

TEST_CASE("render --for refuses a deck whose cards the service does not make, writing nothing",
          "[render][service]") {
    TempDir dir;
    dir.write("templates/chit.toml", "size = [\"18mm\", \"18mm\"]\nbleed = \"1mm\"\n");
    Diagnostics ds;
    Renderer renderer(dir / "templates", source_dir() / "fonts", ds);
    RenderSettings settings;
    settings.service = shipped_service("mpc");
    layout::DeckComponent deck;
    deck.id = "chits";
    Record record;
    record.id = "a";
    deck.cards.push_back({Face{"chit", record}, std::nullopt, 1});
    auto written = renderer.render(deck, "Test", dir / "out", settings);
    CHECK(written.empty());
    CHECK_FALSE(std::filesystem::exists(dir / "out"));
    std::string base = load::display_path(dir / "templates");
    CHECK(messages(ds) ==
          base +
              "/chit.toml:1:1: error: deck 'chits' has cards of 18mm x 18mm (template 'chit'), but "
              "MakePlayingCards makes poker 63.5mm x 88.9mm, bridge 57.15mm x 88.9mm, mini 44.45mm "
              "x 63.5mm, tarot 69.85mm x 120.65mm (within 1mm)\n  hint: give the template one of "
              "these sizes, or leave the deck out with --only\n");
}
