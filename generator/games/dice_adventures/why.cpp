#include "games/dice_adventures/why.hpp"

namespace pnpkit::dice_adventures {

const play::OutcomeTable& outcome_table() {
    using play::RuleRef;
    static const play::OutcomeTable table = play::OutcomeTable::of<Applied>({
        {Applied::card_drawn, {"adventure card", {RuleRef::ruling("R18")}}},
        {Applied::result,
         {"adventure result",
          {RuleRef::section("2) Adventuring"), RuleRef::ruling("R19"), RuleRef::ruling("R11")}}},
        {Applied::hero_dies,
         {"a hero dies", {RuleRef::section("2) Adventuring"), RuleRef::ruling("R10")}}},
        {Applied::level_lost,
         {"a level lost", {RuleRef::section("2) Adventuring"), RuleRef::ruling("R9")}}},
        {Applied::no_level_lost, {"no level to lose", {RuleRef::ruling("R9")}}},
        {Applied::no_level_up,
         {"no level to gain",
          {RuleRef::section("3) After each adventure"), RuleRef::ruling("R8")}}},
        {Applied::game_over,
         {"final score", {RuleRef::section("4) Game modes"), RuleRef::ruling("R14")}}},
    });
    return table;
}

}  // namespace pnpkit::dice_adventures
