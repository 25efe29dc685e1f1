#include "games/colf/why.hpp"

namespace pnpkit::colf {

const play::OutcomeTable& outcome_table() {
    using play::RuleRef;
    constexpr RuleRef end_check = RuleRef::section("Check for end of combat");
    constexpr RuleRef damage = RuleRef::section("Resolve damage simultaneously");
    constexpr RuleRef the_end = RuleRef::section("Ending The Game and Winning");
    static const play::OutcomeTable table = play::OutcomeTable::of<Applied>({
        {Applied::blank_redraw, {"a blank drawn", {RuleRef::ruling("R5")}}},
        {Applied::bag_empty, {"the bag empty", {RuleRef::ruling("R6")}}},
        {Applied::card_drawn,
         {"a monster card", {RuleRef::section("Find Your Foe"), RuleRef::ruling("R9")}}},
        {Applied::foe_built, {"the monster set up", {RuleRef::section("Prepare Your Foe")}}},
        {Applied::rest_heals, {"rest", {RuleRef::section("Rest"), RuleRef::ruling("R14")}}},
        {Applied::hero_placed,
         {"your dice placed",
          {RuleRef::section("Assign your dice"), RuleRef::ruling("R7"), RuleRef::ruling("R1")}}},
        {Applied::monster_placed,
         {"the monster's dice placed",
          {RuleRef::section("Assign monster dice"), RuleRef::ruling("R7"),
           RuleRef::ruling("R10")}}},
        {Applied::hits_to_place,
         {"hits taken", {damage, RuleRef::ruling("R2"), RuleRef::ruling("R3")}}},
        {Applied::hit_forced, {"a hit placed", {damage, RuleRef::ruling("R3")}}},
        {Applied::round_damage, {"damage", {damage, RuleRef::ruling("R2")}}},
        {Applied::foe_dies, {"the monster dies", {end_check, RuleRef::ruling("R2")}}},
        {Applied::hero_dies, {"the hero dies", {end_check, RuleRef::ruling("R4")}}},
        {Applied::fled, {"fleeing", {RuleRef::section("Flee"), RuleRef::ruling("R12")}}},
        {Applied::destroyed,
         {"a domino destroyed", {RuleRef::section("Clean Up"), RuleRef::ruling("R13")}}},
        {Applied::master_comes,
         {"the Master comes",
          {RuleRef::section("Your Turn"), RuleRef::section("Master Monster Attack!")}}},
        {Applied::master_beaten, {"victory", {the_end}}},
        {Applied::game_lost, {"defeat", {the_end, RuleRef::ruling("R4")}}},
    });
    return table;
}

}  // namespace pnpkit::colf
