#include "core/dice/stats_table.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

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
                    "in all, are left out (below 2^-53)\n") != std::string::npos);
}

TEST_CASE("a wide distribution is grouped into at most k_max_table_rows lines, and says so",
          "[dice][table]") {
    // A flat die of a million faces: every value shows 0.0001%, so none is folded.
    Distribution d(1, std::vector<double>(1000000, 1e-6));
    std::string table = stats_table(d, {1, 1000000}, 0, 10);
    auto lines = std::count(table.begin(), table.end(), '\n');
    CHECK(lines <= k_max_table_rows + 4);
    CHECK(table.find("values in runs of 10000 (1000000 values)\n") != std::string::npos);
    CHECK(table.find("       1 to 10000      1.0000%  100.0000%") != std::string::npos);
    CHECK(table.find("\n990001 to 1000000      1.0000%    1.0000%") != std::string::npos);
}

TEST_CASE("grouped rows add their values' probabilities; at least is that of the first",
          "[dice][table]") {
    Distribution d(1, {0.1, 0.2, 0.3, 0.4});
    auto rows = stats_rows(d, 3);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].value == 1);
    CHECK(rows[0].to == 3);
    CHECK(rows[0].probability == Approx(0.6));
    CHECK(rows[0].at_least == Approx(1.0));
    CHECK(rows[1].value == 4);
    CHECK(rows[1].to == 4);
    CHECK(rows[1].at_least == Approx(0.4));
    CHECK(group_for(10, 3) == 4);
    CHECK(group_for(9, 3) == 3);
    CHECK(group_for(2, 3) == 1);
}

TEST_CASE("at least never passes 1, whatever the rounding of the sum", "[dice][table]") {
    // 0.4 + 0.2 + 0.3 + 0.1, added from the top as at-least is, is 1.0000000000000002 in doubles.
    Distribution d(1, {0.1, 0.3, 0.2, 0.4});
    auto rows = stats_rows(d);
    REQUIRE(rows.size() == 4);
    CHECK(rows.front().at_least == 1.0);
    CHECK(stats_table(d, {1, 4}, 0, 10).find("  100.0000%") != std::string::npos);
}
