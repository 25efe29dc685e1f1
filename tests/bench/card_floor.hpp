#pragma once

// The floor of the render benchmarks: the fixture deck's cards (support/fixture_deck.hpp) drawn
// with plain Cairo and Pango calls into a PDF, nine to a page, positions worked out by hand, icons
// drawn by the same vector code, no templates, no fitting, no imposition model.
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <cstdio>
#include <functional>
#include <string>

#include "layout/icon_spec.hpp"
#include "render/cairo_util.hpp"
#include "render/fonts.hpp"
#include "render/icons.hpp"
#include "render/pango_text.hpp"
#include "support/fixture_deck.hpp"

namespace pnpkit::bench {

inline void show_markup(cairo_t* cr, PangoLayout* layout, const std::string& markup, double x,
                        double y) {
    pango_layout_set_markup(layout, markup.c_str(), -1);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

// What a floor draws on card `i` besides the fixture's text and icons, given the card's trim
// top-left corner in points (the art benchmark's pictures).
using CardExtra = std::function<void(cairo_t* cr, int i, double x, double y)>;

// Draws `cards` fixture cards, each made as it is drawn; the PDF goes to the file `path` when
// given, else it is only counted. Returns the PDF's size in bytes.
inline std::size_t run_floor(int cards, const std::string& source_dir, const std::string& path = {},
                             const CardExtra& extra = {}) {
    using namespace layout;
    render::FontLibrary fonts(source_dir + "/fonts");
    render::PangoTextService service(fonts);  // for the same font setup and the inline icon shapes
    struct Sink {
        std::size_t size = 0;
        std::FILE* file = nullptr;
    } sink;
    if (!path.empty()) sink.file = std::fopen(path.c_str(), "wb");
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(
        [](void* closure, const unsigned char* data, unsigned int length) {
            auto* s = static_cast<Sink*>(closure);
            s->size += length;
            if (s->file && std::fwrite(data, 1, length, s->file) != length)
                return CAIRO_STATUS_WRITE_ERROR;
            return CAIRO_STATUS_SUCCESS;
        },
        &sink, 595.28, 841.89);
    cairo_t* cr = cairo_create(surface);
    PangoContext* context = pango_font_map_create_context(fonts.font_map());
    pango_cairo_context_set_resolution(context, 72);
    const double mm = 72 / 25.4;
    for (int i = 0; i < cards; ++i) {
        int slot = i % 9;
        double x0 = (10.5 + (slot % 3) * 63) * mm, y0 = (16.5 + (slot / 3) * 88) * mm;
        const Record r = test::fixture_record(i);
        cairo_save(cr);
        cairo_rectangle(cr, x0 - 2 * mm, y0 - 2 * mm, 67 * mm, 92 * mm);
        cairo_clip(cr);
        cairo_set_source_rgb(cr, 0.95, 0.92, 0.84);
        cairo_paint(cr);
        // The template's frame has 2 mm round corners: the same path as pnpkit's.
        render::rounded_rectangle(cr, x0 + 3 * mm, y0 + 3 * mm, 57 * mm, 82 * mm, 2 * mm);
        cairo_set_source_rgb(cr, 0.48, 0.36, 0.23);
        cairo_set_line_width(cr, 0.8);
        cairo_stroke(cr);
        if (extra) extra(cr, i, x0, y0);
        cairo_set_source_rgb(cr, 0.17, 0.13, 0.09);
        PangoLayout* layout = pango_layout_new(context);
        PangoFontDescription* font = pango_font_description_from_string("Vollkorn Bold 15");
        pango_layout_set_font_description(layout, font);
        pango_layout_set_width(layout, static_cast<int>(53 * mm * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
        show_markup(cr, layout, r.find("name")->text, x0 + 5 * mm, y0 + 6 * mm);
        render::draw_icon(cr, *parse_icon("die" + r.find("value")->text), x0 + 21.5 * mm,
                          y0 + 18 * mm, 20 * mm, 20 * mm, Colour::black(), std::nullopt);
        pango_font_description_free(font);
        font = pango_font_description_from_string("Vollkorn 10");
        pango_layout_set_font_description(layout, font);
        pango_layout_set_width(layout, static_cast<int>(51 * mm * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT);
        // The body's icons are drawn as the same inline shapes by the same service.
        TextItem body;
        body.box = {Length(), Length(), Length::mm(51), Length::mm(30)};
        body.markup = r.find("body")->text;
        body.size_pt = 10;
        auto prepared = service.prepared(body);
        cairo_move_to(cr, x0 + 6 * mm, y0 + 42 * mm);
        pango_cairo_show_layout(cr, prepared->layout.get());
        if (const Field* flavour = r.find("flavour")) {
            pango_font_description_free(font);
            font = pango_font_description_from_string("Vollkorn Italic 8");
            pango_layout_set_font_description(layout, font);
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
            show_markup(cr, layout, flavour->text, x0 + 6 * mm, y0 + 75 * mm);
        }
        pango_font_description_free(font);
        g_object_unref(layout);
        cairo_restore(cr);
        if (slot == 8 || i == cards - 1) cairo_show_page(cr);
    }
    g_object_unref(context);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    if (sink.file) std::fclose(sink.file);
    return sink.size;
}

}  // namespace pnpkit::bench
