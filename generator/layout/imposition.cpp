#include "layout/imposition.hpp"

#include <algorithm>
#include <set>

namespace pnpkit::layout {

namespace {

const Colour k_mark_colour = Colour::black();
const Length k_mark_width = Length::pt(0.25);

LineItem crop(Point from, Point to) {
    return LineItem{from, to, k_mark_colour, k_mark_width, Length(), "crop"};
}

// The back page of a grid for a flip: each back at its mirrored slot with its clip mirrored too.
Page flipped_backs(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> backs,
                   Flip flip, Point offset, bool proof, std::string label) {
    Page page{std::move(label), grid.page, {}};
    int count = std::min<int>(static_cast<int>(backs.size()), grid.per_page());
    for (int i = 0; i < count; ++i) {
        Point front = grid.slot(i);
        Point back = back_slot(grid, i, flip, offset);
        Rect front_clip = grid.clip(i, count);
        // The clip mirrors with the slot: what was left of the card is now right of it.
        Rect clip = front_clip;
        if (flip == Flip::across) {
            clip.x = back.x - (front_clip.right() - (front.x + grid.card.width));
            clip.y = back.y - (front.y - front_clip.y);
        } else {
            clip.x = back.x - (front.x - front_clip.x);
            clip.y = back.y - (front_clip.bottom() - (front.y + grid.card.height));
        }
        const auto& drawing = backs[static_cast<std::size_t>(i)];
        page.items.push_back(PlacedItem{drawing, back, clip, flip == Flip::down, drawing->label});
    }
    if (proof) {
        // Guides go over every card, as on front pages, so a neighbour never covers them.
        for (int i = 0; i < count; ++i) {
            const auto& drawing = backs[static_cast<std::size_t>(i)];
            add_proof_guides(page.items, *drawing, back_slot(grid, i, flip, offset),
                             drawing->label);
        }
    }
    return page;
}

}  // namespace

void add_proof_guides(std::vector<Item>& items, const Drawing& d, Point origin,
                      const std::string& label) {
    Rect bleed{origin.x - d.bleed, origin.y - d.bleed, d.size.width + d.bleed * 2,
               d.size.height + d.bleed * 2};
    Rect trim{origin.x, origin.y, d.size.width, d.size.height};
    Rect safe{origin.x + d.safe_margin, origin.y + d.safe_margin, d.size.width - d.safe_margin * 2,
              d.size.height - d.safe_margin * 2};
    items.push_back(RectItem{bleed, std::nullopt, Colour::rgb(0xd0, 0x20, 0x20), Length::pt(0.3),
                             Length(), Length(), "proof bleed " + label});
    items.push_back(RectItem{trim, std::nullopt, Colour::black(), Length::pt(0.4), d.corner_radius,
                             Length::mm(1), "proof cut " + label});
    items.push_back(RectItem{safe, std::nullopt, Colour::rgb(0x20, 0x50, 0xd0), Length::pt(0.3),
                             Length(), Length::mm(0.6), "proof safe " + label});
}

Flip duplex_flip(Duplex duplex, Size page) {
    bool landscape = page.width > page.height;
    return (duplex == Duplex::short_edge) == landscape ? Flip::across : Flip::down;
}

Point back_slot(const Grid& grid, int index, Flip flip, Point offset) {
    Point back = grid.slot(index);
    if (flip == Flip::across) back.x = grid.page.width - back.x - grid.card.width;
    if (flip == Flip::down) back.y = grid.page.height - back.y - grid.card.height;
    return {back.x + offset.x, back.y + offset.y};
}

Page front_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> cards,
                const ImposeOptions& options, std::string label) {
    Page page{std::move(label), grid.page, {}};
    int count = std::min<int>(static_cast<int>(cards.size()), grid.per_page());
    for (int i = 0; i < count; ++i) {
        page.items.push_back(PlacedItem{cards[static_cast<std::size_t>(i)], grid.slot(i),
                                        grid.clip(i, count), false,
                                        cards[static_cast<std::size_t>(i)]->label});
    }
    if (count == 0) return page;

    // Trim lines of the occupied slots: x of every left and right edge, y of every top and bottom
    // edge.
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
    // A part-filled page: below and right of the last cards lie empty slots, not the grid's edge.
    bool full_rows = used_rows == grid.rows;
    bool full_columns = used_columns == grid.columns;
    // Beside an empty slot a card keeps its whole bleed (Grid::clip): the marks start beyond it.
    Length reach_right = full_columns ? grid.kept.width : grid.bleed;
    Length reach_bottom = full_rows ? grid.kept.height : grid.bleed;
    Length mark_right = full_columns ? grid.marks.right : std::min(k_mark_max, grid.card.width);
    Length mark_bottom = full_rows ? grid.marks.bottom : std::min(k_mark_max, grid.card.height);
    Length top = grid.origin.y - grid.kept.height - k_mark_gap;
    Length bottom = *ys.rbegin() + reach_bottom + k_mark_gap;
    Length left = grid.origin.x - grid.kept.width - k_mark_gap;
    Length right = *xs.rbegin() + reach_right + k_mark_gap;
    if (options.cut_lines) {
        for (Length x : xs) {
            page.items.push_back(LineItem{{x, *ys.begin()},
                                          {x, *ys.rbegin()},
                                          Colour::rgb(0x99, 0x99, 0x99),
                                          Length::pt(0.2),
                                          Length(),
                                          "cut line"});
        }
        for (Length y : ys) {
            page.items.push_back(LineItem{{*xs.begin(), y},
                                          {*xs.rbegin(), y},
                                          Colour::rgb(0x99, 0x99, 0x99),
                                          Length::pt(0.2),
                                          Length(),
                                          "cut line"});
        }
    }
    for (Length x : xs) {
        if (grid.marks.top > Length())
            page.items.push_back(crop({x, top}, {x, top - grid.marks.top}));
        if (mark_bottom > Length())
            page.items.push_back(crop({x, bottom}, {x, bottom + mark_bottom}));
    }
    for (Length y : ys) {
        if (grid.marks.left > Length())
            page.items.push_back(crop({left, y}, {left - grid.marks.left, y}));
        if (mark_right > Length()) page.items.push_back(crop({right, y}, {right + mark_right, y}));
    }
    if (options.proof) {
        for (int i = 0; i < count; ++i) {
            const auto& card = *cards[static_cast<std::size_t>(i)];
            add_proof_guides(page.items, card, grid.slot(i), card.label);
        }
    }
    return page;
}

Page back_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> backs,
               const ImposeOptions& options, std::string label) {
    Page page = flipped_backs(grid, backs, duplex_flip(options.duplex, grid.page),
                              options.back_offset, options.proof, std::move(label));
    page.turn_deg = options.back_turn_deg;
    return page;
}

Page fold_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> fronts,
               std::span<const std::shared_ptr<const Drawing>> backs, const ImposeOptions& options,
               std::string label) {
    bool vertical = grid.fold == Fold::vertical;
    Page page = front_page(grid, fronts, options, std::move(label));
    // Marks mirror with the cards: the backs are cut along the same lines once the sheet is folded.
    auto mirror = [&](Point p) {
        return vertical ? Point{grid.page.width - p.x, p.y} : Point{p.x, grid.page.height - p.y};
    };
    std::size_t front_items = page.items.size();
    for (std::size_t i = 0; i < front_items; ++i) {
        if (const auto* line = std::get_if<LineItem>(&page.items[i])) {
            LineItem mirrored = *line;
            mirrored.from = mirror(line->from);
            mirrored.to = mirror(line->to);
            page.items.push_back(mirrored);
        }
    }
    Page back = flipped_backs(grid, backs, vertical ? Flip::across : Flip::down, Point{},
                              options.proof, {});
    for (auto& item : back.items) page.items.push_back(std::move(item));
    Length half = vertical ? grid.page.width / 2 : grid.page.height / 2;
    Point from = vertical ? Point{half, k_paper_margin} : Point{k_paper_margin, half};
    Point to = vertical ? Point{half, grid.page.height - k_paper_margin}
                        : Point{grid.page.width - k_paper_margin, half};
    page.items.push_back(
        LineItem{from, to, Colour::rgb(0x80, 0x80, 0x80), Length::pt(0.4), Length::mm(2), "fold"});
    return page;
}

}  // namespace pnpkit::layout
