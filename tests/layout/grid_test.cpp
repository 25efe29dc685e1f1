#include "layout/grid.hpp"

#include <catch2/catch.hpp>

#include "layout/imposition.hpp"
#include "support/page_geometry.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

const Size k_poker{Length::mm(63), Length::mm(88)};
const Length k_eighth_inch = Length::in(0.125);

// A full front page of the grid with blank cards.
Page full_page(const Grid& grid) {
    return front_page(grid, test::card_drawings(grid.per_page(), "c", grid.card, grid.bleed), {},
                      "p");
}

// The best count and least lost bleed, by trying every grid: both page orientations, spaced or
// butted along each axis, every number of columns and rows up to 60. A grid fits when its trim
// boxes and, at each outer edge, the paper margin, a gap and the shortest crop mark fit; the bleed
// kept at the outer edges is whatever room is left, up to the whole bleed.
struct Best {
    int count = 0;
    double lost_mm2 = 0;
    bool landscape = false;
};

Best brute_force(const Paper& paper, Size card, Length bleed) {
    const double edge = (k_paper_margin + k_mark_gap + k_mark_min).to_mm();
    const double b = bleed.to_mm();
    Best best;
    for (bool landscape : {false, true}) {
        double page_w = landscape ? paper.size.height.to_mm() : paper.size.width.to_mm();
        double page_h = landscape ? paper.size.width.to_mm() : paper.size.height.to_mm();
        // Along one axis: the fewest bleed lost for `n` cards, or -1 when they do not fit.
        auto axis = [&](double span, double size, int n) {
            double best_lost = -1;
            for (double gutter : {2 * b, 0.0}) {
                double free = span - 2 * edge - n * size - (n - 1) * gutter;
                if (free < -1e-6) continue;
                double kept = std::min(b, free / 2);
                double lost = 2 * (b - kept) + (gutter > 0 ? 0 : 2 * b * (n - 1));
                if (best_lost < 0 || lost < best_lost) best_lost = lost;
            }
            return best_lost;
        };
        for (int columns = 1; columns <= 60; ++columns) {
            double lost_x = axis(page_w, card.width.to_mm(), columns);
            if (lost_x < 0) break;
            for (int rows = 1; rows <= 60; ++rows) {
                double lost_y = axis(page_h, card.height.to_mm(), rows);
                if (lost_y < 0) break;
                double lost =
                    lost_x * card.height.to_mm() * rows + lost_y * card.width.to_mm() * columns;
                int count = columns * rows;
                if (count > best.count || (count == best.count && lost < best.lost_mm2 - 1e-6))
                    best = {count, lost, landscape};
            }
        }
    }
    return best;
}

// Checks the promises of a dense grid: nothing in the margin, no crop mark in a card, and at each
// outer edge either the whole bleed kept or the crop marks as short as they may be.
void check_dense(const Grid& grid) {
    CHECK(grid.kept.width >= Length());
    CHECK(grid.kept.height >= Length());
    CHECK(grid.kept.width <= grid.bleed);
    CHECK(grid.kept.height <= grid.bleed);
    if (grid.kept.width < grid.bleed) CHECK(grid.marks.left.to_mm() == Approx(k_mark_min.to_mm()));
    if (grid.kept.height < grid.bleed) CHECK(grid.marks.top.to_mm() == Approx(k_mark_min.to_mm()));
    CHECK(grid.marks.left >= k_mark_min - Length::mm(1e-6));
    CHECK(grid.marks.top >= k_mark_min - Length::mm(1e-6));
    Page page = full_page(grid);
    test::check_margins(page);
    test::check_marks_outside_cards(page);
}

}  // namespace

TEST_CASE("poker cards fit nine to a page on A4, Letter and universal whatever the bleed",
          "[imposition][grid]") {
    for (const Paper& paper : {Paper::a4, Paper::letter, Paper::universal}) {
        for (Length bleed : {Length(), Length::mm(1), Length::mm(2), Length::mm(3), k_eighth_inch,
                             Length::mm(5)}) {
            INFO(to_string(paper) << ", bleed " << bleed.to_string());
            auto grid = compute_grid(paper, k_poker, bleed);
            REQUIRE(grid);
            CHECK(grid->per_page() == 9);
            CHECK_FALSE(grid->landscape());
            check_dense(*grid);
        }
    }
}

TEST_CASE("a print service's 1/8 inch bleed keeps nine poker cards on Letter, trimmed at the edge",
          "[imposition][grid]") {
    auto grid = *compute_grid(Paper::letter, k_poker, k_eighth_inch);
    CHECK(grid.columns == 3);
    CHECK(grid.rows == 3);
    // Across: spaced would need 216.7 mm with the marks, so butted, keeping the whole bleed
    // outside.
    CHECK(grid.gutter.width == Length());
    CHECK(grid.kept.width.to_mm() == Approx(3.175));
    // Down: 264 mm of cards leave 0.4 mm of the 264.4 between the marks' room: 0.2 mm a side.
    CHECK(grid.gutter.height == Length());
    CHECK(grid.kept.height.to_mm() == Approx(0.2));
    CHECK(grid.origin.y.to_mm() == Approx(7.7));
    CHECK(grid.marks.top.to_mm() == Approx(2));
}

TEST_CASE("each axis is spaced or butted on its own, for the least bleed given up",
          "[imposition][grid]") {
    // A4, 2 mm bleed: three columns only butted, three rows spaced with room to spare.
    auto a4 = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    CHECK(a4.gutter.width == Length());
    CHECK(a4.gutter.height.to_mm() == Approx(4));
    CHECK(a4.kept.width.to_mm() == Approx(2));
    CHECK(a4.kept.height.to_mm() == Approx(2));
    CHECK(a4.origin.x.to_mm() == Approx(10.5));
    CHECK(a4.origin.y.to_mm() == Approx(12.5));
    CHECK(a4.marks.left.to_mm() == Approx(3));
    CHECK(a4.marks.top.to_mm() == Approx(5));
    CHECK(a4.lost_bleed_mm2() == Approx(2 * 2 * 2 * 88 * 3));  // two butted cut lines down, 3 rows

    // Letter: spaced across, the outer bleed trimmed to 1.95 mm (0.1 mm lost against 8 mm butted).
    auto letter = *compute_grid(Paper::letter, k_poker, Length::mm(2));
    CHECK(letter.gutter.width.to_mm() == Approx(4));
    CHECK(letter.kept.width.to_mm() == Approx(1.95));
    CHECK(letter.gutter.height == Length());
    CHECK(letter.kept.height.to_mm() == Approx(0.2));

    // Tarot cards: four a page either way, each keeping its whole bleed.
    auto tarot = *compute_grid(Paper::a4, {Length::mm(70), Length::mm(120)}, Length::mm(3));
    CHECK(tarot.per_page() == 4);
    CHECK_FALSE(tarot.landscape());  // landscape holds four too, but only butted, giving up bleed
    CHECK(tarot.gutter.width.to_mm() == Approx(6));
    CHECK(tarot.origin.x.to_mm() == Approx(32));
    CHECK(tarot.clip(0).width.to_mm() == Approx(76));
    CHECK(tarot.lost_bleed_mm2() == Approx(0).margin(1e-9));

    CHECK_FALSE(compute_grid(Paper::a4, {Length::mm(300), Length::mm(88)}, Length::mm(3)));
}

TEST_CASE("a landscape page is chosen when it holds more cards", "[imposition][grid]") {
    Size domino{Length::mm(50), Length::mm(25)};
    auto portrait = compute_grid_on(paper_size(Paper::a4), domino, Length::mm(1.5));
    auto grid = compute_grid(Paper::a4, domino, Length::mm(1.5));
    REQUIRE(portrait);
    REQUIRE(grid);
    CHECK(portrait->per_page() == 33);
    CHECK(grid->per_page() == 35);
    CHECK(grid->landscape());
    CHECK(grid->page.width.to_mm() == Approx(297));
    check_dense(*grid);

    auto mini = *compute_grid(Paper::a4, {Length::mm(44), Length::mm(63)}, Length::mm(3));
    CHECK(mini.per_page() == 18);  // 6 x 3 landscape, against 4 x 4 portrait
    CHECK(mini.landscape());

    // Square tokens: as many either way, so the page stays portrait.
    auto tokens = *compute_grid(Paper::a4, {Length::mm(25), Length::mm(25)}, Length::mm(2));
    CHECK_FALSE(tokens.landscape());
}

TEST_CASE(
    "the grid holds the most cards a page, then gives up the least bleed, as trying every grid "
    "finds",
    "[imposition][grid]") {
    const std::vector<Size> cards{k_poker,
                                  {Length::mm(57), Length::mm(89)},
                                  {Length::mm(44), Length::mm(63)},
                                  {Length::mm(70), Length::mm(120)},
                                  {Length::mm(25), Length::mm(25)},
                                  {Length::mm(50), Length::mm(25)},
                                  {Length::mm(120), Length::mm(80)},
                                  {Length::mm(18), Length::mm(18)},
                                  {Length::in(2.5), Length::in(3.5)}};
    const std::vector<Paper> papers{
        Paper::a4,      Paper::letter, Paper::universal, Paper::a3,
        Paper::tabloid, Paper::legal,  Paper::a5,        Paper{{Length::mm(100), Length::mm(150)}}};
    for (const Paper& paper : papers) {
        for (Size card : cards) {
            for (Length bleed : {Length(), Length::mm(1.5), Length::mm(2), k_eighth_inch}) {
                INFO(to_string(paper)
                     << ", card " << card.width.to_string() << " x " << card.height.to_string()
                     << ", bleed " << bleed.to_string());
                Best best = brute_force(paper, card, bleed);
                auto grid = compute_grid(paper, card, bleed);
                if (best.count == 0) {
                    CHECK_FALSE(grid);
                    continue;
                }
                REQUIRE(grid);
                CHECK(grid->per_page() == best.count);
                CHECK(grid->lost_bleed_mm2() == Approx(best.lost_mm2).margin(1e-6));
                CHECK(grid->landscape() == best.landscape);
                check_dense(*grid);
            }
        }
    }
}

TEST_CASE("a card beside an empty slot keeps its whole bleed, and the marks stay clear of it",
          "[imposition][grid]") {
    // A4, 2 mm bleed: three butted columns. Full, a card keeps 0.1 mm past a shared cut line.
    auto grid = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    REQUIRE(grid.gutter.width == Length());
    auto right_reach = [&](int index, int count) {
        return (grid.clip(index, count).right() - grid.slot(index).x - grid.card.width).to_mm();
    };
    CHECK(right_reach(6, 9) == Approx(0.1));
    CHECK(right_reach(6, 7) == Approx(2));  // slot 7 is empty
    CHECK(right_reach(0, 1) == Approx(2));
    CHECK(right_reach(5, 7) == Approx(2));  // the last column: the kept outer bleed, as before
    CHECK(grid.clip(3) == grid.clip(3, 9));

    for (int count : {1, 2, 7}) {
        Page page = front_page(grid, test::card_drawings(count, "c", grid.card, grid.bleed), {}, "p");
        for (const auto& item : page.items) {
            const auto* mark = std::get_if<LineItem>(&item);
            if (!mark) continue;
            for (const auto& other : page.items) {
                const auto* placed = std::get_if<PlacedItem>(&other);
                if (!placed) continue;
                const Rect& c = placed->clip;
                bool inside = std::max(mark->from.x, mark->to.x) > c.x &&
                              std::min(mark->from.x, mark->to.x) < c.right() &&
                              std::max(mark->from.y, mark->to.y) > c.y &&
                              std::min(mark->from.y, mark->to.y) < c.bottom();
                CHECK_FALSE(inside);
            }
        }
    }
}
