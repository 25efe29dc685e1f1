#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/page.hpp"
#include "layout/paper.hpp"

namespace pnpkit::layout {

enum class Duplex { long_edge, short_edge, none };

struct ImposeOptions {
    Paper paper = Paper::a4;
    Duplex duplex = Duplex::long_edge;
    Point back_offset;  // printer calibration: shifts every back page by this much
    bool cut_lines = false;
    bool proof = false;
};

// Where cards go on a page: a centred grid of trim boxes, either spaced by twice the bleed (each
// card keeps its whole bleed) or butted (cards share cut lines, bleed only on the outer edges),
// whichever fits more cards; spaced wins a tie. Crop marks sit beyond the outer bleed.
struct Grid {
    Size page;
    Size card;
    Length bleed;
    int columns = 0;
    int rows = 0;
    Length gutter;  // between neighbouring trim boxes: 2 × bleed, or 0 when butted
    Point origin;   // trim top-left of the first slot
    Length mark_length;

    int per_page() const { return columns * rows; }
    // The trim top-left of slot `index` (row-major) on a front page.
    Point slot(int index) const;
    // The part of the card drawn at slot `index`: its bleed, cut back to half the gutter inside.
    Rect clip(int index) const;
    // Where the back of slot `index` goes, mirrored for the duplex mode, in trim top-left terms.
    Point back_slot(int index, Duplex duplex, Point offset) const;
};

// Constants of the page furniture, exposed for tests.
inline constexpr Length k_paper_margin = Length::mm(2.5);  // nothing is printed closer to the edge
inline constexpr Length k_mark_gap = Length::mm(1);        // between the outer bleed and a crop mark
inline constexpr Length k_mark_min = Length::mm(2);
inline constexpr Length k_mark_max = Length::mm(5);
inline constexpr Length k_butt_overlap = Length::mm(0.1);

// The best grid, or nullopt when not even one card (with its bleed and crop marks) fits the page.
std::optional<Grid> compute_grid(Size page, Size card, Length bleed);

// A front page: the cards in slot order, crop marks, cut lines and proof guides as asked.
Page front_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> cards,
                const ImposeOptions& options, std::string label);

// The back page matching a front page: each card's back at its mirrored slot, no crop marks.
Page back_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> backs,
               const ImposeOptions& options, std::string label);

// A sheet drawing centred on a page of the given paper, turned to landscape when the sheet is wider
// than tall; nullopt when it does not fit.
std::optional<Page> sheet_page(const std::shared_ptr<const Drawing>& sheet, Paper paper, bool proof, std::string label);

}  // namespace pnpkit::layout
