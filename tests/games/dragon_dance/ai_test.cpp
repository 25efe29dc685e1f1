#include "games/dragon_dance/ai.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"
#include "games/dragon_dance/simulate.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::card;
using support::shipped;

TEST_CASE(
    "the evaluation is 1 for a knight's win, -1 for a dragon's, and follows the lives between",
    "[dragon-dance][ai]") {
    Evaluator evaluate(shipped());
    Rng rng(1);
    GameState state = new_game(shipped(), rng);
    GameState hurt_dragon = state;
    hurt_dragon.side(Side::dragon).life = 10;
    GameState hurt_knight = state;
    hurt_knight.side(Side::knight).life = 5;
    CHECK(evaluate(hurt_dragon) > evaluate(state));
    CHECK(evaluate(hurt_knight) < evaluate(state));
    hurt_dragon.side(Side::dragon).life = 0;
    CHECK(evaluate(hurt_dragon) == 1.0);
    hurt_knight.side(Side::knight).life = 0;
    CHECK(evaluate(hurt_knight) == -1.0);
    CHECK(evaluate.die_worth(Side::knight, 6) > evaluate.die_worth(Side::knight, 3));
}

TEST_CASE("the card game is solved over the legal cards and its strategies are probabilities",
          "[dragon-dance][ai]") {
    Evaluator evaluate(shipped());
    Rng rng(2);
    GameState state = new_game(shipped(), rng);
    CardGame game = solve_card_game(shipped(), evaluate, state, {k_no_die, k_no_die});
    CHECK(game.knight_cards.size() == 6);  // the knight's long-range cards
    CHECK(game.dragon_cards.size() == 6);
    double total = 0.0;
    for (double p : game.solution.row)
        total += p;
    CHECK(total == Approx(1.0));
}

TEST_CASE("the computer mixes its opening instead of following a script", "[dragon-dance][ai]") {
    // At the first round both sides have choices worth mixing: the die game's solution must put
    // weight on more than one choice for at least one side.
    Evaluator evaluate(shipped());
    Rng rng(4);
    GameState state = new_game(shipped(), rng);
    DieGame game = solve_die_game(shipped(), evaluate, state);
    auto support_size = [](const std::vector<double>& p) {
        return std::count_if(p.begin(), p.end(), [](double x) { return x > 1e-6; });
    };
    CardGame cards = solve_card_game(shipped(), evaluate, state,
                                     {game.knight_dice.back(), game.dragon_dice.back()});
    CHECK(support_size(game.solution.row) + support_size(game.solution.col) +
              support_size(cards.solution.row) + support_size(cards.solution.col) >
          4);
}

TEST_CASE("a combo that kills is always taken, with the die that kills", "[dragon-dance][ai]") {
    Evaluator evaluate(shipped());
    GameState state;
    state.range = Range::short_range;
    for (Side s : k_sides)
        state.side(s).hand = full_hand(shipped().side(s));
    state.side(Side::knight).life = 9;
    state.side(Side::dragon).life = 7;
    for (Die d : {6, 6, 1})
        state.side(Side::knight).dice.add(d);
    Plays plays{Play{card(Side::knight, "hack"), 6}, Play{card(Side::dragon, "advance"), k_no_die}};
    ComboOffer offer = combo_offers(shipped(), state, plays)[index(Side::knight)];
    REQUIRE(offer);
    ComboChoice choice = best_combo(shipped(), evaluate, state, Side::knight, plays, offer);
    CHECK(choice.follow);
    // Hack with a 6 deals 5 of the dragon's 7; only Slash with the 6 (4) finishes it, not with the
    // 1 (1).
    CHECK(choice.die == 6);
}

TEST_CASE("the computer beats a random player clearly on both sides", "[dragon-dance][ai][slow]") {
    // Random against random the knight wins about a quarter of the games and the dragon about two
    // thirds (README). The computer must do far better than that on either side; the margins are
    // wide so the fixed seed is not what makes the test pass.
    SimulationSettings settings;
    settings.games = 200;
    settings.seed = 2024;
    settings.threads = 2;
    Tally as_knight =
        simulate(shipped(), Matchup{Controller::computer, Controller::random}, settings);
    Tally as_dragon =
        simulate(shipped(), Matchup{Controller::random, Controller::computer}, settings);
    Tally baseline = simulate(shipped(), Matchup{Controller::random, Controller::random}, settings);
    CHECK(as_knight.knight_wins.low > baseline.knight_wins.high);
    CHECK(as_knight.knight_wins.rate > 0.7);
    CHECK(as_dragon.dragon_wins.low > baseline.dragon_wins.high);
    CHECK(as_dragon.dragon_wins.rate > 0.9);
}

TEST_CASE("the fitted computer beats the old one, on either side and head to head",
          "[dragon-dance][ai][slow]") {
    // The README's figures come from 2000 games a matchup; these 300 are enough for margins that
    // wide: the old computer against itself wins as the dragon about 37%, the new one as the
    // dragon against it about 65%; head to head the new one wins over half the games, the old one
    // about a fifth.
    SimulationSettings settings;
    settings.games = 300;
    settings.seed = 2025;
    settings.threads = 2;
    Tally new_knight = simulate(shipped(), Matchup{Controller::computer, Controller::old}, settings);
    Tally new_dragon = simulate(shipped(), Matchup{Controller::old, Controller::computer}, settings);
    Tally old_only = simulate(shipped(), Matchup{Controller::old, Controller::old}, settings);
    CHECK(new_dragon.dragon_wins.low > old_only.dragon_wins.high);
    CHECK(new_knight.knight_wins.rate > old_only.knight_wins.rate);
    const std::uint64_t games = 2 * settings.games;
    Proportion new_wins = wilson(new_knight.knight_wins.count + new_dragon.dragon_wins.count, games);
    Proportion old_wins = wilson(new_knight.dragon_wins.count + new_dragon.knight_wins.count, games);
    CHECK(new_wins.low > old_wins.high);
}
