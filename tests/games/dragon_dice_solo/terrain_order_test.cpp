#include "games/dragon_dice_solo/terrain_order.hpp"

#include <algorithm>

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

TEST_CASE("R2: the rules' example orders 1, 3, 3, 6, 8 with the threes re-rolled as 4 and 5",
          "[solo][order][R2]") {
    Script script({1, 3, 3, 6, 8, 4, 5});
    auto result = order_terrains(5, 8, script.dice());
    CHECK(script.used() == 7);
    CHECK(result.places == std::vector<int>{1, 2, 3, 4, 5});
    REQUIRE(result.rounds.size() == 2);
    CHECK(result.rounds[0].tied_on == 0);
    CHECK(result.rounds[0].results == std::vector<int>{1, 3, 3, 6, 8});
    CHECK(result.rounds[1].tied_on == 3);
    CHECK(result.rounds[1].dice == std::vector<std::size_t>{1, 2});
    CHECK(result.rounds[1].results == std::vector<int>{4, 5});
    // The shipped data states the same example.
    const auto& example = *shipped().order.example;
    CHECK(example.rolls == std::vector<int>{1, 3, 3, 6, 8});
    CHECK(example.places == result.places);
}

TEST_CASE("R2: a re-roll orders the tied dice among themselves only", "[solo][order][R2]") {
    // The threes re-roll 7 and 2: the 7 does not jump past the die that showed 6.
    Script script({1, 3, 3, 6, 8, 7, 2});
    auto result = order_terrains(5, 8, script.dice());
    CHECK(result.places == std::vector<int>{1, 3, 2, 4, 5});
    CHECK(result.order == std::vector<std::size_t>{0, 2, 1, 3, 4});
}

TEST_CASE("R2: dice that tie again are re-rolled again until distinct", "[solo][order][R2]") {
    Script script({5, 5, 5, 2, 8, 4, 4, 1, 6, 3});
    auto result = order_terrains(5, 8, script.dice());
    CHECK(script.used() == 10);
    CHECK(result.places == std::vector<int>{4, 3, 2, 1, 5});
    REQUIRE(result.rounds.size() == 3);
    CHECK(result.rounds[1].tied_on == 5);
    CHECK(result.rounds[2].tied_on == 4);
    CHECK(result.rounds[2].dice == std::vector<std::size_t>{0, 1});
}

TEST_CASE("R2: two separate ties are each re-rolled, the lower one first", "[solo][order][R2]") {
    Script script({2, 2, 7, 7, 1, 5, 3, 1, 6});
    auto result = order_terrains(5, 8, script.dice());
    CHECK(result.places == std::vector<int>{3, 2, 4, 5, 1});
    REQUIRE(result.rounds.size() == 3);
    CHECK(result.rounds[1].tied_on == 2);
    CHECK(result.rounds[2].tied_on == 7);
}

TEST_CASE("seeded orders agree with their own rolls and break every tie", "[solo][order][R2]") {
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        Rng rng(seed);
        auto result = order_terrains(5, 8, dice_from(rng));
        // Each die's history of results, in the order it rolled them.
        std::vector<std::vector<int>> history(5);
        for (const auto& round : result.rounds) {
            for (std::size_t i = 0; i < round.dice.size(); ++i)
                history[round.dice[i]].push_back(round.results[i]);
            if (round.tied_on == 0)
                continue;
            for (auto die : round.dice) {
                const auto& h = history[die];
                REQUIRE(h.size() >= 2);
                CHECK(h[h.size() - 2] == round.tied_on);  // only dice that tied are re-rolled
            }
        }
        // The order is the dice sorted by their histories: lower first, ties decided by re-rolls.
        std::vector<std::size_t> expected{0, 1, 2, 3, 4};
        std::stable_sort(expected.begin(), expected.end(),
                         [&](std::size_t a, std::size_t b) { return history[a] < history[b]; });
        CHECK(result.order == expected);
        for (std::size_t a = 0; a < 5; ++a) {
            for (std::size_t b = a + 1; b < 5; ++b)
                CHECK(history[a] != history[b]);
        }
        Rng again(seed);
        CHECK(order_terrains(5, 8, dice_from(again)).places == result.places);
    }
}

TEST_CASE("R2: the example is replayed from its rolls and re-rolls, which must fit its ties",
          "[solo][order][R2]") {
    // The rules' example: 1, 3, 3, 6, 8, the threes re-rolled as 4 then 5.
    OrderExample example{{1, 3, 3, 6, 8}, {{4, 5}}, {1, 2, 3, 4, 5}, {}};
    ExampleReplay replay = replay_example(example, 8);
    CHECK_FALSE(replay.ran_out);
    CHECK_FALSE(replay.left_over);
    CHECK(replay.result.places == std::vector<int>{1, 2, 3, 4, 5});
    // Re-rolled as 5 then 4 instead, the second three goes first.
    example.rerolls = {{5, 4}};
    CHECK(replay_example(example, 8).result.places == std::vector<int>{1, 3, 2, 4, 5});
    example.rerolls = {{4, 4}};
    CHECK(replay_example(example, 8).ran_out);
    example.rerolls = {{4, 5}, {1, 2}};
    replay = replay_example(example, 8);
    CHECK_FALSE(replay.ran_out);
    CHECK(replay.left_over);
}
