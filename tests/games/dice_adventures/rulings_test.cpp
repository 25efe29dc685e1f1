#include <catch2/catch.hpp>

#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/play_values.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

Action power(int who, int slot, int delta = 0) {
    return {ActionKind::power, who, slot, delta};
}

// A game of `classes` at the roll of adventure `adventure`, heroes at `levels`, with a hireling or
// not: the shop is skipped by setting the state to the moment the heroes set off.
State setting_off(const Rules& r, std::vector<int> classes, std::vector<int> levels = {},
                  bool hireling = false, int adventure = 1) {
    State s = start_game(r, classes);
    s.phase = Phase::shop;
    s.adventure = adventure;
    for (std::size_t i = 0; i < levels.size(); ++i) s.heroes[i].level = levels[i];
    s.hireling = hireling;
    s.gold = 0;
    return apply(r, s, {ActionKind::leave});
}

std::vector<Action> of_kind(const std::vector<Action>& actions, ActionKind kind) {
    std::vector<Action> out;
    for (const Action& a : actions) {
        if (a.kind == kind) out.push_back(a);
    }
    return out;
}

TEST_CASE("R1: powers and items in any order on the dice as they stand; a re-roll is final",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"warrior", "cleric", "wizard"}), {2, 1, 1});
    s = roll(r, s, {3, 3, 2});
    s.provisions = 1;
    // The warrior changes his die, then the cleric changes the warrior's changed die again.
    s = apply(r, s, power(0, 0, +1));
    CHECK(s.dice[0] == 4);
    CHECK(legal(r, s, power(1, 0, +1)));
    s = apply(r, s, power(1, 0, +1));
    CHECK(s.dice[0] == 5);
    // The wizard re-rolls a 2 into a 6: it stays a 6.
    s = apply(r, s, power(2, 2));
    s = roll(r, s, {6});
    CHECK(s.dice[2] == 6);
    CHECK(s.heroes[2].uses == 0);
    CHECK_FALSE(legal(r, s, power(2, 2)));
    // Provisions can still follow, and the warrior's second use.
    CHECK(legal(r, s, {ActionKind::provisions, -1, 2, -1}));
    CHECK(legal(r, s, power(0, 0, -1)));
}

TEST_CASE(
    "R2: the bard and the cleric may touch the hireling's die and every other die, never their own",
    "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "cleric", "thief"}), {}, true);
    s = roll(r, s, {3, 3, 3, 3});
    auto actions = legal_actions(r, s);
    CHECK(legal(r, s, power(0, k_hireling_slot)));
    CHECK(legal(r, s, power(0, 1)));
    CHECK_FALSE(legal(r, s, power(0, 0)));
    CHECK(legal(r, s, power(1, k_hireling_slot, -1)));
    CHECK(legal(r, s, power(1, 0, +1)));
    CHECK_FALSE(legal(r, s, power(1, 1, +1)));
    CHECK(of_kind(actions, ActionKind::power).size() == 3 + 3 * 2);
}

TEST_CASE("R3: magic weapons re-roll heroes' dice only; provisions change any die",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"ranger", "thief", "warrior"}), {}, true);
    s = roll(r, s, {4, 4, 4, 4, 4});  // the ranger rolls two
    s.weapons = 1;
    s.provisions = 1;
    auto actions = legal_actions(r, s);
    CHECK(of_kind(actions, ActionKind::weapon).size() == 3);
    CHECK_FALSE(legal(r, s, {ActionKind::weapon, -1, k_hireling_slot}));
    CHECK(legal(r, s, {ActionKind::provisions, -1, k_hireling_slot, +1}));
    CHECK(of_kind(actions, ActionKind::provisions).size() == 8);
}

TEST_CASE("R4: a change moves a die one pip and never off the die", "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"warrior", "cleric", "thief"}));
    s = roll(r, s, {6, 2, 1});
    CHECK(of_kind(legal_actions(r, s), ActionKind::power) ==
          std::vector<Action>{power(0, 0, -1), power(1, 0, -1), power(1, 2, +1)});
}

TEST_CASE("R5: passive powers do not grow with level; active ones gain a use a level",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"ranger", "thief", "wizard"}), {3, 3, 3});
    CHECK(s.rolls_left == 2);  // the ranger still rolls two dice at level 3
    s = roll(r, s, {5, 2, 6, 6});
    CHECK(s.dice[0] == 2);
    CHECK(s.heroes[1].uses == 0);
    CHECK(s.heroes[2].uses == 3);
    // Three 1s: a major success pays 3 gold and a level-3 thief exactly one more.
    State rich = roll(r, setting_off(r, party({"bard", "cleric", "thief"}), {1, 1, 3}), {1, 1, 1});
    rich = apply(r, rich, {ActionKind::done});
    rich = apply(r, rich, {ActionKind::level_up, 0});
    CHECK(rich.gold == 4);
}

TEST_CASE("R6: the ranger's re-rolls roll two dice and keep the lower",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "ranger", "thief"}));
    s = roll(r, s, {5, 6, 4, 3});  // the ranger's 6 and 4 keep 4
    CHECK(s.dice[1] == 4);
    s = apply(r, s, power(0, 1));
    CHECK(pending(r, s).need == Need::die);
    s = roll(r, s, {2});
    CHECK(s.phase == Phase::reroll);  // a second die for the ranger
    s = roll(r, s, {5});
    CHECK(s.dice[1] == 2);
}

TEST_CASE(
    "R7: the hireling's die may replace one hero's die, so three dice are read; he leaves after",
    "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"thief", "warrior", "wizard"}), {}, true);
    s = roll(r, s, {2, 5, 6, 2});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::substitute);
    CHECK(legal_actions(r, s).size() == 4);  // none, or in place of each hero
    // The hireling's 2 in place of the wizard's 6: 2, 5, 2 reads 2 (not two pairs of anything).
    s = apply(r, s, {ActionKind::substitute, -1, 2});
    CHECK(s.result == 2);
    CHECK(s.gold == 2 + 1);  // the thief's gold too
    CHECK_FALSE(s.hireling);
    CHECK(s.size == 3);
}

TEST_CASE(
    "R8: the player chooses who levels up; nobody at the top can; the gold stays when none can",
    "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "cleric", "thief"}), {3, 1, 2});
    s = roll(r, s, {1, 1, 1});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::level_up);
    CHECK(legal_actions(r, s) ==
          std::vector<Action>{{ActionKind::level_up, 1}, {ActionKind::level_up, 2}});
    s = apply(r, s, {ActionKind::level_up, 2});
    CHECK(s.heroes[2].level == 3);

    State top = setting_off(r, party({"bard", "cleric", "thief"}), {3, 3, 3});
    top = roll(r, top, {1, 1, 1});
    top = apply(r, top, {ActionKind::done});
    CHECK(top.level_sum() == 9);
    CHECK(top.gold == 4);
}

TEST_CASE("R9: a level loss falls on a random hero above level 1", "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "cleric", "thief"}), {1, 3, 2});
    s = roll(r, s, {4, 4, 4});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::drain);
    CHECK(pending(r, s).count == 2);
    CHECK(pick_candidates(r, s) == std::vector<int>{1, 2});
    s = apply_random(r, s, 1);
    CHECK(s.heroes[2].level == 1);
    CHECK(s.heroes[1].level == 3);
    // All at level 1: nothing happens.
    State low = roll(r, setting_off(r, party({"bard", "cleric", "thief"})), {4, 4, 4});
    low = apply(r, low, {ActionKind::done});
    CHECK(low.level_sum() == 3);
    CHECK(low.adventure == 2);
}

TEST_CASE("R10: deaths pick among the living, two deaths are two heroes",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "cleric", "thief"}));
    s = roll(r, s, {6, 6, 6});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::kill);
    CHECK(pending(r, s).count == 3);
    s = apply_random(r, s, 0);
    CHECK(pending(r, s).count == 2);
    s = apply_random(r, s, 1);  // the thief: slot 1 once the bard is gone
    CHECK(s.deaths == 2);
    REQUIRE(s.phase == Phase::recruit);
    CHECK(s.size == 1);
    CHECK(s.heroes[0].cls == cls("cleric"));
}

TEST_CASE("R11: the thief earns his gold on a 3 as well as on a 1 or 2",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = roll(r, setting_off(r, party({"bard", "cleric", "thief"})), {3, 1, 2});
    s = apply(r, s, {ActionKind::done});
    CHECK(s.result == 3);
    CHECK(s.gold == 1);
    State four = roll(r, setting_off(r, party({"bard", "cleric", "thief"})), {4, 1, 2});
    four = apply(r, four, {ActionKind::done});
    CHECK(four.gold == 0);
}

TEST_CASE("R12: basic game: any class not in the party replaces the dead, the dead hero's included",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = roll(r, setting_off(r, party({"bard", "cleric", "thief"})), {5, 5, 5});
    s = apply(r, s, {ActionKind::done});
    s = apply_random(r, s, 0);  // the bard dies
    REQUIRE(s.phase == Phase::recruit);
    std::vector<Action> options = legal_actions(r, s);
    CHECK(options.size() == 4);  // bard, ranger, warrior, wizard
    CHECK(legal(r, s, {ActionKind::recruit, cls("bard")}));
    s = apply(r, s, {ActionKind::recruit, cls("bard")});
    CHECK(s.size == 3);
    CHECK(s.heroes[2].level == 1);
    CHECK(s.deaths == 1);
}

TEST_CASE("R13: hardcore hires unused classes only, then shrinks; a wipe-out scores 0",
          "[dice-adventures][rulings]") {
    Rules r = rules("hardcore");
    State s = setting_off(r, party({"bard", "cleric", "thief"}));
    s.used = 0x3f & ~(1 << cls("wizard"));  // every class but the wizard has been used
    s = roll(r, s, {6, 6, 6});
    s = apply(r, s, {ActionKind::done});
    s = apply_random(r, s, 0);
    s = apply_random(r, s, 0);
    // Only the wizard may come: the engine takes the single choice itself.
    CHECK(s.size == 2);
    CHECK(s.has_class(cls("wizard")));
    CHECK(s.adventure == 2);
    // A party of two rolls two dice; a single die reads as itself.
    CHECK(pending(r, s).need == Need::die);
    s = roll(r, s, {5, 5});
    s = apply(r, s, {ActionKind::done});
    s = apply_random(r, s, 0);
    CHECK(s.size == 1);
    CHECK(s.adventure == 3);
    s = roll(r, s, {6});
    s = apply(r, s, {ActionKind::done});
    CHECK(s.phase == Phase::over);
    CHECK(s.size == 0);
    CHECK(score(r, s) == 0);
}

TEST_CASE("R14: each death costs a point in every mode; hardcore adds its bonus",
          "[dice-adventures][rulings]") {
    for (const char* mode : {"basic", "hardcore", "hardcore+"}) {
        Rules r = rules(mode);
        State s = setting_off(r, party({"bard", "cleric", "thief"}), {2, 1, 1}, false, 5);
        s = roll(r, s, {5, 5, 5});
        if (r.mode->shifts_in(5) > 0) {
            s = apply(r, s, {ActionKind::done});
            while (s.phase == Phase::shift) s = apply(r, s, legal_actions(r, s).front());
        } else {
            s = apply(r, s, {ActionKind::done});
        }
        while (s.phase == Phase::kill) s = apply_random(r, s, s.size - 1);
        CHECK(s.phase == Phase::over);
        CHECK(score(r, s) == s.level_sum() - s.deaths + r.mode->bonus);
        CHECK(s.deaths >= 1);
    }
}

TEST_CASE("R15: hardcore+ +1s come after every change, each on a different counting die below 6",
          "[dice-adventures][rulings]") {
    Rules r = rules("hardcore+");
    State s = setting_off(r, party({"cleric", "thief", "warrior"}), {}, true, 4);  // two +1s
    s = roll(r, s, {1, 6, 2, 6});
    s = apply(r, s, {ActionKind::done});
    // The hireling's 6 in place of the warrior's 2: dice 1, 6, 6 count. Only the 1 can take a +1
    // (a single choice, which the engine takes itself); the second +1 has no die left and is lost.
    s = apply(r, s, {ActionKind::substitute, -1, 2});
    CHECK(s.end.dice == std::array<int, k_max_party>{2, 6, 6});
    CHECK(s.result == 6);
    s = roll(r, setting_off(r, party({"cleric", "thief", "warrior"}), {}, false, 4), {1, 2, 5});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::shift);
    CHECK(legal_actions(r, s).size() == 3);
    s = apply(r, s, {ActionKind::shift, -1, 0});  // 1 -> 2
    CHECK(legal_actions(r, s) ==
          std::vector<Action>{{ActionKind::shift, -1, 1}, {ActionKind::shift, -1, 2}});
    s = apply(r, s, {ActionKind::shift, -1, 2});  // 5 -> 6: 2, 2, 6 reads 2
    CHECK(s.result == 2);
}

TEST_CASE("R16: after the last adventure: level-ups and treasure, no hiring",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"bard", "cleric", "thief"}), {}, false, 5);
    s = roll(r, s, {5, 5, 5});
    s = apply(r, s, {ActionKind::done});
    s = apply_random(r, s, 0);
    CHECK(s.phase == Phase::over);
    CHECK(s.size == 2);  // not refilled
    State rich = setting_off(r, party({"bard", "cleric", "thief"}), {}, false, 5);
    rich = roll(r, rich, {2, 2, 2});
    rich = apply(r, rich, {ActionKind::done});
    REQUIRE(rich.phase == Phase::final_shop);
    CHECK(legal_actions(r, rich).size() == 2);  // treasure, or end
}

TEST_CASE("R17: one hireling at a time, for the next adventure; items in any number",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = start_game(r, party({"bard", "cleric", "thief"}));
    s.phase = Phase::shop;
    s.gold = 9;
    auto buy = [&](ItemEffect effect) {
        for (std::size_t i = 0; i < shipped().items.size(); ++i) {
            if (shipped().items[i].effect == effect)
                return Action{ActionKind::buy, static_cast<int>(i)};
        }
        return Action{};
    };
    s = apply(r, s, buy(ItemEffect::hireling));
    CHECK(s.hireling);
    CHECK_FALSE(legal(r, s, buy(ItemEffect::hireling)));
    s = apply(r, s, buy(ItemEffect::change));
    s = apply(r, s, buy(ItemEffect::change));
    CHECK(s.provisions == 2);
    s = apply(r, s, {ActionKind::leave});
    s = roll(r, s, {3, 3, 3, 3});
    s = apply(r, s, {ActionKind::done});
    s = apply(r, s, {ActionKind::substitute, -1, -1});
    CHECK_FALSE(s.hireling);
    CHECK(s.provisions == 2);
}

TEST_CASE(
    "R18: the deck: a card before each shop, from the whole deck every time; mode shifts first",
    "[dice-adventures][rulings]") {
    Rules r = rules("hardcore+", true);
    State s = start_game(r, party({"bard", "cleric", "thief"}));
    REQUIRE(s.phase == Phase::draw_card);
    CHECK(pending(r, s).count == static_cast<int>(shipped().deck.size()));
    int bridge = *shipped().find_card("rope-bridge");
    s = apply_random(r, s, bridge);
    CHECK(s.card == bridge);
    CHECK(r.shifts(1, bridge) == std::vector<int>{1, 1});
    CHECK(r.shifts(4, *shipped().find_card("haunted-bakery")) == std::vector<int>{1, 1, -1});
    s = roll(r, s, {3, 3, 3});
    s = apply(r, s, {ActionKind::done});
    while (s.phase == Phase::shift) s = apply(r, s, legal_actions(r, s).front());
    while (s.phase == Phase::drain || s.phase == Phase::kill) s = apply_random(r, s, 0);
    REQUIRE(s.phase == Phase::draw_card);
    CHECK(pending(r, s).count ==
          static_cast<int>(shipped().deck.size()));  // the same card may come again
}

TEST_CASE("R19: an outcome kills first, then drains, then levels up, then pays",
          "[dice-adventures][rulings]") {
    CraftedData crafted({{"results.toml", "roll = 1\ntitle = \"Major success\"",
                          "roll = 1\ndie = 1\nlose_level = 1\ntitle = \"Major success\""}});
    GameData data = crafted.data();
    Rules r = rules_for(data);
    State s = setting_off(r, party({"bard", "cleric", "thief"}), {2, 1, 1});
    s = roll(r, s, {1, 1, 1});
    s = apply(r, s, {ActionKind::done});
    REQUIRE(s.phase == Phase::kill);
    s = apply_random(r, s, 2);  // the thief dies: no thief's gold
    CHECK(s.phase ==
          Phase::level_up);  // the drain fell on the bard (the only one above 1): no pick
    CHECK(s.heroes[0].level == 1);
    s = apply(r, s, {ActionKind::level_up, 0});
    CHECK(s.gold == 3);
    CHECK(s.heroes[0].level == 2);
}

TEST_CASE("R20: uses come back at each adventure from the level of that moment",
          "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = setting_off(r, party({"wizard", "thief", "ranger"}));
    s = roll(r, s, {1, 1, 4, 4});
    s = apply(r, s, power(0, 0));
    s = roll(r, s, {1});
    CHECK(s.heroes[0].uses == 0);
    // Nothing left to use: the engine stops by itself and asks who levels up.
    REQUIRE(s.phase == Phase::level_up);
    s = apply(r, s, {ActionKind::level_up, 0});
    CHECK(s.heroes[0].uses == 0);
    CHECK(s.phase == Phase::shop);
    s = apply(r, s, {ActionKind::leave});
    CHECK(s.heroes[0].uses == 2);
}

TEST_CASE("R21: a party is three different classes", "[dice-adventures][rulings]") {
    Rules r = rules();
    State s = new_game(r);
    s = apply(r, s, {ActionKind::recruit, cls("wizard")});
    CHECK_FALSE(legal(r, s, {ActionKind::recruit, cls("wizard")}));
    s = apply(r, s, {ActionKind::recruit, cls("bard")});
    s = apply(r, s, {ActionKind::recruit, cls("thief")});
    CHECK(s.size == 3);
    CHECK(s.phase != Phase::recruit);
}

}  // namespace
}  // namespace pnpkit::dice_adventures
