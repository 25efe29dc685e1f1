#include <catch2/catch.hpp>

#include <algorithm>

#include "layout/imposition.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

const Size k_poker{Length::mm(63), Length::mm(88)};

std::shared_ptr<const Drawing> card(const std::string& label, Length bleed = Length::mm(2)) {
    auto d = std::make_shared<Drawing>();
    d->label = label;
    d->size = k_poker;
    d->bleed = bleed;
    d->safe_margin = Length::mm(4);
    return d;
}

std::vector<std::string> lines_with(const Page& page, const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& item : page.items) {
        std::string text = to_text(item);
        if (text.starts_with(prefix)) out.push_back(text);
    }
    return out;
}

}  // namespace

TEST_CASE("poker cards with 2 mm bleed fit nine to a page on A4 and Letter", "[imposition]") {
    auto a4 = compute_grid(paper_size(Paper::a4), k_poker, Length::mm(2));
    REQUIRE(a4);
    CHECK(a4->columns == 3);
    CHECK(a4->rows == 3);
    CHECK(a4->gutter == Length());  // butted: spacing by the bleed would fit only six
    CHECK(a4->origin.x.to_mm() == Approx(10.5));
    CHECK(a4->origin.y.to_mm() == Approx(16.5));
    CHECK(a4->mark_length.to_mm() == Approx(5));

    auto letter = compute_grid(paper_size(Paper::letter), k_poker, Length::mm(2));
    REQUIRE(letter);
    CHECK(letter->per_page() == 9);
    CHECK(letter->origin.y.to_mm() == Approx(7.7));
    CHECK(letter->mark_length.to_mm() == Approx(2.2));
}

TEST_CASE("the grid gives the most cards and prefers full bleed gutters on a tie", "[imposition]") {
    // 3 mm bleed on Letter: three rows of poker cards no longer leave room for crop marks.
    auto letter = compute_grid(paper_size(Paper::letter), k_poker, Length::mm(3));
    REQUIRE(letter);
    CHECK(letter->columns == 3);
    CHECK(letter->rows == 2);

    // Tarot cards: four a page either way, so each card keeps its whole bleed (gutter 6 mm).
    auto tarot = compute_grid(paper_size(Paper::a4), {Length::mm(70), Length::mm(120)}, Length::mm(3));
    REQUIRE(tarot);
    CHECK(tarot->per_page() == 4);
    CHECK(tarot->gutter.to_mm() == Approx(6));
    CHECK(tarot->origin.x.to_mm() == Approx(32));
    CHECK(tarot->clip(0).width.to_mm() == Approx(76));  // full bleed on every side

    auto mini = compute_grid(paper_size(Paper::a4), {Length::mm(44), Length::mm(63)}, Length::mm(3));
    REQUIRE(mini);
    CHECK(mini->per_page() == 16);

    CHECK_FALSE(compute_grid(paper_size(Paper::a4), {Length::mm(300), Length::mm(88)}, Length::mm(3)));
}

TEST_CASE("crop marks sit outside the bleed at every cut line", "[imposition]") {
    auto grid = *compute_grid(paper_size(Paper::a4), k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> cards;
    for (int i = 0; i < 9; ++i) cards.push_back(card("c" + std::to_string(i)));
    Page page = front_page(grid, cards, {}, "fronts 1");
    auto places = lines_with(page, "place");
    REQUIRE(places.size() == 9);
    CHECK(places[0] == "place \"c0\" at 10.5,16.5mm clip 8.5,14.5 65.1x90.1mm");
    CHECK(places[4] == "place \"c4\" at 73.5,104.5mm clip 73.4,104.4 63.2x88.2mm");
    auto crops = lines_with(page, "line \"crop\"");
    CHECK(crops.size() == 16);  // 4 cut lines across, 4 down, marked at both ends
    CHECK(std::count(crops.begin(), crops.end(), "line \"crop\" 10.5,13.5 -> 10.5,8.5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(), "line \"crop\" 199.5,283.5 -> 199.5,288.5mm #000000 0.25pt") == 1);
    CHECK(std::count(crops.begin(), crops.end(), "line \"crop\" 7.5,104.5 -> 2.5,104.5mm #000000 0.25pt") == 1);
    CHECK(lines_with(page, "line \"cut line\"").empty());

    // A part-filled page marks only the cut lines of the cards it holds.
    Page partial = front_page(grid, std::span(cards).first(4), {}, "fronts 2");
    CHECK(lines_with(partial, "line \"crop\"").size() == 14);  // 4 x positions, 3 y positions
}

TEST_CASE("backs mirror their fronts for long- and short-edge duplex, with the printer offset", "[imposition]") {
    auto grid = *compute_grid(paper_size(Paper::a4), k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> backs;
    for (int i = 0; i < 9; ++i) backs.push_back(card("b" + std::to_string(i)));

    ImposeOptions long_edge;
    Page page = back_page(grid, backs, long_edge, "backs 1");
    auto places = lines_with(page, "place");
    // The first card (top left on the front) has its back top right.
    CHECK(places[0] == "place \"b0\" at 136.5,16.5mm clip 136.4,14.5 65.1x90.1mm");
    CHECK(places[2] == "place \"b2\" at 10.5,16.5mm clip 8.5,14.5 65.1x90.1mm");
    CHECK(lines_with(page, "line").empty());  // no crop marks on backs

    ImposeOptions short_edge;
    short_edge.duplex = Duplex::short_edge;
    short_edge.back_offset = {Length::mm(0.5), Length::mm(-1)};
    Page flipped = back_page(grid, backs, short_edge, "backs 1");
    auto turned = lines_with(flipped, "place");
    CHECK(turned[0] == "place \"b0\" at 11,191.5mm clip 9,191.4 65.1x90.1mm rotated");
    CHECK(turned[6] == "place \"b6\" at 11,15.5mm clip 9,13.5 65.1x90.1mm rotated");
}

TEST_CASE("proof mode draws bleed, cut and safe guides; cut lines run between cards", "[imposition]") {
    auto grid = *compute_grid(paper_size(Paper::a4), k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> cards{card("only")};
    ImposeOptions options;
    options.proof = true;
    options.cut_lines = true;
    Page page = front_page(grid, cards, options, "proof");
    auto rects = lines_with(page, "rect");
    REQUIRE(rects.size() == 3);
    CHECK(rects[0] == "rect \"proof bleed only\" 8.5,14.5 67x92mm stroke #d02020 0.3pt");
    CHECK(rects[1] == "rect \"proof cut only\" 10.5,16.5 63x88mm stroke #000000 0.4pt dash 1");
    CHECK(rects[2] == "rect \"proof safe only\" 14.5,20.5 55x80mm stroke #2050d0 0.3pt dash 0.6");
    CHECK(lines_with(page, "line \"cut line\"").size() == 4);
}

TEST_CASE("a sheet is centred on the page and must fit it", "[imposition]") {
    auto sheet = std::make_shared<Drawing>();
    sheet->label = "hero";
    sheet->size = {Length::mm(190), Length::mm(265)};
    auto a4 = sheet_page(sheet, Paper::a4, false, "hero");
    REQUIRE(a4);
    CHECK(to_text(a4->items.front()) == "place \"hero\" at 10,16mm clip 10,16 190x265mm");
    auto letter = sheet_page(sheet, Paper::letter, false, "hero");
    REQUIRE(letter);
    CHECK(to_text(letter->items.front()) == "place \"hero\" at 12.95,7.2mm clip 12.95,7.2 190x265mm");
    sheet->size.height = Length::mm(280);
    CHECK_FALSE(sheet_page(sheet, Paper::letter, false, "hero"));
}

TEST_CASE("a sheet wider than tall goes on a landscape page", "[imposition]") {
    auto sheet = std::make_shared<Drawing>();
    sheet->label = "monster";
    sheet->size = {Length::mm(268), Length::mm(198)};
    auto a4 = sheet_page(sheet, Paper::a4, false, "monster");
    REQUIRE(a4);
    CHECK(a4->size.width.to_mm() == Approx(297));
    CHECK(a4->size.height.to_mm() == Approx(210));
    CHECK(to_text(a4->items.front()) == "place \"monster\" at 14.5,6mm clip 14.5,6 268x198mm");
    auto letter = sheet_page(sheet, Paper::letter, false, "monster");
    REQUIRE(letter);
    CHECK(letter->size.width.to_mm() == Approx(279.4));
}

TEST_CASE("proof guides on a back page come after every card, so none is covered", "[imposition]") {
    auto grid = *compute_grid(paper_size(Paper::a4), k_poker, Length::mm(2));
    std::vector<std::shared_ptr<const Drawing>> backs{card("b0"), card("b1")};
    ImposeOptions options;
    options.proof = true;
    Page page = back_page(grid, backs, options, "backs");
    REQUIRE(page.items.size() == 8);
    CHECK(std::holds_alternative<PlacedItem>(page.items[0]));
    CHECK(std::holds_alternative<PlacedItem>(page.items[1]));
    CHECK(to_text(page.items[2]) == "rect \"proof bleed b0\" 134.5,14.5 67x92mm stroke #d02020 0.3pt");
}
