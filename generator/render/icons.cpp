#include "render/icons.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "render/cairo_util.hpp"

namespace pnpkit::render {

using layout::IconKind;

namespace {

// How much of their width the ink saver's icons keep for every line (outlines, bodies' edges).
constexpr double k_outline_thin = 0.22;
// How wide the ring of an outlined pip is, as a share of the pip's radius.
constexpr double k_pip_ring = 0.09;

// Sets the line width `w`, thinned by k_outline_thin when outlined (the ink saver).
void set_line(cairo_t* cr, double w, bool outline) {
    cairo_set_line_width(cr, outline ? w * k_outline_thin : w);
}

void fill_stroke(cairo_t* cr, const Colour& fill, const Colour& ink, double line, bool outline) {
    set_colour(cr, fill);
    cairo_fill_preserve(cr);
    set_colour(cr, ink);
    set_line(cr, line, outline);
    cairo_stroke(cr);
}

// Fills the current path with the current colour; outlined (the ink saver), strokes its edge.
void ink_fill(cairo_t* cr, bool outline) {
    if (!outline) {
        cairo_fill(cr);
        return;
    }
    cairo_set_line_width(cr, 0.03);
    cairo_stroke(cr);
}

void dot(cairo_t* cr, double cx, double cy, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, r, 0, 2 * std::numbers::pi);
}

// Pips of a face (0-9) in the unit square, as the usual dice and domino patterns: solid, or
// rings when outlined.
void pips(cairo_t* cr, int n, double x, double y, double size, bool outline) {
    static constexpr double lo = 0.25, mid = 0.5, hi = 0.75;
    struct P {
        double x, y;
    };
    std::vector<P> at;
    if (n % 2 == 1) at.push_back({mid, mid});
    if (n >= 2) {
        at.push_back({lo, lo});
        at.push_back({hi, hi});
    }
    if (n >= 4) {
        at.push_back({hi, lo});
        at.push_back({lo, hi});
    }
    if (n >= 6) {
        at.push_back({lo, mid});
        at.push_back({hi, mid});
    }
    if (n >= 8) {
        at.push_back({mid, lo});
        at.push_back({mid, hi});
    }
    double r = size * (n >= 7 ? 0.075 : 0.09);
    if (outline) r *= 1 - k_pip_ring / 2;  // the ring's middle, so that it spans the solid pip
    for (const auto& p : at) dot(cr, x + p.x * size, y + p.y * size, r);
    if (!outline) {
        cairo_fill(cr);
        return;
    }
    cairo_set_line_width(cr, r * k_pip_ring);
    cairo_stroke(cr);
}

void star(cairo_t* cr, double cx, double cy, double outer, double inner, int points) {
    for (int i = 0; i < points * 2; ++i) {
        double r = i % 2 == 0 ? outer : inner;
        double a = -std::numbers::pi / 2 + i * std::numbers::pi / points;
        if (i == 0) {
            cairo_move_to(cr, cx + r * std::cos(a), cy + r * std::sin(a));
        } else {
            cairo_line_to(cr, cx + r * std::cos(a), cy + r * std::sin(a));
        }
    }
    cairo_close_path(cr);
}

// Each drawer works in a unit box (0..aspect, 0..1) after the caller's scaling.
void draw_die(cairo_t* cr, int face, const Colour& ink, const Colour& paper, bool outline) {
    rounded_rectangle(cr, 0.06, 0.06, 0.88, 0.88, 0.16);
    fill_stroke(cr, paper, ink, 0.045, outline);
    set_colour(cr, ink);
    pips(cr, face, 0.06, 0.06, 0.88, outline);
}

// The place of a die left empty: a dashed die outline with a bar across its middle.
void draw_no_die(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    set_line(cr, 0.05, outline);
    double dash[] = {0.1, 0.075};
    cairo_set_dash(cr, dash, 2, 0.05);
    rounded_rectangle(cr, 0.06, 0.06, 0.88, 0.88, 0.16);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    set_line(cr, 0.09, outline);
    cairo_move_to(cr, 0.32, 0.5);
    cairo_line_to(cr, 0.68, 0.5);
    cairo_stroke(cr);
}

void draw_domino(cairo_t* cr, int a, int b, const Colour& ink, const Colour& paper, bool slot,
                 bool outline) {
    rounded_rectangle(cr, 0.04, 0.04, 1.92, 0.92, 0.12);
    if (slot) {
        double dash[] = {0.08, 0.06};
        cairo_set_dash(cr, dash, 2, 0);
        set_colour(cr, ink);
        set_line(cr, 0.035, outline);
        cairo_stroke(cr);
        cairo_move_to(cr, 1.0, 0.16);
        cairo_line_to(cr, 1.0, 0.84);
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
        return;
    }
    fill_stroke(cr, paper, ink, 0.05, outline);
    cairo_move_to(cr, 1.0, 0.14);
    cairo_line_to(cr, 1.0, 0.86);
    set_line(cr, 0.04, outline);
    cairo_stroke(cr);
    pips(cr, a, 0.08, 0.04, 0.92, outline);
    pips(cr, b, 1.0, 0.04, 0.92, outline);
}

// A cube seen from above and one side: its top, left and right faces, lit from above. A dark
// cube has light edges so that it stays readable. Outlined, a light cube is white and a dark one
// pale grey.
void draw_cube(cairo_t* cr, bool dark, const Colour& ink, const Colour& paper, bool outline) {
    struct Face {
        double points[4][2];
        Colour light;
        Colour shade;
    };
    const Face faces[] = {
        {{{0.5, 0.06}, {0.92, 0.29}, {0.5, 0.52}, {0.08, 0.29}}, paper, Colour::rgb(0x55, 0x55, 0x55)},
        {{{0.08, 0.29}, {0.5, 0.52}, {0.5, 0.96}, {0.08, 0.73}}, Colour::rgb(0xd8, 0xd8, 0xd8),
         Colour::rgb(0x2a, 0x2a, 0x2a)},
        {{{0.5, 0.52}, {0.92, 0.29}, {0.92, 0.73}, {0.5, 0.96}}, Colour::rgb(0xb4, 0xb4, 0xb4),
         Colour::rgb(0x12, 0x12, 0x12)},
    };
    const Colour edge = dark ? Colour::rgb(0xb0, 0xb0, 0xb0) : ink;
    for (const Face& f : faces) {
        cairo_move_to(cr, f.points[0][0], f.points[0][1]);
        for (int i = 1; i < 4; ++i) cairo_line_to(cr, f.points[i][0], f.points[i][1]);
        cairo_close_path(cr);
        Colour face = dark ? f.shade : f.light;
        if (outline) face = dark ? Colour::rgb(0xd0, 0xd0, 0xd0) : Colour::white();
        fill_stroke(cr, face, outline && dark ? ink : edge, 0.035, outline);
    }
}

void heart_path(cairo_t* cr) {
    cairo_move_to(cr, 0.5, 0.9);
    cairo_curve_to(cr, 0.15, 0.65, 0.02, 0.45, 0.08, 0.28);
    cairo_curve_to(cr, 0.15, 0.08, 0.42, 0.06, 0.5, 0.28);
    cairo_curve_to(cr, 0.58, 0.06, 0.85, 0.08, 0.92, 0.28);
    cairo_curve_to(cr, 0.98, 0.45, 0.85, 0.65, 0.5, 0.9);
    cairo_close_path(cr);
}

void shield_path(cairo_t* cr) {
    cairo_move_to(cr, 0.5, 0.06);
    cairo_curve_to(cr, 0.62, 0.14, 0.76, 0.17, 0.88, 0.17);
    cairo_curve_to(cr, 0.9, 0.55, 0.78, 0.8, 0.5, 0.95);
    cairo_curve_to(cr, 0.22, 0.8, 0.1, 0.55, 0.12, 0.17);
    cairo_curve_to(cr, 0.24, 0.17, 0.38, 0.14, 0.5, 0.06);
    cairo_close_path(cr);
}

void draw_sword(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    cairo_translate(cr, 0.5, 0.5);
    cairo_rotate(cr, -std::numbers::pi / 4);
    cairo_translate(cr, -0.5, -0.5);
    // blade
    cairo_move_to(cr, 0.5, -0.08);
    cairo_line_to(cr, 0.56, 0.04);
    cairo_line_to(cr, 0.56, 0.66);
    cairo_line_to(cr, 0.44, 0.66);
    cairo_line_to(cr, 0.44, 0.04);
    cairo_close_path(cr);
    ink_fill(cr, outline);
    // guard, grip, pommel
    rounded_rectangle(cr, 0.3, 0.66, 0.4, 0.07, 0.03);
    ink_fill(cr, outline);
    cairo_rectangle(cr, 0.465, 0.73, 0.07, 0.18);
    ink_fill(cr, outline);
    dot(cr, 0.5, 0.95, 0.06);
    ink_fill(cr, outline);
}

void draw_skull(cairo_t* cr, const Colour& ink, const Colour& paper, bool outline) {
    set_colour(cr, ink);
    dot(cr, 0.5, 0.42, 0.36);
    ink_fill(cr, outline);
    rounded_rectangle(cr, 0.3, 0.6, 0.4, 0.3, 0.06);
    ink_fill(cr, outline);
    set_colour(cr, outline ? ink : paper);
    dot(cr, 0.36, 0.45, 0.1);
    dot(cr, 0.64, 0.45, 0.1);
    ink_fill(cr, outline);
    cairo_move_to(cr, 0.5, 0.56);
    cairo_line_to(cr, 0.45, 0.66);
    cairo_line_to(cr, 0.55, 0.66);
    cairo_close_path(cr);
    ink_fill(cr, outline);
    set_line(cr, 0.035, outline);
    for (double x : {0.4, 0.5, 0.6}) {
        cairo_move_to(cr, x, 0.76);
        cairo_line_to(cr, x, 0.9);
    }
    cairo_stroke(cr);
}

void draw_coin(cairo_t* cr, const Colour& ink, const Colour& paper, bool outline) {
    dot(cr, 0.5, 0.5, 0.44);
    fill_stroke(cr, paper, ink, 0.05, outline);
    dot(cr, 0.5, 0.5, 0.33);
    set_line(cr, 0.03, outline);
    cairo_stroke(cr);
    set_colour(cr, ink);
    star(cr, 0.5, 0.5, 0.2, 0.09, 5);
    ink_fill(cr, outline);
}

void draw_hourglass(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    set_line(cr, 0.06, outline);
    cairo_move_to(cr, 0.22, 0.1);
    cairo_line_to(cr, 0.78, 0.1);
    cairo_move_to(cr, 0.22, 0.9);
    cairo_line_to(cr, 0.78, 0.9);
    cairo_stroke(cr);
    cairo_move_to(cr, 0.28, 0.14);
    cairo_line_to(cr, 0.72, 0.14);
    cairo_curve_to(cr, 0.72, 0.38, 0.52, 0.44, 0.52, 0.5);
    cairo_curve_to(cr, 0.52, 0.56, 0.72, 0.62, 0.72, 0.86);
    cairo_line_to(cr, 0.28, 0.86);
    cairo_curve_to(cr, 0.28, 0.62, 0.48, 0.56, 0.48, 0.5);
    cairo_curve_to(cr, 0.48, 0.44, 0.28, 0.38, 0.28, 0.14);
    cairo_close_path(cr);
    set_line(cr, 0.04, outline);
    cairo_stroke(cr);
    // sand
    cairo_move_to(cr, 0.36, 0.82);
    cairo_line_to(cr, 0.64, 0.82);
    cairo_line_to(cr, 0.5, 0.64);
    cairo_close_path(cr);
    ink_fill(cr, outline);
}

void draw_flame(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    cairo_move_to(cr, 0.5, 0.05);
    cairo_curve_to(cr, 0.62, 0.28, 0.86, 0.42, 0.84, 0.66);
    cairo_curve_to(cr, 0.82, 0.86, 0.66, 0.95, 0.5, 0.95);
    cairo_curve_to(cr, 0.3, 0.95, 0.16, 0.82, 0.17, 0.62);
    cairo_curve_to(cr, 0.18, 0.46, 0.3, 0.4, 0.33, 0.28);
    cairo_curve_to(cr, 0.4, 0.38, 0.42, 0.45, 0.44, 0.5);
    cairo_curve_to(cr, 0.5, 0.36, 0.52, 0.2, 0.5, 0.05);
    cairo_close_path(cr);
    ink_fill(cr, outline);
}

void draw_bolt(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    cairo_move_to(cr, 0.58, 0.04);
    cairo_line_to(cr, 0.2, 0.56);
    cairo_line_to(cr, 0.46, 0.56);
    cairo_line_to(cr, 0.36, 0.96);
    cairo_line_to(cr, 0.8, 0.4);
    cairo_line_to(cr, 0.53, 0.4);
    cairo_close_path(cr);
    ink_fill(cr, outline);
}

void arrow_head(cairo_t* cr, double x, double y, double dir, bool outline) {
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x - dir * 0.16, y - 0.12);
    cairo_line_to(cr, x - dir * 0.16, y + 0.12);
    cairo_close_path(cr);
    ink_fill(cr, outline);
}

void draw_move(cairo_t* cr, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    set_line(cr, 0.08, outline);
    cairo_move_to(cr, 0.2, 0.5);
    cairo_line_to(cr, 0.8, 0.5);
    cairo_stroke(cr);
    arrow_head(cr, 0.95, 0.5, 1, outline);
    arrow_head(cr, 0.05, 0.5, -1, outline);
}

void draw_range(cairo_t* cr, bool long_range, const Colour& ink, bool outline) {
    set_colour(cr, ink);
    dot(cr, 0.12, 0.5, 0.09);
    dot(cr, 0.88, 0.5, 0.09);
    ink_fill(cr, outline);
    set_line(cr, 0.06, outline);
    if (long_range) {
        double dash[] = {0.08, 0.06};
        cairo_set_dash(cr, dash, 2, 0);
        cairo_move_to(cr, 0.26, 0.5);
        cairo_line_to(cr, 0.74, 0.5);
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
        arrow_head(cr, 0.22, 0.5, -1, outline);
        arrow_head(cr, 0.78, 0.5, 1, outline);
    } else {
        // two chevrons pointing inwards: the fighters close in
        for (double dir : {1.0, -1.0}) {
            double x = 0.5 - dir * 0.05;
            cairo_move_to(cr, x - dir * 0.2, 0.3);
            cairo_line_to(cr, x, 0.5);
            cairo_line_to(cr, x - dir * 0.2, 0.7);
        }
        cairo_stroke(cr);
    }
}

}  // namespace

void draw_icon(cairo_t* cr, const layout::IconSpec& icon, double x, double y, double width,
               double height, const Colour& ink, const std::optional<Colour>& paper, bool outline) {
    double aspect = icon.aspect();
    double scale = std::min(width / aspect, height);
    double ox = x + (width - scale * aspect) / 2;
    double oy = y + (height - scale) / 2;
    cairo_save(cr);
    cairo_translate(cr, ox, oy);
    cairo_scale(cr, scale, scale);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    const Colour white = paper.value_or(Colour::white());
    switch (icon.kind) {
        case IconKind::die: draw_die(cr, icon.a, ink, white, outline); break;
        case IconKind::no_die: draw_no_die(cr, ink, outline); break;
        case IconKind::domino: draw_domino(cr, icon.a, icon.b, ink, white, false, outline); break;
        case IconKind::slot: draw_domino(cr, 0, 0, ink, white, true, outline); break;
        case IconKind::cube: draw_cube(cr, icon.a == 1, ink, white, outline); break;
        case IconKind::heart:
            heart_path(cr);
            set_colour(cr, ink);
            ink_fill(cr, outline);
            break;
        case IconKind::coin:
            draw_coin(cr, ink,
                      paper.value_or(outline ? Colour::white() : Colour::rgb(0xe8, 0xc5, 0x4a)),
                      outline);
            break;
        case IconKind::shield:
            shield_path(cr);
            set_colour(cr, ink);
            ink_fill(cr, outline);
            if (paper) {
                cairo_move_to(cr, 0.5, 0.2);
                cairo_line_to(cr, 0.5, 0.82);
                cairo_move_to(cr, 0.22, 0.36);
                cairo_line_to(cr, 0.78, 0.36);
                set_colour(cr, *paper);
                set_line(cr, 0.06, outline);
                cairo_stroke(cr);
            }
            break;
        case IconKind::sword:
            draw_sword(cr, ink, outline);
            break;
        case IconKind::skull:
            draw_skull(cr, ink, white, outline);
            break;
        case IconKind::xp:
            set_colour(cr, ink);
            star(cr, 0.5, 0.54, 0.46, 0.19, 5);
            ink_fill(cr, outline);
            break;
        case IconKind::turn:
            draw_hourglass(cr, ink, outline);
            break;
        case IconKind::hit:
            set_colour(cr, ink);
            star(cr, 0.5, 0.5, 0.46, 0.24, 8);
            ink_fill(cr, outline);
            break;
        case IconKind::rage:
            draw_bolt(cr, ink, outline);
            break;
        case IconKind::flame:
            draw_flame(cr, ink, outline);
            break;
        case IconKind::move:
            draw_move(cr, ink, outline);
            break;
        case IconKind::range_long:
            draw_range(cr, true, ink, outline);
            break;
        case IconKind::range_short:
            draw_range(cr, false, ink, outline);
            break;
        case IconKind::own:
            break;  // a picture: the painter draws it
    }
    cairo_restore(cr);
}

}  // namespace pnpkit::render
