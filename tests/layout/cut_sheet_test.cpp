#include "layout/cut_sheet.hpp"

#include <catch2/catch.hpp>

#include "support/diagnostics.hpp"
#include "support/print_specs.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::shipped_cutter;
using pnpkit::test::source_dir;

namespace {

constexpr Size k_letter{Length::in(8.5), Length::in(11)};
constexpr Size k_a4{Length::mm(210), Length::mm(297)};
constexpr Size k_poker{Length::mm(63), Length::mm(88)};

// Within 0.1 mm.
void check_rect(const Rect& r, double x, double y, double w, double h) {
    INFO("rect " << r.x.to_mm() << ", " << r.y.to_mm() << ", " << r.width.to_mm() << ", "
                 << r.height.to_mm());
    CHECK(r.x.to_mm() == Approx(x).margin(0.1));
    CHECK(r.y.to_mm() == Approx(y).margin(0.1));
    CHECK(r.width.to_mm() == Approx(w).margin(0.1));
    CHECK(r.height.to_mm() == Approx(h).margin(0.1));
}

CutSheet sheet_of(const Cutter& cutter, Size paper, Length bleed = Length::mm(2)) {
    auto sheet = compute_cut_sheet(cutter, paper, k_poker, bleed, Length::mm(3));
    REQUIRE(std::holds_alternative<CutSheet>(sheet));
    return std::get<CutSheet>(sheet);
}

}  // namespace

TEST_CASE("Silhouette marks sit 10 mm in from the page's edges: a 5 mm square, two 20 mm corners",
          "[layout][cut]") {
    Cutter silhouette = shipped_cutter("silhouette");
    auto marks = silhouette_marks(silhouette, {Length::mm(279.4), Length::mm(215.9)});
    REQUIRE(marks.size() == 5);
    check_rect(marks[0], 10, 10, 5, 5);              // the square, top-left
    check_rect(marks[1], 249.4, 9.85, 20.15, 0.3);   // top-right corner, its arm along the top
    check_rect(marks[2], 269.25, 9.85, 0.3, 20.15);  // and down the right
    check_rect(marks[3], 9.85, 205.75, 20.15, 0.3);  // bottom-left corner, along the bottom
    check_rect(marks[4], 9.85, 185.9, 0.3, 20.15);   // and up the left
}

TEST_CASE("cards go inside the marks, clear of the zones the sensor reads, as many as fit",
          "[layout][cut]") {
    Cutter silhouette = shipped_cutter("silhouette");
    CutSheet letter = sheet_of(silhouette, k_letter);
    // Portrait holds 2 x 2 poker cards inside the marks; landscape 3 x 2.
    CHECK(letter.landscape);
    CHECK(letter.page.width.to_mm() == Approx(279.4));
    CHECK(letter.columns == 3);
    CHECK(letter.rows == 2);
    CHECK(letter.gutter.to_mm() == Approx(4));  // twice the bleed: every card keeps all of it
    check_rect(letter.area, 12, 12, 255.4, 191.9);
    check_rect(letter.trim(0), 41.2, 17.95, 63, 88);
    check_rect(letter.trim(2), 175.2, 17.95, 63, 88);
    check_rect(letter.trim(5), 175.2, 109.95, 63, 88);
    // On A4 4 x 2 would reach into the top-left zone; 3 x 2 is the most that keeps clear.
    CutSheet a4 = sheet_of(silhouette, k_a4);
    CHECK(a4.landscape);
    CHECK(a4.per_page() == 6);
    for (const CutSheet* sheet : {&letter, &a4}) {
        for (int i = 0; i < sheet->per_page(); ++i) {
            Rect t = sheet->trim(i);
            Rect bleed{t.x - sheet->bleed, t.y - sheet->bleed, t.width + sheet->bleed * 2,
                       t.height + sheet->bleed * 2};
            CHECK(bleed.x >= sheet->area.x);
            CHECK(bleed.right() <= sheet->area.right());
            CHECK(bleed.y >= sheet->area.y);
            CHECK(bleed.bottom() <= sheet->area.bottom());
            for (const auto& zone : sheet->keepouts) {
                bool apart = bleed.right() <= zone.x || zone.right() <= bleed.x ||
                             bleed.bottom() <= zone.y || zone.bottom() <= bleed.y;
                CHECK(apart);
            }
        }
    }
}

TEST_CASE("Cricut's print-then-cut image is at most 6.75 x 9.25 in and has no marks of pnpkit's",
          "[layout][cut]") {
    Cutter cricut = shipped_cutter("cricut");
    CutSheet sheet = sheet_of(cricut, k_letter);
    CHECK_FALSE(sheet.landscape);  // 2 x 2 upright; 3 x 1 on its side
    CHECK(sheet.page.width.to_in() == Approx(6.75));
    CHECK(sheet.page.height.to_in() == Approx(9.25));
    CHECK(sheet.mark_shapes.empty());
    CHECK(sheet.columns == 2);
    CHECK(sheet.rows == 2);
    check_rect(sheet.trim(0), 20.725, 27.475, 63, 88);
    check_rect(sheet.trim(3), 87.725, 119.475, 63, 88);
}

TEST_CASE("a paper or a card the machine does not take is refused with the reason",
          "[layout][cut]") {
    Cutter silhouette = shipped_cutter("silhouette");
    auto a3 = compute_cut_sheet(silhouette, {Length::mm(297), Length::mm(420)}, k_poker,
                                Length::mm(2), Length());
    REQUIRE(std::holds_alternative<std::string>(a3));
    CHECK(std::get<std::string>(a3) ==
          "a 297mm x 420mm page is larger than Silhouette Print & Cut (registration marks type 1) "
          "takes (at most "
          "215.9mm x 297mm: Letter or A4)");
    auto large = compute_cut_sheet(shipped_cutter("cricut"), k_letter,
                                   {Length::mm(180), Length::mm(200)}, Length::mm(3), Length());
    REQUIRE(std::holds_alternative<std::string>(large));
    CHECK(std::get<std::string>(large) ==
          "a 180mm x 200mm card with 3mm of bleed does not fit in Cricut Print Then Cut (Design "
          "Space)'s 171.45mm x "
          "234.95mm print-then-cut area");
}

TEST_CASE(
    "a cut sheet's page holds the cards, each clipped to its bleed, and the marks; backs land "
    "behind their fronts",
    "[layout][cut]") {
    CutSheet sheet = sheet_of(shipped_cutter("silhouette"), k_letter);
    auto card = std::make_shared<Drawing>();
    card->size = k_poker;
    card->bleed = Length::mm(2);
    std::vector<std::shared_ptr<const Drawing>> cards(4, card);
    Page front = cut_front_page(sheet, cards, "f");
    CHECK(front.size == sheet.page);
    int placed = 0, marks = 0;
    for (const auto& item : front.items) {
        if (const auto* p = std::get_if<PlacedItem>(&item)) {
            check_rect(p->clip, sheet.trim(placed).x.to_mm() - 2, sheet.trim(placed).y.to_mm() - 2,
                       67, 92);
            ++placed;
        }
        if (const auto* r = std::get_if<RectItem>(&item)) {
            CHECK(r->fill == Colour::black());
            ++marks;
        }
    }
    CHECK(placed == 4);
    CHECK(marks == 5);
    // Landscape: long-edge flipping turns the sheet top to bottom.
    Page back = cut_back_page(sheet, cards, Duplex::long_edge, {}, "b");
    const auto& first = std::get<PlacedItem>(back.items[0]);
    CHECK(first.origin.x.to_mm() == Approx(41.2).margin(0.1));
    CHECK(first.origin.y.to_mm() == Approx(215.9 - 17.95 - 88).margin(0.1));
    CHECK(first.rotate_180);
    Page across = cut_back_page(sheet, cards, Duplex::short_edge, {Length::mm(1), Length()}, "b");
    const auto& turned = std::get<PlacedItem>(across.items[0]);
    CHECK(turned.origin.x.to_mm() == Approx(279.4 - 41.2 - 63 + 1).margin(0.1));
    CHECK(turned.origin.y.to_mm() == Approx(17.95).margin(0.1));
    CHECK_FALSE(turned.rotate_180);
    CHECK(back.items.size() == 4);  // no marks on the back
}
