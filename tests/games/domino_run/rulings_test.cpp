// One test per ruling of data/domino-run/rulings.md, named after it.
#include <catch2/catch.hpp>
#include <map>

#include "core/rng.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"
#include "games/domino_run/reach.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::line_of;
using test::table;

namespace {

const Rules k_rules = test::rules();

// Deals tiles given as "1-2 2-4" to a state waiting for tiles.
void deal(State& s, const std::string& tiles) {
    for (const std::string& word : split(tiles, ' ')) {
        auto tile = parse_domino(word);
        REQUIRE(tile);
        give_tile(s, k_rules, *tile);
    }
}

bool has(const Events& events, EventKind kind) {
    for (const Event& e : events) {
        if (e.kind == kind) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("R1: pits cost nothing and a taken tile leaves two empty places", "[domino-run][rulings]") {
    // The pit of a taken tile lies between the player and a 3 and a 4.
    State s = table("1|2 .. 3|4", 1, 2, {3, 4});
    CHECK(s.line[2].cost() == 0);
    CHECK(s.reach == 5);  // through both empty places, then the 3 and the 4
    // The enemy takes the claimed 3|3 the player stands on: both places stay, the player too.
    State t = table("1|2 3|3 4|5", 1, 4, {1, 1}, {Domino{3, 3}});
    move_to(t, k_rules, t.player);
    CHECK(line_of(t) == ".. 4|5");
    CHECK(t.player == 1);
    CHECK(t.enemy == 0);
}

TEST_CASE("R2: dice pay successive spaces in any order; a leftover too small is lost",
          "[domino-run][rulings]") {
    // From the blank: 5 first pays the 3 and keeps 2, too little for the 4; the 4 then pays the 4
    // and the 1 stops it. 4 first pays the 3 and keeps 1; the 5 pays the 4, its 1 pays the 1.
    State s = table("0|3 4|1", 0, 1, {5, 4});  // the enemy in the pit in front: place 0
    CHECK(s.reach == 4);
    auto plan = plan_to(s, 4);
    REQUIRE(plan);
    CHECK(s.dice[static_cast<std::size_t>(plan->spends.front().die)] == 4);
    // Free places are entered after the last die is spent.
    State t = table("0|3 0|0 1|2", 0, 1, {3, 1});
    CHECK(t.reach == 5);  // the 3, both blanks, then the 1; the 2 is too much
}

TEST_CASE("R3: the player may stop anywhere up to the farthest place, and nowhere past it",
          "[domino-run][rulings]") {
    State s = table("1|2 2|4 0|5 5|1 6|6", 1, 6, {6, 4});
    REQUIRE(s.reach == 7);
    for (int place = s.player; place <= s.reach; ++place) {
        State copy = s;
        CHECK_NOTHROW(move_to(copy, k_rules, place));
    }
    CHECK_THROWS_AS(move_to(s, k_rules, s.reach + 1), std::invalid_argument);
    CHECK_THROWS_AS(move_to(s, k_rules, s.player - 1), std::invalid_argument);
}

TEST_CASE("R4: two unused dice combine once a turn and pay like one die", "[domino-run][rulings]") {
    // 5 + 2 pays the 1 and keeps 6 for the 6; neither die alone gets past the 6.
    State s = table("0|1 6|3", 0, 1, {5, 2});
    CHECK(s.reach == 3);
    // Two 6s need two combinations of 3 + 3: only the first is allowed.
    State t = table("0|0 6|6", 1, 2, {3, 3, 3, 3});
    CHECK(t.reach == 2);
}

TEST_CASE("R5: ability tiles turn unused dice, each once, one after another on the same die",
          "[domino-run][rulings]") {
    // A 2 becomes 4 with 2|4, then 6 with 4|6: it pays the first 6.
    State chain = table("0|0 6|6", 1, 2, {2, 1}, {}, {Domino{2, 4}, Domino{4, 6}});
    CHECK(chain.reach == 2);
    State half = table("0|0 6|6", 1, 2, {2, 1}, {}, {Domino{2, 4}});
    CHECK(half.reach == 1);  // 4, or 4 + 1, is not 6
    // 1|6 turns one die only: the second 1 stays a 1.
    State once = table("0|0 6|6", 1, 2, {1, 1}, {}, {Domino{1, 6}});
    CHECK(once.reach == 2);
    // A combined sum is not a die face: 1 + 1 is not turned into 6 by 2|6.
    State sum = table("0|0 6|6", 1, 2, {1, 1}, {}, {Domino{2, 6}});
    CHECK(sum.reach == 1);
    // A treasure taken during a move does not change this move; the bonus die joins the next roll.
    State s = table("1|2 2|2 5|5 3|1", 1, 2, {2, 2});
    REQUIRE(s.reach == 3);  // the 2 and the 2 of 2|2; the 5 is out of reach
    move_to(s, k_rules, 3);
    REQUIRE(s.phase == Phase::treasure);
    choose_treasure(s, k_rules, TreasureKind::die);
    CHECK(s.pool_size(k_rules) == 3);
}

TEST_CASE("R6: a double is claimed on entering its far space, stopping there or not",
          "[domino-run][rulings]") {
    State s = table("1|2 2|2 3|0", 1, 2, {4, 3});
    State through = s;
    move_to(through, k_rules, through.reach);
    CHECK(through.key_count() == 1);
    CHECK(through.line[3].claimed());
    State near = s;
    move_to(near, k_rules, 2);  // the near 2 of 2|2
    CHECK(near.key_count() == 0);
    // Set-up puts the player on the far space of a double without claiming it.
    State setup = new_game(k_rules);
    deal(setup, "0-1 1-2 3-3 3-4 4-5");
    choose_mulligan(setup, k_rules, false);
    CHECK(setup.player == 5);
    CHECK(setup.line[5].pips == 3);
    CHECK(setup.key_count() == 0);
}

TEST_CASE("R7: at most two bonus dice; abilities come from the pile's ability tiles",
          "[domino-run][rulings]") {
    State s = table("1|2 2|2 3|0", 1, 2, {4, 3, 1, 1});  // both bonus dice already
    move_to(s, k_rules, s.reach);
    REQUIRE(s.phase == Phase::treasure);
    CHECK(treasure_choices(s, k_rules) == std::vector<TreasureKind>{TreasureKind::ability});
    choose_treasure(s, k_rules, TreasureKind::ability);
    REQUIRE(s.phase == Phase::ability);
    CHECK(tile_refusal(s, Domino{4, 4}).value() ==
          "an ability cannot be 4-4: put doubles and tiles with a blank end back and draw on");
    CHECK(tile_refusal(s, Domino{0, 5}).has_value());
    Rng rng(5);
    for (int i = 0; i < 200; ++i) {
        Domino t = random_tile(s, rng);
        CHECK_FALSE(t.is_double());
        CHECK_FALSE(t.has_blank());
    }
}

TEST_CASE("R7: with no treasure left to give, a key gives nothing", "[domino-run][rulings]") {
    // Five ability tiles lie on the line, the other ten are held; both bonus dice are out.
    std::vector<Domino> held{{2, 3}, {2, 4}, {2, 5}, {2, 6}, {3, 4},
                             {3, 5}, {3, 6}, {4, 5}, {4, 6}, {5, 6}};
    State s = table("1|2 1|3 1|4 1|5 1|6 6|6 6|0", 1, 10, {6, 6, 1, 1}, {}, held);
    REQUIRE((s.pile.bits() & ability_tiles(6)) == 0);
    Events events;
    move_to(s, k_rules, s.reach, &events);
    CHECK(s.key_count() == 1);
    CHECK(has(events, EventKind::no_treasure));
    CHECK(s.phase != Phase::treasure);
    CHECK(s.phase != Phase::ability);
}

TEST_CASE("R8: the enemy stops on the first claimed key it steps onto and takes it",
          "[domino-run][rulings]") {
    // The enemy (3 a turn with one key) steps to space 2, then onto the claimed 3|3.
    State s = table("1|2 3|3 0|1 4|5", 1, 6, {1, 1}, {Domino{3, 3}});
    Events events;
    move_to(s, k_rules, s.player, &events);
    CHECK(has(events, EventKind::enemy_took));
    CHECK_FALSE(has(events, EventKind::caught));
    CHECK(line_of(s).rfind(".. 0|1 4|5", 0) == 0);  // 1|2 cleaned up, the pit stays
    CHECK(s.enemy == 0);
    CHECK(s.key_count() == 1);  // the taken key still counts
    CHECK((s.taken >> domino_index(Domino{3, 3}, 6) & 1) == 1);
    // The FAQ: on the claimed tile the player stands on, the enemy takes it; the player is safe.
    State faq = table("1|2 3|3 4|5", 1, 4, {1, 1}, {Domino{3, 3}});
    Events faq_events;
    move_to(faq, k_rules, faq.player, &faq_events);
    CHECK(has(faq_events, EventKind::enemy_took));
    CHECK_FALSE(has(faq_events, EventKind::caught));
    CHECK(faq.phase != Phase::lost);
}

TEST_CASE("R9: the enemy catches the player on reaching the player's place", "[domino-run][rulings]") {
    State lost = table("1|2 2|4 0|5", 1, 3, {1, 1});
    Events events;
    move_to(lost, k_rules, lost.player, &events);
    CHECK(has(events, EventKind::caught));
    CHECK(lost.phase == Phase::lost);
    // With a bonus die and an ability, the player chooses what to give up.
    State caught = table("1|2 2|4 0|5", 1, 3, {1, 1, 1}, {}, {Domino{2, 5}});
    move_to(caught, k_rules, caught.player);
    REQUIRE(caught.phase == Phase::sacrifice);
    CHECK(sacrifice_choices(caught) == std::vector<int>{k_give_die, 0});
    State give_ability = caught;
    sacrifice(give_ability, k_rules, 0);
    CHECK(give_ability.ability_count == 0);
    CHECK(give_ability.pile.contains(Domino{2, 5}));  // back into the pile
    sacrifice(caught, k_rules, k_give_die);
    CHECK(caught.bonus_dice == 0);
    CHECK(caught.ability_count == 1);
}

TEST_CASE("R10: after damage the enemy stands in a pit in front of the whole line",
          "[domino-run][rulings]") {
    State s = table("1|2 2|4 0|5", 1, 3, {1, 1, 1});
    move_to(s, k_rules, s.player);
    sacrifice(s, k_rules, k_give_die);
    CHECK(line_of(s).rfind(". 1|2 2|4 0|5", 0) == 0);
    CHECK(s.enemy == 0);
    CHECK(s.player == 3);  // the player has not moved: the line grew in front
    // The player standing in the pit of a taken tile at the front: the enemy goes behind it.
    State pit = table(".. 1|2 2|4", 1, 2, {1, 1, 1});
    move_to(pit, k_rules, pit.player);
    REQUIRE(pit.phase == Phase::sacrifice);
    sacrifice(pit, k_rules, k_give_die);
    CHECK(line_of(pit).rfind(". .. 1|2", 0) == 0);
    CHECK(pit.enemy < pit.player);
}

TEST_CASE("R11: clean-up returns the tiles behind the enemy, not the one it stands on",
          "[domino-run][rulings]") {
    // The enemy moves from the far 2 of 1|2 to the far 4 of 2|4.
    State s = table("1|2 2|4 0|5 5|1", 2, 7, {1, 1});
    move_to(s, k_rules, s.player);
    CHECK(line_of(s).rfind("2|4 0|5 5|1", 0) == 0);
    CHECK(s.enemy == 1);
    CHECK(s.pile.contains(Domino{1, 2}));
    CHECK_FALSE(s.pile.contains(Domino{2, 4}));
}

TEST_CASE("R12: refill lays tiles until 2 + keys whole tiles lie ahead, by the placement rule",
          "[domino-run][rulings]") {
    State s = table("1|2 2|4 0|5 5|1", 1, 6, {1, 1});  // 5|1 is ahead; 0|5 is the player's
    move_to(s, k_rules, s.player);
    REQUIRE(s.phase == Phase::refill);
    give_tile(s, k_rules, Domino{1, 6});  // matches the 1: laid 1|6
    CHECK(s.phase == Phase::roll);
    CHECK(line_of(s).find("5|1 1|6") != std::string::npos);
    // Without a match, low end first; after a pit, low end first too.
    State pit = table("1|2 2|3 ..", 1, 6, {1, 1});
    move_to(pit, k_rules, pit.player);
    REQUIRE(pit.phase == Phase::refill);
    give_tile(pit, k_rules, Domino{2, 5});
    give_tile(pit, k_rules, Domino{3, 6});
    CHECK(line_of(pit).find(".. 2|5 3|6") != std::string::npos);
}

TEST_CASE("R13: when the pile runs out the line stays short and play goes on",
          "[domino-run][rulings]") {
    // Every tile but 1|2 is on the table; clean-up returns 1|2 only.
    std::vector<Domino> all = domino_set(6);
    std::vector<Domino> abilities{{2, 3}, {2, 4}, {3, 4}};
    std::string line = "1|2";
    for (Domino t : all) {
        if (t == Domino{1, 2} || std::find(abilities.begin(), abilities.end(), t) != abilities.end())
            continue;
        line += " " + std::to_string(t.low) + "|" + std::to_string(t.high);
    }
    State s = table(line, 2, 50, {1, 1}, {}, abilities);  // on the last space
    REQUIRE(s.pile.empty());
    move_to(s, k_rules, s.player);
    // 1|2 came back; once it is laid the pile is empty with one tile ahead, not two.
    REQUIRE(s.phase == Phase::refill);
    CHECK(s.pile.size() == 1);
    give_tile(s, k_rules, Domino{1, 2});
    CHECK(s.phase == Phase::roll);
    CHECK(s.pile.empty());
    CHECK(s.line.tiles_after(s.player) < k_rules.ahead(0));
}

TEST_CASE("R14: returned tiles go into the pile and are as likely as any to come next",
          "[domino-run][rulings]") {
    State s = table("1|2 2|4 0|5 5|1", 2, 7, {1, 1});
    move_to(s, k_rules, s.player);
    REQUIRE(s.phase == Phase::refill);
    CHECK(s.pile.contains(Domino{1, 2}));
    std::map<Domino, int> seen;
    Rng rng(14);
    const int draws = 22000;
    for (int i = 0; i < draws; ++i) ++seen[random_tile(s, rng)];
    CHECK(static_cast<int>(seen.size()) == s.pile.size());
    double expected = static_cast<double>(draws) / s.pile.size();
    CHECK(seen[Domino{1, 2}] > 0.8 * expected);
    CHECK(seen[Domino{1, 2}] < 1.2 * expected);
}

TEST_CASE("R15: one mulligan; the fresh line is drawn before the old goes back",
          "[domino-run][rulings]") {
    State s = new_game(k_rules);
    deal(s, "1-2 2-4 0-5 1-5 6-6");
    REQUIRE(s.phase == Phase::mulligan);
    choose_mulligan(s, k_rules, true);
    CHECK(s.phase == Phase::deal);
    CHECK(s.line.empty());
    CHECK(tile_refusal(s, Domino{2, 4}).value() ==
          "2-4 is not in the pile: it is in the starting line set aside");
    deal(s, "3-3 3-4 0-4 0-0 1-3");
    CHECK(s.phase == Phase::roll);  // no second mulligan; cubes down, two tiles ahead
    CHECK(s.pile.contains(Domino{2, 4}));
    CHECK(s.pile.size() == 28 - 5);
    CHECK(line_of(s) == "3|3 3|4 4|0 0|0 1|3");
}

TEST_CASE("R16: the seventh key wins at once, in the middle of a move", "[domino-run][rulings]") {
    std::vector<Domino> six{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}};
    State s = table("1|2 2|0 6|6 0|1", 1, 3, {6, 6, 1, 1}, six);
    REQUIRE(s.reach == 7);
    Events events;
    move_to(s, k_rules, s.reach, &events);
    CHECK(s.phase == Phase::won);
    CHECK(s.player == 5);  // on the far 6 of 6|6
    CHECK(has(events, EventKind::won));
}

TEST_CASE("R17: a taken key stays out of the pile and counts", "[domino-run][rulings]") {
    State s = table("1|2 3|3 0|1 4|5", 1, 6, {1, 1}, {Domino{3, 3}});
    move_to(s, k_rules, s.player);
    CHECK_FALSE(s.pile.contains(Domino{3, 3}));
    CHECK(s.key_count() == 1);
    CHECK(tile_refusal(s, Domino{3, 3}).value() == "3-3 is not in the pile: it is one of your keys");
}

TEST_CASE("R18: a double behind the player at set-up goes back to the pile", "[domino-run][rulings]") {
    State s = new_game(k_rules);
    deal(s, "3-3 3-4 0-4 0-2 2-5");
    choose_mulligan(s, k_rules, false);
    REQUIRE(s.phase == Phase::roll);
    CHECK(s.line[1].pips == 3);
    CHECK_FALSE(s.line[1].claimed());
    // The player stays; the enemy walks past 3|3, which clean-up returns.
    give_die(s, k_rules, 1);
    give_die(s, k_rules, 1);
    move_to(s, k_rules, s.player);
    CHECK(s.pile.contains(Domino{3, 3}));
    CHECK(s.key_count() == 0);
}
