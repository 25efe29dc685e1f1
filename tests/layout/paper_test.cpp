#include "layout/paper.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

Paper paper(std::string_view text) {
    auto result = parse_paper(text);
    if (const auto* error = std::get_if<PaperError>(&result))
        FAIL(format_paper_error(text, *error));
    return std::get<Paper>(result);
}

PaperError error_of(std::string_view text) {
    auto result = parse_paper(text);
    REQUIRE(std::holds_alternative<PaperError>(result));
    return std::get<PaperError>(result);
}

double width_mm(const Paper& p) {
    return p.size.width.to_mm();
}
double height_mm(const Paper& p) {
    return p.size.height.to_mm();
}

}  // namespace

TEST_CASE("named papers have their ISO and US sizes, whatever the case", "[paper]") {
    CHECK(paper("a4") == Paper::a4);
    CHECK(paper("A4") == Paper::a4);
    CHECK(paper(" Letter ") == Paper::letter);
    CHECK(width_mm(Paper::a4) == Approx(210));
    CHECK(height_mm(Paper::a4) == Approx(297));
    CHECK(width_mm(paper("a3")) == Approx(297));
    CHECK(height_mm(paper("a3")) == Approx(420));
    CHECK(width_mm(paper("a5")) == Approx(148));
    CHECK(Paper::letter.size.width.to_in() == Approx(8.5));
    CHECK(Paper::letter.size.height.to_in() == Approx(11));
    CHECK(paper("legal").size.height.to_in() == Approx(14));
    CHECK(paper("tabloid").size.width.to_in() == Approx(11));
    CHECK(paper("tabloid").size.height.to_in() == Approx(17));
    CHECK(to_string(Paper::tabloid) == "tabloid");
    CHECK(to_string(paper("universal")) == "universal");
}

TEST_CASE("universal paper is the largest page inside both A4 and Letter", "[paper]") {
    Size u = paper_size(Paper::universal);
    CHECK(u.width == std::min(Paper::a4.size.width, Paper::letter.size.width));  // A4's 210 mm
    CHECK(u.height ==
          std::min(Paper::a4.size.height, Paper::letter.size.height));  // Letter's 279.4 mm
    CHECK(u.width.to_mm() == Approx(210));
    CHECK(u.height.to_mm() == Approx(279.4));
    // Centred on either paper at 100%, it lies inside, so its 5 mm margins are margins there too.
    for (const Paper& p : {Paper::a4, Paper::letter}) {
        CHECK(u.width <= p.size.width);
        CHECK(u.height <= p.size.height);
    }
}

TEST_CASE("a paper size is WIDTHxHEIGHT with a unit after either number or both", "[paper]") {
    CHECK(paper("210x297mm") == Paper::a4);
    CHECK(paper("297x210mm") == Paper::a4);  // stored portrait: layouts turn it themselves
    CHECK(paper("8.5x11in") == Paper::letter);
    CHECK(paper("8.5inx11in") == Paper::letter);
    CHECK(paper("8.5in x 11") == Paper::letter);
    CHECK(paper("21 × 29.7 cm") == Paper::a4);
    CHECK(paper("612X792pt") == Paper::letter);
    Paper mixed = paper("100mmx6in");
    CHECK(width_mm(mixed) == Approx(100));
    CHECK(height_mm(mixed) == Approx(152.4));
    CHECK(to_string(paper("100x150mm")) == "100x150mm");
    CHECK(to_string(paper("4x6in")) == "101.6x152.4mm");
}

TEST_CASE("a paper that cannot be read is an error at its column, with a hint", "[paper]") {
    struct Case {
        const char* text;
        int column;
        const char* message;
        const char* hint;
    };
    const Case cases[] = {
        {"a44", 1, "unknown paper 'a44'", "did you mean 'a4'?"},
        {"leter", 1, "unknown paper 'leter'", "did you mean 'letter'?"},
        {"huge", 1, "unknown paper 'huge'",
         "a paper name (a4, letter, universal, a3, tabloid, legal, a5) or WIDTHxHEIGHT with a "
         "unit, such as "
         "210x297mm or 8.5x11in"},
        {"  teh", 3, "unknown paper 'teh'",
         "a paper name (a4, letter, universal, a3, tabloid, legal, a5) or WIDTHxHEIGHT with a "
         "unit, such as "
         "210x297mm or 8.5x11in"},
        {"210x297", 8, "the size has no unit", "mm, cm, in or pt, as in 210x297mm or 8.5x11in"},
        {"210x297mn", 8, "unknown unit 'mn'", "did you mean 'mm'?"},
        {"210x29y7mm", 7, "unknown unit 'y'", "mm, cm, in or pt"},
        {"210mm", 6, "expected 'x' and a height after the width",
         "WIDTHxHEIGHT, such as 210x297mm"},
        {"210-297mm", 4, "expected 'x' between the width and the height, found '-'",
         "WIDTHxHEIGHT, such as 210x297mm"},
        {"210xmm", 5, "expected the height after 'x'", "WIDTHxHEIGHT, such as 210x297mm"},
        {"210x297mm!", 10, "unexpected '!' after the height",
         "a paper name (a4, letter, universal, a3, tabloid, legal, a5) or WIDTHxHEIGHT with a "
         "unit, such as "
         "210x297mm or 8.5x11in"},
        {"10x297mm", 1, "the width 10mm is too small", "each side from 20mm to 5080mm (200in)"},
        {"210x6000mm", 5, "the height 6000mm is too large",
         "each side from 20mm to 5080mm (200in)"},
        {"21 × 0cm", 6, "the height 0mm is too small", "each side from 20mm to 5080mm (200in)"},
        {"", 1, "no paper given",
         "a paper name (a4, letter, universal, a3, tabloid, legal, a5) or WIDTHxHEIGHT with a "
         "unit, such as "
         "210x297mm or 8.5x11in"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        PaperError e = error_of(c.text);
        CHECK(e.column == c.column);
        CHECK(e.message == c.message);
        CHECK(e.hint == c.hint);
    }
    CHECK(format_paper_error("210x297mn", error_of("210x297mn")) ==
          "210x297mn: unknown unit 'mn' at column 8\n"
          "  210x297mn\n"
          "         ^\n"
          "  hint: did you mean 'mm'?");
}
