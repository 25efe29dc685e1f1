#pragma once

#include <optional>

#include "layout/paper.hpp"

namespace pnpkit::layout {

// Constants of the page furniture, exposed for tests.
inline constexpr Length k_mark_gap = Length::mm(0.5);  // between the outer bleed and a crop mark
inline constexpr Length k_mark_min = Length::mm(2);
inline constexpr Length k_mark_max = Length::mm(5);
inline constexpr Length k_butt_overlap = Length::mm(0.1);
inline constexpr Length k_fold_clearance =
    Length::mm(5);  // gutter fold: from the fold to any bleed

// Where a fold-over layout folds the sheet: down its middle (fronts left, backs right) or across it
// (fronts above, backs below, turned half a turn).
enum class Fold { none, vertical, horizontal };

// How far crop marks reach out from the grid on each side (zero: no marks on that side).
struct MarkLengths {
    Length top;
    Length bottom;
    Length left;
    Length right;
};

// Where cards go on a page: a grid of trim boxes, placed across and down independently. Along each
// axis cards are spaced by twice the bleed (each card keeps its whole bleed) or butted (neighbours
// share a cut line), whichever fits more cards, spaced on a tie; beyond the outer cut lines as much
// of the bleed is kept as the room left for crop marks allows.
struct Grid {
    Size page;               // landscape when wider than tall
    Fold fold = Fold::none;  // a fold layout's grid fills the first half of the page
    Size card;
    Length bleed;  // the template's
    int columns = 0;
    int rows = 0;
    Size gutter;   // between neighbouring trim boxes across and down: 2 × bleed, or 0 when butted
    Size kept;     // bleed kept beyond the outer cut lines: left and right (width), top and bottom
    Point origin;  // trim top-left of the first slot
    MarkLengths marks;

    int per_page() const { return columns * rows; }
    bool landscape() const { return page.width > page.height; }
    // The trim top-left of slot `index` (row-major) on a front page.
    Point slot(int index) const;
    // The part of the card drawn at slot `index`: its bleed, cut back to half the gutter inside and
    // to the kept bleed outside. On a page of `count` cards, a side facing an empty slot keeps
    // the whole bleed, as no neighbour shares its cut line.
    Rect clip(int index, int count) const;
    Rect clip(int index) const { return clip(index, per_page()); }
    // The trim boxes of a full page, from the first slot's top-left to the last slot's
    // bottom-right.
    Rect block() const;
    // The bleed given up at the outer edges and between butted cards, as an area on one page.
    double lost_bleed_mm2() const;
};

// The best grid on the paper, portrait or landscape: the most cards a page, then the least bleed
// given up, then portrait. nullopt when not even one card with crop marks fits.
std::optional<Grid> compute_grid(const Paper& paper, Size card, Length bleed);

// The best grid on a page of exactly this size (no turning).
std::optional<Grid> compute_grid_on(Size page, Size card, Length bleed);

// The best grid for the fold-over layout on a portrait page: cards in one half, their backs to be
// mirrored into the other half; vertical or horizontal, whichever holds more cards (vertical on a
// tie, since its backs need no turning). nullopt when not even one card fits a half.
std::optional<Grid> compute_fold_grid(const Paper& paper, Size card, Length bleed);

// The grid of the gutter fold: a landscape page folded across its middle, fronts in the upper half,
// every bleed at least k_fold_clearance from the fold, crop marks on the outer sides and, where
// they fit, between the bleed and the fold. nullopt when not even one card fits a half.
std::optional<Grid> compute_gutter_grid(const Paper& paper, Size card, Length bleed);

}  // namespace pnpkit::layout
