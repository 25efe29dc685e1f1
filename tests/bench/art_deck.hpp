#pragma once

// The art benchmark's pictures: ten landscapes as SVG (a sky gradient, a sun, layered hills as
// curves, a row of trees: about sixty shapes), each also rasterised to a PNG for the art box at
// 300 dpi (626 x 295 pixels), and the floor's way of drawing them: librsvg straight onto the page.
#include <librsvg/rsvg.h>

#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"

namespace pnpkit::bench {

inline constexpr int k_art_kinds = 10;
inline constexpr double k_art_box_mm[4] = {5, 16, 53, 25};  // x, y, width, height on the card

inline std::string art_svg(int kind) {
    auto num = [](double v) {
        return std::to_string(static_cast<int>(std::lround(v * 10)) / 10.0);
    };
    std::string svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 530 250\" width=\"530\" "
        "height=\"250\">\n<defs><linearGradient id=\"sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
        "<stop offset=\"0\" stop-color=\"#" +
        std::string(kind % 2 ? "3a5f9e" : "e8a15c") +
        "\"/><stop offset=\"1\" stop-color=\"#f4e3c1\"/>"
        "</linearGradient></defs>\n<rect width=\"530\" height=\"250\" fill=\"url(#sky)\"/>\n"
        "<circle cx=\"" +
        num(80 + kind * 37) + "\" cy=\"70\" r=\"30\" fill=\"#fbe7a1\"/>\n";
    const char* greens[] = {"#5d7a3a", "#4a6630", "#3a5226", "#2b3d1c"};
    for (int layer = 0; layer < 4; ++layer) {
        double base = 140 + layer * 28;
        std::string d = "M0 250 L0 " + num(base);
        for (int x = 0; x <= 530; x += 53) {
            double h = base - 25 * std::sin((x + kind * 41 + layer * 67) / 60.0);
            d += " Q" + num(x + 26) + " " + num(h - 18) + " " + num(x + 53) + " " + num(h);
        }
        svg += "<path d=\"" + d + " L530 250 Z\" fill=\"" + greens[layer] + "\"/>\n";
    }
    for (int t = 0; t < 40; ++t) {
        double x = 10 + t * 13.1, y = 205 + 18 * std::sin(t * 1.7 + kind);
        svg += "<path d=\"M" + num(x) + " " + num(y) + " l6 -22 l6 22 z\" fill=\"#1f2d14\"/>\n";
    }
    return svg + "</svg>\n";
}

// Writes art/k0.svg ... and, when `png`, art/k0.png ... rasterised by librsvg.
inline void write_art(const std::filesystem::path& game, bool png) {
    for (int k = 0; k < k_art_kinds; ++k) {
        std::string svg = art_svg(k);
        std::string name = "art/k" + std::to_string(k);
        write_file_atomically(game / (name + ".svg"), svg);
        if (!png) continue;
        RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()),
                                                       svg.size(), nullptr);
        cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 626, 295);
        cairo_t* cr = cairo_create(surface);
        RsvgRectangle viewport{0, 0, 626, 295};
        rsvg_handle_render_document(handle, cr, &viewport, nullptr);
        cairo_destroy(cr);
        cairo_surface_write_to_png(surface, (game / (name + ".png")).c_str());
        cairo_surface_destroy(surface);
        g_object_unref(handle);
    }
}

// The floor's art: each SVG parsed once, drawn with librsvg onto every card that shows it.
class FloorArt {
public:
    explicit FloorArt(const std::filesystem::path& game) {
        for (int k = 0; k < k_art_kinds; ++k) {
            std::string svg = read_file(game / ("art/k" + std::to_string(k) + ".svg"));
            m_handles.push_back(rsvg_handle_new_from_data(
                reinterpret_cast<const guint8*>(svg.data()), svg.size(), nullptr));
        }
    }
    ~FloorArt() {
        for (RsvgHandle* h : m_handles) g_object_unref(h);
    }
    FloorArt(const FloorArt&) = delete;
    FloorArt& operator=(const FloorArt&) = delete;

    void draw(cairo_t* cr, int card, double x, double y) const {
        const double mm = 72 / 25.4;
        RsvgRectangle box{x + k_art_box_mm[0] * mm, y + k_art_box_mm[1] * mm, k_art_box_mm[2] * mm,
                          k_art_box_mm[3] * mm};
        cairo_save(cr);
        cairo_rectangle(cr, box.x, box.y, box.width, box.height);
        cairo_clip(cr);
        rsvg_handle_render_document(m_handles[static_cast<std::size_t>(card % k_art_kinds)], cr,
                                    &box, nullptr);
        cairo_restore(cr);
    }

private:
    std::vector<RsvgHandle*> m_handles;
};

}  // namespace pnpkit::bench
