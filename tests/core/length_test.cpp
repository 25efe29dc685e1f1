#include <catch2/catch.hpp>

#include "core/colour.hpp"
#include "core/length.hpp"

using namespace pnpkit;

TEST_CASE("lengths parse with their unit and convert", "[length]") {
    CHECK(parse_length("63mm")->to_mm() == Approx(63));
    CHECK(parse_length("2.5in")->to_pt() == Approx(180));
    CHECK(parse_length("12pt")->to_pt() == Approx(12));
    CHECK(parse_length("1.5cm")->to_mm() == Approx(15));
    CHECK(parse_length("-3mm")->to_mm() == Approx(-3));
    CHECK(parse_length(" 3 mm ")->to_mm() == Approx(3));
    CHECK_FALSE(parse_length("63"));
    CHECK_FALSE(parse_length("mm"));
    CHECK_FALSE(parse_length("63 furlongs"));
    CHECK_FALSE(parse_length("63mmx"));
    CHECK_FALSE(parse_length(""));
}

TEST_CASE("length arithmetic keeps one unit", "[length]") {
    Length a = Length::mm(63);
    Length b = Length::in(1);
    CHECK((a + b).to_mm() == Approx(88.4));
    CHECK((a * 2).to_mm() == Approx(126));
    CHECK(Length::in(1).to_px(300) == Approx(300));
    CHECK(Length::mm(63).to_string() == "63mm");
    CHECK(Length::pt(1).to_string() == "0.35mm");
    CHECK(Length::mm(3) < Length::mm(4));
}

TEST_CASE("colours parse from #rrggbb and #rrggbbaa", "[colour]") {
    CHECK(parse_colour("#8b1a1a") == Colour::rgb(0x8b, 0x1a, 0x1a));
    CHECK(parse_colour("#FFFFFF") == Colour::white());
    CHECK(parse_colour("#00000080")->a == 0x80);
    CHECK(parse_colour("#8b1a1a")->to_string() == "#8b1a1a");
    CHECK(parse_colour("#00000080")->to_string() == "#00000080");
    CHECK_FALSE(parse_colour("red"));
    CHECK_FALSE(parse_colour("#fff"));
    CHECK_FALSE(parse_colour("#gg0000"));
    CHECK_FALSE(parse_colour("8b1a1a"));
}
