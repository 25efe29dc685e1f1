#include "render/painter.hpp"

#include <cairo.h>

#include <catch2/catch.hpp>
#include <cmath>

#include "layout/page.hpp"
#include "render/fonts.hpp"
#include "render/ink_saver.hpp"
#include "render/pango_text.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using namespace pnpkit::render;

namespace {

constexpr double k_px_per_mm = 10;

struct Drawn {
    SurfacePtr surface;
    double at(int x, int y) const {  // darkness, 0 (white) to 1 (black)
        auto* data = cairo_image_surface_get_data(surface.get());
        int stride = cairo_image_surface_get_stride(surface.get());
        auto pixel = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
        double g = ((pixel >> 8) & 0xff) / 255.0;
        return 1 - g;
    }
    int size() const { return cairo_image_surface_get_width(surface.get()); }
};

// The page drawn by the painter on white, at k_px_per_mm.
Drawn draw(const Page& page, Ink ink = Ink::full) {
    FontLibrary fonts(test::source_dir() / "fonts");
    PangoTextService text(fonts);
    Painter painter(text);
    painter.set_ink(ink);
    int px = static_cast<int>(page.size.width.to_mm() * k_px_per_mm);
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, px));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    double scale = k_px_per_mm / Length::mm(1).to_pt();
    cairo_scale(cr.get(), scale, scale);
    painter.draw_page(cr.get(), page);
    cr.reset();
    cairo_surface_flush(surface.get());
    return {std::move(surface)};
}

RectItem filled(Rect box, Colour colour) {
    RectItem item;
    item.box = box;
    item.fill = colour;
    return item;
}

}  // namespace

TEST_CASE("the painter turns a page exactly as on_paper says, within 0.1 mm",
          "[render][calibration]") {
    Page page{"turned", {Length::mm(100), Length::mm(100)}, {}, 3};
    page.items.push_back(
        filled({Length::mm(80), Length::mm(20), Length::mm(2), Length::mm(2)}, Colour::black()));
    Drawn drawn = draw(page);
    double sx = 0, sy = 0, total = 0;
    for (int y = 0; y < drawn.size(); ++y) {
        for (int x = 0; x < drawn.size(); ++x) {
            double d = drawn.at(x, y);
            sx += d * (x + 0.5);
            sy += d * (y + 0.5);
            total += d;
        }
    }
    REQUIRE(total > 0);
    Point expected = on_paper(page, {Length::mm(81), Length::mm(21)});
    CHECK(std::abs(sx / total / k_px_per_mm - expected.x.to_mm()) <= 0.1);
    CHECK(std::abs(sy / total / k_px_per_mm - expected.y.to_mm()) <= 0.1);
    // A turn of 3 degrees moves this square by about 2 mm: the check above could fail.
    CHECK(std::abs(expected.y.to_mm() - 21) > 1.5);
}

TEST_CASE("the ink saver draws text black, drops a card's background and pales other fills",
          "[render][ink]") {
    auto card = std::make_shared<Drawing>();
    card->size = {Length::mm(60), Length::mm(80)};
    card->bleed = Length::mm(3);
    // A full-bleed dark background and a small coloured box.
    RectItem background = filled({Length::mm(-3), Length::mm(-3), Length::mm(66), Length::mm(86)},
                                 Colour::rgb(0x80, 0x10, 0x10));
    RectItem box = filled({Length::mm(10), Length::mm(10), Length::mm(20), Length::mm(10)},
                          Colour::rgb(0x20, 0x40, 0xa0));
    card->items = {background, box};
    Item low_background = low_ink(background, card.get());
    Item low_box = low_ink(box, card.get());
    CHECK_FALSE(std::get<RectItem>(low_background).fill);
    Colour pale = *std::get<RectItem>(low_box).fill;
    CHECK(pale.r == pale.g);
    CHECK(pale.g == pale.b);
    CHECK(pale.r >= 0xe0);
    TextItem text;
    text.style.colour = Colour::rgb(0xff, 0xee, 0xcc);
    CHECK(std::get<TextItem>(low_ink(text, card.get())).style.colour == Colour::black());

    Page page{"card", {Length::mm(100), Length::mm(100)}, {}};
    page.items.push_back(PlacedItem{card,
                                    {Length::mm(20), Length::mm(10)},
                                    {Length::mm(17), Length::mm(7), Length::mm(66), Length::mm(86)},
                                    false,
                                    "card"});
    Drawn full = draw(page, Ink::full);
    Drawn low = draw(page, Ink::low);
    // Inside the background, clear of the box: dark in full colour, white with the ink saver.
    CHECK(full.at(700, 700) > 0.5);
    CHECK(low.at(700, 700) == 0);
    // Inside the box: pale grey.
    CHECK(low.at(400, 250) > 0);
    CHECK(low.at(400, 250) < 0.15);
}

TEST_CASE("the ink saver outlines icons' solid shapes", "[render][ink]") {
    Page page{"icon", {Length::mm(100), Length::mm(100)}, {}};
    IconItem heart;
    heart.box = {Length::mm(20), Length::mm(20), Length::mm(60), Length::mm(60)};
    heart.icon.kind = IconKind::heart;
    heart.ink = Colour::rgb(0xc0, 0x10, 0x10);
    page.items.push_back(heart);
    Drawn full = draw(page, Ink::full);
    Drawn low = draw(page, Ink::low);
    // The heart's middle: solid in full colour, empty when outlined; its edge drawn in both.
    CHECK(full.at(500, 550) > 0.3);
    CHECK(low.at(500, 550) == 0);
    int edge = 0;
    for (int y = 200; y < 800; ++y) edge += low.at(500, y) > 0.5 ? 1 : 0;
    CHECK(edge > 0);
}

TEST_CASE("the preflight's colour of low-ink art is the grey the painter prints",
          "[render][ink]") {
    test::TempDir dir;
    // Solid pictures in colours of different lightness, each drawn with the ink saver.
    for (Colour colour : {Colour::rgb(0x10, 0x20, 0x80), Colour::rgb(0xd0, 0x30, 0x20),
                          Colour::rgb(0x20, 0xa0, 0x40), Colour::black()}) {
        INFO(colour.to_string());
        SurfacePtr art(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 16, 16));
        CairoPtr acr(cairo_create(art.get()));
        cairo_set_source_rgb(acr.get(), colour.red(), colour.green(), colour.blue());
        cairo_paint(acr.get());
        acr.reset();
        auto file = dir.path() / "art.png";
        REQUIRE(cairo_surface_write_to_png(art.get(), file.c_str()) == CAIRO_STATUS_SUCCESS);
        Page page{"art", {Length::mm(40), Length::mm(40)}, {}};
        ImageItem image;
        image.box = {Length::mm(5), Length::mm(5), Length::mm(30), Length::mm(30)};
        image.path = file;
        image.fit = ImageFit::stretch;
        page.items.push_back(image);
        Drawn low = draw(page, Ink::low);
        Colour expected = low_ink_art(colour);
        CHECK(expected.r == expected.g);
        CHECK(expected.r >= 0xbf);  // veiled: never darker than a quarter of the ink
        CHECK(std::abs(low.at(200, 200) - (1 - expected.green())) <= 2.0 / 255);
    }
}
