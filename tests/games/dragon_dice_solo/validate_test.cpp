#include "games/dragon_dice_solo/validate.hpp"

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

namespace {

bool has(const std::string& haystack, const std::string& needle) {
    if (haystack.find(needle) != std::string::npos)
        return true;
    UNSCOPED_INFO("missing: " << needle << "\nin:\n" << haystack);
    return false;
}

}  // namespace

TEST_CASE("R1: a make-up must add up to its size's opposing health", "[solo][validate][R1]") {
    DataCopy copy;
    copy.edit("makeup.toml", "size = \"small\"\ntotal_health = 12",
              "size = \"small\"\ntotal_health = 11");
    copy.edit("makeup.toml", "units = { rare = 2, uncommon = 3, common = 6 }",
              "units = { rare = 2, uncommon = 3, common = 5 }");
    CHECK(copy.errors() ==
          "makeup.toml:33:16: error: the small make-up totals 11 health but a small opposing army "
          "has 12\n"
          "  hint: battle sizes are in sizes.toml\n"
          "makeup.toml:30:1: error: the small make-up adds up to 12 health, not its total of 11: "
          "5 common (5) + 2 uncommon (4) + 1 rare (3)\n"
          "makeup.toml:36:1: error: the medium make-up adds up to 17 health, not its total of 18: "
          "5 common (5) + 3 uncommon (6) + 2 rare (6)\n");
}

TEST_CASE("R1: a make-up may never ask for more health than allowed", "[solo][validate][R1]") {
    DataCopy copy;
    copy.edit("makeup.toml", "units = { rare = 1, uncommon = 2, common = 5 }",
              "units = { rare = 1, uncommon = 3, common = 5 }");
    std::string errors = copy.errors();
    CHECK(has(
        errors,
        "makeup.toml:30:1: error: the small make-up asks for 14 health, more than the 12 a small "
        "opposing army may have: 5 common (5) + 3 uncommon (6) + 1 rare (3)\n"));
    // The rules' example no longer matches the edited make-up either.
    CHECK(has(
        errors,
        "error: example 'firewalker-heavy-small' has 2 uncommon units; the small make-up has 3\n"));
}

TEST_CASE("R1: the rules' example army must match its size's make-up", "[solo][validate][R1]") {
    DataCopy copy;
    copy.edit("makeup.toml", "{ name = \"Guardian\", rarity = \"common\", count = 5 }",
              "{ name = \"Guardian\", rarity = \"commn\", count = 4 }");
    CHECK(copy.errors() ==
          "makeup.toml:56:5: error: unknown rarity 'commn'\n  hint: did you mean 'common'?\n");
    DataCopy other;
    other.edit("makeup.toml", "{ name = \"Guardian\", rarity = \"common\", count = 5 }",
               "{ name = \"Guardian\", rarity = \"common\", count = 4 }");
    CHECK(other.errors() ==
          "makeup.toml:50:1: error: example 'firewalker-heavy-small' has 4 common units; the small "
          "make-up has 5\n");
}

TEST_CASE("each colour's spell column covers the die once: gaps and overlaps", "[solo][validate]") {
    DataCopy copy;
    copy.edit("spell_table.toml", "id = \"blue-5-7\"\ncolour = \"blue\"\nlow = 5\nhigh = 7",
              "id = \"blue-5-7\"\ncolour = \"blue\"\nlow = 6\nhigh = 6");
    copy.edit("spell_table.toml", "id = \"red-3-4\"\ncolour = \"red\"\nlow = 3\nhigh = 4",
              "id = \"red-3-4\"\ncolour = \"red\"\nlow = 3\nhigh = 5");
    CHECK(copy.errors() ==
          "spell_table.toml:51:1: error: Blue: roll 5 is not covered by any entry\n"
          "  hint: each colour's entries cover rolls 1-8 once each\n"
          "spell_table.toml:51:1: error: Blue: roll 7 is not covered by any entry\n"
          "  hint: each colour's entries cover rolls 1-8 once each\n"
          "spell_table.toml:115:1: error: Red: roll 5 is covered by both 'red-3-4' and 'red-5-7'\n"
          "  hint: 'red-3-4' is at spell_table.toml:104:1\n");
}

TEST_CASE("a spell column may not run past the spell die, and gaps are reported as ranges",
          "[solo][validate]") {
    DataCopy copy;
    copy.edit("spell_table.toml", "id = \"gold-5-7\"\ncolour = \"gold\"\nlow = 5\nhigh = 7",
              "id = \"gold-5-7\"\ncolour = \"gold\"\nlow = 9\nhigh = 10");
    CHECK(copy.errors() ==
          "spell_table.toml:32:1: error: gold-5-7: rolls 9-10 go past the spell die's 8 faces\n"
          "spell_table.toml:9:1: error: Gold: rolls 5-7 are not covered by any entry\n"
          "  hint: each colour's entries cover rolls 1-8 once each\n");
}

TEST_CASE("every spell the table names is defined, in its own colour", "[solo][validate]") {
    DataCopy copy;
    copy.edit("spell_table.toml", "spell = \"stoneskin\"", "spell = \"stonskin\"");
    copy.edit("spell_table.toml", "spell = \"palsy\"", "spell = \"ashstorm\"");
    CHECK(copy.errors() ==
          "spell_table.toml:32:1: error: unknown spell 'stonskin'\n  hint: did you mean "
          "'stoneskin'?\n"
          "spell_table.toml:178:1: error: Ashstorm is a red spell but sits in the black column\n");
}

TEST_CASE("R7: every unverified cost is a warning, not an error", "[solo][validate][R7][R15]") {
    DataCopy copy;
    std::string warnings = copy.diagnostics(Severity::warning);
    CHECK(has(warnings,
              ": warning: Wall of Ice: cost 4 is unverified (a placeholder)\n"
              "  hint: set it to your rulebook's value and cost_verified = true\n"));
    // R15: the healing spells take the current edition's sourced cost, with no warning.
    for (const char* name : {"Breath of Life", "Spark of Life", "Reanimate Dead"}) {
        CHECK_FALSE(has(warnings, name));
        const Spell* spell = nullptr;
        for (const auto& s : shipped().spells)
            if (s.name == name) spell = &s;
        REQUIRE(spell);
        CHECK(spell->cost == 3);
        CHECK(spell->amount == 1);
        CHECK(spell->cost_verified);
        CHECK(has(spell->source, "Resurrect Dead"));
    }
    CHECK(copy.errors().empty());
    copy.edit("spells.toml", "cost = 4\ncost_verified = false\n",
              "cost = 5\ncost_verified = true\n");
    CHECK(copy.diagnostics(Severity::warning).find("Wall of Ice") == std::string::npos);
}

TEST_CASE("R5: a table mark contradicted by the data needs a ruling that exists",
          "[solo][validate][R5]") {
    DataCopy copy;
    copy.edit("spell_table.toml", "against your army: the note wins.\"\nruling = \"R5\"",
              "against your army: the note wins.\"");
    CHECK(copy.errors() ==
          "spell_table.toml:58:8: error: blue-1-2: the table aims Hailstorm at the opposing army "
          "(#) but 'side' "
          "aims it at your army (*)\n"
          "  hint: record which wins with ruling = \"R<n>\" and say why in rulings.md\n");
    DataCopy other;
    other.edit("spell_table.toml", "against your army: the note wins.\"\nruling = \"R5\"",
               "against your army: the note wins.\"\nruling = \"R55\"");
    CHECK(other.errors() ==
          "spell_table.toml:62:10: error: ruling 'R55' is not in rulings.md\n"
          "  hint: rulings are headings '## R<n>: title' in rulings.md\n");
}

TEST_CASE("R8: racial entries aim at the player and need a general fallback",
          "[solo][validate][R8]") {
    DataCopy copy;
    copy.edit("spell_table.toml",
              "id = \"green-8\"\ncolour = \"green\"\nlow = 8\nhigh = 8\nmarked = \"racial\"\nside "
              "= \"player\"",
              "id = \"green-8\"\ncolour = \"green\"\nlow = 8\nhigh = 8\nmarked = \"racial\"\nside "
              "= \"opfor\"");
    copy.edit("spell_table.toml",
              "[[general_fallback]]\ncolour = \"green\"\nspells = [\"flash-flood\"]\n", "");
    CHECK(copy.errors() ==
          "spell_table.toml:175:8: error: green-8: a racial spell is aimed at your army (4.42); "
          "side must be \"player\"\n"
          "spell_table.toml:169:1: error: the green column has a racial entry but no "
          "[[general_fallback]]\n"
          "  hint: list the general spells cast when you play without racial spells (4.42)\n");
}

TEST_CASE("healing and bury spells must aim at the right dead", "[solo][validate][R6][R10]") {
    DataCopy copy;
    copy.edit("spell_table.toml",
              "spell = \"breath-of-life\"\nmarked = \"opfor\"\nside = \"opfor\"",
              "spell = \"breath-of-life\"\nmarked = \"opfor\"\nside = \"player\"");
    copy.edit(
        "spell_table.toml",
        "spell = \"dust-to-dust\"\nmarked = \"player\"\nside = \"player\"\ntarget = \"dead\"",
        "spell = \"dust-to-dust\"\nmarked = \"player\"\nside = \"player\"\ntarget = \"army\"");
    std::string errors = copy.errors();
    CHECK(has(errors,
              "error: gold-3-4: Dust to Dust buries, so it targets your dead\n"
              "  hint: side = \"player\", target = \"dead\"\n"));
    CHECK(has(errors,
              "error: blue-3-4: Breath of Life heals, so it targets the opposing army's dead\n"
              "  hint: side = \"opfor\", target = \"dead\"\n"));
}

TEST_CASE("each terrain die has eight faces and exactly one eighth face, last",
          "[solo][validate]") {
    DataCopy copy;
    copy.edit("terrains.toml",
              "faces = [\"magic\", \"missile\", \"missile\", \"missile\", \"missile\", \"melee\", "
              "\"melee\", \"eighth\"]",
              "faces = [\"magic\", \"missile\", \"missile\", \"missile\", \"melee\", \"melee\", "
              "\"eighth\"]");
    copy.edit("terrains.toml",
              "faces = [\"magic\", \"magic\", \"missile\", \"missile\", \"melee\", \"melee\", "
              "\"melee\", \"eighth\"]",
              "faces = [\"magic\", \"eighth\", \"missile\", \"missile\", \"melee\", \"melee\", "
              "\"melee\", \"eighth\"]");
    copy.edit("terrains.toml",
              "faces = [\"magic\", \"magic\", \"magic\", \"missile\", \"missile\", \"melee\", "
              "\"melee\", \"eighth\"]",
              "faces = [\"magic\", \"magic\", \"magic\", \"missile\", \"missile\", \"eighth\", "
              "\"melee\", \"mele\"]");
    std::string errors = copy.errors();
    CHECK(has(
        errors,
        "terrains.toml:48:9: error: Coastland has 7 faces; a terrain die has 8 (faces_per_die)\n"));
    CHECK(has(errors,
              "terrains.toml:55:9: error: Swampland has 2 eighth faces (faces 2, 8); a terrain die "
              "has exactly one\n"));
    CHECK(has(errors,
              "terrains.toml:62:9: error: unknown icon 'mele'\n  hint: did you mean 'melee'?\n"));
    CHECK(has(errors,
              "terrains.toml:62:9: error: Highland's eighth face is face 6; it must be the last "
              "face, face 8\n"));
}

TEST_CASE("R4: every starting rule must resolve on every terrain type", "[solo][validate][R4]") {
    DataCopy copy;
    copy.edit("terrains.toml",
              "faces = [\"magic\", \"magic\", \"magic\", \"missile\", \"missile\", \"melee\", "
              "\"melee\", \"eighth\"]",
              "faces = [\"magic\", \"magic\", \"magic\", \"magic\", \"magic\", \"melee\", "
              "\"melee\", \"eighth\"]");
    CHECK(copy.errors() ==
          "starting_distance.toml:11:1: error: First terrain: 'lowest missile' on Highland does "
          "not resolve: it has no missile face\n");
    DataCopy other;
    other.edit("starting_distance.toml", "icon = \"eighth\"\nplus = 0",
               "icon = \"eighth\"\nplus = 1");
    CHECK(other.errors().find("error: Fifth terrain: 'lowest eighth + 1' on Coastland is face 9, "
                              "past the top of the die\n") != std::string::npos);
}

TEST_CASE("R3: a start on the eighth face is a warning naming the ruling", "[solo][validate][R3]") {
    DataCopy copy;
    std::string warnings = copy.diagnostics(Severity::warning);
    CHECK(has(
        warnings,
        "starting_distance.toml:41:1: warning: Fourth terrain: 'lowest melee + 2' on Coastland is "
        "face 8, "
        "on or past the eighth face, which would hand you the battle before it starts; set-up uses "
        "face 7 instead\n  hint: on_eighth_face = \"below-eighth\" (rulings.md R3)\n"));
    CHECK(has(warnings, "Fourth terrain: 'lowest melee + 2' on Highland is face 8"));
    CHECK(warnings.find("on Swampland") == std::string::npos);
    CHECK(warnings.find("on Flatland") == std::string::npos);
    copy.edit("starting_distance.toml", "on_eighth_face = \"below-eighth\"",
              "on_eighth_face = \"literal\"");
    CHECK(has(copy.diagnostics(Severity::warning),
              "warning: Fourth terrain: 'lowest melee + 2' on Coastland is face 8, on or past the "
              "eighth face: "
              "you win this battle before it starts\n"));
}

TEST_CASE("R4: a start that shows another icon than its rule names is a warning",
          "[solo][validate][R4]") {
    DataCopy copy;
    copy.edit("terrains.toml",
              "faces = [\"magic\", \"missile\", \"missile\", \"missile\", \"melee\", \"melee\", "
              "\"melee\", \"eighth\"]",
              "faces = [\"magic\", \"missile\", \"missile\", \"missile\", \"melee\", \"missile\", "
              "\"melee\", \"eighth\"]");
    CHECK(has(copy.diagnostics(Severity::warning),
              "starting_distance.toml:31:1: warning: Third terrain: 'lowest melee + 1' on Flatland "
              "starts on face 6, "
              "which shows missile, not melee\n"));
}

TEST_CASE("each opposing army holds one terrain and answers every icon", "[solo][validate][R13]") {
    DataCopy copy;
    copy.edit("starting_distance.toml", "army = \"army-cavalry\"", "army = \"army-light\"");
    copy.edit("armies.toml", "[[army.response]]\nicon = \"eighth\"\nactions = [\"cast\"]\n\n", "");
    copy.edit("armies.toml", "actions = [\"melee-attack\", \"charge\"]",
              "actions = [\"melee-attack\", \"charges\"]");
    std::string errors = copy.errors();
    CHECK(has(errors,
              "armies.toml:54:1: error: the Cavalry army waits at 0 terrains; each opposing army "
              "holds exactly one\n"));
    CHECK(has(errors,
              "armies.toml:78:1: error: the Light army waits at 2 terrains; each opposing army "
              "holds exactly one\n"));
    CHECK(has(errors, "error: the Magic army has no response to the eighth icon\n"));
    CHECK(has(errors, "error: unknown action 'charges'\n  hint: did you mean 'charge'?\n"));
}

TEST_CASE("R19: every race accounts for all five army types", "[solo][validate][R19]") {
    DataCopy copy;
    copy.edit("racial_equivalents.toml", "none = [\"army-missile\"]", "none = []");
    CHECK(copy.errors() ==
          "racial_equivalents.toml:5:1: error: Undead gives no unit type for the Missile army "
          "('army-missile')\n"
          "  hint: add it to 'units', or to 'none' if the race has no equivalent\n");
}

TEST_CASE("R2: the rules' worked example of the terrain order must replay",
          "[solo][validate][R2]") {
    DataCopy copy;
    copy.edit("terrain_order.toml", "places = [1, 2, 3, 4, 5]", "places = [1, 3, 2, 4, 5]");
    CHECK(copy.errors() ==
          "terrain_order.toml:10:1: error: the example's dice give the places 1, 2, 3, 4, 5, not "
          "the places it states\n");
    DataCopy other;
    other.edit("terrain_order.toml", "rerolls = [[4, 5]]", "rerolls = [[4, 4]]");
    CHECK(other.errors() ==
          "terrain_order.toml:10:1: error: the example's dice still tie after the re-rolls it "
          "gives\n");
}

TEST_CASE("dragon dice faces add up and the pick order names known colours", "[solo][validate]") {
    DataCopy copy;
    copy.edit("dragons.toml", "tail = 3, treasure = 1", "tail = 3, treasure = 2");
    copy.edit("dragons.toml", "\"green\", \"blue\"]", "\"green\", \"blu\"]");
    CHECK(copy.errors() ==
          "dragons.toml:3:50: error: unknown colour 'blu'\n  hint: did you mean 'blue'?\n"
          "dragons.toml:18:1: error: the wyrm die's faces add up to 13, not 12\n");
}

namespace {

struct BadData {
    const char* file;
    const char* from;
    const char* to;
    std::vector<std::string> expected;  // each must appear among the diagnostics
};

}  // namespace

TEST_CASE("every other cross-table check fails on crafted data", "[solo][validate]") {
    const std::vector<BadData> cases = {
        {"makeup.toml",
         "size = \"medium\"",
         "size = \"medum\"",
         {"error: unknown battle size 'medum'\n  hint: did you mean 'medium'?",
          "error: battle size 'medium' has no suggested make-up"}},
        {"makeup.toml",
         "size = \"medium\"",
         "size = \"small\"",
         {"error: battle size 'small' has 2 make-ups"}},
        {"makeup.toml",
         "army = \"army-heavy\"",
         "army = \"army-hevy\"",
         {"error: unknown army 'army-hevy'\n  hint: did you mean 'army-heavy'?"}},
        {"racial_equivalents.toml",
         "none = [\"army-missile\"]",
         "none = [\"army-missile\", \"army-heavy\"]",
         {"error: Undead: army 'army-heavy' is both given a unit type and listed in 'none'"}},
        {"racial_equivalents.toml",
         "army-heavy = \"Melee\"",
         "army-heavvy = \"Melee\"",
         {"error: unknown army 'army-heavvy'",
          "error: Frostwing gives no unit type for the Heavy army ('army-heavy')"}},
        {"armies.toml",
         "actions = [\"melee-attack\"]\n\n[[army.response]]\nicon = \"magic\"",
         "actions = [\"melee-attack\"]\n\n[[army.response]]\nicon = \"melee\"",
         {"error: the Missile army answers the melee icon twice",
          "error: the Missile army has no response to the magic icon"}},
        {"armies.toml",
         "actions = [\"melee-attack\", \"charge\"]",
         "actions = []",
         {"error: the Light army's response to melee has no action"}},
        {"dragons.toml",
         "pick_kinds = [\"wyrm\", \"drake\"]",
         "pick_kinds = [\"wyrm\", \"drak\"]",
         {"dragons.toml:4:23: error: unknown dragon kind 'drak'"}},
        {"dragons.toml",
         "\"green\", \"blue\"]",
         "\"green\", \"black\"]",
         {"dragons.toml:3:50: error: colour 'black' is picked twice in 'pick_colours'"}},
        {"terrains.toml",
         "id = \"eighth\"",
         "id = \"eighth-face\"",
         {"error: no icon 'eighth' for the eighth face"}},
        {"terrains.toml",
         "[\"magic\", \"missile\", \"missile\", \"missile\", \"melee\", \"melee\", \"melee\", "
         "\"eighth\"]",
         "[\"magic\", \"missile\", \"missile\", \"missile\", \"melee\", \"melee\", \"melee\", "
         "\"melee\"]",
         {"error: Flatland has no eighth face; a terrain die has exactly one"}},
        {"terrains.toml",
         "elements = [\"air\", \"water\"]",
         "elements = [\"air\", \"wather\"]",
         {"error: unknown element 'wather'\n  hint: did you mean 'water'?"}},
        {"terrain_order.toml",
         "terrains = 5",
         "terrains = 6",
         {"error: the challenge is played on 6 terrains but the starting-distance table has 5 "
          "positions",
          "error: the example needs 6 rolls and as many places"}},
        {"terrain_order.toml",
         "terrains = 5",
         "terrains = 3",
         {"error: there are 4 terrain types, more than the 3 terrains a player brings"}},
        {"terrain_order.toml",
         "rerolls = [[4, 5]]",
         "rerolls = [[4, 5], [1, 2]]",
         {"error: the example gives more re-rolls than its ties need"}},
        {"starting_distance.toml",
         "battle = 2",
         "battle = 3",
         {"error: Second terrain is battle 3; positions must be battles 1, 2, ... in order"}},
        {"starting_distance.toml",
         "army = \"army-cavalry\"",
         "army = \"army-cavlry\"",
         {"error: unknown army 'army-cavlry'\n  hint: did you mean 'army-cavalry'?"}},
        {"spells.toml",
         "name = \"Transmute Rock to Mud\"\ncolour = \"gold\"",
         "name = \"Transmute Rock to Mud\"\ncolour = \"gould\"",
         {"error: unknown colour 'gould'",
          "error: Transmute Rock to Mud is a gould spell but sits in the gold column"}},
        {"spell_table.toml",
         "spell = \"watery-double\"\nmarked = \"opfor\"\nside = \"opfor\"\ntarget = \"army\"",
         "spell = \"watery-double\"\nmarked = \"opfor\"\nside = \"opfor\"\ntarget = \"dead\"",
         {"error: green-5-7: only healing and bury spells target dead units"}},
        {"colours.toml",
         "id = \"black\"\nname = \"Black\"\nelement = \"death\"\n",
         "id = \"black\"\nname = \"Black\"\nelement = \"death\"\n\n[[colour]]\nid = "
         "\"white\"\nname = \"White\"\nelement = \"all\"\n",
         {"error: White has no column in the spell table"}},
        {"spell_table.toml",
         "colour = \"green\"\nspells = [\"flash-flood\"]",
         "colour = \"gren\"\nspells = [\"flash-flood\"]",
         {"error: unknown colour 'gren'",
          "error: the green column has a racial entry but no [[general_fallback]]"}},
        {"spell_table.toml",
         "colour = \"green\"\nspells = [\"flash-flood\"]",
         "colour = \"red\"\nspells = [\"flash-flood\"]",
         {"error: a second general fallback for red"}},
        {"spell_table.toml",
         "spells = [\"flash-flood\"]",
         "spells = []",
         {"error: the green general fallback names no spell"}},
        {"spell_table.toml",
         "spells = [\"flash-flood\"]",
         "spells = [\"spark-of-life\"]",
         {"error: Spark of Life is a red spell, not green",
          "error: Spark of Life heals the opposing army; it cannot stand in for a racial spell "
          "aimed at you"}},
    };
    for (const auto& bad : cases) {
        INFO(bad.file << ": " << bad.to);
        DataCopy copy;
        copy.edit(bad.file, bad.from, bad.to);
        std::string errors = copy.errors();
        for (const auto& expected : bad.expected)
            CHECK(has(errors, expected));
    }
}

TEST_CASE("a heal table where nothing returns is refused", "[solo][validate][R12]") {
    DataCopy copy;
    copy.write("heal.toml",
               "[[result]]\nid = \"result-melee\"\nname = \"Melee\"\nreturns = false\n");
    CHECK(copy.errors() ==
          "heal.toml:1:1: error: no heal result brings a dead unit back\n"
          "  hint: the rules return units that roll ID, SAI or magic (4.6)\n");
}
