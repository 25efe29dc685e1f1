#include "games/dice_adventures/card_losses.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "games/common/ladder.hpp"
#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/ladder.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

TEST_CASE("card losses: the card's summed losses are what it scores below the optimum",
          "[dice-adventures][ladder]") {
    Rules r = ladder_test_rules();
    std::vector<int> party = support::party({"bard", "cleric", "thief"});
    Solver solver(r);
    Camp camp = start_camp(r, party);
    solver.solve(std::span<const Camp>(&camp, 1), 1);
    double optimum = solver.start_value(party);
    std::uint64_t games = test::k_sanitized_build ? 40 : 600;

    // Each game's losses plus its score is the optimum plus chance's zero-mean swings: over many
    // games the mean is the optimum, within its interval.
    std::vector<double> sums;
    CardLosses all;
    all.by_rule.resize(card_rule_list().size());
    for (std::uint64_t i = 0; i < games; ++i) {
        CardLosses one = card_losses(solver, party, 7, i, 1);
        REQUIRE(one.games == 1);
        sums.push_back(one.total_loss() + one.card_score);
        for (std::size_t k = 0; k < one.by_rule.size(); ++k) {
            CHECK(one.by_rule[k].loss >= 0);
            all.by_rule[k].decisions += one.by_rule[k].decisions;
            all.by_rule[k].loss += one.by_rule[k].loss;
        }
    }
    auto [mean, half] = ladder::mean_interval(sums);
    INFO("optimum " << optimum << ", card score + losses " << mean << " ± " << half);
    CHECK(std::abs(mean - optimum) <= half);

    // The same games at once: the same tallies, the card's decisions all counted by rule and by
    // kind, and its score the ladder's card row's on the same seed.
    CardLosses together = card_losses(solver, party, 7, 0, games);
    CHECK(together.games == games);
    CHECK(together.total_loss() == Approx(all.total_loss()));
    std::uint64_t by_rule = 0;
    std::uint64_t by_kind = 0;
    for (std::size_t k = 0; k < together.by_rule.size(); ++k) {
        CHECK(together.by_rule[k].decisions == all.by_rule[k].decisions);
        by_rule += together.by_rule[k].decisions;
    }
    for (const auto& [kind, tally] : together.by_kind) by_kind += tally.decisions;
    CHECK(by_rule == by_kind);
    auto players = make_ladder_players(solver, party);
    double ladder_card = 0;
    for (std::uint64_t i = 0; i < games; ++i)
        ladder_card += players->play(2, i, Rng(7).stream(i)).score;
    CHECK(together.card_score == ladder_card);
}

TEST_CASE("card losses: the kinds of decisions are named for the breakdown",
          "[dice-adventures][ladder]") {
    Rules r = rules();
    State s = start_game(r, support::party({"bard", "cleric", "thief"}));
    CHECK(action_kind_name(r, s, Action{ActionKind::recruit, 0}) == "recruit");
    s.dice = {5, 6, 1};
    CHECK(action_kind_name(r, s, Action{ActionKind::power, 0, 1, 0}) == "Bard re-roll");
    CHECK(action_kind_name(r, s, Action{ActionKind::power, 1, 0, -1}) == "Cleric change");
    CHECK(action_kind_name(r, s, Action{ActionKind::buy, 1}) == "buy Provisions");
    CHECK(action_kind_name(r, s, Action{ActionKind::done}) == "stop");
}

}  // namespace
}  // namespace pnpkit::dice_adventures
