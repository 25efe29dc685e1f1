#include "games/colf/simulate.hpp"

#include <catch2/catch.hpp>

#include "games/colf/load.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;

TEST_CASE("a seed gives the same numbers whatever the thread count", "[colf][simulate]") {
    Diagnostics ds;
    auto d = load_data(pnpkit::test::source_dir() / "data" / "colf", ds);
    REQUIRE(d);
    const Policy& policy = all_policies().front();
    SimulationStats one = simulate(*d, policy, 42, 301, 1);
    SimulationStats two = simulate(*d, policy, 42, 301, 2);
    SimulationStats five = simulate(*d, policy, 42, 301, 5);
    CHECK(one.games == 301);
    CHECK(one == two);
    CHECK(one == five);
    SimulationStats other = simulate(*d, policy, 43, 301, 2);
    CHECK_FALSE(one == other);
    std::uint64_t tiers = 0;
    for (auto n : one.tiers)
        tiers += n;
    CHECK(tiers == one.wins);
}

