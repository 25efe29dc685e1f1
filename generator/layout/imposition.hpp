#pragma once

#include <memory>
#include <span>
#include <string>

#include "layout/grid.hpp"
#include "layout/page.hpp"
#include "layout/paper.hpp"

namespace pnpkit::layout {

enum class Duplex { long_edge, short_edge, none };

// How a deck's pages are made: fronts and backs on separate pages for a duplex printer (grid), or
// both on one side of the sheet to fold and glue: down a portrait sheet (fold) or across a
// landscape one, clear of every bleed (gutter).
enum class PageLayout { grid, fold, gutter };

struct ImposeOptions {
    Paper paper = Paper::a4;
    Duplex duplex = Duplex::long_edge;
    PageLayout layout = PageLayout::grid;
    Point back_offset;  // printer calibration: shifts every back page by this much
    double back_turn_deg = 0;  // printer calibration: then turns it clockwise about its centre
    bool cut_lines = false;
    bool proof = false;
};

// How a back page lies behind its front: mirrored across (left and right swap, backs upright) or
// down (top and bottom swap, backs turned half a turn to read upright).
enum class Flip { across, down };

// The flip a duplex printer gives a page. Long-edge flipping turns the sheet about its long edge:
// across on a portrait page, down on a landscape one (the printer turns it onto portrait paper);
// short-edge flipping the other way.
Flip duplex_flip(Duplex duplex, Size page);

// Where the back of slot `index` goes, in trim top-left terms, shifted by `offset`.
Point back_slot(const Grid& grid, int index, Flip flip, Point offset);

// A front page: the cards in slot order, crop marks, cut lines and proof guides as asked.
Page front_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> cards,
                const ImposeOptions& options, std::string label);

// The back page matching a front page: each card's back at its mirrored slot, no crop marks; the
// page shifted by the back offset and turned by the back turn.
Page back_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> backs,
               const ImposeOptions& options, std::string label);

// A fold-over or gutter-fold page: fronts in the first half with crop marks, each back at its
// front's mirror image across the fold (turned half a turn for a fold across the page) with its
// crop marks, and a dashed fold line. Folded with the printed sides out, each back lands behind
// its front.
Page fold_page(const Grid& grid, std::span<const std::shared_ptr<const Drawing>> fronts,
               std::span<const std::shared_ptr<const Drawing>> backs, const ImposeOptions& options,
               std::string label);

// Bleed (red), cut (black, dashed) and safe-zone (blue) guides of a drawing placed at `origin`.
void add_proof_guides(std::vector<Item>& items, const Drawing& d, Point origin,
                      const std::string& label);

}  // namespace pnpkit::layout
