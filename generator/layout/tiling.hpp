#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "layout/page.hpp"
#include "layout/paper.hpp"

namespace pnpkit::layout {

// Tiling a sheet larger than the paper: neighbouring tiles share a strip this wide, and each tile
// has a band this wide between the paper margin and the sheet for its join marks and label.
inline constexpr Length k_tile_overlap = Length::mm(10);
inline constexpr Length k_tile_band = Length::mm(5);
inline constexpr Length k_tile_mark = Length::mm(4);
inline constexpr int k_tile_limit = 100;  // more pages than this for one sheet is refused

// How a sheet is split over pages: `columns` × `rows` tiles, each showing `tile` of the sheet
// (bleed included), the next one starting `tile - k_tile_overlap` further on.
struct TilePlan {
    Size page;
    int columns = 1;
    int rows = 1;
    Size tile;

    int count() const { return columns * rows; }
    Size step() const;
};

// The fewest tiles (then portrait) that cover an image of this size on the paper, or why there
// are none: the paper leaves no more room per tile than the overlap, or it would take more than
// k_tile_limit pages.
std::variant<TilePlan, std::string> plan_tiles(Size image, const Paper& paper);

// A tile's name: its column as a letter and its row as a number ("A1", "B3", "AA1").
std::string tile_name(int column, int row);

// A sheet on pages: one page with the sheet centred (landscape when wider than tall, or turned when
// only that fits), or, when it is larger than the paper, tiles with join marks and labels ("tile A1
// of 2 × 2"). Fails with the reason a sheet cannot be tiled.
std::variant<std::vector<Page>, std::string> sheet_pages(
    const std::shared_ptr<const Drawing>& sheet, const Paper& paper, bool proof,
    const std::string& label);

}  // namespace pnpkit::layout
