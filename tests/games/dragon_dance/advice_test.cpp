#include "games/dragon_dance/advice.hpp"

#include <catch2/catch.hpp>
#include <numeric>

#include "games/dragon_dance/console.hpp"
#include "games/dragon_dance/fixture.hpp"
#include "games/dragon_dance/lookahead.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::card;
using support::shipped;

namespace {

// The equilibrium's defining property, seen from the advised side: the mix is a distribution, no
// option is worth more than the round's value against the other side's mix, and every option the
// mix plays is worth exactly that (to within the solver's tolerance).
void check_equilibrium(const Advice& advice) {
    double total = 0.0;
    for (const AdvisedOption& o : advice.options) {
        INFO(o.label << ": " << o.probability << ", worth " << o.worth);
        CHECK(o.probability >= 0.0);
        total += o.probability;
        CHECK(o.worth <= advice.value + 1e-9);
        if (o.probability > 1e-9) CHECK(o.worth == Approx(advice.value).margin(1e-9));
    }
    CHECK(total == Approx(1.0));
}

GameState opening() {
    Rng rng(7);
    return new_game(shipped(), rng);
}

}  // namespace

TEST_CASE("die advice is each side's equilibrium of the die game, its value the game's",
          "[dragon-dance][advice]") {
    auto evaluate = best_evaluation(shipped());
    GameState state = opening();
    Advice knight = die_advice(shipped(), *evaluate, state, Side::knight);
    Advice dragon = die_advice(shipped(), *evaluate, state, Side::dragon);
    check_equilibrium(knight);
    check_equilibrium(dragon);
    CHECK(knight.value == Approx(-dragon.value).margin(1e-9));  // zero-sum: one side's gain
    CHECK(knight.value == Approx(solve_die_game(shipped(), *evaluate, state).solution.value));
    // Every die the knight holds, and none, in the order the rules list them.
    std::vector<std::string> answers;
    for (const AdvisedOption& o : knight.options) answers.push_back(o.answer);
    std::vector<std::string> expected{"none"};
    for (Die d : die_options(state, Side::knight))
        if (d != k_no_die) expected.push_back(std::to_string(d));
    CHECK(answers == expected);
}

TEST_CASE("card advice is the equilibrium of the card game both dice lead to",
          "[dragon-dance][advice]") {
    auto evaluate = best_evaluation(shipped());
    GameState state = opening();
    Die knight_die = state.side(Side::knight).dice.faces().front();
    for (Side side : k_sides) {
        Advice advice = card_advice(shipped(), *evaluate, state, side, {knight_die, k_no_die});
        check_equilibrium(advice);
        CHECK(advice.options.size() == card_list(legal_cards(shipped(), state, side)).size());
        for (const AdvisedOption& o : advice.options) CHECK(shipped().find_card(side, o.answer));
    }
}

TEST_CASE("combo advice plays the best follow-up, which is the computer's",
          "[dragon-dance][advice]") {
    // Hack with a 4 against Advance: the knight may follow up with Slash (Worked example 4).
    auto evaluate = best_evaluation(shipped());
    GameState state = opening();
    state.range = Range::short_range;
    state.side(Side::knight).dice = {};
    for (Die d : {4, 1, 6}) state.side(Side::knight).dice.add(d);
    state.side(Side::dragon).life = 3;
    Plays plays{Play{card(Side::knight, "hack"), 4}, Play{card(Side::dragon, "advance"), k_no_die}};
    ComboOffer offer = combo_offers(shipped(), state, plays)[0];
    REQUIRE(offer);
    std::size_t slash = card(Side::knight, "slash");
    Advice advice = combo_advice(shipped(), *evaluate, state, Side::knight, plays, offer, slash);
    REQUIRE(advice.options.size() == 4);  // skip, none, 6, 1
    CHECK(advice.options.front().answer == "skip");
    ComboChoice best = best_combo(shipped(), *evaluate, state, Side::knight, plays, offer);
    for (const AdvisedOption& o : advice.options) {
        bool chosen =
            best.follow ? o.answer == "follow " + die_answer(best.die) : o.answer == "skip";
        CHECK(o.probability == (chosen ? 1.0 : 0.0));
        CHECK(o.worth <= advice.value);
    }
    // The dragon has 1 life left after the Hack's 2: any follow-up wins, and the first of them,
    // with no die, is the one played.
    CHECK(best.follow);
    CHECK(best.die == k_no_die);
    CHECK(advice.value == 1.0);
}

TEST_CASE("advice in words: the value, then each option most played first",
          "[dragon-dance][advice]") {
    Advice advice{Side::dragon,
                  {{"none", "no die", 0.25, 0.1}, {"6", "a 6", 0.75, 0.1}, {"3", "a 3", 0.0, -0.5}},
                  0.1};
    CHECK(advice_text(shipped(), advice) ==
          "The Dragon's equilibrium: this round is worth +0.100 to you (the computer's evaluation "
          "of the round's end, from -1, a sure loss, to +1, a sure win).\n"
          "  choice  play  worth to you against their mix\n"
          "  a 6      75%  +0.100\n"
          "  no die   25%  +0.100\n"
          "  a 3       0%  -0.500");
}
