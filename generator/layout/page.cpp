#include "layout/page.hpp"

#include <cmath>
#include <cstdio>
#include <numbers>

namespace pnpkit::layout {

namespace {

std::string num(Length v) {
    char buf[32];
    double mm = std::round(v.to_mm() * 100.0) / 100.0;
    std::snprintf(buf, sizeof buf, "%g", mm == 0 ? 0.0 : mm);
    return buf;
}

std::string at(Point p) { return num(p.x) + "," + num(p.y); }

std::string rect(const Rect& r) { return num(r.x) + "," + num(r.y) + " " + num(r.width) + "x" + num(r.height) + "mm"; }

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '\n') {
            out += "\\n";
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string pt(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%gpt", std::round(v * 100.0) / 100.0);
    return buf;
}

// " opacity 0.5" for an item that is not opaque.
std::string opacity(double value) {
    if (value >= 1) return {};
    char buf[32];
    std::snprintf(buf, sizeof buf, " opacity %g", std::round(value * 100.0) / 100.0);
    return buf;
}

struct ItemText {
    std::string operator()(const TextItem& t) const {
        return "text " + quoted(t.label) + " " + rect(t.box) + " " + t.style.font + " " +
               pt(t.size_pt) + " " + quoted(t.markup) + opacity(t.opacity);
    }
    std::string operator()(const RectItem& r) const {
        std::string out = "rect " + quoted(r.label) + " " + rect(r.box);
        if (r.fill) out += " fill " + r.fill->to_string();
        if (r.stroke) out += " stroke " + r.stroke->to_string() + " " + pt(r.stroke_width.to_pt());
        if (r.radius > Length()) out += " radius " + num(r.radius);
        if (r.dash > Length()) out += " dash " + num(r.dash);
        return out + opacity(r.opacity);
    }
    std::string operator()(const LineItem& l) const {
        std::string out = "line " + quoted(l.label) + " " + at(l.from) + " -> " + at(l.to) + "mm " +
                          l.colour.to_string() + " " + pt(l.width.to_pt());
        if (l.dash > Length()) out += " dash " + num(l.dash);
        return out + opacity(l.opacity);
    }
    std::string operator()(const IconItem& i) const {
        std::string out = "icon " + quoted(i.label) + " " + i.icon.to_string() + " " + rect(i.box) +
                          " " + i.ink.to_string();
        if (i.paper) out += " fill " + i.paper->to_string();
        return out + opacity(i.opacity);
    }
    std::string operator()(const ImageItem& i) const {
        return "image " + quoted(i.label) + " " + rect(i.box) + " " + i.path.filename().string() +
               opacity(i.opacity);
    }
    std::string operator()(const PlacedItem& p) const {
        std::string out = "place " + quoted(p.label) + " at " + at(p.origin) + "mm clip " + rect(p.clip);
        if (p.rotate_180) out += " rotated";
        return out;
    }
};

}  // namespace

Rect Drawing::bleed_box() const { return {-bleed, -bleed, size.width + bleed * 2, size.height + bleed * 2}; }

std::string to_text(const Item& item) { return std::visit(ItemText{}, item); }

std::string to_text(const Drawing& drawing) {
    std::string out = "drawing " + quoted(drawing.label) + " " + num(drawing.size.width) + "x" +
                      num(drawing.size.height) + "mm bleed " + num(drawing.bleed) + "\n";
    for (const auto& item : drawing.items) out += "  " + to_text(item) + "\n";
    return out;
}

Point on_paper(const Page& page, Point p) {
    if (page.turn_deg == 0) return p;
    double angle = page.turn_deg * std::numbers::pi / 180;
    double cx = page.size.width.to_mm() / 2, cy = page.size.height.to_mm() / 2;
    double dx = p.x.to_mm() - cx, dy = p.y.to_mm() - cy;
    // y grows downwards, so the usual rotation turns clockwise as the page is seen.
    return {Length::mm(cx + dx * std::cos(angle) - dy * std::sin(angle)),
            Length::mm(cy + dx * std::sin(angle) + dy * std::cos(angle))};
}

std::string to_text(const Page& page) {
    std::string out = "page " + quoted(page.label) + " " + num(page.size.width) + "x" +
                      num(page.size.height) + "mm";
    if (page.turn_deg != 0) {
        char turn[32];
        std::snprintf(turn, sizeof turn, " turned %gdeg", page.turn_deg);
        out += turn;
    }
    out += "\n";
    for (const auto& item : page.items) out += "  " + to_text(item) + "\n";
    return out;
}

}  // namespace pnpkit::layout
