#include "layout/imposition.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "support/page_geometry.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using test::lines_with;

namespace {

const Size k_poker{Length::mm(63), Length::mm(88)};

std::shared_ptr<const Drawing> card(const std::string& label, Length bleed = Length::mm(2)) {
    return test::card_drawing(label, k_poker, bleed);
}

std::vector<std::shared_ptr<const Drawing>> cards(int count, const std::string& prefix) {
    return test::card_drawings(count, prefix, k_poker, Length::mm(2));
}

}  // namespace

TEST_CASE("crop marks sit outside the bleed at every cut line", "[imposition]") {
    // A4, 2 mm bleed: butted across (spaced, three would need 212 mm with marks), spaced down.
    auto grid = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    REQUIRE(grid.gutter.width == Length());
    REQUIRE(grid.gutter.height.to_mm() == Approx(4));
    Page page = front_page(grid, cards(9, "c"), {}, "fronts 1");
    auto places = lines_with(page, "place");
    REQUIRE(places.size() == 9);
    CHECK(places[0] == "place \"c0\" at 10.5,12.5mm clip 8.5,10.5 65.1x92mm");
    CHECK(places[4] == "place \"c4\" at 73.5,104.5mm clip 73.4,102.5 63.2x92mm");
    auto crops = lines_with(page, "line \"crop\"");
    CHECK(crops.size() ==
          20);  // 4 cut lines down, 6 across (each row has its own), marked at both ends
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 10.5,10 -> 10.5,5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 199.5,287 -> 199.5,292mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 8,104.5 -> 5,104.5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(),
                     "line \"crop\" 202,100.5 -> 205,100.5mm #000000 0.25pt") == 1);
    CHECK(lines_with(page, "line \"cut line\"").empty());
    test::check_margins(page);
    test::check_marks_outside_cards(page);

    // A part-filled page marks only the cut lines of the cards it holds, clear of their bleed.
    Page partial = front_page(grid, cards(4, "c"), {}, "fronts 2");
    CHECK(lines_with(partial, "line \"crop\"").size() == 16);  // 4 x positions, 4 y positions
    test::check_margins(partial);
    test::check_marks_outside_cards(partial);
}

TEST_CASE("a part-filled row's marks stay clear of its last card's bleed", "[imposition]") {
    // Letter, 2 mm bleed: spaced across with the outer bleed trimmed to 1.95 mm.
    auto grid = *compute_grid(Paper::letter, k_poker, Length::mm(2));
    REQUIRE(grid.gutter.width.to_mm() == Approx(4));
    Page page = front_page(grid, cards(2, "c"), {}, "fronts");
    test::check_marks_outside_cards(page);
    auto crops = test::lines_labelled(page, "crop");
    // The right-hand marks start past the second card's whole bleed (it has a neighbour slot).
    Length second_right = grid.slot(1).x + k_poker.width;
    for (const auto& mark : crops) {
        if (mark.from.y == mark.to.y && mark.from.x > second_right)
            CHECK((mark.from.x - second_right).to_mm() == Approx(2.5));
    }
}

TEST_CASE("backs mirror their fronts for long- and short-edge duplex, with the printer offset",
          "[imposition]") {
    auto grid = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    auto backs = cards(9, "b");

    ImposeOptions long_edge;
    Page page = back_page(grid, backs, long_edge, "backs 1");
    auto places = lines_with(page, "place");
    // The first card (top left on the front) has its back top right.
    CHECK(places[0] == "place \"b0\" at 136.5,12.5mm clip 136.4,10.5 65.1x92mm");
    CHECK(places[2] == "place \"b2\" at 10.5,12.5mm clip 8.5,10.5 65.1x92mm");
    CHECK(lines_with(page, "line").empty());  // no crop marks on backs

    ImposeOptions short_edge;
    short_edge.duplex = Duplex::short_edge;
    short_edge.back_offset = {Length::mm(0.5), Length::mm(-1)};
    Page flipped = back_page(grid, backs, short_edge, "backs 1");
    auto turned = lines_with(flipped, "place");
    CHECK(turned[0] == "place \"b0\" at 11,195.5mm clip 9,193.5 65.1x92mm rotated");
    CHECK(turned[6] == "place \"b6\" at 11,11.5mm clip 9,9.5 65.1x92mm rotated");
}

TEST_CASE("on a landscape page long-edge duplex flips the backs down, short-edge across",
          "[imposition]") {
    Size portrait{Length::mm(210), Length::mm(297)};
    Size landscape{Length::mm(297), Length::mm(210)};
    CHECK(duplex_flip(Duplex::long_edge, portrait) == Flip::across);
    CHECK(duplex_flip(Duplex::short_edge, portrait) == Flip::down);
    // The printer turns a landscape page onto portrait paper: its long edge is the page's top.
    CHECK(duplex_flip(Duplex::long_edge, landscape) == Flip::down);
    CHECK(duplex_flip(Duplex::short_edge, landscape) == Flip::across);

    // Dominoes go on a landscape A4 page; each back lies behind its front once the sheet is
    // flipped about its top edge: same x, mirrored y, turned half a turn.
    Size domino{Length::mm(50), Length::mm(25)};
    auto grid = *compute_grid(Paper::a4, domino, Length::mm(1.5));
    REQUIRE(grid.landscape());
    auto backs = test::card_drawings(grid.per_page(), "b", domino, Length::mm(1.5));
    Page page = back_page(grid, backs, {}, "backs");
    auto backs_placed = test::placed(page);
    REQUIRE(static_cast<int>(backs_placed.size()) == grid.per_page());
    for (int i = 0; i < grid.per_page(); ++i) {
        const auto& b = backs_placed[static_cast<std::size_t>(i)];
        Point front = grid.slot(i);
        CHECK(b.rotate_180);
        CHECK(b.origin.x.to_mm() == Approx(front.x.to_mm()));
        CHECK((b.origin.y + domino.height).to_mm() == Approx(210 - front.y.to_mm()));
    }
}

TEST_CASE("proof mode draws bleed, cut and safe guides; cut lines run between cards",
          "[imposition]") {
    auto grid = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> one{card("only")};
    ImposeOptions options;
    options.proof = true;
    options.cut_lines = true;
    Page page = front_page(grid, one, options, "proof");
    auto rects = lines_with(page, "rect");
    REQUIRE(rects.size() == 3);
    CHECK(rects[0] == "rect \"proof bleed only\" 8.5,10.5 67x92mm stroke #d02020 0.3pt");
    CHECK(rects[1] == "rect \"proof cut only\" 10.5,12.5 63x88mm stroke #000000 0.4pt dash 1");
    CHECK(rects[2] == "rect \"proof safe only\" 14.5,16.5 55x80mm stroke #2050d0 0.3pt dash 0.6");
    CHECK(lines_with(page, "line \"cut line\"").size() == 4);
}

TEST_CASE("proof guides on a back page come after every card, so none is covered", "[imposition]") {
    auto grid = *compute_grid(Paper::a4, k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> backs{card("b0"), card("b1")};
    ImposeOptions options;
    options.proof = true;
    Page page = back_page(grid, backs, options, "backs");
    REQUIRE(page.items.size() == 8);
    CHECK(std::holds_alternative<PlacedItem>(page.items[0]));
    CHECK(std::holds_alternative<PlacedItem>(page.items[1]));
    CHECK(to_text(page.items[2]) ==
          "rect \"proof bleed b0\" 134.5,10.5 67x92mm stroke #d02020 0.3pt");
}

TEST_CASE("the fold-over grid puts poker cards in the left half of A4, three to a page",
          "[imposition][fold]") {
    auto grid = compute_fold_grid(Paper::a4, k_poker, Length::mm(2));
    REQUIRE(grid);
    CHECK(grid->fold ==
          Fold::vertical);  // three either way: the vertical fold, whose backs need no turning
    CHECK(grid->page.width.to_mm() == Approx(210));
    CHECK(grid->columns == 1);
    CHECK(grid->rows == 3);
    CHECK(grid->origin.x.to_mm() == Approx(21));  // centred in the left half, 105 mm wide
    // A card wider than half the page folds across instead, its backs turned half a turn.
    Size wide{Length::mm(100), Length::mm(60)};
    auto across = compute_fold_grid(Paper::a4, wide, Length::mm(2));
    REQUIRE(across);
    CHECK(across->fold == Fold::horizontal);
    CHECK(across->per_page() == 2);
    CHECK_FALSE(compute_fold_grid(Paper::a4, {Length::mm(200), Length::mm(200)}, Length::mm(2)));
}

TEST_CASE("a fold-over page mirrors each back and its crop marks across the fold line",
          "[imposition][fold]") {
    auto grid = *compute_fold_grid(Paper::a4, k_poker, Length::mm(2));
    Page page = fold_page(grid, cards(2, "f"), cards(2, "b"), {}, "cards 1");
    auto places = lines_with(page, "place");
    REQUIRE(places.size() == 4);
    CHECK(places[0] == "place \"f0\" at 21,12.5mm clip 19,10.5 67x92mm");
    CHECK(places[1] == "place \"f1\" at 21,104.5mm clip 19,102.5 67x92mm");
    // 210 - 21 - 63 = 126: the same distance from the fold, on the other side, upright.
    CHECK(places[2] == "place \"b0\" at 126,12.5mm clip 124,10.5 67x92mm");
    CHECK(places[3] == "place \"b1\" at 126,104.5mm clip 124,102.5 67x92mm");
    CHECK(lines_with(page, "line \"fold\"") ==
          std::vector<std::string>{"line \"fold\" 105,5 -> 105,292mm #808080 0.4pt dash 2"});
    auto crops = lines_with(page, "line \"crop\"");
    REQUIRE(crops.size() % 2 == 0);
    // Every crop mark of the fronts has its mirror image about x = 105 among the backs' marks.
    int left = 0;
    for (const auto& front : test::lines_labelled(page, "crop")) {
        if (front.from.x.to_mm() > 105) continue;
        ++left;
        bool mirrored = std::any_of(page.items.begin(), page.items.end(), [&](const Item& other) {
            const auto* line = std::get_if<LineItem>(&other);
            return line && line->label == "crop" &&
                   line->from.x.to_mm() == Approx(210 - front.from.x.to_mm()) &&
                   line->from.y == front.from.y &&
                   line->to.x.to_mm() == Approx(210 - front.to.x.to_mm());
        });
        CHECK(mirrored);
    }
    CHECK(left * 2 == static_cast<int>(crops.size()));
    test::check_margins(page);
    test::check_marks_outside_cards(page);
}

TEST_CASE("a horizontal fold turns the backs half a turn below the fold", "[imposition][fold]") {
    Size wide{Length::mm(100), Length::mm(60)};
    auto grid = *compute_fold_grid(Paper::a4, wide, Length::mm(2));
    auto front = test::card_drawing("f", wide, Length::mm(2));
    Page page = fold_page(grid, std::vector<std::shared_ptr<const Drawing>>{front},
                          std::vector<std::shared_ptr<const Drawing>>{front}, {}, "p");
    auto items = test::placed(page);
    REQUIRE(items.size() == 2);
    const auto& f = items[0];
    const auto& b = items[1];
    CHECK_FALSE(f.rotate_180);
    CHECK(b.rotate_180);
    CHECK(b.origin.x == f.origin.x);
    CHECK((b.origin.y + wide.height).to_mm() == Approx(297 - f.origin.y.to_mm()));
    CHECK(lines_with(page, "line \"fold\"") ==
          std::vector<std::string>{"line \"fold\" 5,148.5 -> 205,148.5mm #808080 0.4pt dash 2"});
}
