#include "layout/cut_sheet.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace pnpkit::layout {

namespace {

constexpr Length k_cut_epsilon = Length::mm(0.001);

std::string dimensions(Size size) {
    return size.width.to_string() + " x " + size.height.to_string();
}

// How many cards of `side` (with `gutter` between their cut lines and their bleed outside) fit in
// `room`.
int cards_across(Length room, Length side, Length gutter, Length bleed) {
    double n = std::floor(((room - bleed * 2 + gutter) / (side + gutter)) + 1e-9);
    return std::max(0, static_cast<int>(n));
}

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

Rect grown(const Rect& r, Length by) {
    return {r.x - by, r.y - by, r.width + by * 2, r.height + by * 2};
}

// The sheet's furniture on a page of that size: marks, keep-out zones and the area for cards.
CutSheet blank_sheet(const Cutter& cutter, Size page) {
    CutSheet sheet;
    sheet.page = page;
    sheet.marks = cutter.marks;
    if (cutter.marks == MarkStyle::silhouette) {
        sheet.mark_shapes = silhouette_marks(cutter, page);
        Length in = cutter.inset;
        Length k = cutter.keepout;
        sheet.keepouts = {
            {in, in, k, k}, {page.width - in - k, in, k, k}, {in, page.height - in - k, k, k}};
        Length edge = in + cutter.clearance;
        sheet.area = {edge, edge, page.width - edge * 2, page.height - edge * 2};
    } else {
        Length edge = cutter.clearance;
        sheet.area = {edge, edge, page.width - edge * 2, page.height - edge * 2};
    }
    return sheet;
}

// The largest grid (most cards) on this sheet whose cards keep clear of every keep-out zone.
std::optional<CutSheet> best_grid(CutSheet sheet, const Cutter& cutter) {
    Length bleed = sheet.bleed;
    int max_columns = cards_across(sheet.area.width, sheet.card.width, sheet.gutter, bleed);
    int max_rows = cards_across(sheet.area.height, sheet.card.height, sheet.gutter, bleed);
    std::optional<CutSheet> best;
    for (int columns = max_columns; columns >= 1; --columns) {
        for (int rows = max_rows; rows >= 1; --rows) {
            if (best && columns * rows <= best->per_page()) break;
            CutSheet s = sheet;
            s.columns = columns;
            s.rows = rows;
            Length block_width = sheet.card.width * columns + sheet.gutter * (columns - 1);
            Length block_height = sheet.card.height * rows + sheet.gutter * (rows - 1);
            s.origin = {sheet.area.x + (sheet.area.width - block_width) / 2,
                        sheet.area.y + (sheet.area.height - block_height) / 2};
            bool clear = true;
            for (int i = 0; i < s.per_page() && clear; ++i) {
                Rect zone = grown(grown(s.trim(i), bleed), cutter.clearance);
                for (const auto& keepout : s.keepouts) clear = clear && !overlaps(zone, keepout);
            }
            if (clear) best = s;
        }
    }
    return best;
}

}  // namespace

Rect CutSheet::trim(int index) const {
    int column = index % columns;
    int row = index / columns;
    return {origin.x + (card.width + gutter) * column, origin.y + (card.height + gutter) * row,
            card.width, card.height};
}

std::vector<Rect> silhouette_marks(const Cutter& cutter, Size page) {
    Length in = cutter.inset;
    Length arm = cutter.arm;
    Length s = cutter.stroke;
    Length half = s / 2;
    Point top_right{page.width - in, in};
    Point bottom_left{in, page.height - in};
    return {
        {in, in, cutter.square, cutter.square},
        {top_right.x - arm, top_right.y - half, arm + half, s},
        {top_right.x - half, top_right.y - half, s, arm + half},
        {bottom_left.x - half, bottom_left.y - half, arm + half, s},
        {bottom_left.x - half, bottom_left.y - arm, s, arm + half},
    };
}

std::optional<std::string> cut_paper_problem(const Cutter& cutter, Size paper) {
    Size portrait = paper.width <= paper.height ? paper : Size{paper.height, paper.width};
    if (portrait.width > cutter.max_page.width + k_cut_epsilon ||
        portrait.height > cutter.max_page.height + k_cut_epsilon) {
        return "a " + dimensions(portrait) + " page is larger than " + cutter.name +
               " takes (at most " + dimensions(cutter.max_page) + ": Letter or A4)";
    }
    return std::nullopt;
}

std::variant<CutSheet, std::string> compute_cut_sheet(const Cutter& cutter, Size paper, Size card,
                                                      Length bleed, Length corner_radius) {
    if (auto problem = cut_paper_problem(cutter, paper)) return *problem;
    Size portrait = paper.width <= paper.height ? paper : Size{paper.height, paper.width};
    Size upright = cutter.marks == MarkStyle::silhouette ? portrait : cutter.area;
    std::optional<CutSheet> best;
    for (bool landscape : {false, true}) {
        Size page = landscape ? Size{upright.height, upright.width} : upright;
        CutSheet sheet = blank_sheet(cutter, page);
        sheet.landscape = landscape;
        sheet.card = card;
        sheet.bleed = bleed;
        sheet.corner_radius = corner_radius;
        sheet.gutter = std::max(bleed * 2, cutter.gap);
        auto grid = best_grid(sheet, cutter);
        if (grid && (!best || grid->per_page() > best->per_page())) best = grid;
    }
    if (!best) {
        std::string where =
            cutter.marks == MarkStyle::silhouette
                ? "inside " + cutter.name + "'s registration marks on a " + dimensions(portrait) +
                      " page"
                : "in " + cutter.name + "'s " + dimensions(cutter.area) + " print-then-cut area";
        return "a " + dimensions(card) + " card with " + bleed.to_string() +
               " of bleed does not fit " + where;
    }
    return *best;
}

Page cut_front_page(const CutSheet& sheet, std::span<const std::shared_ptr<const Drawing>> cards,
                    std::string label) {
    Page page{std::move(label), sheet.page, {}};
    int count = std::min<int>(static_cast<int>(cards.size()), sheet.per_page());
    for (int i = 0; i < count; ++i) {
        const auto& card = cards[static_cast<std::size_t>(i)];
        Rect trim = sheet.trim(i);
        page.items.push_back(
            PlacedItem{card, {trim.x, trim.y}, grown(trim, sheet.bleed), false, card->label});
    }
    for (const auto& shape : sheet.mark_shapes) {
        page.items.push_back(RectItem{shape, Colour::black(), std::nullopt, Length(), Length(),
                                      Length(), "registration mark"});
    }
    return page;
}

Page cut_back_page(const CutSheet& sheet, std::span<const std::shared_ptr<const Drawing>> backs,
                   Duplex duplex, Point offset, std::string label) {
    Page page{std::move(label), sheet.page, {}};
    // Flipping about the long edge turns a portrait page across and a landscape one down.
    bool down = (duplex == Duplex::short_edge) != sheet.landscape;
    int count = std::min<int>(static_cast<int>(backs.size()), sheet.per_page());
    for (int i = 0; i < count; ++i) {
        const auto& back = backs[static_cast<std::size_t>(i)];
        Rect front = sheet.trim(i);
        Point at{down ? front.x : sheet.page.width - front.right(),
                 down ? sheet.page.height - front.bottom() : front.y};
        at = {at.x + offset.x, at.y + offset.y};
        Rect clip = grown({at.x, at.y, front.width, front.height}, sheet.bleed);
        page.items.push_back(PlacedItem{back, at, clip, down, back->label});
    }
    return page;
}

}  // namespace pnpkit::layout
