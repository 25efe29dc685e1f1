#include "layout/calibration.hpp"

#include <cmath>
#include <numbers>

namespace pnpkit::layout {

namespace {

// How far the corner targets keep from the paper's edge: the margin, a scale and its labels.
const Length k_target_inset = Length::mm(30);
const Length k_scale_tick = Length::mm(1);  // a half-millimetre tick; whole ones are longer

LineItem hairline(Point from, Point to, Length width, const std::string& label) {
    return LineItem{from, to, Colour::black(), width, Length(), label};
}

TextItem words(Rect box, std::string markup, double size_pt, HAlign align) {
    TextItem item;
    item.box = box;
    item.markup = std::move(markup);
    item.style.font = "Linux Biolinum O";
    item.style.size_pt = size_pt;
    item.style.min_size_pt = size_pt;
    item.style.align = align;
    item.style.valign = VAlign::middle;
    item.style.wrap = false;
    item.size_pt = size_pt;
    item.label = "calibration";
    return item;
}

// A front crosshair at `at`: two long hairlines, the lines read against the back's scales, with
// millimetre ticks on the sides the back's scales leave free once the sheet is flipped as `flip`
// (above and left of the lines as the back is seen), so that the two rulers never overlap.
void add_crosshair(std::vector<Item>& items, Point at, Flip flip) {
    Length arm = k_calibration_scale + Length::mm(2);
    items.push_back(hairline({at.x - arm, at.y}, {at.x + arm, at.y}, Length::pt(0.3), "crosshair"));
    items.push_back(hairline({at.x, at.y - arm}, {at.x, at.y + arm}, Length::pt(0.3), "crosshair"));
    // Up and left as the back is seen, on the front: a flip across swaps left and right, a flip
    // down swaps up and down.
    double up = flip == Flip::down ? 1 : -1;
    double left = flip == Flip::across ? 1 : -1;
    int whole = static_cast<int>(std::lround(k_calibration_scale.to_mm()));
    for (int i = -whole; i <= whole; ++i) {
        if (i == 0) continue;
        Length u = Length::mm(i);
        Length tick = i % 5 == 0 ? k_scale_tick * 2 : k_scale_tick;
        Length width = Length::pt(0.2);
        items.push_back(hairline({at.x + u, at.y}, {at.x + u, at.y + tick * up}, width, "ruler"));
        items.push_back(hairline({at.x, at.y + u}, {at.x + tick * left, at.y + u}, width, "ruler"));
    }
}

// Two crossing millimetre scales centred on `at`: ticks every half millimetre below the
// horizontal scale and right of the vertical one, labels every five on the other sides. A tick at
// `u` along a scale is labelled `u`: the correction that moves the back page onto the front's line.
void add_scales(std::vector<Item>& items, Point at, const std::string& label) {
    int halves = static_cast<int>(std::lround(k_calibration_scale.to_mm() * 2));
    for (int i = -halves; i <= halves; ++i) {
        Length u = Length::mm(i * 0.5);
        Length tick = i % 10 == 0 ? k_scale_tick * 3 : i % 2 == 0 ? k_scale_tick * 2 : k_scale_tick;
        Length width = Length::pt(i == 0 ? 0.35 : 0.2);
        items.push_back(hairline({at.x + u, at.y}, {at.x + u, at.y + tick}, width, label));
        items.push_back(hairline({at.x, at.y + u}, {at.x + tick, at.y + u}, width, label));
        if (i % 10 != 0) continue;
        std::string number = std::to_string(i / 2);
        items.push_back(
            words({at.x + u - Length::mm(4), at.y - Length::mm(3.5), Length::mm(8), Length::mm(3)},
                  number, 7, HAlign::center));
        if (i == 0) continue;  // the vertical scale's zero is the horizontal one's
        items.push_back(words(
            {at.x - Length::mm(8.5), at.y + u - Length::mm(1.5), Length::mm(8), Length::mm(3)},
            number, 7, HAlign::right));
    }
    Length full = k_calibration_scale;
    items.push_back(hairline({at.x - full, at.y}, {at.x + full, at.y}, Length::pt(0.2), label));
    items.push_back(hairline({at.x, at.y - full}, {at.x, at.y + full}, Length::pt(0.2), label));
}

// An item moved by `by`.
void shift_item(Item& item, Point by) {
    auto move = [&](Point& p) { p = {p.x + by.x, p.y + by.y}; };
    std::visit(
        [&](auto& it) {
            using T = std::decay_t<decltype(it)>;
            if constexpr (std::is_same_v<T, LineItem>) {
                move(it.from);
                move(it.to);
            } else if constexpr (std::is_same_v<T, PlacedItem>) {
                move(it.origin);
                it.clip.x += by.x;
                it.clip.y += by.y;
            } else {
                it.box.x += by.x;
                it.box.y += by.y;
            }
        },
        item);
}

}  // namespace

Page corrected_back(Page back, Point offset, double turn_deg) {
    for (auto& item : back.items) shift_item(item, offset);
    back.turn_deg = turn_deg;
    return back;
}

Point behind(Point front, Size page, Duplex duplex) {
    Flip flip = duplex_flip(duplex, page);
    if (flip == Flip::across) return {page.width - front.x, front.y};
    return {front.x, page.height - front.y};
}

std::optional<CalibrationSheet> calibration_sheet(Size page, Duplex duplex,
                                                  const std::string& back_note) {
    if (page.width < k_calibration_min_side || page.height < k_calibration_min_side)
        return std::nullopt;
    CalibrationSheet sheet;
    sheet.front = Page{"calibration front", page, {}};
    sheet.back = Page{"calibration back", page, {}};
    Point centre{page.width / 2, page.height / 2};
    sheet.reach = std::max(page.width / 2 - k_target_inset, Length::mm(20));
    sheet.rise = std::max(page.height / 2 - k_target_inset, Length::mm(20));
    sheet.targets = {centre,
                     {centre.x - sheet.reach, centre.y - sheet.rise},
                     {centre.x + sheet.reach, centre.y - sheet.rise},
                     {centre.x - sheet.reach, centre.y + sheet.rise},
                     {centre.x + sheet.reach, centre.y + sheet.rise}};
    for (Point target : sheet.targets) {
        add_crosshair(sheet.front.items, target, duplex_flip(duplex, page));
        add_scales(sheet.back.items, behind(target, page, duplex), "scale");
    }
    // Readings at the top and bottom corners differ by the turn times the distance between them.
    sheet.degrees_per_mm_x = 180 / (std::numbers::pi * (sheet.rise * 2).to_mm());
    sheet.degrees_per_mm_y = 180 / (std::numbers::pi * (sheet.reach * 2).to_mm());

    Length margin = Length::mm(12);
    Length line = Length::mm(5);
    Rect title{margin, centre.y - sheet.rise / 2 - line, page.width - margin * 2, line};
    sheet.front.items.push_back(
        words(title, "<b>Front</b>: print both sides at 100% (actual size)", 10, HAlign::center));
    sheet.front.items.push_back(words({title.x, title.y + line, title.width, line},
                                      "then hold the sheet to the light, back side towards you", 9,
                                      HAlign::center));
    sheet.back.items.push_back(
        words(title, "<b>Back</b>: read each scale where the front's line crosses it", 10,
              HAlign::center));
    sheet.back.items.push_back(
        words({title.x, title.y + line, title.width, line},
              "centre: X and Y are --back-offset X,Y; corners: see pnpkit calibrate's notes", 9,
              HAlign::center));
    if (!back_note.empty()) {
        sheet.back.items.push_back(
            words({title.x, title.y + line * 2, title.width, line}, back_note, 9, HAlign::center));
    }
    return sheet;
}

}  // namespace pnpkit::layout
