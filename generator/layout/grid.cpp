#include "layout/grid.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit::layout {

namespace {

// Room an outer edge needs beyond the kept bleed: the paper margin, a gap and the shortest mark.
constexpr Length k_outer_edge = k_paper_margin + k_mark_gap + k_mark_min;

int fit_count(Length available, Length size, Length gutter) {
    if (available < size) return 0;
    return 1 + static_cast<int>(std::floor(((available - size) / (size + gutter)) + 1e-9));
}

// Bleed given up along a line of `count` cards: trimmed at both ends, and between butted cards.
Length lost_along(int count, Length gutter, Length kept, Length bleed) {
    return (bleed - kept) * 2 + (gutter > Length() ? Length() : bleed * 2 * (count - 1));
}

// Cards along one axis of a page: how many, how far apart, the bleed kept at both ends, where the
// first trim box starts and how much bleed is given up on a line of cards across this axis.
struct AxisFit {
    int count = 0;
    Length gutter;
    Length kept;
    Length start;
    Length lost;
};

// The most cards of length `card` that fit between `before` and `after` (room that must stay free
// of bleed at each end of `span`), spaced by twice the bleed or butted; on a tie, the one that
// gives up less bleed, spaced first. The block is centred in its room; count 0 when no card fits.
AxisFit fit_axis(Length span, Length card, Length bleed, Length before, Length after) {
    Length room = span - before - after;
    AxisFit best;
    for (Length gutter : {bleed * 2, Length()}) {
        int count = fit_count(room, card, gutter);
        if (count == 0) continue;
        Length free = room - card * count - gutter * (count - 1);
        Length kept =
            std::clamp(free / 2, Length(), bleed);  // free may be a rounding error below 0
        Length lost = lost_along(count, gutter, kept, bleed);
        bool better =
            count > best.count || (count == best.count && lost.to_pt() < best.lost.to_pt() - 1e-9);
        if (better) best = {count, gutter, kept, before + free / 2, lost};
        if (bleed <= Length()) break;  // no bleed: spaced and butted are the same grid
    }
    return best;
}

// A grid from its two axes, with crop marks as long as the room to each page edge allows.
Grid make_grid(Size page, Size card, Length bleed, const AxisFit& across, const AxisFit& down) {
    Grid g;
    g.page = page;
    g.card = card;
    g.bleed = bleed;
    g.columns = across.count;
    g.rows = down.count;
    g.gutter = {across.gutter, down.gutter};
    g.kept = {across.kept, down.kept};
    g.origin = {across.start, down.start};
    Rect block = g.block();
    auto mark = [](Length room) {
        return std::min(room - k_mark_gap - k_paper_margin, k_mark_max);
    };
    g.marks.left = mark(block.x - g.kept.width);
    g.marks.top = mark(block.y - g.kept.height);
    g.marks.right = mark(page.width - block.right() - g.kept.width);
    g.marks.bottom = mark(page.height - block.bottom() - g.kept.height);
    return g;
}

}  // namespace

Point Grid::slot(int index) const {
    int column = index % columns;
    int row = index / columns;
    return {origin.x + (card.width + gutter.width) * column,
            origin.y + (card.height + gutter.height) * row};
}

Rect Grid::clip(int index, int count) const {
    int column = index % columns;
    int row = index / columns;
    // Butted cards overlap their neighbours by a hair, so no light seam shows along a shared cut
    // line.
    Length inner_x = gutter.width > Length() ? gutter.width / 2 : k_butt_overlap;
    Length inner_y = gutter.height > Length() ? gutter.height / 2 : k_butt_overlap;
    Length left = column == 0 ? kept.width : inner_x;
    Length right = column == columns - 1 ? kept.width : index + 1 < count ? inner_x : bleed;
    Length top = row == 0 ? kept.height : inner_y;
    Length bottom = row == rows - 1 ? kept.height : index + columns < count ? inner_y : bleed;
    Point at = slot(index);
    return {at.x - left, at.y - top, card.width + left + right, card.height + top + bottom};
}

Rect Grid::block() const {
    return {origin.x, origin.y, card.width * columns + gutter.width * (columns - 1),
            card.height * rows + gutter.height * (rows - 1)};
}

double Grid::lost_bleed_mm2() const {
    Length across = lost_along(columns, gutter.width, kept.width, bleed);
    Length down = lost_along(rows, gutter.height, kept.height, bleed);
    return across.to_mm() * card.height.to_mm() * rows +
           down.to_mm() * card.width.to_mm() * columns;
}

std::optional<Grid> compute_grid_on(Size page, Size card, Length bleed) {
    AxisFit across = fit_axis(page.width, card.width, bleed, k_outer_edge, k_outer_edge);
    AxisFit down = fit_axis(page.height, card.height, bleed, k_outer_edge, k_outer_edge);
    if (across.count == 0 || down.count == 0) return std::nullopt;
    return make_grid(page, card, bleed, across, down);
}

std::optional<Grid> compute_grid(const Paper& paper, Size card, Length bleed) {
    std::optional<Grid> best = compute_grid_on(paper_size(paper), card, bleed);
    if (paper.size.width == paper.size.height) return best;
    auto turned = compute_grid_on(landscape(paper), card, bleed);
    if (!turned) return best;
    bool better = !best || turned->per_page() > best->per_page() ||
                  (turned->per_page() == best->per_page() &&
                   turned->lost_bleed_mm2() < best->lost_bleed_mm2() - 1e-6);
    return better ? turned : best;
}

std::optional<Grid> compute_fold_grid(const Paper& paper, Size card, Length bleed) {
    Size page = paper_size(paper);
    std::optional<Grid> best;
    for (Fold fold : {Fold::vertical, Fold::horizontal}) {
        Size half = fold == Fold::vertical ? Size{page.width / 2, page.height}
                                           : Size{page.width, page.height / 2};
        auto grid = compute_grid_on(half, card, bleed);
        if (!grid || (best && best->per_page() >= grid->per_page())) continue;
        grid->page = page;
        grid->fold = fold;
        best = grid;
    }
    return best;
}

std::optional<Grid> compute_gutter_grid(const Paper& paper, Size card, Length bleed) {
    Size page = landscape(paper);
    Length half = page.height / 2;
    AxisFit across = fit_axis(page.width, card.width, bleed, k_outer_edge, k_outer_edge);
    AxisFit down = fit_axis(half, card.height, bleed, k_outer_edge, k_fold_clearance);
    if (across.count == 0 || down.count == 0) return std::nullopt;
    Grid g = make_grid({page.width, half}, card, bleed, across, down);
    g.page = page;
    g.fold = Fold::horizontal;
    // Between the bleed and the fold, marks keep a gap from both; none where a short mark would not
    // fit.
    Length to_fold = half - g.block().bottom() - g.kept.height;
    Length inner = std::min(to_fold - k_mark_gap * 2, k_mark_max);
    g.marks.bottom = inner >= k_mark_min ? inner : Length();
    return g;
}

}  // namespace pnpkit::layout
