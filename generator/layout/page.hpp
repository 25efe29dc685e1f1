#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/colour.hpp"
#include "core/length.hpp"
#include "layout/icon_spec.hpp"

// Pages as plain values: what layout decides and render draws. Every position is a Length from the
// top-left corner of the page or, inside a Drawing, of the card's trim box (bleed is negative).
namespace pnpkit::layout {

enum class HAlign { left, center, right, justify };
enum class VAlign { top, middle, bottom };
enum class Weight { normal, bold };
enum class Slant { normal, italic };
enum class ImageFit { contain, cover, stretch };

struct TextStyle {
    std::string font = "Vollkorn";
    Weight weight = Weight::normal;
    Slant slant = Slant::normal;
    double size_pt = 10;
    double min_size_pt = 6;
    Colour colour = Colour::black();
    HAlign align = HAlign::left;
    VAlign valign = VAlign::top;
    double line_spacing = 1.0;
    bool wrap = true;
    std::string features = "lnum";  // OpenType features, e.g. lining figures for game numbers
};

// Text laid out by Pango: markup with icon short codes (":die5:"), drawn at `size_pt` (the fitted size).
struct TextItem {
    Rect box;
    std::string markup;
    TextStyle style;
    double size_pt = 10;
    std::string label;  // the template layer it came from
    // The text service's prepared layout for exactly this item, if it kept one; render reuses it.
    std::shared_ptr<const void> prepared;
    double opacity = 1;  // the whole item, from 0 (invisible) to 1
};

struct RectItem {
    Rect box;
    std::optional<Colour> fill;
    std::optional<Colour> stroke;
    Length stroke_width = Length::pt(0.5);
    Length radius;
    Length dash;  // zero: solid
    std::string label;
    double opacity = 1;
};

struct LineItem {
    Point from;
    Point to;
    Colour colour = Colour::black();
    Length width = Length::pt(0.5);
    Length dash;
    std::string label;
    double opacity = 1;
};

struct IconItem {
    Rect box;
    IconSpec icon;
    Colour ink = Colour::black();
    std::optional<Colour> paper;  // body colour of dice, dominoes, coins
    std::string label;
    double opacity = 1;
};

struct ImageItem {
    Rect box;
    std::filesystem::path path;
    ImageFit fit = ImageFit::contain;
    std::string label;
    double opacity = 1;
};

struct Drawing;

// A drawing (a card face) placed on a page: its origin (the trim box's top-left) at `origin`,
// clipped to `clip`, turned half a turn about its centre when `rotate_180` (short-edge duplex).
struct PlacedItem {
    std::shared_ptr<const Drawing> drawing;
    Point origin;
    Rect clip;
    bool rotate_180 = false;
    std::string label;
};

using Item = std::variant<TextItem, RectItem, LineItem, IconItem, ImageItem, PlacedItem>;

// One card face or sheet: a trim size, the bleed around it, and items in trim coordinates.
struct Drawing {
    std::string label;
    Size size;
    Length bleed;
    Length corner_radius;
    Length safe_margin;
    bool reuse = false;  // drawn on many cards (a common back): render records it once
    std::vector<Item> items;
    std::string template_id;  // the template it was bound from (the preflight names its layers)

    // The bleed box in trim coordinates: (-bleed, -bleed, width + 2 bleed, height + 2 bleed).
    Rect bleed_box() const;
};

struct Page {
    std::string label;
    Size size;
    std::vector<Item> items;
    // The items turned by this many degrees clockwise about the page's centre, after everything
    // else: a duplex printer's calibration of its back pages (see on_paper).
    double turn_deg = 0;
};

// Where the point `p` of a page's items lands on the paper once the page is turned.
Point on_paper(const Page& page, Point p);

// Text forms for tests and debugging: one item a line, lengths in millimetres.
std::string to_text(const Drawing& drawing);
std::string to_text(const Page& page);
std::string to_text(const Item& item);

}  // namespace pnpkit::layout
