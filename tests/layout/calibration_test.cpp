#include "layout/calibration.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

constexpr double k_within_mm = 0.1;

double distance_mm(Point a, Point b) {
    return std::hypot((a.x - b.x).to_mm(), (a.y - b.y).to_mm());
}

// A printer that turns its back pages by `turn_deg` about the centre and shifts them by `shift`.
struct Printer {
    Size page;
    double turn_deg;
    Point shift;
    Point print(Point p) const {
        Point turned = on_paper(Page{"", page, {}, turn_deg}, p);
        return {turned.x + shift.x, turned.y + shift.y};
    }
};

// The reading of a back scale at `target` along x (or y) where the front's line through the
// target crosses it, as the printer placed the scale.
double reading(const Printer& printer, Point target, bool along_x) {
    Point zero = printer.print(target);
    Point one = printer.print(along_x ? Point{target.x + Length::mm(1), target.y}
                                      : Point{target.x, target.y + Length::mm(1)});
    double at = along_x ? target.x.to_mm() : target.y.to_mm();
    double z = along_x ? zero.x.to_mm() : zero.y.to_mm();
    double o = along_x ? one.x.to_mm() : one.y.to_mm();
    return (at - z) / (o - z);
}

}  // namespace

TEST_CASE("a turned page puts each point where the turn about the centre takes it",
          "[calibration]") {
    Page page{"", {Length::mm(200), Length::mm(300)}, {}, 90};
    Point p = on_paper(page, {Length::mm(150), Length::mm(150)});  // 50 mm right of the centre
    CHECK(std::abs(p.x.to_mm() - 100) < 1e-9);
    CHECK(std::abs(p.y.to_mm() - 200) < 1e-9);  // clockwise: right goes down
    page.turn_deg = 0.3;
    Point corner = on_paper(page, {Length::mm(10), Length::mm(10)});
    // (-90, -140) from the centre, turned 0.3 degrees clockwise.
    double a = 0.3 * 3.14159265358979 / 180;
    CHECK(std::abs(corner.x.to_mm() - (100 - 90 * std::cos(a) + 140 * std::sin(a))) < 1e-6);
    CHECK(std::abs(corner.y.to_mm() - (150 - 90 * std::sin(a) - 140 * std::cos(a))) < 1e-6);
}

TEST_CASE("back pages carry the back turn; front pages are never turned", "[calibration]") {
    auto grid = *compute_grid(Paper::a4, {Length::mm(63), Length::mm(88)}, Length::mm(2));
    ImposeOptions options;
    options.back_turn_deg = 0.4;
    auto card = std::make_shared<Drawing>();
    card->size = {Length::mm(63), Length::mm(88)};
    std::vector<std::shared_ptr<const Drawing>> cards{card};
    CHECK(back_page(grid, cards, options, "b").turn_deg == 0.4);
    CHECK(front_page(grid, cards, options, "f").turn_deg == 0);
    CHECK(to_text(back_page(grid, cards, options, "b"))
              .starts_with("page \"b\" 210x297mm turned 0.4deg"));
}

TEST_CASE("the calibration sheet's readings, passed back, put every back point within 0.1 mm",
          "[calibration]") {
    for (Duplex duplex : {Duplex::long_edge, Duplex::short_edge}) {
        for (Size page :
             {paper_size(Paper::a4), paper_size(Paper::letter), paper_size(Paper::a3)}) {
            auto sheet = calibration_sheet(page, duplex);
            REQUIRE(sheet);
            REQUIRE(sheet->targets.size() == 5);
            // The back's scales lie behind the front's crosshairs.
            auto scale_lines = [&](Point at) {
                int n = 0;
                for (const auto& item : sheet->back.items) {
                    const auto* line = std::get_if<LineItem>(&item);
                    if (line && line->label == "scale" && distance_mm(line->from, at) < 1e-6) ++n;
                }
                return n;
            };
            for (Point target : sheet->targets)
                CHECK(scale_lines(behind(target, page, duplex)) >= 2);
            // The front's ruler ticks, seen from the back, point up or left: clear of the back's
            // scale ticks, which point down and right.
            int ticks = 0;
            for (const auto& item : sheet->front.items) {
                const auto* line = std::get_if<LineItem>(&item);
                if (!line || line->label != "ruler") continue;
                ++ticks;
                Point from = behind(line->from, page, duplex), to = behind(line->to, page, duplex);
                CHECK(((to.x - from.x).to_mm() < -0.5 || (to.y - from.y).to_mm() < -0.5));
            }
            CHECK(ticks == 5 * 40);

            // A printer 0.8 mm right, 1.2 mm up and 0.35 degrees anticlockwise off: what the
            // sheet reads (step 3 and 4 of calibrate's notes), passed as the back offset and turn,
            // puts every point of the back page within 0.1 mm of where it belongs.
            Printer printer{page, -0.35, {Length::mm(0.8), Length::mm(-1.2)}};
            Point centre = behind(sheet->targets[0], page, duplex);
            double x = reading(printer, centre, true);
            double y = reading(printer, centre, false);
            // Targets as the back sees them: top and bottom, left and right of its centre.
            double top = 0, bottom = 0, left = 0, right = 0;
            for (std::size_t i = 1; i < 5; ++i) {
                Point t = behind(sheet->targets[i], page, duplex);
                (t.y < centre.y ? top : bottom) += reading(printer, t, true) / 2;
                (t.x < centre.x ? left : right) += reading(printer, t, false) / 2;
            }
            double turn = (top - bottom) * sheet->degrees_per_mm_x;
            CHECK(std::abs(turn - (right - left) * sheet->degrees_per_mm_y) < 0.01);
            CHECK(std::abs(turn - 0.35) < 0.01);

            Page back{"", page, {}, turn};
            for (Point p : {Point{Length::mm(10), Length::mm(10)}, centre,
                            Point{page.width - Length::mm(10), page.height - Length::mm(10)},
                            Point{Length::mm(10), page.height - Length::mm(10)}}) {
                Point ours = on_paper(back, {p.x + Length::mm(x), p.y + Length::mm(y)});
                INFO("point " << p.x.to_mm() << "," << p.y.to_mm());
                CHECK(distance_mm(printer.print(ours), p) <= k_within_mm);
            }
        }
    }
}

TEST_CASE("a paper too small for the calibration sheet has none", "[calibration]") {
    CHECK_FALSE(calibration_sheet({Length::mm(90), Length::mm(150)}, Duplex::long_edge));
    CHECK(calibration_sheet({Length::mm(100), Length::mm(150)}, Duplex::long_edge));
}

TEST_CASE("a corrected calibration back is moved by the offset and turned by the angle",
          "[calibration]") {
    const Point offset{Length::mm(0.8), Length::mm(-1.2)};
    const double turn = 0.35;
    for (Duplex duplex : {Duplex::long_edge, Duplex::short_edge}) {
        for (Size page : {paper_size(Paper::a4), paper_size(Paper::letter)}) {
            auto sheet = calibration_sheet(page, duplex);
            REQUIRE(sheet);
            Page corrected = corrected_back(sheet->back, offset, turn);
            REQUIRE(corrected.items.size() == sheet->back.items.size());
            CHECK(corrected.turn_deg == turn);
            // Each scale's lines, where they land on the paper: shifted, then turned clockwise
            // about the page's centre (computed here by hand, not through on_paper).
            double a = turn * 3.14159265358979 / 180;
            double cx = page.width.to_mm() / 2, cy = page.height.to_mm() / 2;
            auto expected = [&](Point p) {
                double dx = p.x.to_mm() + offset.x.to_mm() - cx;
                double dy = p.y.to_mm() + offset.y.to_mm() - cy;
                return Point{Length::mm(cx + dx * std::cos(a) - dy * std::sin(a)),
                             Length::mm(cy + dx * std::sin(a) + dy * std::cos(a))};
            };
            int lines = 0;
            for (std::size_t i = 0; i < corrected.items.size(); ++i) {
                const auto* before = std::get_if<LineItem>(&sheet->back.items[i]);
                const auto* after = std::get_if<LineItem>(&corrected.items[i]);
                REQUIRE((before != nullptr) == (after != nullptr));
                if (!before) continue;
                ++lines;
                CHECK(distance_mm(on_paper(corrected, after->from), expected(before->from)) <=
                      1e-6);
                CHECK(distance_mm(on_paper(corrected, after->to), expected(before->to)) <= 1e-6);
            }
            CHECK(lines > 5 * 80);

            // A printer off by the opposite of the correction prints every scale's zero behind
            // the front's crosshair, within 0.1 mm: the corrected sheet reads zero everywhere.
            Printer printer{page, -turn, {-offset.x, -offset.y}};
            for (Point target : sheet->targets) {
                Point at = behind(target, page, duplex);
                Point zero = on_paper(corrected, {at.x + offset.x, at.y + offset.y});
                CHECK(distance_mm(printer.print(zero), at) <= k_within_mm);
            }
        }
    }
}

TEST_CASE("the calibration back is corrected exactly as render corrects back pages",
          "[calibration]") {
    auto grid = *compute_grid(Paper::letter, {Length::mm(63), Length::mm(88)}, Length::mm(2));
    auto card = std::make_shared<Drawing>();
    card->size = {Length::mm(63), Length::mm(88)};
    std::vector<std::shared_ptr<const Drawing>> cards(4, card);
    for (Duplex duplex : {Duplex::long_edge, Duplex::short_edge}) {
        ImposeOptions plain;
        plain.duplex = duplex;
        plain.proof = true;  // guides too: every kind of item on a back page
        ImposeOptions calibrated = plain;
        calibrated.back_offset = {Length::mm(-1.25), Length::mm(0.5)};
        calibrated.back_turn_deg = -0.4;
        Page ours = corrected_back(back_page(grid, cards, plain, "b"), calibrated.back_offset,
                                   calibrated.back_turn_deg);
        CHECK(to_text(ours) == to_text(back_page(grid, cards, calibrated, "b")));
    }
}

TEST_CASE("a corrected calibration sheet's back says what it is corrected by", "[calibration]") {
    auto plain = calibration_sheet(paper_size(Paper::a4), Duplex::long_edge);
    auto noted = calibration_sheet(paper_size(Paper::a4), Duplex::long_edge, "corrected by X");
    REQUIRE(plain);
    REQUIRE(noted);
    REQUIRE(noted->back.items.size() == plain->back.items.size() + 1);
    const auto* note = std::get_if<TextItem>(&noted->back.items.back());
    REQUIRE(note);
    CHECK(note->markup == "corrected by X");
    CHECK(to_text(noted->front) == to_text(plain->front));
}
