#include "campaign_support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

// A campaign at the start of the fifth battle, reserve set.
Table at_fifth(const CampaignSettings& settings = small_settings(),
               const SoloData& data = shipped()) {
    Table t(settings, data);
    t.reach_battle(5);
    t.says({"done"});
    return t;
}

// The fifth battle won from the eighth face by magic, so the final battle starts in the City.
Table at_dragons(const CampaignSettings& settings = small_settings(),
                 const SoloData& data = shipped()) {
    Table t = at_fifth(settings, data);
    t.says({"magic", "12", "done"});
    return t;
}

bool any_of_notes(const Prompt& p, const std::string& text) {
    return std::any_of(p.notes.begin(), p.notes.end(),
                       [&](const std::string& note) { return note.find(text) != std::string::npos; });
}

std::vector<std::string> dragon_names(const Campaign& c) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < c.dragons.size(); ++i)
        names.push_back(c.dragons[i].colour + " " + c.dragons[i].kind->id);
    return names;
}

}  // namespace

TEST_CASE("R20: the fifth battle starts on the eighth face, which you hold, and goes down",
          "[solo][campaign][R20]") {
    Table t = at_fifth();
    CHECK(t.c.face == 8);
    CHECK(t.c.eighth == Holder::player);
    CHECK(t.choice_ids() == std::vector<std::string>{"missile", "melee", "charge", "magic", "pass"});
    t.says({"pass", "none", "0", "done"});
    REQUIRE(t.asking() == Ask::manoeuvre);
    t.says({"attempt", "won"});
    CHECK(t.c.face == 7);
    CHECK(t.c.chasing);
    CHECK(t.c.eighth == Holder::none);
}

TEST_CASE("R24: at the first face the magicians wait: you may melee them as well as cast",
          "[solo][campaign][R24]") {
    Table t = at_fifth();
    for (int turn = 0; turn < 7; ++turn)
        t.says({"pass", "none", "0", "done", "attempt", "won"});
    REQUIRE(t.c.face == 1);
    CHECK(t.choice_ids() == std::vector<std::string>{"melee", "magic", "pass"});
    t.says({"melee", "12"});
    // 4.7: the final battle starts where the fifth ended, and you may climb back.
    CHECK(t.c.battle == 6);
    CHECK(t.c.face == 1);
    CHECK(t.logged("You start on face 1"));
}

TEST_CASE("R26: the Dragons follow the rules' order, wyrms before drakes; the expert adds some",
          "[solo][campaign][R26]") {
    Table t = at_dragons();
    CHECK(dragon_names(t.c) == std::vector<std::string>{"black wyrm", "red wyrm"});
    std::vector<std::string> problems;
    auto six = choose_dragons(shipped(), {}, 6, problems);
    REQUIRE(six.size() == 6);
    CHECK(six[4].colour == "blue");
    CHECK(six[4].kind == "wyrm");
    CHECK(six[5].colour == "black");
    CHECK(six[5].kind == "drake");
    CampaignSettings expert = small_settings();
    expert.expert.dragons = 1;
    Table more(expert);
    CHECK(more.c.dragons.size() == 3);
    choose_dragons(shipped(), {}, 11, problems);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0] == "11 Dragons asked for; the rules' order (2.3) has 10: name them with --dragons");
}

TEST_CASE("4.73: on the eighth face missile, melee and spells go at different Dragons",
          "[solo][campaign][R27]") {
    Table t = at_dragons();
    REQUIRE(t.c.battle == 6);
    CHECK(t.c.eighth == Holder::player);
    CHECK(t.logged("You start on the eighth face, holding its City."));
    REQUIRE(t.asking() == Ask::dragon_target);
    t.says({"d1", "3"});
    // R27: wounds do not carry; 3 is less than a Dragon's 5 health.
    CHECK_FALSE(t.c.dragons[0].slain);
    CHECK(t.c.dragons[0].wounds == 0);
    CHECK(t.choice_ids() == std::vector<std::string>{"d2", "none"});  // melee: another Dragon
    t.says({"none"});
    CHECK(t.choice_ids() == std::vector<std::string>{"d2", "none"});  // spells: not the first
    t.says({"d2", "6"});
    CHECK(t.c.dragons[1].slain);
    CHECK(t.choice_ids() == std::vector<std::string>{"none"});
    t.says({"none"});
    REQUIRE(t.asking() == Ask::belly_target);
    // 4.732: a killing spell at the Black Wyrm works only on a Belly.
    t.says({"d1"});
    Prompt roll = prompt(t.c);
    CHECK(roll.faces == 12);
    std::size_t bellies = 0;
    for (std::size_t face : roll.roll_map)
        bellies += roll.choices[face].id == "belly";
    CHECK(bellies == 2);
    t.says({"claw"});
    CHECK_FALSE(t.c.dragons[0].slain);
    t.says({"d1", "belly"});
    CHECK(t.c.dragons[0].slain);
    // The last Dragon is slain: no "Done" is left to ask, the challenge is won.
    CHECK(t.c.outcome == CampaignOutcome::won);
    CHECK(t.logged("you win the solo challenge (4.8)"));
    CHECK(t.c.records.back().result == "won");
}

TEST_CASE("4.8: once the last Dragon is slain no question with a single answer is asked",
          "[solo][campaign]") {
    Table t = at_dragons();
    // On the eighth face: missile slays the first Dragon, melee the second, the last.
    t.says({"d1", "5", "d2", "5"});
    CHECK(t.c.dragons[0].slain);
    CHECK(t.c.dragons[1].slain);
    CHECK(t.c.outcome == CampaignOutcome::won);
    CHECK(prompt(t.c).kind == Prompt::Kind::over);
    CHECK(t.logged("Every Dragon is slain: you win the solo challenge (4.8)."));
}

TEST_CASE("the damage question at a Dragon says how much slays it, with no upper bound",
          "[solo][campaign][R27]") {
    Table t = at_dragons();
    t.says({"d1"});
    Prompt damage = prompt(t.c);
    CHECK(damage.question == "Damage Black Wyrm takes past its saves (5 slays it)");
    CHECK(damage.open_ended);
    CHECK(damage.low == 0);
    CHECK(t.refused("-1") == "'-1': give a whole number of 0 or more");
    t.says({"1001"});  // more than the old 0-1000 allowed
    CHECK(t.c.dragons[0].slain);

    SoloData data = shipped();
    data.dragons.wounds_carry = true;
    Table carry = at_dragons(small_settings(), data);
    carry.says({"d1", "3", "d2"});
    CHECK(prompt(carry.c).question == "Damage Red Wyrm takes past its saves (5 slays it)");
    // The Red Wyrm falls; the Black one attacks; next turn it has 3 wounds of 5 (R27).
    carry.says({"5", "none", "done", "claw", "done", "d1"});
    CHECK(prompt(carry.c).question == "Damage Black Wyrm takes past its saves (2 more slays it)");
}

TEST_CASE("R28: a Tail rolls again; 4.72: a drake's Wing takes it away until the next attack",
          "[solo][campaign][R28]") {
    CampaignSettings settings = small_settings();
    settings.dragons = {{"black", "drake"}, {"red", "wyrm"}};
    Table t = at_dragons(settings);
    t.says({"none", "none", "none", "done"});  // you attack nobody
    REQUIRE(t.asking() == Ask::dragon_roll);
    t.says({"tail"});
    CHECK(t.asking() == Ask::dragon_roll);  // the same drake rolls again
    t.says({"wing", "claw"});
    CHECK(t.c.dragons[0].away);
    t.says({"kill-u1", "done"});
    // Your next attack cannot reach the drake.
    CHECK(t.choice_ids() == std::vector<std::string>{"d2", "none"});
    t.says({"none", "none", "none"});
    CHECK(t.choice_ids() == std::vector<std::string>{"d2", "done"});
    t.says({"done"});
    CHECK_FALSE(t.c.dragons[0].away);
    CHECK(t.logged("Black Drake flies back to the fight (4.72)."));
}

TEST_CASE("R29: from face 1 you may climb one face after each attack and in your manoeuvre",
          "[solo][campaign][R29]") {
    Table t = at_fifth();
    for (int turn = 0; turn < 7; ++turn)
        t.says({"pass", "none", "0", "done", "attempt", "won"});
    t.says({"melee", "12"});
    REQUIRE(t.c.face == 1);
    // Face 1 shows magic: spells are the only attack.
    CHECK(prompt(t.c).question == "Your spell attack: at which Dragon?");
    t.says({"none", "done"});
    REQUIRE(t.asking() == Ask::climb);
    t.says({"move", "claw", "jaws", "done", "move", "move"});
    CHECK(t.c.face == 4);
    CHECK(t.c.turn == 2);
    // Face 4 of Flatland shows missile.
    CHECK(prompt(t.c).question == "Your missile attack: at which Dragon?");
}

TEST_CASE("4.1: the Dragons killing every unit of yours loses the challenge", "[solo][campaign]") {
    Table t = at_dragons();
    t.says({"none", "none", "none", "done", "jaws", "jaws"});
    for (std::size_t i = 0; i < t.c.army.size(); ++i) {
        if (t.c.army[i].place == UnitPlace::battle)
            t.says({"kill-u" + std::to_string(i + 1)});
    }
    t.says({"done"});
    CHECK(t.c.outcome == CampaignOutcome::lost);
}

TEST_CASE("R27: with wounds_carry the damage stays on a Dragon", "[solo][campaign][R27]") {
    SoloData data = shipped();
    data.dragons.wounds_carry = true;
    Table t = at_dragons(small_settings(), data);
    t.says({"d1", "3"});
    CHECK(t.c.dragons[0].wounds == 3);
    CHECK_FALSE(t.c.dragons[0].slain);
    t.says({"d2", "5", "none", "done"});
    CHECK(t.c.dragons[1].slain);
    t.says({"claw", "done"});
    t.says({"d1", "2"});
    CHECK(t.c.dragons[0].slain);
}

TEST_CASE("R25: without magic (5.2) a light army holds the fifth City and fights for it",
          "[solo][campaign][R25]") {
    CampaignSettings settings = small_settings();
    settings.no_magic = true;
    Table t = at_fifth(settings);
    CHECK(t.c.foes[4].army->id == "army-light");
    CHECK(t.c.eighth == Holder::opfor);
    const std::size_t from = t.c.log.size();
    t.says({"pass"});
    // Holding the City, they fight as at melee range: turn 1 is a melee.
    CHECK(t.logged("Their turn 1: Melee attack", from));
    t.says({"none", "done", "0"});
    REQUIRE(t.asking() == Ask::manoeuvre);
    CHECK(any_of_notes(prompt(t.c), "double"));
    t.says({"attempt", "won"});
    CHECK(t.c.face == 7);
    CHECK(t.c.eighth == Holder::none);
    // At the start of their turn they try to win the City back.
    t.says({"pass"});
    REQUIRE(t.asking() == Ask::city);
    t.says({"succeeded"});
    CHECK(t.c.face == 8);
    CHECK(t.c.eighth == Holder::opfor);
    CHECK(t.logged("Their turn 2: Charge", from));
}

TEST_CASE("R32: the King's Die at the battle gives a manoeuvre between your attack and theirs",
          "[solo][campaign][R32]") {
    const std::string army = std::string(k_army) + ",King=rare+king";
    Table reserved(small_settings(army));
    reserved.says({"1", "2", "3", "4", "5", "u7", "done", "pass"});
    CHECK(reserved.asking() == Ask::cantrip);  // straight to their turn
    Table t(small_settings(army));
    t.set_up();
    t.says({"pass"});
    REQUIRE(t.asking() == Ask::manoeuvre);
    CHECK(prompt(t.c).question == "The King's Die lets you manoeuvre now (5.3): try?");
    t.says({"attempt", "won"});
    CHECK(t.c.face == 3);
    CHECK(t.logged("Their turn 1"));
}

TEST_CASE("R24: the expert start on face 1 lets the missile army shoot until you are in range",
          "[solo][campaign][R24][R13]") {
    CampaignSettings settings = small_settings();
    settings.expert.start_on_one = true;
    settings.expert.opfor_health = 2;
    Table t(settings);
    t.set_up();
    CHECK(t.c.face == 1);
    CHECK(t.c.foes[0].left == 14);
    CHECK(t.choice_ids() == std::vector<std::string>{"magic", "pass"});
    t.says({"pass"});
    CHECK(t.logged("Their turn 1: Missile attack"));
    // The fifth battle keeps its eighth face.
    CHECK(t.c.placed[4].start.face == 8);
}
