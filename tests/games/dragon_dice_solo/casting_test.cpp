#include "games/dragon_dice_solo/casting.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

using Kind = CastEvent::Kind;

// One line per event: "roll kind spell xtimes paid/left".
std::vector<std::string> events(const ColourCasting& c) {
    std::vector<std::string> out;
    for (const auto& e : c.events) {
        std::string line = std::to_string(e.roll) + " " + to_string(e.kind);
        if (e.spell)
            line += " " + e.spell->id;
        if (e.times > 1)
            line += " x" + std::to_string(e.times);
        line += " " + std::to_string(e.paid) + "/" + std::to_string(e.left);
        out.push_back(line);
    }
    return out;
}

struct Run {
    CastingResult result;
    std::size_t rolls_used = 0;
};

Run cast(std::vector<std::pair<std::string, int>> pools, std::vector<int> rolls,
         CastOptions options = {}, const SoloData& data = shipped()) {
    options.pools = std::move(pools);
    Script script(std::move(rolls));
    Run run{cast_spells(data, options, script.dice()), 0};
    run.rolls_used = script.used();
    return run;
}

}  // namespace

TEST_CASE("costs are paid and a colour stops at a spell it cannot pay for, without re-rolling",
          "[solo][spells]") {
    auto run = cast({{"red", 9}}, {5, 5, 3, 1});
    // Ashstorm 2 (7 left), Ashstorm 2 (5 left), Spark of Life: no dead, re-roll, Dancing Lights 6 >
    // 5: stop.
    REQUIRE(run.result.colours.size() == 1);
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"5 cast ashstorm 2/7", "5 cast ashstorm 2/5",
                                   "3 reroll-healing spark-of-life 0/5",
                                   "1 too-expensive dancing-lights 0/5"});
    CHECK(run.result.colours[0].left == 5);
    CHECK(run.rolls_used == 4);
}

TEST_CASE("a pool spent to nothing stops rolling", "[solo][spells]") {
    auto run = cast({{"black", 4}}, {1, 2});
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"1 cast palsy 2/2", "2 cast palsy 2/0"});
    CHECK(run.rolls_used == 2);
}

TEST_CASE("R9: Finger of Death takes all the black it can pay for, then the stop rule applies",
          "[solo][spells][R9]") {
    auto run = cast({{"black", 11}}, {6, 1, 5});
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"6 cast finger-of-death x2 8/3", "1 cast palsy 2/1",
                                   "5 too-expensive finger-of-death 0/1"});
    auto short_pool = cast({{"black", 3}}, {7});
    CHECK(events(short_pool.result.colours[0]) ==
          std::vector<std::string>{"7 too-expensive finger-of-death 0/3"});
}

TEST_CASE("R5: Hailstorm takes the rest of the blue pool and hits the player's army",
          "[solo][spells][R5]") {
    auto run = cast({{"blue", 5}}, {2, 1});
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"2 cast hailstorm x2 4/1", "1 too-expensive hailstorm 0/1"});
    const SpellEntry& entry = *run.result.colours[0].events[0].entry;
    CHECK(entry.marked == Side::opfor);
    CHECK(entry.side == Side::player);
    CHECK(entry.ruling == "R5");
}

TEST_CASE("R10: healing is re-rolled while the opposing army has no dead, and uses the dead up",
          "[solo][spells][R10]") {
    auto none = cast({{"red", 6}}, {3, 4, 5, 6, 7});
    CHECK(events(none.result.colours[0]) ==
          std::vector<std::string>{"3 reroll-healing spark-of-life 0/6",
                                   "4 reroll-healing spark-of-life 0/6", "5 cast ashstorm 2/4",
                                   "6 cast ashstorm 2/2", "7 cast ashstorm 2/0"});
    CastOptions options;
    options.opfor_dead = 1;
    auto some = cast({{"red", 10}}, {3, 4, 5, 5, 1}, options);
    CHECK(events(some.result.colours[0]) ==
          std::vector<std::string>{"3 cast spark-of-life 3/7", "4 reroll-healing spark-of-life 0/7",
                                   "5 cast ashstorm 2/5", "5 cast ashstorm 2/3",
                                   "1 too-expensive dancing-lights 0/3"});
    CHECK(some.result.opfor_dead_left == 0);
}

TEST_CASE("R21: a rolled spell's cost is checked before its target, healing spells included",
          "[solo][spells][R21]") {
    // The case: blue 2 rolls Breath of Life (cost 3) with no dead to heal. Its cost stops
    // blue; it is not re-rolled into a Hailstorm.
    auto blue = cast({{"blue", 2}}, {3});
    CHECK(events(blue.result.colours[0]) ==
          std::vector<std::string>{"3 too-expensive breath-of-life 0/2"});
    CHECK(blue.rolls_used == 1);
    // Affordable, with nothing to heal: rolled again (4.41 c).
    auto affordable = cast({{"blue", 6}}, {4, 5});
    CHECK(events(affordable.result.colours[0]) ==
          std::vector<std::string>{"4 reroll-healing breath-of-life 0/6",
                                   "5 cast lightning-strike 6/0"});
    // The same for Dust to Dust with none of your dead (R6).
    auto gold = cast({{"gold", 2}}, {3});
    CHECK(events(gold.result.colours[0]) ==
          std::vector<std::string>{"3 too-expensive dust-to-dust 0/2"});
}

TEST_CASE("the casting is steppable: one spell die at a time, a racial cost when asked",
          "[solo][spells][R8]") {
    CastOptions options;
    options.pools = {{"black", 6}, {"red", 2}};
    options.ask_racial_cost = true;
    CastingRun run(shipped(), options);
    CHECK(run.next_die() == 8);
    run.roll(8);  // black's racial entry: the run waits for its cost
    REQUIRE(run.waiting_for_cost());
    CHECK(run.waiting_for_cost()->id == "black");
    CHECK(run.next_die() == 0);
    CHECK_FALSE(run.done());
    run.pay_racial(5);
    CHECK(run.next_die() == 8);
    run.roll(7);  // Finger of Death costs 4, 1 left: black stops; red follows
    run.roll(5);  // Ashstorm
    CHECK(run.done());
    CHECK(events(run.result().colours[0]) ==
          std::vector<std::string>{"8 racial-cast 5/1", "7 too-expensive finger-of-death 0/1"});
    CHECK(events(run.result().colours[1]) == std::vector<std::string>{"5 cast ashstorm 2/0"});
}

TEST_CASE("4.3: a Cantrip casts one spell of its colour for free, re-rolling what cannot act",
          "[solo][spells]") {
    CastingRun run = CastingRun::cantrip(shipped(), "black", 0, 0);
    run.roll(8);  // racial: rolled again
    run.roll(3);  // Reanimate Dead with no dead: rolled again
    CHECK_FALSE(run.done());
    run.roll(6);  // Finger of Death, once, for free
    CHECK(run.done());
    CHECK(events(run.result().colours[0]) ==
          std::vector<std::string>{"8 reroll-racial 0/0", "3 reroll-healing reanimate-dead 0/0",
                                   "6 free-cast finger-of-death 0/0"});
}

TEST_CASE("R6: Dust to Dust buries as much of the player's dead as the gold allows, and needs dead",
          "[solo][spells][R6]") {
    CastOptions options;
    options.player_dead = 2;
    auto run = cast({{"gold", 9}}, {3, 4, 5, 6}, options);
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"3 cast dust-to-dust x2 6/3", "4 reroll-bury dust-to-dust 0/3",
                                   "5 cast stoneskin 2/1", "6 too-expensive stoneskin 0/1"});
    CHECK(run.result.player_dead_left == 0);
    auto no_dead = cast({{"gold", 3}}, {3, 5, 5});
    CHECK(events(no_dead.result.colours[0]) ==
          std::vector<std::string>{"3 reroll-bury dust-to-dust 0/3", "5 cast stoneskin 2/1",
                                   "5 too-expensive stoneskin 0/1"});
}

TEST_CASE("R8: racial mode pays the given racial cost, or stops and hands the rest over",
          "[solo][spells][R8]") {
    auto unpaid = cast({{"black", 5}}, {8});
    CHECK(events(unpaid.result.colours[0]) == std::vector<std::string>{"8 racial-unpaid 0/5"});
    CastOptions options;
    options.racial_costs["black"] = 3;
    auto paid = cast({{"black", 5}}, {8, 1}, options);
    CHECK(events(paid.result.colours[0]) ==
          std::vector<std::string>{"8 racial-cast 3/2", "1 cast palsy 2/0"});
    auto dear = cast({{"black", 2}}, {8}, options);
    CHECK(events(dear.result.colours[0]) == std::vector<std::string>{"8 too-expensive 0/2"});
}

TEST_CASE("R8: without racial spells the most harmful affordable general spell is cast",
          "[solo][spells][R8]") {
    CastOptions options;
    options.racial = RacialMode::general;
    auto blue = cast({{"blue", 7}}, {8, 7}, options);
    CHECK(events(blue.result.colours[0]) ==
          std::vector<std::string>{"8 general-cast lightning-strike 6/1",
                                   "7 too-expensive lightning-strike 0/1"});
    // Gold 4: Transmute Rock to Mud costs 6, Dust to Dust has no dead to bury: nothing can be cast.
    auto gold = cast({{"gold", 4}}, {8}, options);
    CHECK(events(gold.result.colours[0]) == std::vector<std::string>{"8 too-expensive 0/4"});
    options.player_dead = 1;
    auto gold_dead = cast({{"gold", 4}}, {8, 5}, options);
    CHECK(events(gold_dead.result.colours[0]) ==
          std::vector<std::string>{"8 general-cast dust-to-dust 3/1",
                                   "5 too-expensive stoneskin 0/1"});
}

TEST_CASE(
    "R8: in free mode the next roll is cast for nothing, re-rolling racial and idle healing "
    "results",
    "[solo][spells][R8]") {
    CastOptions options;
    options.racial = RacialMode::free;
    auto run = cast({{"red", 2}}, {8, 8, 3, 1, 5}, options);
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"8 racial-free 0/2", "8 reroll-racial 0/2",
                                   "3 reroll-healing spark-of-life 0/2",
                                   "1 free-cast dancing-lights 0/2", "5 cast ashstorm 2/0"});
}

TEST_CASE("R17: a free Finger of Death is cast once", "[solo][spells][R17]") {
    CastOptions options;
    options.racial = RacialMode::free;
    auto run = cast({{"black", 8}}, {8, 6, 1, 6, 2}, options);
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"8 racial-free 0/8", "6 free-cast finger-of-death 0/8",
                                   "1 cast palsy 2/6", "6 cast finger-of-death 4/2",
                                   "2 cast palsy 2/0"});
    CHECK(run.result.colours[0].events[1].times == 1);
}

TEST_CASE("R11: the largest pool is cast first, equal pools in column order",
          "[solo][spells][R11]") {
    auto order = casting_order(shipped(), {{"black", 5}, {"gold", 5}, {"red", 7}, {"blue", 5}});
    CHECK(order == std::vector<std::pair<std::string, int>>{
                       {"red", 7}, {"gold", 5}, {"blue", 5}, {"black", 5}});
    auto run = cast({{"black", 2}, {"green", 4}}, {3, 1});
    REQUIRE(run.result.colours.size() == 2);
    CHECK(run.result.colours[0].colour->id == "green");
    CHECK(events(run.result.colours[0]) == std::vector<std::string>{"3 cast flash-flood 4/0"});
    CHECK(events(run.result.colours[1]) == std::vector<std::string>{"1 cast palsy 2/0"});
}

TEST_CASE("R16: Ashstorm and Flash Flood aim at the player's terrain", "[solo][spells][R16]") {
    for (const char* id : {"red-5-7", "green-3-4"}) {
        const SpellEntry* entry = nullptr;
        for (const auto& e : shipped().spell_table.entries) {
            if (e.id == id)
                entry = &e;
        }
        REQUIRE(entry);
        CHECK(entry->side == Side::player);
        CHECK(entry->target == Target::terrain);
        CHECK(entry->ruling == "R16");
    }
}

TEST_CASE("a column with nothing castable stops instead of rolling for ever", "[solo][spells]") {
    SoloData data = shipped();
    for (auto& e : data.spell_table.entries) {
        if (e.colour == "green" && !e.is_racial())
            e.spell = "spark-of-life";
    }
    auto run = cast({{"green", 6}}, {2}, {}, data);
    CHECK(events(run.result.colours[0]) ==
          std::vector<std::string>{"2 reroll-healing spark-of-life 0/6", "0 nothing-usable 0/6"});
    CastOptions options;
    options.racial = RacialMode::free;
    auto free = cast({{"green", 6}}, {8}, options, data);
    CHECK(events(free.result.colours[0]) ==
          std::vector<std::string>{"8 racial-free 0/6", "0 nothing-usable 0/6"});
}

TEST_CASE("the same seed casts the same spells", "[solo][spells]") {
    CastOptions options;
    options.pools = {{"black", 9}, {"red", 6}, {"blue", 5}};
    options.opfor_dead = 2;
    Rng a(42), b(42);
    auto first = cast_spells(shipped(), options, dice_from(a));
    auto second = cast_spells(shipped(), options, dice_from(b));
    REQUIRE(first.colours.size() == second.colours.size());
    for (std::size_t i = 0; i < first.colours.size(); ++i)
        CHECK(events(first.colours[i]) == events(second.colours[i]));
}
