#include "games/domino_run/why.hpp"

#include <stdexcept>

namespace pnpkit::domino_run {

Applied applied_of(EventKind kind) {
    switch (kind) {
        case EventKind::placed:
            return Applied::placed;
        case EventKind::mulligan:
            return Applied::mulligan;
        case EventKind::aside_returned:
            return Applied::aside_returned;
        case EventKind::cubes:
            return Applied::cubes;
        case EventKind::rolled:
            break;
        case EventKind::moved:
            return Applied::moved;
        case EventKind::key:
            return Applied::key;
        case EventKind::won:
            return Applied::won;
        case EventKind::bonus_die:
            return Applied::bonus_die;
        case EventKind::ability:
            return Applied::ability;
        case EventKind::no_treasure:
            return Applied::no_treasure;
        case EventKind::enemy_moved:
            return Applied::enemy_moved;
        case EventKind::enemy_took:
            return Applied::enemy_took;
        case EventKind::caught:
            return Applied::caught;
        case EventKind::gave_die:
            return Applied::gave_die;
        case EventKind::gave_ability:
            return Applied::gave_ability;
        case EventKind::enemy_back:
            return Applied::enemy_back;
        case EventKind::lost:
            return Applied::lost;
        case EventKind::cleaned:
            return Applied::cleaned;
    }
    throw std::logic_error("domino-run: an event that is not told has no outcome kind");
}

const play::OutcomeTable& outcome_table() {
    using play::RuleRef;
    constexpr RuleRef setup = RuleRef::section("Setup");
    constexpr RuleRef move = RuleRef::section("Turn Structure > 2. Move");
    constexpr RuleRef enemy = RuleRef::section("Turn Structure > 3. Enemy");
    static const play::OutcomeTable table = play::OutcomeTable::of<Applied>({
        {Applied::placed,
         {"a tile laid",
          {RuleRef::section("Setup > Tile placement rule"), RuleRef::ruling("R12")}}},
        {Applied::mulligan, {"the mulligan", {setup, RuleRef::ruling("R15")}}},
        {Applied::aside_returned, {"the old line returned", {RuleRef::ruling("R15")}}},
        {Applied::cubes, {"the cubes set down", {setup, RuleRef::ruling("R18")}}},
        {Applied::moved, {"your move", {move, RuleRef::ruling("R2")}}},
        {Applied::stuck, {"no space paid", {move, RuleRef::ruling("R3")}}},
        {Applied::key, {"a key claimed", {move, RuleRef::ruling("R6")}}},
        {Applied::won, {"victory", {RuleRef::section("Victory"), RuleRef::ruling("R16")}}},
        {Applied::bonus_die, {"a bonus die", {move, RuleRef::ruling("R7")}}},
        {Applied::ability, {"a bonus ability", {move, RuleRef::ruling("R5")}}},
        {Applied::no_treasure, {"no treasure left", {RuleRef::ruling("R7")}}},
        {Applied::enemy_moved, {"the enemy's move", {enemy, RuleRef::ruling("R8")}}},
        {Applied::enemy_took, {"a key taken", {enemy, RuleRef::ruling("R8")}}},
        {Applied::caught, {"caught", {enemy, RuleRef::ruling("R9")}}},
        {Applied::gave_die, {"a die given up", {enemy, RuleRef::ruling("R9")}}},
        {Applied::gave_ability,
         {"an ability given up", {enemy, RuleRef::ruling("R9"), RuleRef::ruling("R14")}}},
        {Applied::enemy_back, {"the enemy sent back", {enemy, RuleRef::ruling("R10")}}},
        {Applied::lost, {"defeat", {enemy, RuleRef::ruling("R9")}}},
        {Applied::cleaned,
         {"clean-up", {RuleRef::section("Turn Structure > 4. Cleanup"), RuleRef::ruling("R11")}}},
    });
    return table;
}

}  // namespace pnpkit::domino_run
