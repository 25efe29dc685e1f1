#pragma once

#include <cairo.h>
#include <glib-object.h>
#include <pango/pango.h>

#include <memory>

#include "core/colour.hpp"

// RAII owners for Cairo, Pango and GLib objects; only render/ includes this.
namespace pnpkit::render {

struct CairoDeleter {
    void operator()(cairo_t* p) const { cairo_destroy(p); }
    void operator()(cairo_surface_t* p) const { cairo_surface_destroy(p); }
    void operator()(cairo_pattern_t* p) const { cairo_pattern_destroy(p); }
    void operator()(cairo_font_options_t* p) const { cairo_font_options_destroy(p); }
};

struct GObjectDeleter {
    void operator()(gpointer p) const { g_object_unref(p); }
};

struct PangoDeleter {
    void operator()(PangoFontDescription* p) const { pango_font_description_free(p); }
    void operator()(PangoAttrList* p) const { pango_attr_list_unref(p); }
};

using CairoPtr = std::unique_ptr<cairo_t, CairoDeleter>;
using SurfacePtr = std::unique_ptr<cairo_surface_t, CairoDeleter>;
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, CairoDeleter>;
template <typename T>
using GPtr = std::unique_ptr<T, GObjectDeleter>;
using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, PangoDeleter>;
using AttrListPtr = std::unique_ptr<PangoAttrList, PangoDeleter>;

// Adds a rectangle with corners rounded to radius r (clamped to half the shorter side) to the path.
void rounded_rectangle(cairo_t* cr, double x, double y, double w, double h, double r);

inline void set_colour(cairo_t* cr, const Colour& c) {
    if (c.a == 255) {
        cairo_set_source_rgb(cr, c.red(), c.green(), c.blue());
    } else {
        cairo_set_source_rgba(cr, c.red(), c.green(), c.blue(), c.alpha());
    }
}

}  // namespace pnpkit::render
