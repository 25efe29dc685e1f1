#include "games/dragon_dance/why.hpp"

namespace pnpkit::dragon_dance {

std::optional<Applied> applied_of_line(std::string_view line) {
    if (line.starts_with("At ")) return Applied::plays;
    if (line.starts_with("Combo: ")) {
        return line.find(" could follow up ") != std::string_view::npos ? Applied::combo_declined
                                                                        : Applied::combo;
    }
    if (line.starts_with("Movement: ")) return Applied::movement;
    if (line.starts_with("Range now: ")) return Applied::range;
    if (line.starts_with("Discarded: ")) return Applied::discard;
    if (line.starts_with("Recuperate: ")) return Applied::recuperate;
    if (line.starts_with("Life: ")) return Applied::life;
    if (line.starts_with("Result: ")) return Applied::game_over;
    if (line.ends_with(" does not attack.")) return Applied::no_attack;
    if (line.find(" dodges: ") != std::string_view::npos) return Applied::dodged;
    if (line.find(" deals ") != std::string_view::npos) return Applied::strike;
    return std::nullopt;
}

const play::OutcomeTable& outcome_table() {
    using play::RuleRef;
    constexpr RuleRef combo = RuleRef::section("Combo");
    static const play::OutcomeTable table = play::OutcomeTable::of<Applied>({
        {Applied::no_die, {"no die", {RuleRef::section("Choose a die")}}},
        {Applied::dice_shown, {"the dice shown", {RuleRef::section("Choose a card")}}},
        {Applied::plays,
         {"the cards shown", {RuleRef::section("Action the card"), RuleRef::ruling("R4")}}},
        {Applied::strike, {"an attack", {RuleRef::section("Attacks & Defence")}}},
        {Applied::dodged, {"a dodge", {RuleRef::section("Dodge"), RuleRef::ruling("R5")}}},
        {Applied::no_attack, {"no attack", {RuleRef::section("Attacks & Defence")}}},
        {Applied::combo_offered,
         {"a combo allowed", {combo, RuleRef::ruling("R1"), RuleRef::ruling("R7")}}},
        {Applied::combo, {"a follow-up", {combo, RuleRef::ruling("R6")}}},
        {Applied::combo_declined, {"no follow-up", {combo, RuleRef::ruling("R6")}}},
        {Applied::movement, {"movement", {RuleRef::section("Movement"), RuleRef::ruling("R2")}}},
        {Applied::range, {"the range", {RuleRef::section("Movement")}}},
        {Applied::discard,
         {"discards", {RuleRef::section("Discard card and die"), RuleRef::ruling("R4")}}},
        {Applied::recuperate, {"Recuperate", {RuleRef::ruling("R3")}}},
        {Applied::life, {"life", {RuleRef::section("Attacks & Defence"), RuleRef::ruling("R9")}}},
        {Applied::game_over,
         {"the end", {RuleRef::section("End of the Game"), RuleRef::ruling("R9")}}},
    });
    return table;
}

}  // namespace pnpkit::dragon_dance
