#include "layout/tiling.hpp"

#include <catch2/catch.hpp>

#include "support/page_geometry.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

std::shared_ptr<const Drawing> sheet(Size size, Length bleed = Length()) {
    auto d = std::make_shared<Drawing>();
    d->label = "board";
    d->size = size;
    d->bleed = bleed;
    return d;
}

std::vector<Page> pages_of(const std::variant<std::vector<Page>, std::string>& laid) {
    if (const auto* reason = std::get_if<std::string>(&laid)) FAIL(*reason);
    return std::get<std::vector<Page>>(laid);
}

// The part of the sheet's bleed box (in its own coordinates, from its top-left corner) a tile
// page shows.
Rect shown(const Page& page) {
    auto items = test::placed(page);
    REQUIRE(items.size() == 1);
    const auto& p = items[0];
    Length bleed = p.drawing->bleed;
    return {p.clip.x - p.origin.x + bleed, p.clip.y - p.origin.y + bleed, p.clip.width,
            p.clip.height};
}

}  // namespace

TEST_CASE("a sheet is centred on the page, landscape when wider than tall", "[imposition][sheet]") {
    auto hero = sheet({Length::mm(190), Length::mm(265)});
    auto a4 = pages_of(sheet_pages(hero, Paper::a4, false, "hero"));
    REQUIRE(a4.size() == 1);
    CHECK(to_text(a4[0].items.front()) == "place \"board\" at 10,16mm clip 10,16 190x265mm");
    auto letter = pages_of(sheet_pages(hero, Paper::letter, false, "hero"));
    REQUIRE(letter.size() == 1);
    CHECK(to_text(letter[0].items.front()) ==
          "place \"board\" at 12.95,7.2mm clip 12.95,7.2 190x265mm");

    auto monster = sheet({Length::mm(268), Length::mm(198)});
    auto turned = pages_of(sheet_pages(monster, Paper::a4, false, "monster"));
    REQUIRE(turned.size() == 1);
    CHECK(turned[0].size.width.to_mm() == Approx(297));
    CHECK(turned[0].size.height.to_mm() == Approx(210));
    CHECK(to_text(turned[0].items.front()) == "place \"board\" at 14.5,6mm clip 14.5,6 268x198mm");
    // Universal paper holds the house sheets too: 200 x 269.4 mm inside its margins.
    CHECK(pages_of(sheet_pages(monster, Paper::universal, false, "m")).size() == 1);
    CHECK(pages_of(sheet_pages(hero, Paper::universal, false, "h")).size() == 1);
}

TEST_CASE("a sheet larger than the paper is tiled with overlapping strips and join marks",
          "[imposition][sheet]") {
    // 190 x 265 mm on 150 x 200 mm paper: 130 x 180 mm a tile, so 2 x 2 tiles of 100 x 137.5 mm.
    Paper small{{Length::mm(150), Length::mm(200)}};
    auto planned = plan_tiles({Length::mm(190), Length::mm(265)}, small);
    REQUIRE(std::holds_alternative<TilePlan>(planned));
    const auto& plan = std::get<TilePlan>(planned);
    CHECK(plan.columns == 2);
    CHECK(plan.rows == 2);
    CHECK(plan.tile.width.to_mm() == Approx(100));
    CHECK(plan.tile.height.to_mm() == Approx(137.5));

    auto pages =
        pages_of(sheet_pages(sheet({Length::mm(190), Length::mm(265)}), small, false, "hero 1"));
    REQUIRE(pages.size() == 4);
    std::vector<Rect> parts;
    for (const auto& page : pages) {
        INFO(to_text(page));
        CHECK(page.size.width.to_mm() == Approx(150));
        test::check_margins(page);
        parts.push_back(shown(page));
    }
    // Row-major: A1, B1, A2, B2. Neighbours share exactly the overlap; together they cover the
    // sheet.
    CHECK(parts[0].x.to_mm() == Approx(0).margin(1e-9));
    CHECK(parts[0].y.to_mm() == Approx(0).margin(1e-9));
    CHECK((parts[0].right() - parts[1].x).to_mm() == Approx(10));
    CHECK((parts[0].bottom() - parts[2].y).to_mm() == Approx(10));
    CHECK(parts[1].right().to_mm() == Approx(190));
    CHECK(parts[3].bottom().to_mm() == Approx(265));
    CHECK(parts[3].x == parts[1].x);
    CHECK(parts[3].y == parts[2].y);

    // The join marks of two neighbours fall on the same line of the sheet: the middle of their
    // strip.
    auto join_x = [&](std::size_t i) {
        std::vector<double> xs;
        const PlacedItem p = test::placed(pages[i])[0];
        for (const auto& mark : test::lines_labelled(pages[i], "tile mark")) {
            if (mark.from.x == mark.to.x) xs.push_back((mark.from.x - p.origin.x).to_mm());
        }
        return xs;
    };
    for (double x : join_x(0)) CHECK(x == Approx(parts[1].x.to_mm() + 5));
    for (double x : join_x(1)) CHECK(x == Approx(parts[1].x.to_mm() + 5));
    CHECK(join_x(0).size() == 2);  // above and below the tile
    CHECK(join_x(1).size() == 2);
    // Every tile page has two marks per neighbour: A1 has B1 and A2.
    CHECK(test::lines_labelled(pages[0], "tile mark").size() == 4);

    CHECK(test::lines_with(pages[0], "text \"tile label\"").size() == 1);
    CHECK(test::lines_with(pages[0], "text")[0].ends_with("\"tile A1 of 2 × 2 · hero 1\""));
    CHECK(test::lines_with(pages[3], "text")[0].ends_with("\"tile B2 of 2 × 2 · hero 1\""));
}

TEST_CASE("tiles cover the sheet's bleed and are named like spreadsheet cells",
          "[imposition][sheet]") {
    auto board =
        std::make_shared<Drawing>(*sheet({Length::mm(500), Length::mm(300)}, Length::mm(3)));
    auto square = [](double x, double y) {
        return RectItem{{Length::mm(x), Length::mm(y), Length::mm(20), Length::mm(20)},
                        Colour::black(),
                        std::nullopt,
                        Length(),
                        Length(),
                        Length(),
                        "square"};
    };
    board->items = {square(10, 10), square(470, 270), square(240, 140)};  // corners and the middle
    auto pages = pages_of(sheet_pages(board, Paper::a4, false, "board"));
    // 506 x 306 mm with the bleed: landscape A4 leaves 277 x 190 mm, so 2 x 2 (portrait: 3 x 2).
    REQUIRE(pages.size() == 4);
    CHECK(pages[0].size.width.to_mm() == Approx(297));
    CHECK(shown(pages[0]).x.to_mm() == Approx(0).margin(1e-9));
    CHECK(shown(pages[3]).right().to_mm() == Approx(506));
    CHECK(shown(pages[3]).bottom().to_mm() == Approx(306));
    // Each tile holds the items that reach into it: the middle square straddles all four.
    auto squares = [&](std::size_t page) {
        std::vector<double> xs;
        const PlacedItem tile = test::placed(pages[page])[0];
        for (const auto& item : tile.drawing->items)
            xs.push_back(std::get<RectItem>(item).box.x.to_mm());
        return xs;
    };
    CHECK(squares(0) == std::vector<double>{10, 240});
    CHECK(squares(3) == std::vector<double>{470, 240});
    CHECK(squares(1) == std::vector<double>{240});

    CHECK(tile_name(0, 0) == "A1");
    CHECK(tile_name(1, 2) == "B3");
    CHECK(tile_name(25, 0) == "Z1");
    CHECK(tile_name(26, 0) == "AA1");
    CHECK(tile_name(27, 9) == "AB10");
}

TEST_CASE("a sheet that cannot be tiled says why", "[imposition][sheet]") {
    // 30 mm paper: 10 mm a tile inside the margins and bands, no more than the overlap.
    Paper tiny{{Length::mm(30), Length::mm(30)}};
    auto laid = sheet_pages(sheet({Length::mm(190), Length::mm(265)}), tiny, false, "hero");
    REQUIRE(std::holds_alternative<std::string>(laid));
    CHECK(std::get<std::string>(laid) ==
          "is 190mm x 265mm (190mm x 265mm with its bleed), larger than 30x30mm paper, and cannot "
          "be tiled: the "
          "paper leaves 10mm x 10mm for each tile (within 5mm margins and 5mm for marks), no more "
          "than the 10mm "
          "the tiles overlap");
    auto huge = sheet_pages(sheet({Length::mm(3000), Length::mm(3000)}), Paper::a4, false, "huge");
    REQUIRE(std::holds_alternative<std::string>(huge));
    CHECK(std::get<std::string>(huge).ends_with(
        "cannot be tiled: it would take 204 pages (17 x 12 tiles, at most 100)"));
}
