#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "layout/imposition.hpp"
#include "layout/page.hpp"
#include "layout/print_specs.hpp"

namespace pnpkit::layout {

// A page laid out for a print-and-cut machine: its registration marks, the zones kept clear
// around them, and a grid of cards spaced so that each keeps its whole bleed. Lengths from the
// page's top-left corner; for Cricut's Design Space, the page is the print-then-cut image.
struct CutSheet {
    Size page;
    bool landscape = false;
    MarkStyle marks = MarkStyle::silhouette;
    std::vector<Rect> mark_shapes;  // filled rectangles: the square and the arms of the corners
    std::vector<Rect> keepouts;     // where only the marks are printed
    Rect area;                      // where cards (with their bleed) may go
    Size card;
    Length bleed;
    Length corner_radius;
    Length gutter;  // between neighbouring cut lines
    int columns = 0;
    int rows = 0;
    Point origin;  // the first card's cut line, top-left

    int per_page() const { return columns * rows; }
    // The cut line of slot `index` (row-major).
    Rect trim(int index) const;
};

// The registration marks of a machine that prints its own ("silhouette") on a page of that size,
// as filled rectangles: the square at the top-left, then the top-right corner's arms, then the
// bottom-left's. The corners' arms are centred on the lines `inset` from the page's edges.
std::vector<Rect> silhouette_marks(const Cutter& cutter, Size page);

// Why a page of that size cannot go through the machine (larger than its largest sheet), or
// nullopt when it can.
std::optional<std::string> cut_paper_problem(const Cutter& cutter, Size paper);

// The sheet holding the most cards of that size on `paper` (portrait, turned to landscape when that
// holds more) for the machine; or why none fits ("the page is larger than ...", "a 63 x 88 mm card
// ... does not fit").
std::variant<CutSheet, std::string> compute_cut_sheet(const Cutter& cutter, Size paper, Size card,
                                                      Length bleed, Length corner_radius);

// A front page: the cards (each clipped to its bleed) and the registration marks.
Page cut_front_page(const CutSheet& sheet, std::span<const std::shared_ptr<const Drawing>> cards,
                    std::string label);

// The page printed on the back of a front page: each back behind its front for the duplex mode
// (turned half a turn for short-edge flipping), shifted by `offset`; no marks.
Page cut_back_page(const CutSheet& sheet, std::span<const std::shared_ptr<const Drawing>> backs,
                   Duplex duplex, Point offset, std::string label);

}  // namespace pnpkit::layout
