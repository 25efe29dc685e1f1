#include "layout/imposition.hpp"

#include <algorithm>
#include <cmath>
#include <set>

namespace pnpkit::layout {

namespace {

int fit_count(Length available, Length size, Length gutter) {
    if (available < size) return 0;
    return 1 + static_cast<int>(std::floor(((available - size) / (size + gutter)) + 1e-9));
}

const Colour k_mark_colour = Colour::black();
const Length k_mark_width = Length::pt(0.25);

void add_proof_guides(std::vector<Item>& items, const Drawing& d, Point origin, const std::string& label) {
    Rect bleed{origin.x - d.bleed, origin.y - d.bleed, d.size.width + d.bleed * 2, d.size.height + d.bleed * 2};
    Rect trim{origin.x, origin.y, d.size.width, d.size.height};
    Rect safe{origin.x + d.safe_margin, origin.y + d.safe_margin, d.size.width - d.safe_margin * 2,
              d.size.height - d.safe_margin * 2};
    items.push_back(RectItem{bleed, std::nullopt, Colour::rgb(0xd0, 0x20, 0x20), Length::pt(0.3), Length(), Length(),
                             "proof bleed " + label});
    items.push_back(RectItem{trim, std::nullopt, Colour::black(), Length::pt(0.4), d.corner_radius, Length::mm(1),
                             "proof cut " + label});
    items.push_back(RectItem{safe, std::nullopt, Colour::rgb(0x20, 0x50, 0xd0), Length::pt(0.3), Length(),
                             Length::mm(0.6), "proof safe " + label});
}

}  // namespace

Point Grid::slot(int index) const {
    int column = index % columns;
    int row = index / columns;
    return {origin.x + (card.width + gutter) * column, origin.y + (card.height + gutter) * row};
}

Rect Grid::clip(int index) const {
    int column = index % columns;
    int row = index / columns;
    // Butted cards overlap their neighbours by a hair, so no light seam shows along a shared cut line.
    Length inner = gutter > Length() ? gutter / 2 : k_butt_overlap;
    Length left = column == 0 ? bleed : inner;
    Length right = column == columns - 1 ? bleed : inner;
    Length top = row == 0 ? bleed : inner;
    Length bottom = row == rows - 1 ? bleed : inner;
    Point at = slot(index);
    return {at.x - left, at.y - top, card.width + left + right, card.height + top + bottom};
}

Point Grid::back_slot(int index, Duplex duplex, Point offset) const {
    Point front = slot(index);
    Point back = front;
    if (duplex == Duplex::long_edge) back.x = page.width - front.x - card.width;
    if (duplex == Duplex::short_edge) back.y = page.height - front.y - card.height;
    return {back.x + offset.x, back.y + offset.y};
}

std::optional<Grid> compute_grid(Size page, Size card, Length bleed) {
    Length zone = k_paper_margin + k_mark_min + k_mark_gap + bleed;
    Length width = page.width - zone * 2;
    Length height = page.height - zone * 2;
    std::optional<Grid> best;
    std::vector<Length> gutters{bleed * 2};
    if (bleed > Length()) gutters.push_back(Length());
    for (Length gutter : gutters) {
        int columns = fit_count(width, card.width, gutter);
        int rows = fit_count(height, card.height, gutter);
        if (columns * rows == 0) continue;
        if (best && best->per_page() >= columns * rows) continue;
        Grid g;
        g.page = page;
        g.card = card;
        g.bleed = bleed;
        g.columns = columns;
        g.rows = rows;
        g.gutter = gutter;
        Length grid_width = card.width * columns + gutter * (columns - 1);
        Length grid_height = card.height * rows + gutter * (rows - 1);
        g.origin = {(page.width - grid_width) / 2, (page.height - grid_height) / 2};
        Length room = std::min(g.origin.x, g.origin.y) - bleed - k_mark_gap - k_paper_margin;
        g.mark_length = std::clamp(room, k_mark_min, k_mark_max);
        best = g;
    }
    return best;
}

Page front_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> cards,
                const ImposeOptions& options, std::string label) {
    Page page{std::move(label), grid.page, {}};
    int count = std::min<int>(static_cast<int>(cards.size()), grid.per_page());
    for (int i = 0; i < count; ++i) {
        page.items.push_back(PlacedItem{cards[static_cast<std::size_t>(i)], grid.slot(i), grid.clip(i), false,
                                        cards[static_cast<std::size_t>(i)]->label});
    }
    if (count == 0) return page;

    // Trim lines of the occupied slots: x of every left and right edge, y of every top and bottom edge.
    int used_columns = std::min(count, grid.columns);
    int used_rows = (count + grid.columns - 1) / grid.columns;
    std::set<Length> xs, ys;
    for (int c = 0; c < used_columns; ++c) {
        Length x = grid.slot(c).x;
        xs.insert(x);
        xs.insert(x + grid.card.width);
    }
    for (int r = 0; r < used_rows; ++r) {
        Length y = grid.slot(r * grid.columns).y;
        ys.insert(y);
        ys.insert(y + grid.card.height);
    }
    Length top = grid.origin.y - grid.bleed - k_mark_gap;
    Length bottom = *ys.rbegin() + grid.bleed + k_mark_gap;
    Length left = grid.origin.x - grid.bleed - k_mark_gap;
    Length right = *xs.rbegin() + grid.bleed + k_mark_gap;
    if (options.cut_lines) {
        for (Length x : xs) {
            page.items.push_back(LineItem{{x, *ys.begin()}, {x, *ys.rbegin()}, Colour::rgb(0x99, 0x99, 0x99),
                                          Length::pt(0.2), Length(), "cut line"});
        }
        for (Length y : ys) {
            page.items.push_back(LineItem{{*xs.begin(), y}, {*xs.rbegin(), y}, Colour::rgb(0x99, 0x99, 0x99),
                                          Length::pt(0.2), Length(), "cut line"});
        }
    }
    for (Length x : xs) {
        page.items.push_back(LineItem{{x, top}, {x, top - grid.mark_length}, k_mark_colour, k_mark_width, Length(), "crop"});
        page.items.push_back(
            LineItem{{x, bottom}, {x, bottom + grid.mark_length}, k_mark_colour, k_mark_width, Length(), "crop"});
    }
    for (Length y : ys) {
        page.items.push_back(LineItem{{left, y}, {left - grid.mark_length, y}, k_mark_colour, k_mark_width, Length(), "crop"});
        page.items.push_back(
            LineItem{{right, y}, {right + grid.mark_length, y}, k_mark_colour, k_mark_width, Length(), "crop"});
    }
    if (options.proof) {
        for (int i = 0; i < count; ++i) add_proof_guides(page.items, *cards[static_cast<std::size_t>(i)], grid.slot(i), cards[static_cast<std::size_t>(i)]->label);
    }
    return page;
}

Page back_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> backs, const ImposeOptions& options,
               std::string label) {
    Page page{std::move(label), grid.page, {}};
    int count = std::min<int>(static_cast<int>(backs.size()), grid.per_page());
    bool rotate = options.duplex == Duplex::short_edge;
    for (int i = 0; i < count; ++i) {
        Point front = grid.slot(i);
        Point back = grid.back_slot(i, options.duplex, options.back_offset);
        Rect front_clip = grid.clip(i);
        // The clip mirrors with the slot: what was left of the card is now right of it.
        Rect clip = front_clip;
        if (options.duplex == Duplex::long_edge) {
            clip.x = back.x - ((front_clip.x + front_clip.width) - (front.x + grid.card.width));
        } else {
            clip.x = back.x - (front.x - front_clip.x);
        }
        if (options.duplex == Duplex::short_edge) {
            clip.y = back.y - ((front_clip.y + front_clip.height) - (front.y + grid.card.height));
        } else {
            clip.y = back.y - (front.y - front_clip.y);
        }
        const auto& drawing = backs[static_cast<std::size_t>(i)];
        page.items.push_back(PlacedItem{drawing, back, clip, rotate, drawing->label});
    }
    if (options.proof) {
        // Guides go over every card, as on front pages, so a neighbour never covers them.
        for (int i = 0; i < count; ++i) {
            const auto& drawing = backs[static_cast<std::size_t>(i)];
            add_proof_guides(page.items, *drawing, grid.back_slot(i, options.duplex, options.back_offset), drawing->label);
        }
    }
    return page;
}

std::optional<Page> sheet_page(const std::shared_ptr<const Drawing>& sheet, Paper paper, bool proof, std::string label) {
    Size size = paper_size(paper);
    if (sheet->size.width > sheet->size.height) std::swap(size.width, size.height);  // landscape
    Length bleed = sheet->bleed;
    if (sheet->size.width + bleed * 2 > size.width - k_paper_margin * 2 ||
        sheet->size.height + bleed * 2 > size.height - k_paper_margin * 2) {
        return std::nullopt;
    }
    Point origin{(size.width - sheet->size.width) / 2, (size.height - sheet->size.height) / 2};
    Page page{std::move(label), size, {}};
    page.items.push_back(PlacedItem{sheet, origin, sheet->bleed_box() , false, sheet->label});
    auto& placed = std::get<PlacedItem>(page.items.back());
    placed.clip = {origin.x - bleed, origin.y - bleed, sheet->size.width + bleed * 2, sheet->size.height + bleed * 2};
    if (proof) add_proof_guides(page.items, *sheet, origin, sheet->label);
    return page;
}

}  // namespace pnpkit::layout
