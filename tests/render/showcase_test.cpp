// `pnpkit render --format showcase`: the chosen cards fanned as a hand in one PNG, through the
// command line, and the fan's geometry.
#include <cairo.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "cli/app.hpp"
#include "render/output.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

namespace {

// A designer's game of four cards, each a card-sized rectangle of its own colour.
void write_colour_game(const test::TempDir& dir) {
    dir.write("inks/game.toml", R"toml(title = "Inks"
[[deck]]
id = "cards"
front = "card"
cards = "cards.csv"
[deck.fields]
ink = { type = "text", required = true }
)toml");
    dir.write("inks/cards.csv",
              "id,ink\nred,#ff0000\ngreen,#00ff00\nblue,#0000ff\nblack,#000000\n");
    dir.write("inks/templates/card.toml", R"toml(size = "poker"
[[layer]]
name = "paint"
type = "rect"
box = "trim"
fill = "{ink}"
)toml");
}

struct Pixel {
    int r, g, b, a;
};

// The pixel of a PNG file at (x, y), unpremultiplied enough for full-alpha tests.
Pixel pixel_at(cairo_surface_t* surface, double x, double y) {
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const auto* p = reinterpret_cast<const uint32_t*>(data + static_cast<int>(y) * stride) +
                    static_cast<int>(x);
    return {static_cast<int>((*p >> 16) & 255), static_cast<int>((*p >> 8) & 255),
            static_cast<int>(*p & 255), static_cast<int>(*p >> 24)};
}

}  // namespace

TEST_CASE("a hand fans out symmetrically about its middle card, every corner in the picture",
          "[showcase]") {
    Size poker{Length::mm(63), Length::mm(88)};
    for (int n : {1, 2, 5, 12}) {
        auto fan = render::plan_showcase(n, poker, 72);
        REQUIRE(static_cast<int>(fan.cards.size()) == n);
        for (int i = 0; i < n; ++i) {
            const auto& card = fan.cards[static_cast<std::size_t>(i)];
            const auto& mirror = fan.cards[static_cast<std::size_t>(n - 1 - i)];
            CHECK(card.angle == Approx(-mirror.angle).margin(1e-9));
            if (i > 0) CHECK(card.angle > fan.cards[static_cast<std::size_t>(i - 1)].angle);
            // The card's centre lies inside the picture.
            double x = (fan.origin.x + card.centre.x) * fan.scale;
            double y = (fan.origin.y + card.centre.y) * fan.scale;
            CHECK((x > 0 && x < fan.width_px && y > 0 && y < fan.height_px));
        }
        // At most 80 degrees from the first card to the last.
        CHECK(fan.cards.back().angle - fan.cards.front().angle <= 80 * M_PI / 180 + 1e-9);
    }
    // Wider hands make wider pictures; the resolution scales the picture.
    CHECK(render::plan_showcase(5, poker, 72).width_px >
          render::plan_showcase(3, poker, 72).width_px);
    auto low = render::plan_showcase(5, poker, 72);
    auto high = render::plan_showcase(5, poker, 144);
    CHECK(std::abs(high.width_px - 2 * low.width_px) <= 2);
    // Never above 4096 pixels a side.
    auto huge = render::plan_showcase(5, poker, 1200);
    CHECK(huge.width_px <= 4096);
    CHECK(huge.height_px <= 4096);
}

TEST_CASE("render --format showcase fans the named cards, in order, on a transparent ground",
          "[showcase]") {
    test::TempDir dir;
    write_colour_game(dir);
    std::ostringstream out, err;
    int code = cli::run({"render", (dir / "inks").string(), "--format", "showcase", "--cards",
                         "blue,red,black", "--dpi", "72"},
                        out, err);
    INFO(out.str() << err.str());
    REQUIRE(code == 0);
    fs::path png = dir / "inks/output/cards-showcase.png";
    REQUIRE(fs::exists(png));
    cairo_surface_t* surface = cairo_image_surface_create_from_png(png.c_str());
    REQUIRE(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
    auto fan = render::plan_showcase(3, {Length::mm(63), Length::mm(88)}, 72);
    CHECK(cairo_image_surface_get_width(surface) == fan.width_px);
    CHECK(cairo_image_surface_get_height(surface) == fan.height_px);
    // Each card's colour a little left of its centre (the next card covers its right side).
    const Pixel expected[] = {{0, 0, 255, 255}, {255, 0, 0, 255}, {0, 0, 0, 255}};
    for (std::size_t i = 0; i < 3; ++i) {
        const auto& card = fan.cards[i];
        double x = (fan.origin.x + card.centre.x - 20 * std::cos(card.angle)) * fan.scale;
        double y = (fan.origin.y + card.centre.y - 20 * std::sin(card.angle)) * fan.scale;
        Pixel p = pixel_at(surface, x, y);
        INFO("card " << i << " at " << x << "," << y);
        CHECK(p.r == expected[i].r);
        CHECK(p.g == expected[i].g);
        CHECK(p.b == expected[i].b);
        CHECK(p.a == 255);
    }
    // The top corners are background: transparent.
    CHECK(pixel_at(surface, 1, 1).a == 0);
    CHECK(pixel_at(surface, fan.width_px - 2, 1).a == 0);
    cairo_surface_destroy(surface);
    CHECK(out.str().find("3 cards fanned") != std::string::npos);
}

TEST_CASE("render --cards with a card no deck has is a usage error with did-you-mean",
          "[showcase]") {
    test::TempDir dir;
    write_colour_game(dir);
    std::ostringstream out, err;
    int code =
        cli::run({"render", (dir / "inks").string(), "--format", "showcase", "--cards", "red,bleu"},
                 out, err);
    CHECK(code == 2);
    CHECK(err.str().find("--cards: no card 'bleu' in the decks to render") != std::string::npos);
    CHECK(err.str().find("did you mean 'blue'?") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "inks/output/cards-showcase.png"));
}
