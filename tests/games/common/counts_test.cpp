#include "games/common/counts.hpp"

#include <catch2/catch.hpp>
#include <sstream>

namespace pnpkit::counts {
namespace {

TEST_CASE("counts: a histogram's mean and median, and shares as simulate prints them",
          "[counts]") {
    // Values 1, 1, 2, 5: histogram[v] counts v.
    std::vector<std::uint64_t> h = {0, 2, 1, 0, 0, 1};
    CHECK(mean_of(h) == Approx(9.0 / 4));
    CHECK(median_of(h) == 1);
    CHECK(median_of({0, 1, 0, 3}) == 3);
    CHECK(mean_of({}) == 0);
    CHECK(median_of({0, 0}) == 0);
    CHECK(percent_of(1, 8) == "12.5%");
    CHECK(percent_of(3, 0) == "0.0%");
    std::ostringstream out;
    print_counts(out, "keys:", h, 4);
    CHECK(out.str() ==
          "keys:\n"
          "    1           2   50.0%\n"
          "    2           1   25.0%\n"
          "    5           1   25.0%\n");
}

}  // namespace
}  // namespace pnpkit::counts
