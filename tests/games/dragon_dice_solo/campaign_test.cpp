#include "campaign_support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

std::vector<std::string> start_problems(const CampaignSettings& settings) {
    std::vector<std::string> problems;
    auto campaign = start_campaign(shipped(), settings, problems);
    CHECK_FALSE(campaign);
    return problems;
}

bool any_contains(const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& line) { return line.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("R23: the army is checked against 2.1: health budget, half magic, no Dragonkin",
          "[solo][campaign][R23]") {
    std::vector<std::string> problems;
    auto army = parse_army(shipped(), "6xrare", problems);
    CHECK(problems.empty());
    CampaignSettings settings = small_settings();
    settings.army = army;
    CHECK(any_contains(start_problems(settings), "the army has 18 health; your budget is 16"));

    settings.army = parse_army(shipped(), "Mage=rare+magic,common,common", problems);
    CHECK(any_contains(start_problems(settings), "magic units have 3 of the army's 5 health"));
    // Exactly half is allowed.
    settings.army = parse_army(shipped(), "Mage=rare+magic,rare", problems);
    std::vector<std::string> none;
    CHECK(start_campaign(shipped(), settings, none));
    CHECK(none.empty());

    problems.clear();
    parse_army(shipped(), "2xWyrmling=dragonkin,rare+wizard", problems);
    REQUIRE(problems.size() == 2);
    CHECK(problems[0] == "'2xWyrmling=dragonkin': Dragonkin are not used in the solo challenge (2.1)");
    CHECK(problems[1] == "'rare+wizard': unknown mark '+wizard' (marks: +magic, +king)");

    // The expert level's smaller budget (5.5).
    settings = small_settings();
    settings.expert.player_health = 4;
    CHECK(any_contains(start_problems(settings), "the army has 13 health; your budget is 12"));
}

TEST_CASE("units typed alike are numbered, and keep the faces that bring them back",
          "[solo][campaign]") {
    Table t;
    REQUIRE(t.c.army.size() == 6);
    CHECK(t.c.army[1].name == "Watcher 1");
    CHECK(t.c.army[2].name == "Watcher 2");
    CHECK(t.c.army[0].back_faces == 2);
    CHECK_FALSE(t.c.army[1].back_faces);
    CHECK(t.c.army[4].magic);
    CHECK(health_at(t.c, UnitPlace::battle) == 13);
}

TEST_CASE("R2: the terrain order is asked one die at a time, ties rolled again among themselves",
          "[solo][campaign][R2]") {
    Table t;
    CHECK(t.asking() == Ask::order_die);
    CHECK(prompt(t.c).faces == 8);
    CHECK(prompt(t.c).question == "Roll the terrain die of Coastland (3.1)");
    // Coastland 6, Swampland 3, Highland 3, Flatland #1 1, Flatland #2 8; the threes roll again.
    t.says({"6", "3", "3", "1", "8"});
    CHECK(prompt(t.c).question == "Roll the terrain die of Swampland (3.1)");
    t.says({"5", "2"});
    CHECK(t.asking() == Ask::reserve);
    std::vector<std::string> order;
    for (const auto& placed : t.c.placed)
        order.push_back(t.c.picks[placed.die].terrain->id);
    CHECK(order == std::vector<std::string>{"flatland", "highland", "swampland", "coastland",
                                            "flatland"});
    // The same dice through order_terrains.
    Script script({6, 3, 3, 1, 8, 5, 2});
    CHECK(order_terrains(5, 8, script.dice()).order == t.c.ordering.result().order);
}

TEST_CASE("answers are checked against the question and a refused answer changes nothing",
          "[solo][campaign]") {
    Table t;
    CHECK(t.refused("9") == "'9': give a whole number from 1 to 8");
    CHECK(t.refused("two") == "'two': give a whole number from 1 to 8");
    t.says({"1", "2", "3", "4", "5"});
    const std::size_t log_size = t.c.log.size();
    CHECK(t.refused("u9") ==
          "'u9' is not one of the choices: u1, u2, u3, u4, u5, u6, done");
    CHECK(t.c.log.size() == log_size);
    CHECK(t.asking() == Ask::reserve);
}

TEST_CASE("R3: the campaign's armies wait on the starting faces of 3.2, and have their health",
          "[solo][campaign][R3]") {
    Table t;
    t.says({"1", "2", "3", "4", "5"});
    std::vector<int> starts;
    for (const auto& placed : t.c.placed)
        starts.push_back(placed.start.face);
    CHECK(starts == std::vector<int>{2, 5, 7, 7, 8});
    for (const auto& foe : t.c.foes)
        CHECK(foe.left == 12);
    CHECK(t.c.face == 2);
    CHECK(t.c.battle == 1);
}

TEST_CASE("4.2: the reserve leaves at least one health at the battle and is out of reach",
          "[solo][campaign]") {
    Table t;
    t.says({"1", "2", "3", "4", "5"});
    t.says({"u1", "u2", "u3", "u4", "u5", "u6"});
    CHECK(t.refused("done") == "leave at least one health of units at the battle (4.2)");
    t.says({"u1", "done"});
    CHECK(health_at(t.c, UnitPlace::battle) == 1);
    CHECK(health_at(t.c, UnitPlace::reserve) == 12);
    // Their missile attack can only kill the Guardian at the battle.
    t.says({"pass", "none"});
    REQUIRE(t.asking() == Ask::changes);
    CHECK(t.choice_ids() == std::vector<std::string>{"kill-u1", "bury-u1", "done"});
}

TEST_CASE("4.2: the reserve choice ends: once each unit could change sides twice, Done is left",
          "[solo][campaign]") {
    Table t;
    t.says({"1", "2", "3", "4", "5"});
    const std::size_t moves = 2 * t.c.army.size();
    // The same answer repeated (a pipe of `yes u1`) runs out of moves instead of looping.
    for (std::size_t i = 0; i < moves; ++i) t.says({"u1"});
    CHECK(t.choice_ids() == std::vector<std::string>{"done"});
    CHECK(!t.refused("u1").empty());

    // With every unit in reserve when the moves run out, only a unit back to the battle is offered.
    Table empty;
    empty.says({"1", "2", "3", "4", "5"});
    for (std::size_t i = 0; i < t.c.army.size(); ++i) empty.says({"u" + std::to_string(i + 1)});
    for (std::size_t i = t.c.army.size(); i < moves; ++i) empty.says({"u1"});
    REQUIRE(health_at(empty.c, UnitPlace::battle) == 0);
    auto ids = empty.choice_ids();
    CHECK(ids.size() == t.c.army.size() + 1);
    empty.says({"u2"});
    CHECK(empty.choice_ids() == std::vector<std::string>{"done"});
    empty.says({"done"});
    CHECK(empty.asking() != Ask::reserve);
}

TEST_CASE("R30: losing every unit at the battle loses the campaign, whatever the reserve holds",
          "[solo][campaign][R30]") {
    Table t;
    t.says({"1", "2", "3", "4", "5", "u2", "done"});
    t.says({"pass", "none", "kill-u1", "kill-u3", "kill-u4", "kill-u5", "kill-u6", "done"});
    CHECK(t.c.outcome == CampaignOutcome::lost);
    CHECK(prompt(t.c).kind == Prompt::Kind::over);
    CHECK(t.c.records.front().result == "lost");
    CHECK(t.refused("pass") == "the campaign is over");
}

TEST_CASE("4.3, 4.4: the missile battle: your actions follow the face, theirs the army's type",
          "[solo][campaign]") {
    Table t;
    t.set_up();
    REQUIRE(t.asking() == Ask::action);
    CHECK(t.choice_ids() == std::vector<std::string>{"missile", "pass"});
    t.says({"missile", "3"});
    // Their saves may show Cantrips; a missile attack has no counter-attack.
    CHECK(t.asking() == Ask::cantrip);
    t.says({"none"});
    CHECK(t.logged("Their turn 1: Missile attack"));
    t.says({"none", "kill-u1", "done"});
    CHECK(t.c.army[0].place == UnitPlace::dead);
    CHECK(t.c.foes[0].left == 9);
    CHECK(t.c.foes[0].dead == 3);
    // You may manoeuvre: they counter; winning moves the die up.
    REQUIRE(t.asking() == Ask::manoeuvre);
    t.says({"attempt", "won"});
    CHECK(t.c.face == 3);
    CHECK(t.refused("melee") == "'melee' is not one of the choices: missile, pass");
}

TEST_CASE("R14: the light army's turns are counted from the campaign: melee, then charge",
          "[solo][campaign][R14]") {
    Table t;
    t.reach_battle(3);
    t.says({"done"});
    CHECK(t.c.face == 7);
    const std::size_t from = t.c.log.size();
    // Their melee: Cantrips in their roll, your losses, then your counter-attack.
    t.says({"pass", "none", "done", "2"});
    CHECK(t.logged("Their turn 1: Melee attack", from));
    CHECK(t.c.foes[2].left == 10);
    t.says({"skip", "pass", "none", "done", "0"});
    CHECK(t.logged("Their turn 2: Charge", from));
    t.says({"skip", "pass"});
    CHECK(t.logged("Their turn 3: Melee attack", from));
}

TEST_CASE("R30: a melee that destroys their army leaves no counter-attack; the battle is won",
          "[solo][campaign][R30]") {
    Table t;
    t.reach_battle(2);
    t.says({"done", "melee", "12"});
    CHECK(t.c.battle == 3);
    CHECK(t.c.records[1].result == "won: destroyed");
    CHECK(t.asking() == Ask::reserve);
}

TEST_CASE("4.5: manoeuvring a die of battles 1 to 4 to its eighth face wins the battle",
          "[solo][campaign]") {
    Table t;
    t.reach_battle(4);
    t.says({"done"});
    REQUIRE(t.c.face == 7);
    t.says({"pass", "none", "done", "0", "attempt", "won"});
    CHECK(t.c.battle == 5);
    CHECK(t.c.records[3].result == "won: eighth face");
    CHECK(t.c.records[3].turns == 1);
}

TEST_CASE("4.6: the dead roll at the end of a battle; a die with known faces may be rolled",
          "[solo][campaign]") {
    Table t;
    t.set_up();
    t.says({"missile", "2", "none", "none", "kill-u1", "kill-u2", "done", "skip"});
    t.destroy("missile");
    REQUIRE(t.asking() == Ask::heal);
    Prompt guardian = prompt(t.c);
    CHECK(guardian.question == "Roll Guardian (common) from your dead pool (4.6)");
    CHECK(guardian.faces == 6);
    CHECK(guardian.roll_map == std::vector<std::size_t>{0, 0, 1, 1, 1, 1});
    t.says({"returns"});
    Prompt watcher = prompt(t.c);
    CHECK(watcher.faces == 0);  // its faces were not given: only a real die can say
    t.says({"buried"});
    CHECK(t.c.army[0].place == UnitPlace::battle);
    CHECK(t.c.army[1].place == UnitPlace::buried);
    CHECK(t.c.battle == 2);
    CHECK(t.asking() == Ask::reserve);
}

TEST_CASE("R31: a Cantrip in their roll casts a free spell; their healing restores health",
          "[solo][campaign][R31][R10]") {
    Table t;
    t.set_up();
    t.says({"missile", "3", "red"});
    REQUIRE(t.asking() == Ask::cantrip_die);
    // Red 3: Spark of Life, with their 3 dead health to heal: one health-worth comes back.
    t.says({"3"});
    CHECK(t.logged("Their healing brings back 1 health: 10 of 12 standing."));
    CHECK(t.c.foes[0].dead == 2);
    CHECK(t.asking() == Ask::cantrip);
    t.says({"none"});
    CHECK(t.logged("Their turn 1: Missile attack"));
}

TEST_CASE("R22: the magicians' ID results join the largest pool, doubled on sympathetic terrain",
          "[solo][campaign][R22]") {
    Table t;
    t.reach_battle(5);
    t.says({"done", "pass"});
    REQUIRE(t.asking() == Ask::magic_pools);
    const std::size_t from = t.c.log.size();
    // Flatland holds earth: gold's IDs count double. Gold 3 + 2 IDs x2 = 7, blue 2.
    t.says({"gold=3,blue=2", "2"});
    CHECK(t.logged("The terrain is sympathetic to Gold", from));
    CHECK(t.logged("Their magic: Gold 7, Blue 2.", from));
    REQUIRE(t.asking() == Ask::spell_die);
    // Gold: Stoneskin (5 left), Transmute Rock to Mud costs 6: gold stops. Blue: Hailstorm.
    t.says({"5", "1", "2"});
    CHECK(t.c.in_effect.size() == 2);
    CHECK(t.c.in_effect[0].rfind("Stoneskin", 0) == 0);
    CHECK(t.asking() == Ask::changes);
}

TEST_CASE("the magicians' questions: no doubled example, ID results up to the health standing",
          "[solo][campaign][R22][R8]") {
    Table t;
    t.reach_battle(5);
    t.says({"done", "pass"});
    Prompt pools = prompt(t.c);
    CHECK(pools.question == "Roll the magicians: their magic results per colour, ID results apart");
    t.says({"green=6"});
    // An ID result counts its unit's health: never more than their army has standing.
    Prompt ids = prompt(t.c);
    REQUIRE(ids.ask == Ask::magic_ids);
    const int standing = t.c.foes[4].left;
    CHECK(ids.high == standing);
    CHECK_FALSE(ids.open_ended);
    CHECK(t.refused(std::to_string(standing + 1)) == "'" + std::to_string(standing + 1) +
                                                         "': give a whole number from 0 to " +
                                                         std::to_string(standing));
    t.says({"0", "8"});
    // The racial spell's cost has no upper bound to show.
    Prompt cost = prompt(t.c);
    REQUIRE(cost.ask == Ask::racial_cost);
    CHECK(cost.open_ended);
    t.says({"2000"});
    CHECK(t.logged("the racial spell (cost 2000) costs more than the 6 left: Green stops here"));
}

TEST_CASE("R22: death magic's ID results are doubled by burying your dead, commons first",
          "[solo][campaign][R22]") {
    Table t;
    t.reach_battle(5);
    // Melee at them from the eighth face; their counter-attack kills the Guardian and a Watcher.
    t.says({"done", "melee", "0", "none", "kill-u1", "kill-u2", "kill-u3", "done"});
    const std::size_t from = t.c.log.size();
    t.says({"black=4", "3"});
    // Three IDs, doubled by burying three health: the Guardian (1) and a Watcher (2); the other
    // Watcher would be one too many.
    CHECK(t.c.army[0].place == UnitPlace::buried);
    CHECK(t.c.army[1].place == UnitPlace::buried);
    CHECK(t.c.army[2].place == UnitPlace::dead);
    CHECK(t.logged("Their magic: Black 10.", from));
    // Finger of Death twice (8), then Palsy with the 2 left.
    t.says({"6", "1"});
    CHECK(t.asking() == Ask::changes);
}

TEST_CASE("R8: a racial spell's cost is asked for, then rolling goes on", "[solo][campaign][R8]") {
    Table t;
    t.reach_battle(5);
    t.says({"done", "pass", "green=6", "0", "8"});
    REQUIRE(t.asking() == Ask::racial_cost);
    t.says({"3", "5"});  // the racial spell costs 3; then Watery Double (2) leaves 1
    CHECK(t.logged("cast the Green racial spell the opposing race would choose at your army; "
                   "pays 3, 3 left"));
    t.says({"5"});  // Watery Double again costs more than the 1 left
    CHECK(t.asking() == Ask::changes);
}

TEST_CASE("R16: Flash Flood pushes you away from the magicians, one face up",
          "[solo][campaign][R16]") {
    Table t;
    t.reach_battle(5);
    // Turn 1: no magic from them; you manoeuvre down toward them.
    t.says({"done", "pass", "none", "0", "done", "attempt", "won"});
    REQUIRE(t.c.face == 7);
    t.says({"pass", "green=4", "0", "3"});
    CHECK(t.c.face == 8);
    CHECK(t.c.eighth == Holder::player);
}
