#include "core/dice/stats_table.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit::dice;

TEST_CASE("stats rows give each possible value with its probability and at-least",
          "[dice][table]") {
    Distribution d(1, {0.5, 0, 0.25, 0.25});
    auto rows = stats_rows(d);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].value == 1);
    CHECK(rows[0].at_least == 1.0);
    CHECK(rows[1].value == 3);
    CHECK(rows[1].at_least == 0.5);
    CHECK(rows[2].value == 4);
    CHECK(rows[2].at_least == 0.25);
}

TEST_CASE("the table: percentages, bars scaled to the likeliest value, summary", "[dice][table]") {
    // A d4 plus a coin: 1 with probability 1/8, 2..4 with 1/4, 5 with 1/8.
    Distribution d(1, {0.125, 0.25, 0.25, 0.25, 0.125});
    CHECK(stats_table(d, {1, 5}, 0, 8) ==
          "value  probability   at least\n"
          "    1     12.5000%  100.0000%  ████\n"
          "    2     25.0000%   87.5000%  ████████\n"
          "    3     25.0000%   62.5000%  ████████\n"
          "    4     25.0000%   37.5000%  ████████\n"
          "    5     12.5000%   12.5000%  ████\n"
          "mean 3.0000, sd 1.2247, min 1, max 5\n");
}

TEST_CASE("bars use eighths of a block", "[dice][table]") {
    Distribution d(0, {0.1, 0.9});
    std::string table = stats_table(d, {0, 1}, 0, 4);
    // 0.1/0.9 of 4 columns = 3.56 eighths, rounded to 4: half a block.
    CHECK(table.find("    0     10.0000%  100.0000%  ▌\n") != std::string::npos);
    CHECK(table.find("    1     90.0000%   90.0000%  ████\n") != std::string::npos);
}

TEST_CASE("tails below what the table shows are folded out to the bounds", "[dice][table]") {
    Distribution d(0, {1e-9, 0.5, 0.5 - 2e-9, 1e-9});
    std::string table = stats_table(d, {-2, 5}, 0, 10);
    CHECK(table.find("not shown, each below 0.00005%: -2 to 0 and 3 to 5\n") != std::string::npos);
    CHECK(table.find("    1     50.0000%") != std::string::npos);
    CHECK(table.find("    0 ") == std::string::npos);
    CHECK(table.find("min -2, max 5") != std::string::npos);
}

TEST_CASE("the table says when probability was left out", "[dice][table]") {
    Distribution d(0, {1.0});
    CHECK(stats_table(d, {0, 0}, 2.5e-20, 10)
              .find("note: the longest explosion chains, 2.5e-20 of the probability "
                    "in all, are left out (past the work limit)\n") != std::string::npos);
}
