#include "check/contrast.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit;
using namespace pnpkit::check;

TEST_CASE("WCAG luminance and contrast", "[check][contrast]") {
    CHECK(relative_luminance(Colour::white()) == Approx(1));
    CHECK(relative_luminance(Colour::black()) == Approx(0));
    CHECK(contrast_ratio(Colour::black(), Colour::white()) == Approx(21));
    CHECK(contrast_ratio(Colour::white(), Colour::black()) == Approx(21));
    // WCAG's own examples: #767676 is the lightest grey with 4.5:1 on white; #777777 falls short.
    CHECK(contrast_ratio(Colour::rgb(0x76, 0x76, 0x76), Colour::white()) ==
          Approx(4.54).epsilon(0.01));
    CHECK(contrast_ratio(Colour::rgb(0x77, 0x77, 0x77), Colour::white()) < k_min_contrast);
}

TEST_CASE("compositing a see-through colour over an opaque one", "[check][contrast]") {
    CHECK(composite(Colour::black(), 0.5, Colour::white()) == Colour::rgb(128, 128, 128));
    CHECK(composite(Colour{0, 0, 0, 128}, 1, Colour::white()) == Colour::rgb(127, 127, 127));
    CHECK(composite(Colour::rgb(10, 20, 30), 1, Colour::white()) == Colour::rgb(10, 20, 30));
    CHECK(composite(Colour::rgb(10, 20, 30), 0, Colour::white()) == Colour::white());
}
