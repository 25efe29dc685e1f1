#include "render/painter.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/error.hpp"
#include "render/icons.hpp"

namespace pnpkit::render {

using namespace layout;

namespace {

void path_rect(cairo_t* cr, const Rect& r, Length radius) {
    rounded_rectangle(cr, r.x.to_pt(), r.y.to_pt(), r.width.to_pt(), r.height.to_pt(),
                      radius.to_pt());
}

void set_dash(cairo_t* cr, Length dash) {
    if (dash > Length()) {
        double d = dash.to_pt();
        cairo_set_dash(cr, &d, 1, 0);
    } else {
        cairo_set_dash(cr, nullptr, 0, 0);
    }
}

// Strokes the current path in a line item's colour, width and dash.
void stroke_as(cairo_t* cr, const LineItem& style) {
    set_colour(cr, style.colour);
    cairo_set_line_width(cr, style.width.to_pt());
    set_dash(cr, style.dash);
    cairo_stroke(cr);
    set_dash(cr, Length());
}

bool same_stroke(const LineItem& a, const LineItem& b) {
    return a.colour == b.colour && a.width == b.width && a.dash == b.dash;
}

}  // namespace

void Painter::draw_page(cairo_t* cr, const Page& page) {
    if (page.turn_deg != 0) {
        // The turn of layout::on_paper: about the page's centre, clockwise as the page is seen.
        cairo_save(cr);
        double cx = page.size.width.to_pt() / 2, cy = page.size.height.to_pt() / 2;
        cairo_translate(cr, cx, cy);
        cairo_rotate(cr, page.turn_deg * std::numbers::pi / 180);
        cairo_translate(cr, -cx, -cy);
    }
    // A run of lines stroked alike (a page's crop marks) is one path, stroked once: far fewer
    // drawing operations for the PDF surface to go through.
    const auto& items = page.items;
    for (std::size_t i = 0; i < items.size();) {
        const auto* first = std::get_if<LineItem>(&items[i]);
        if (!first || m_layers == Layers::text) {
            draw_item(cr, items[i++]);
            continue;
        }
        for (; i < items.size(); ++i) {
            const auto* line = std::get_if<LineItem>(&items[i]);
            if (!line || !same_stroke(*line, *first)) break;
            cairo_move_to(cr, line->from.x.to_pt(), line->from.y.to_pt());
            cairo_line_to(cr, line->to.x.to_pt(), line->to.y.to_pt());
        }
        stroke_as(cr, *first);
    }
    if (page.turn_deg != 0) cairo_restore(cr);
}

void Painter::draw_drawing(cairo_t* cr, const Drawing& drawing) {
    const Drawing* outer = m_within;
    m_within = &drawing;
    for (const auto& item : drawing.items) draw_item(cr, item);
    m_within = outer;
}

void Painter::draw_item(cairo_t* cr, const Item& item) {
    if (m_layers != Layers::all && !std::holds_alternative<PlacedItem>(item) &&
        std::holds_alternative<TextItem>(item) != (m_layers == Layers::text))
        return;
    if (prints_as_is(item, m_ink)) {
        draw_item_as_is(cr, item);
    } else {
        draw_item_as_is(cr, low_ink(item, m_within));
    }
}

void Painter::draw_item_as_is(cairo_t* cr, const Item& item) {
    double opacity = std::visit(
        [](const auto& it) {
            if constexpr (std::is_same_v<std::decay_t<decltype(it)>, PlacedItem>) {
                return 1.0;
            } else {
                return it.opacity;
            }
        },
        item);
    if (opacity <= 0) return;
    // A see-through item is drawn whole, then painted at its opacity: overlaps within it (a
    // stroke over its fill, the glyphs of a text) do not show through each other.
    if (opacity < 1) cairo_push_group(cr);
    std::visit(
        [&](const auto& it) {
            using T = std::decay_t<decltype(it)>;
            if constexpr (std::is_same_v<T, TextItem>) {
                draw_text(cr, it);
            } else if constexpr (std::is_same_v<T, RectItem>) {
                if (!it.fill && !it.stroke) return;  // the ink saver took its only fill away
                path_rect(cr, it.box, it.radius);
                if (it.fill) {
                    set_colour(cr, *it.fill);
                    if (it.stroke) {
                        cairo_fill_preserve(cr);
                    } else {
                        cairo_fill(cr);
                    }
                }
                if (it.stroke) {
                    set_colour(cr, *it.stroke);
                    cairo_set_line_width(cr, it.stroke_width.to_pt());
                    set_dash(cr, it.dash);
                    cairo_stroke(cr);
                    set_dash(cr, Length());
                }
            } else if constexpr (std::is_same_v<T, LineItem>) {
                cairo_move_to(cr, it.from.x.to_pt(), it.from.y.to_pt());
                cairo_line_to(cr, it.to.x.to_pt(), it.to.y.to_pt());
                stroke_as(cr, it);
            } else if constexpr (std::is_same_v<T, IconItem>) {
                if (it.icon.own) {
                    draw_own_icon(cr, it);
                    return;
                }
                draw_icon(cr, it.icon, it.box.x.to_pt(), it.box.y.to_pt(), it.box.width.to_pt(),
                          it.box.height.to_pt(), it.ink, it.paper, m_ink == Ink::low);
            } else if constexpr (std::is_same_v<T, ImageItem>) {
                draw_image(cr, it);
            } else if constexpr (std::is_same_v<T, PlacedItem>) {
                draw_placed(cr, it);
            }
        },
        item);
    if (opacity < 1) {
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, opacity);
    }
}

void Painter::draw_placed(cairo_t* cr, const PlacedItem& placed) {
    const Drawing& d = *placed.drawing;
    cairo_save(cr);
    cairo_rectangle(cr, placed.clip.x.to_pt(), placed.clip.y.to_pt(), placed.clip.width.to_pt(),
                    placed.clip.height.to_pt());
    cairo_clip(cr);
    cairo_translate(cr, placed.origin.x.to_pt(), placed.origin.y.to_pt());
    if (placed.rotate_180) {
        cairo_translate(cr, d.size.width.to_pt(), d.size.height.to_pt());
        cairo_rotate(cr, std::numbers::pi);
    }
    if (d.reuse) {
        auto it = m_recordings.find(&d);
        if (it == m_recordings.end()) {
            Rect box = d.bleed_box();
            cairo_rectangle_t extents{box.x.to_pt(), box.y.to_pt(), box.width.to_pt(),
                                      box.height.to_pt()};
            SurfacePtr recording(
                cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
            CairoPtr rc(cairo_create(recording.get()));
            draw_drawing(rc.get(), d);
            rc.reset();
            it = m_recordings.emplace(&d, std::make_pair(placed.drawing, std::move(recording)))
                     .first;
        }
        // As a repeating pattern, each use is a small pattern object of its own that refers to the
        // one recorded form; painting the surface directly would list the form in the page's
        // resources once per use, which Cairo 1.16 writes as duplicate keys. The clip shows exactly
        // one tile.
        cairo_set_source_surface(cr, it->second.second.get(), 0, 0);
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT);
        cairo_paint(cr);
    } else {
        draw_drawing(cr, d);
    }
    cairo_restore(cr);
}

void Painter::draw_text(cairo_t* cr, const TextItem& text) {
    auto prepared = m_text.prepared(text);
    if (!prepared) return;  // malformed markup was reported when the text was fitted
    double x = text.box.x.to_pt();
    double y = text.box.y.to_pt();
    double free_height = text.box.height.to_pt() - prepared->height_pt;
    if (text.style.valign == VAlign::middle) y += free_height / 2;
    if (text.style.valign == VAlign::bottom) y += free_height;
    if (!text.style.wrap) {
        double free_width = text.box.width.to_pt() - prepared->width_pt;
        if (text.style.align == HAlign::center) x += free_width / 2;
        if (text.style.align == HAlign::right) x += free_width;
    }
    set_colour(cr, text.style.colour);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, prepared->layout.get());
    cairo_new_path(cr);
}

std::shared_ptr<Image> Painter::image(const std::filesystem::path& path) {
    // Checked when the template was bound; checked again so that a file swapped since is never
    // decoded unchecked.
    auto got = m_images.get(path);
    if (const auto* reason = std::get_if<std::string>(&got))
        throw OutsideError("cannot read image '" + path.string() + "': " + *reason);
    return std::get<std::shared_ptr<Image>>(got);
}

void Painter::draw_image(cairo_t* cr, const ImageItem& item) {
    auto paint = [&] {
        image(item.path)->paint(cr, item.box.x.to_pt(), item.box.y.to_pt(), item.box.width.to_pt(),
                                item.box.height.to_pt(), item.fit, std::nullopt);
    };
    if (m_ink == Ink::full) {
        paint();
        return;
    }
    // The ink saver's art: the picture, its colour taken out (a saturation blend with grey), then
    // veiled in white, both only where the picture is (masked by it).
    cairo_push_group(cr);
    paint();
    cairo_pattern_t* art = cairo_pop_group(cr);
    cairo_push_group(cr);
    cairo_set_source(cr, art);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_HSL_SATURATION);
    cairo_set_source_rgb(cr, 0.5, 0.5, 0.5);
    cairo_mask(cr, art);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_source_rgba(cr, 1, 1, 1, k_art_veil);
    cairo_mask(cr, art);
    cairo_pop_group_to_source(cr);
    cairo_paint(cr);
    cairo_pattern_destroy(art);
}

void Painter::draw_own_icon(cairo_t* cr, const IconItem& item) {
    image(item.icon.own->file)
        ->paint(cr, item.box.x.to_pt(), item.box.y.to_pt(), item.box.width.to_pt(),
                item.box.height.to_pt(), ImageFit::contain, item.ink);
}

}  // namespace pnpkit::render
