#include "layout/tiling.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "layout/imposition.hpp"
#include "layout/markup.hpp"

namespace pnpkit::layout {

namespace {

// Tiles needed along one axis, or 0 when a tile holds no more than the overlap.
int tiles_along(Length image, Length area) {
    if (image <= area) return 1;
    if (area <= k_tile_overlap) return 0;
    return static_cast<int>(std::ceil((image - k_tile_overlap) / (area - k_tile_overlap) - 1e-9));
}

Size tile_area(Size page) {
    Length frame = (k_paper_margin + k_tile_band) * 2;
    return {page.width - frame, page.height - frame};
}

// Where an item may draw, in its drawing's coordinates: its box with room for strokes, and for text
// that overflows its box by up to the box's own size; null for a placed drawing (kept everywhere).
std::optional<Rect> tile_item_bounds(const Item& item) {
    auto grown = [](Rect r, Length dx, Length dy) {
        return Rect{r.x - dx, r.y - dy, r.width + dx * 2, r.height + dy * 2};
    };
    const Length stroke = Length::mm(2);
    if (const auto* t = std::get_if<TextItem>(&item))
        return grown(t->box, t->box.width, t->box.height);
    if (const auto* r = std::get_if<RectItem>(&item)) return grown(r->box, stroke, stroke);
    if (const auto* i = std::get_if<IconItem>(&item)) return grown(i->box, stroke, stroke);
    if (const auto* i = std::get_if<ImageItem>(&item)) return i->box;
    if (const auto* l = std::get_if<LineItem>(&item)) {
        Point low{std::min(l->from.x, l->to.x), std::min(l->from.y, l->to.y)};
        Point high{std::max(l->from.x, l->to.x), std::max(l->from.y, l->to.y)};
        Rect r{low.x, low.y, high.x - low.x, high.y - low.y};
        return grown(r, stroke, stroke);
    }
    return std::nullopt;
}

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// The sheet with only the items that may draw inside `region` (in its trim coordinates), so that
// each tile page holds and draws about its own share of the sheet.
std::shared_ptr<const Drawing> tile_part(const Drawing& sheet, const Rect& region) {
    auto part = std::make_shared<Drawing>(Drawing{sheet.label,
                                                  sheet.size,
                                                  sheet.bleed,
                                                  sheet.corner_radius,
                                                  sheet.safe_margin,
                                                  sheet.reuse,
                                                  {},
                                                  sheet.template_id});
    for (const auto& item : sheet.items) {
        auto bounds = tile_item_bounds(item);
        if (!bounds || overlaps(*bounds, region)) part->items.push_back(item);
    }
    return part;
}

LineItem tile_mark(Point from, Point to) {
    return LineItem{from, to, Colour::black(), Length::pt(0.4), Length(), "tile mark"};
}

// Page `column`, `row` of a tiled sheet: its part of the sheet, ticks where each neighbour's
// edge goes (the middle of the strip they share), and its name.
Page tile_page(const Drawing& sheet, const TilePlan& plan, int column, int row,
               const std::string& label) {
    std::string name = tile_name(column, row);
    Page page{label + " " + name, plan.page, {}};
    Size area = tile_area(plan.page);
    Length band_start = k_paper_margin + k_tile_band;
    Rect tile{band_start + (area.width - plan.tile.width) / 2,
              band_start + (area.height - plan.tile.height) / 2, plan.tile.width, plan.tile.height};
    Size step = plan.step();
    // The sheet's bleed box starts at -bleed in its own coordinates; this tile starts `column`
    // steps in.
    Point origin{tile.x + sheet.bleed - step.width * column,
                 tile.y + sheet.bleed - step.height * row};
    Rect region{tile.x - origin.x, tile.y - origin.y, tile.width, tile.height};
    page.items.push_back(PlacedItem{tile_part(sheet, region), origin, tile, false, sheet.label});

    Length half = k_tile_overlap / 2;
    std::vector<Length> joins_x, joins_y;
    if (column > 0) joins_x.push_back(tile.x + half);
    if (column + 1 < plan.columns) joins_x.push_back(tile.right() - half);
    if (row > 0) joins_y.push_back(tile.y + half);
    if (row + 1 < plan.rows) joins_y.push_back(tile.bottom() - half);
    for (Length x : joins_x) {
        page.items.push_back(
            tile_mark({x, tile.y - k_mark_gap}, {x, tile.y - k_mark_gap - k_tile_mark}));
        page.items.push_back(tile_mark({x, tile.bottom() + k_mark_gap},
                                       {x, tile.bottom() + k_mark_gap + k_tile_mark}));
    }
    for (Length y : joins_y) {
        page.items.push_back(
            tile_mark({tile.x - k_mark_gap, y}, {tile.x - k_mark_gap - k_tile_mark, y}));
        page.items.push_back(tile_mark({tile.right() + k_mark_gap, y},
                                       {tile.right() + k_mark_gap + k_tile_mark, y}));
    }

    // The label goes above the tile, between the ticks when the tile is wide enough.
    TextItem text;
    Length inset = tile.width > k_tile_overlap * 4 ? k_tile_overlap : Length();
    text.box = {tile.x + inset, k_paper_margin, tile.width - inset * 2,
                tile.y - k_mark_gap - k_paper_margin};
    text.markup = escape_markup("tile " + name + " of " + std::to_string(plan.columns) + " × " +
                                std::to_string(plan.rows) + " · " + label);
    text.style.size_pt = text.size_pt = 8;
    text.style.colour = Colour::rgb(0x40, 0x40, 0x40);
    text.style.align = HAlign::center;
    text.style.valign = VAlign::middle;
    text.style.wrap = false;
    text.label = "tile label";
    page.items.push_back(std::move(text));
    return page;
}

}  // namespace

Size TilePlan::step() const {
    return {tile.width - k_tile_overlap, tile.height - k_tile_overlap};
}

std::string tile_name(int column, int row) {
    std::string letters;
    for (int n = column + 1; n > 0; n = (n - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
    return letters + std::to_string(row + 1);
}

std::variant<TilePlan, std::string> plan_tiles(Size image, const Paper& paper) {
    std::optional<TilePlan> best;
    Size smallest_area;
    for (Size page : {paper_size(paper), landscape(paper)}) {
        Size area = tile_area(page);
        int columns = tiles_along(image.width, area.width);
        int rows = tiles_along(image.height, area.height);
        if (columns == 0 || rows == 0) {
            smallest_area = area;
            continue;
        }
        TilePlan plan{page,
                      columns,
                      rows,
                      {(image.width + k_tile_overlap * (columns - 1)) / columns,
                       (image.height + k_tile_overlap * (rows - 1)) / rows}};
        if (!best || plan.count() < best->count()) best = plan;
    }
    if (!best) {
        return "the paper leaves " + smallest_area.width.to_string() + " x " +
               smallest_area.height.to_string() + " for each tile (within " +
               k_paper_margin.to_string() + " margins and " + k_tile_band.to_string() +
               " for marks), no more than the " + k_tile_overlap.to_string() + " the tiles overlap";
    }
    if (best->count() > k_tile_limit) {
        return "it would take " + std::to_string(best->count()) + " pages (" +
               std::to_string(best->columns) + " x " + std::to_string(best->rows) +
               " tiles, at most " + std::to_string(k_tile_limit) + ")";
    }
    return *best;
}

std::variant<std::vector<Page>, std::string> sheet_pages(
    const std::shared_ptr<const Drawing>& sheet, const Paper& paper, bool proof,
    const std::string& label) {
    Rect box = sheet->bleed_box();
    Size page = sheet->size.width > sheet->size.height ? landscape(paper) : paper_size(paper);
    if (box.width <= page.width - k_paper_margin * 2 &&
        box.height <= page.height - k_paper_margin * 2) {
        Point origin{(page.width - sheet->size.width) / 2, (page.height - sheet->size.height) / 2};
        Page one{label, page, {}};
        one.items.push_back(PlacedItem{sheet,
                                       origin,
                                       {origin.x + box.x, origin.y + box.y, box.width, box.height},
                                       false,
                                       sheet->label});
        if (proof) add_proof_guides(one.items, *sheet, origin, sheet->label);
        return std::vector<Page>{std::move(one)};
    }
    auto planned = plan_tiles({box.width, box.height}, paper);
    if (const auto* reason = std::get_if<std::string>(&planned)) {
        return "is " + sheet->size.width.to_string() + " x " + sheet->size.height.to_string() +
               " (" + box.width.to_string() + " x " + box.height.to_string() +
               " with its bleed), larger than " + to_string(paper) +
               " paper, and cannot be tiled: " + *reason;
    }
    const auto& plan = std::get<TilePlan>(planned);
    std::vector<Page> pages;
    for (int row = 0; row < plan.rows; ++row) {
        for (int column = 0; column < plan.columns; ++column)
            pages.push_back(tile_page(*sheet, plan, column, row, label));
    }
    return pages;
}

}  // namespace pnpkit::layout
