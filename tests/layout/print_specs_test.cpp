#include "layout/print_specs.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "support/diagnostics.hpp"
#include "support/print_specs.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::messages;
using pnpkit::test::shipped_print_specs;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {}  // namespace

TEST_CASE("the shipped services give their published poker pictures", "[layout][print]") {
    PrintSpecs specs = shipped_print_specs();
    const auto* mpc = specs.service("mpc");
    const auto* tgc = specs.service("tgc");
    const auto* pnp = specs.service("pnpgames");
    REQUIRE(mpc);
    REQUIRE(tgc);
    REQUIRE(pnp);
    Size poker{Length::mm(63), Length::mm(88)};  // the shipped templates' size
    const ServiceCard* card = mpc->card_for(poker);
    REQUIRE(card);
    CHECK(card->name == "poker");
    CHECK(card->width_px == 822);
    CHECK(card->height_px == 1122);
    CHECK_FALSE(card->derived);
    card = tgc->card_for(poker);
    REQUIRE(card);
    CHECK(card->width_px == 825);
    CHECK(card->height_px == 1125);
    CHECK(tgc->format == PictureFormat::png);
    CHECK(pnp->format == PictureFormat::jpeg);
    for (const auto& service : specs.services) {
        INFO(service.id);
        CHECK(service.source.starts_with("http"));
        CHECK(service.dpi == 300);
        for (const auto& c : service.cards) {
            // Every picture is the card and its bleed at the service's resolution.
            CHECK(c.width_px == std::lround((c.trim.width + service.bleed * 2).to_px(service.dpi)));
            CHECK(c.height_px ==
                  std::lround((c.trim.height + service.bleed * 2).to_px(service.dpi)));
        }
    }
}

TEST_CASE("a card size matches a service's within its tolerance, the nearest first",
          "[layout][print]") {
    PrintSpecs specs = shipped_print_specs();
    const auto* tgc = specs.service("tgc");
    REQUIRE(tgc);
    CHECK(tgc->card_for({Length::mm(57), Length::mm(89)})->name == "bridge");
    CHECK(tgc->card_for({Length::mm(44), Length::mm(63)})->name == "mini");
    CHECK(tgc->card_for({Length::mm(70), Length::mm(120)})->name == "tarot");
    CHECK(tgc->card_for({Length::in(2.5), Length::in(3.5)})->name == "poker");
    CHECK(tgc->card_for({Length::mm(61), Length::mm(88)}) ==
          nullptr);  // 2.5 mm narrower than poker
    CHECK(tgc->card_for({Length::mm(18), Length::mm(18)}) == nullptr);
}

TEST_CASE("picture names fill in the card's number and id", "[layout][print]") {
    CHECK(picture_name("front-{n}", 7, 3, "goblin") == "front-007");
    CHECK(picture_name("{n}-{id}", 12, 3, "goblin") == "012-goblin");
    CHECK(picture_name("{n}-{id}-back", 1234, 4, "x") == "1234-x-back");
    CHECK(picture_name("back", 0, 0, "back") == "back");
}

TEST_CASE("the shipped machines place their marks and areas as documented", "[layout][print]") {
    PrintSpecs specs = shipped_print_specs();
    const auto* silhouette = specs.cutter("silhouette");
    const auto* cricut = specs.cutter("cricut");
    REQUIRE(silhouette);
    REQUIRE(cricut);
    CHECK(silhouette->marks == MarkStyle::silhouette);
    CHECK(silhouette->inset.to_mm() == Approx(10));
    CHECK(silhouette->square.to_mm() == Approx(5));
    CHECK(silhouette->arm.to_mm() == Approx(20));
    CHECK(cricut->marks == MarkStyle::design_space);
    CHECK(cricut->area.width.to_in() == Approx(6.75));
    CHECK(cricut->area.height.to_in() == Approx(9.25));
}

TEST_CASE("mistakes in the print data are reported at their positions", "[layout][print]") {
    TempDir dir;
    dir.write("services.toml", R"([[service]]
id = "x"
name = "X"
bleed = "3mm"
safe = "3mm"
format = "gif"
front = "card"
back = "{n}-{side}"
common_back = "back"
source = "s"
[[service.card]]
name = "poker"
size = ["2.5in", "3.5in"]
pixels = [800, 1100]
)");
    dir.write("cutters.toml", R"([[cutter]]
id = "y"
name = "Y"
marks = "laser"
max_page = ["8.5in"]
source = "s"
)");
    Diagnostics ds;
    PrintSpecs specs = load_print_specs(dir.path(), ds);
    CHECK(specs.services.empty());
    CHECK(specs.cutters.empty());
    std::string text = messages(ds);
    INFO(text);
    CHECK(text.find("services.toml:6:10: error: 'format'") != std::string::npos);
    CHECK(text.find("services.toml:7:9: error: 'front' must hold {n}") != std::string::npos);
    CHECK(
        text.find("services.toml:8:8: error: 'back' must be a file name with {n} and {id} only") !=
        std::string::npos);
    CHECK(text.find("services.toml:14:10: error: 'pixels' [800, 1100] is not the card with its "
                    "bleed at 300 dpi: [821, 1121]") != std::string::npos);
    CHECK(text.find("cutters.toml:4:9: error: 'marks'") != std::string::npos);
    CHECK(text.find("cutters.toml:5:12: error: 'max_page' must be [width, height] lengths") !=
          std::string::npos);
}
