#include <catch2/catch.hpp>

#include "layout/imposition.hpp"
#include "support/page_geometry.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using test::lines_with;

namespace {

const Size k_poker{Length::mm(63), Length::mm(88)};

Page gutter_page(const Grid& grid, int pairs) {
    return fold_page(grid, test::card_drawings(pairs, "f", grid.card, grid.bleed),
                     test::card_drawings(pairs, "b", grid.card, grid.bleed), {}, "gutter");
}

// Checks a gutter-fold page: each back turned half a turn at its front's mirror image across the
// fold, every drawn bleed at least 5 mm from the fold, crop marks on both halves mirroring each
// other and none across the fold or in a card, nothing in the margin.
void check_gutter(const Grid& grid, const Page& page) {
    double fold = page.size.height.to_mm() / 2;
    auto items = test::placed(page);
    REQUIRE(items.size() % 2 == 0);
    std::size_t pairs = items.size() / 2;
    for (std::size_t i = 0; i < pairs; ++i) {
        const auto& front = items[i];
        const auto& back = items[pairs + i];
        INFO(to_text(front) << " / " << to_text(back));
        CHECK_FALSE(front.rotate_180);
        CHECK(back.rotate_180);
        CHECK(back.origin.x.to_mm() == Approx(front.origin.x.to_mm()));
        CHECK((back.origin.y + grid.card.height).to_mm() ==
              Approx(2 * fold - front.origin.y.to_mm()));
        CHECK(back.clip.x.to_mm() == Approx(front.clip.x.to_mm()));
        CHECK(back.clip.y.to_mm() == Approx(2 * fold - front.clip.bottom().to_mm()));
        CHECK(back.clip.height.to_mm() == Approx(front.clip.height.to_mm()));
        // The fold keeps 5 mm clear of every bleed as drawn.
        CHECK(fold - front.clip.bottom().to_mm() >= 5.0 - test::k_tolerance_mm);
        CHECK(back.clip.y.to_mm() - fold >= 5.0 - test::k_tolerance_mm);
    }
    auto fold_lines = test::lines_labelled(page, "fold");
    REQUIRE(fold_lines.size() == 1);
    CHECK(fold_lines[0].from.y.to_mm() == Approx(fold));
    CHECK(fold_lines[0].to.y.to_mm() == Approx(fold));
    auto crops = test::lines_labelled(page, "crop");
    int above = 0, below = 0;
    for (const auto& mark : crops) {
        bool upper = mark.from.y.to_mm() < fold;
        CHECK(upper == (mark.to.y.to_mm() < fold));  // no mark crosses the fold
        (upper ? above : below)++;
        bool mirrored = std::any_of(crops.begin(), crops.end(), [&](const LineItem& other) {
            return other.from.x == mark.from.x && other.to.x == mark.to.x &&
                   other.from.y.to_mm() == Approx(2 * fold - mark.from.y.to_mm()) &&
                   other.to.y.to_mm() == Approx(2 * fold - mark.to.y.to_mm());
        });
        CHECK(mirrored);
    }
    CHECK(above > 0);
    CHECK(above == below);
    test::check_margins(page);
    test::check_marks_outside_cards(page);
}

}  // namespace

TEST_CASE(
    "the gutter fold puts four poker pairs on a landscape A4 or Letter page whatever the bleed",
    "[imposition][gutter]") {
    for (const Paper& paper : {Paper::a4, Paper::letter, Paper::universal}) {
        for (Length bleed : {Length(), Length::mm(2), Length::mm(3), Length::in(0.125)}) {
            INFO(to_string(paper) << ", bleed " << bleed.to_string());
            auto grid = compute_gutter_grid(paper, k_poker, bleed);
            REQUIRE(grid);
            CHECK(grid->landscape());
            CHECK(grid->fold == Fold::horizontal);
            CHECK(grid->columns == 4);
            CHECK(grid->rows == 1);
            check_gutter(*grid, gutter_page(*grid, 4));
            check_gutter(*grid, gutter_page(*grid, 3));  // a last page with a slot to spare
        }
    }
}

TEST_CASE("a gutter-fold page on A4, item by item", "[imposition][gutter]") {
    auto grid = *compute_gutter_grid(Paper::a4, k_poker, Length::mm(2));
    Page page = gutter_page(grid, 4);
    CHECK(page.size.width.to_mm() == Approx(297));
    auto places = lines_with(page, "place");
    REQUIRE(places.size() == 8);
    // Four across, spaced by the bleed; 9.75 mm down, so that the bleed ends 5.25 mm above the
    // fold.
    CHECK(places[0] == "place \"f0\" at 16.5,9.75mm clip 14.5,7.75 67x92mm");
    CHECK(places[3] == "place \"f3\" at 217.5,9.75mm clip 215.5,7.75 67x92mm");
    CHECK(places[4] == "place \"b0\" at 16.5,112.25mm clip 14.5,110.25 67x92mm rotated");
    CHECK(lines_with(page, "line \"fold\"") ==
          std::vector<std::string>{"line \"fold\" 5,105 -> 292,105mm #808080 0.4pt dash 2"});
    auto crops = lines_with(page, "line \"crop\"");
    // At the first card's left cut line: above the fronts, and either side of the fold.
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 16.5,7.25 -> 16.5,5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 16.5,100.25 -> 16.5,104.5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 16.5,109.75 -> 16.5,105.5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 16.5,202.75 -> 16.5,205mm #000000 0.25pt") == 1);
    // 8 cut lines down marked at both ends, 2 across marked at both sides, on each half.
    CHECK(crops.size() == 2 * (8 * 2 + 2 * 2));
}

TEST_CASE("a card too tall for half a landscape page has no gutter fold", "[imposition][gutter]") {
    // Tarot cards are 120 mm: half an A4 page turned landscape is 105 mm.
    CHECK_FALSE(compute_gutter_grid(Paper::a4, {Length::mm(70), Length::mm(120)}, Length::mm(2)));
    // Small cards fill each half with several rows, mirrored row by row.
    auto tokens = compute_gutter_grid(Paper::a4, {Length::mm(25), Length::mm(25)}, Length::mm(2));
    REQUIRE(tokens);
    CHECK(tokens->rows == 3);
    check_gutter(*tokens, gutter_page(*tokens, tokens->per_page()));
    check_gutter(*tokens, gutter_page(*tokens, tokens->columns + 2));
}
