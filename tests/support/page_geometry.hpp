#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "layout/page.hpp"

// Geometry checks of laid-out pages, in millimetres with a tolerance of a thousandth of one.
namespace pnpkit::test {

inline constexpr double k_tolerance_mm = 1e-3;

// The items of a page whose text form starts with `prefix` ("place", "line \"crop\""), as text.
inline std::vector<std::string> lines_with(const layout::Page& page, const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& item : page.items) {
        std::string text = layout::to_text(item);
        if (text.starts_with(prefix)) out.push_back(text);
    }
    return out;
}

inline std::vector<layout::PlacedItem> placed(const layout::Page& page) {
    std::vector<layout::PlacedItem> out;
    for (const auto& item : page.items) {
        if (const auto* p = std::get_if<layout::PlacedItem>(&item)) out.push_back(*p);
    }
    return out;
}

inline std::vector<layout::LineItem> lines_labelled(const layout::Page& page,
                                                    const std::string& label) {
    std::vector<layout::LineItem> out;
    for (const auto& item : page.items) {
        if (const auto* l = std::get_if<layout::LineItem>(&item); l && l->label == label)
            out.push_back(*l);
    }
    return out;
}

// The drawing's trim box of a placed item, on the page.
inline Rect trim_of(const layout::PlacedItem& p) {
    return {p.origin.x, p.origin.y, p.drawing->size.width, p.drawing->size.height};
}

// Whether a horizontal or vertical line crosses the inside of a rectangle.
inline bool crosses(const layout::LineItem& line, const Rect& r) {
    double x0 = std::min(line.from.x, line.to.x).to_mm(),
           x1 = std::max(line.from.x, line.to.x).to_mm();
    double y0 = std::min(line.from.y, line.to.y).to_mm(),
           y1 = std::max(line.from.y, line.to.y).to_mm();
    if (x0 != x1 && y0 != y1) FAIL("not a horizontal or vertical line: " << layout::to_text(line));
    return x1 > r.x.to_mm() + k_tolerance_mm && x0 < r.right().to_mm() - k_tolerance_mm &&
           y1 > r.y.to_mm() + k_tolerance_mm && y0 < r.bottom().to_mm() - k_tolerance_mm;
}

// Checks that nothing on the page is printed within 5 mm of its edge (preflight's rule): every
// placed drawing's clip, every line and every text box.
inline void check_margins(const layout::Page& page) {
    double margin = 5.0 - k_tolerance_mm;
    double width = page.size.width.to_mm(), height = page.size.height.to_mm();
    auto within = [&](Length x, Length y) {
        return x.to_mm() >= margin && y.to_mm() >= margin && x.to_mm() <= width - margin &&
               y.to_mm() <= height - margin;
    };
    for (const auto& item : page.items) {
        bool ok = true;
        if (const auto* p = std::get_if<layout::PlacedItem>(&item)) {
            ok = within(p->clip.x, p->clip.y) && within(p->clip.right(), p->clip.bottom());
        } else if (const auto* l = std::get_if<layout::LineItem>(&item)) {
            ok = within(l->from.x, l->from.y) && within(l->to.x, l->to.y);
        } else if (const auto* t = std::get_if<layout::TextItem>(&item)) {
            ok = within(t->box.x, t->box.y) && within(t->box.right(), t->box.bottom());
        }
        if (!ok)
            FAIL_CHECK(layout::to_text(item)
                       << " is within the margin of " << layout::to_text(page).substr(0, 40));
    }
}

// Checks that no crop mark runs into any card as drawn (its clip, bleed included).
inline void check_marks_outside_cards(const layout::Page& page) {
    auto cards = placed(page);
    for (const auto& mark : lines_labelled(page, "crop")) {
        for (const auto& card : cards) {
            if (crosses(mark, card.clip))
                FAIL_CHECK(layout::to_text(mark) << " runs into " << layout::to_text(card));
        }
    }
}

// A card face of the given size and bleed, with nothing on it.
inline std::shared_ptr<const layout::Drawing> card_drawing(const std::string& label, Size size,
                                                           Length bleed) {
    auto d = std::make_shared<layout::Drawing>();
    d->label = label;
    d->size = size;
    d->bleed = bleed;
    d->safe_margin = Length::mm(4);
    return d;
}

inline std::vector<std::shared_ptr<const layout::Drawing>> card_drawings(int count,
                                                                         const std::string& prefix,
                                                                         Size size, Length bleed) {
    std::vector<std::shared_ptr<const layout::Drawing>> out;
    for (int i = 0; i < count; ++i)
        out.push_back(card_drawing(prefix + std::to_string(i), size, bleed));
    return out;
}

}  // namespace pnpkit::test
