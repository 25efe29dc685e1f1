#include "games/dragon_dance/rules.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::card;
using support::shipped;

namespace {

// A position with full life and hands, the given dice, at `range`.
GameState position(Range range, std::vector<Die> knight_dice, std::vector<Die> dragon_dice) {
    GameState state;
    state.range = range;
    for (Side s : k_sides) {
        state.side(s).life = shipped().side(s).life;
        state.side(s).hand = full_hand(shipped().side(s));
    }
    for (Die d : knight_dice)
        state.side(Side::knight).dice.add(d);
    for (Die d : dragon_dice)
        state.side(Side::dragon).dice.add(d);
    return state;
}

Plays plays(std::string_view knight, Die kd, std::string_view dragon, Die dd) {
    return Plays{Play{card(Side::knight, knight), kd}, Play{card(Side::dragon, dragon), dd}};
}

ComboChoices knight_follows(std::string_view with, Die die) {
    ComboChoices c{};
    c[index(Side::knight)] = ComboChoice{true, card(Side::knight, with), die};
    return c;
}

}  // namespace

TEST_CASE("a new game starts at full life, full hands, all dice rolled, at the starting range",
          "[dragon-dance][rules]") {
    Rng rng(3);
    GameState state = new_game(shipped(), rng);
    CHECK(state.range == Range::long_range);
    CHECK(state.side(Side::knight).life == 9);
    CHECK(state.side(Side::dragon).life == 20);
    CHECK(state.side(Side::knight).dice.total() == 5);
    CHECK(state.side(Side::dragon).dice.total() == 3);
    CHECK(state.side(Side::knight).hand == full_hand(shipped().side(Side::knight)));
    Rng again(3);
    CHECK(new_game(shipped(), again) == state);
}

TEST_CASE("only cards in hand and playable at the range are legal; dice are none or one held",
          "[dragon-dance][rules]") {
    GameState state = position(Range::long_range, {6, 6, 2}, {});
    CardSet legal = legal_cards(shipped(), state, Side::knight);
    CHECK(contains(legal, card(Side::knight, "charge")));
    CHECK_FALSE(contains(legal, card(Side::knight, "hack")));
    CHECK(die_options(state, Side::knight) == std::vector<Die>{k_no_die, 6, 2});
    CHECK(die_options(state, Side::dragon) == std::vector<Die>{k_no_die});
    CHECK(is_legal(shipped(), state, Side::knight, Play{card(Side::knight, "charge"), 6}));
    CHECK_FALSE(is_legal(shipped(), state, Side::knight, Play{card(Side::knight, "charge"), 5}));
    state.side(Side::knight).hand &= ~card_bit(card(Side::knight, "charge"));
    CHECK_FALSE(is_legal(shipped(), state, Side::knight, Play{card(Side::knight, "charge"), 6}));
}

TEST_CASE("damage is attack minus protection and never negative; attacks meet at once",
          "[dragon-dance][rules]") {
    GameState state = position(Range::short_range, {}, {1});
    // Tail Lash with no die deals 1; Shield Block with no die protects 1.
    RoundResult blocked =
        resolve_round(shipped(), state, plays("shield", k_no_die, "tail-lash", k_no_die));
    CHECK(blocked.damage_taken == std::array<int, 2>{0, 0});
    GameState more = position(Range::short_range, {1}, {});
    RoundResult over = resolve_round(shipped(), more, plays("shield", 1, "tail-lash", k_no_die));
    CHECK(over.strikes[0].protection == 4);
    CHECK(over.damage_taken[index(Side::knight)] == 0);
    GameState both = position(Range::short_range, {6}, {6});
    RoundResult trade = resolve_round(shipped(), both, plays("hack", 6, "bite", 6), {});
    CHECK(trade.damage_taken[index(Side::dragon)] == 5);
    CHECK(trade.damage_taken[index(Side::knight)] == 4);
}

TEST_CASE("movement: reduce goes short, increase goes long, both cancel", "[dragon-dance][rules]") {
    GameState a = position(Range::long_range, {}, {});
    CHECK(resolve_round(shipped(), a, plays("charge", k_no_die, "flap", k_no_die)).range_after ==
          Range::short_range);
    GameState b = position(Range::short_range, {}, {});
    CHECK(
        resolve_round(shipped(), b, plays("shield", k_no_die, "take-wing", k_no_die)).range_after ==
        Range::long_range);
    GameState c = position(Range::long_range, {}, {});
    RoundResult cancel =
        resolve_round(shipped(), c, plays("charge", k_no_die, "take-wing", k_no_die));
    CHECK(cancel.reduce);
    CHECK(cancel.increase);
    CHECK(cancel.range_after == Range::long_range);
    CHECK(c.range == Range::long_range);
}

TEST_CASE("R1: the combo is checked after movement", "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::short_range, {6, 5}, {});
    // The dragon takes wing: the Hack hurts, but the fight is at long range afterwards.
    ComboOffers flown = combo_offers(shipped(), state, plays("hack", 6, "take-wing", k_no_die));
    CHECK_FALSE(flown[index(Side::knight)]);
    ComboOffers stayed = combo_offers(shipped(), state, plays("hack", 6, "advance", k_no_die));
    REQUIRE(stayed[index(Side::knight)]);
    CHECK(stayed[index(Side::knight)].cards == card_bit(card(Side::knight, "slash")));
    CHECK(stayed[index(Side::knight)].dice.faces() == std::vector<Die>{5});
    // A follow-up asked for without an offer is ignored.
    RoundResult r = resolve_round(shipped(), state, plays("hack", 6, "take-wing", k_no_die),
                                  knight_follows("slash", 5));
    CHECK(r.strike_count == 1);
    CHECK(r.damage_taken[index(Side::dragon)] == 5);
}

TEST_CASE("R2: a movement card may be played where it changes nothing, and still cancels",
          "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::short_range, {}, {});
    CHECK(is_legal(shipped(), state, Side::dragon, Play{card(Side::dragon, "advance"), k_no_die}));
    RoundResult r =
        resolve_round(shipped(), state, plays("retreat", k_no_die, "advance", k_no_die));
    CHECK(r.range_after == Range::short_range);  // the retreat is cancelled by the advance
    GameState alone = position(Range::short_range, {}, {});
    CHECK(
        resolve_round(shipped(), alone, plays("retreat", k_no_die, "flap", k_no_die)).range_after ==
        Range::long_range);
}

TEST_CASE("R3: Recuperate takes back everything, itself and its die, and re-rolls every die",
          "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::long_range, {4}, {});
    SideState& knight = state.side(Side::knight);
    knight.hand &=
        ~(card_bit(card(Side::knight, "charge")) | card_bit(card(Side::knight, "dodge")));
    knight.spent.add(6);
    knight.spent.add(2);
    RoundResult r =
        resolve_round(shipped(), state, plays("knight-recuperate", 4, "flap", k_no_die));
    CHECK(r.recuperated[index(Side::knight)]);
    CHECK(knight.hand == full_hand(shipped().side(Side::knight)));
    CHECK(knight.dice.total() == 0);
    CHECK(knight.spent.total() == 0);
    CHECK(knight.unrolled == 5);
    Rng rng(9);
    roll_dice(state, rng);
    CHECK(knight.dice.total() == 5);
    CHECK(knight.unrolled == 0);
    CHECK(contains(legal_cards(shipped(), state, Side::knight),
                   card(Side::knight, "knight-recuperate")));
}

TEST_CASE("R4: a chosen die is spent whatever card it goes with",
          "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::long_range, {6, 3}, {5});
    RoundResult r = resolve_round(shipped(), state, plays("retreat", 6, "advance", 5));
    CHECK(r.discarded_dice[index(Side::knight)].faces() == std::vector<Die>{6});
    CHECK(state.side(Side::knight).dice.faces() == std::vector<Die>{3});
    CHECK(state.side(Side::knight).spent.faces() == std::vector<Die>{6});
    CHECK(state.side(Side::dragon).dice.total() == 0);
    CHECK_FALSE(contains(state.side(Side::knight).hand, card(Side::knight, "retreat")));
}

TEST_CASE("R5: a dodge stops all damage, so a dodged combo card starts no combo",
          "[dragon-dance][rules][rulings]") {
    GameData data = shipped();
    Card& flap = data.side(Side::dragon).cards[card(Side::dragon, "flap")];
    flap.keywords.push_back(Keyword::dodge);
    flap.values.fill(0);
    GameState state = position(Range::short_range, {6, 5}, {});
    Plays p = plays("hack", 6, "flap", k_no_die);
    CHECK_FALSE(combo_offers(data, state, p)[index(Side::knight)]);
    RoundResult r = resolve_round(data, state, p, knight_follows("slash", 5));
    CHECK(r.strikes[0].dodged);
    CHECK(r.damage_taken[index(Side::dragon)] == 0);
    CHECK(r.strike_count == 1);
}

TEST_CASE("R6: the follow-up is optional, ignores defence, and is discarded with its die",
          "[dragon-dance][rules][rulings]") {
    // Hack with a 6 deals 5 against Flap with a 6 (protection 1): 4 gets through.
    GameState followed = position(Range::short_range, {6, 5, 2}, {6});
    RoundResult r =
        resolve_round(shipped(), followed, plays("hack", 6, "flap", 6), knight_follows("slash", 5));
    CHECK(r.strikes[0].damage == 4);
    CHECK(r.strikes[1].follow_up);
    CHECK(r.strikes[1].protection == 0);
    CHECK(r.strikes[1].damage == 3);  // Slash with a 5, undefended
    CHECK(r.damage_taken[index(Side::dragon)] == 7);
    CHECK(followed.side(Side::knight).dice.faces() == std::vector<Die>{2});
    CHECK_FALSE(contains(followed.side(Side::knight).hand, card(Side::knight, "slash")));

    GameState declined = position(Range::short_range, {6, 5, 2}, {6});
    RoundResult d = resolve_round(shipped(), declined, plays("hack", 6, "flap", 6), {});
    CHECK(d.damage_taken[index(Side::dragon)] == 4);
    CHECK(contains(declined.side(Side::knight).hand, card(Side::knight, "slash")));
    CHECK(declined.side(Side::knight).dice.faces() == std::vector<Die>{5, 2});
}

TEST_CASE("R7: the follow-up must come from the hand", "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::short_range, {6, 5}, {});
    state.side(Side::knight).hand &= ~card_bit(card(Side::knight, "slash"));
    CHECK_FALSE(
        combo_offers(shipped(), state, plays("hack", 6, "advance", k_no_die))[index(Side::knight)]);
}

TEST_CASE("R8: after the Charge of example 2 the fight is at short range",
          "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::long_range, {6}, {3});
    RoundResult r = resolve_round(shipped(), state, plays("charge", 6, "breathe-fire", 3));
    CHECK(r.range_after == Range::short_range);
}

TEST_CASE("R9: life stops at zero and a double knock-out is a draw",
          "[dragon-dance][rules][rulings]") {
    GameState state = position(Range::short_range, {6}, {6});
    state.side(Side::knight).life = 1;
    state.side(Side::dragon).life = 2;
    RoundResult r = resolve_round(shipped(), state, plays("hack", 6, "bite", 6));
    CHECK(state.side(Side::knight).life == 0);
    CHECK(state.side(Side::dragon).life == 0);
    CHECK(r.outcome == Outcome::draw);
    GameState win = position(Range::short_range, {6}, {});
    win.side(Side::dragon).life = 2;
    CHECK(resolve_round(shipped(), win, plays("hack", 6, "flap", k_no_die)).outcome ==
          Outcome::knight_wins);
}
