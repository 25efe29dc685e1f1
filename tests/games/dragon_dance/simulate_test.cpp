#include "games/dragon_dance/simulate.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

bool same(const Proportion& a, const Proportion& b) {
    return a.count == b.count && a.rate == b.rate;
}

bool same(const Tally& a, const Tally& b) {
    return a.games == b.games && same(a.knight_wins, b.knight_wins) &&
           same(a.dragon_wins, b.dragon_wins) && same(a.draws, b.draws) &&
           same(a.unfinished, b.unfinished) && a.mean_rounds == b.mean_rounds &&
           a.min_rounds == b.min_rounds && a.max_rounds == b.max_rounds &&
           a.median_rounds == b.median_rounds;
}

}  // namespace

TEST_CASE("Wilson intervals match the textbook figures", "[dragon-dance][simulate]") {
    Proportion half = wilson(50, 100);
    CHECK(half.rate == Approx(0.5));
    CHECK(half.low == Approx(0.4038).epsilon(1e-3));
    CHECK(half.high == Approx(0.5962).epsilon(1e-3));
    Proportion none = wilson(0, 20);
    CHECK(none.low == 0.0);
    CHECK(none.high == Approx(0.1611).epsilon(1e-3));
}

TEST_CASE("simulation results do not depend on the thread count", "[dragon-dance][simulate]") {
    SimulationSettings settings;
    settings.games = 60;
    settings.seed = 77;
    settings.threads = 1;
    Matchup matchup{Controller::computer, Controller::random};
    Tally one = simulate(support::shipped(), matchup, settings);
    settings.threads = 2;
    Tally two = simulate(support::shipped(), matchup, settings);
    settings.threads = 5;
    Tally five = simulate(support::shipped(), matchup, settings);
    CHECK(same(one, two));
    CHECK(same(one, five));
    CHECK(one.knight_wins.count + one.dragon_wins.count + one.draws.count + one.unfinished.count ==
          60);
}

TEST_CASE("a seed replays a simulation and another seed plays other games",
          "[dragon-dance][simulate]") {
    SimulationSettings settings;
    settings.games = 40;
    settings.seed = 5;
    Matchup matchup{Controller::computer, Controller::computer};
    Tally first = simulate(support::shipped(), matchup, settings);
    CHECK(same(first, simulate(support::shipped(), matchup, settings)));
    settings.seed = 6;
    Tally other = simulate(support::shipped(), matchup, settings);
    CHECK_FALSE(same(first, other));
}

TEST_CASE("games stopped at the round limit are counted as unfinished",
          "[dragon-dance][simulate]") {
    SimulationSettings settings;
    settings.games = 10;
    settings.max_rounds = 2;
    Tally t =
        simulate(support::shipped(), Matchup{Controller::random, Controller::random}, settings);
    CHECK(t.max_rounds <= 2);
    CHECK(t.unfinished.count > 0);
}
