#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// How a roll on the racial entry (%) is played (4.42, ruling R8).
enum class RacialMode {
    racial,   // the opposing magicians cast a racial spell of their race, which you pick for them
    general,  // you play without racial spells: the general spell that hurts you most
    free,     // you roll again (re-rolling further racial results) and they cast that for free
};

struct CastOptions {
    std::vector<std::pair<std::string, int>> pools;  // colour id, magic points (after ID results)
    int opfor_dead = 0;   // health-worth of the opposing army's dead units (ruling R10)
    int player_dead = 0;  // health-worth of your dead units (ruling R6)
    RacialMode racial = RacialMode::racial;
    std::map<std::string, int> racial_costs;  // colour id -> cost of the racial spell you pick
};

// One step of a colour's casting.
struct CastEvent {
    enum class Kind {
        cast,            // a spell cast `times` times, paying `paid`
        free_cast,       // a spell cast for nothing after a racial roll in free mode
        reroll_healing,  // a healing spell with no dead to return: roll again (4.41 c)
        reroll_bury,     // a bury spell with none of your dead to bury: roll again (R6)
        racial_free,     // a racial roll in free mode: roll again for a free spell (4.42)
        reroll_racial,   // another racial roll while rolling for the free spell: roll again
        racial_cast,     // a racial roll: a racial spell of `racial_costs`, paid
        racial_unpaid,   // a racial roll with no cost known: the rest of the pool is yours to spend
        general_cast,    // a racial roll without racial spells: the fallback spell, paid
        too_expensive,   // the spell costs more than is left: the colour stops (4.41)
        nothing_usable,  // no entry of the column can be cast any more: the colour stops
    };
    Kind kind = Kind::cast;
    int roll = 0;  // the spell die's result; 0 for events without a roll of their own
    const SpellEntry* entry = nullptr;
    const Spell* spell = nullptr;  // the spell cast or refused (null for racial spells)
    int times = 0;
    int paid = 0;
    int cost = 0;  // cost of one casting
    int left = 0;  // magic of this colour left after the event

    // The event ends this colour's casting.
    bool stops() const {
        return kind == Kind::too_expensive || kind == Kind::racial_unpaid ||
               kind == Kind::nothing_usable;
    }
};

// The event's kind as written in JSON output: "cast", "reroll-healing", "too-expensive", ...
const char* to_string(CastEvent::Kind kind);

struct ColourCasting {
    const MagicColour* colour = nullptr;
    int pool = 0;
    std::vector<CastEvent> events;
    int left = 0;  // magic not spent when casting stopped (lost unless a racial spell takes it)
};

struct CastingResult {
    std::vector<ColourCasting> colours;  // in casting order: largest pool first (ties: R11)
    int opfor_dead_left = 0;
    int player_dead_left = 0;
};

// The opposing magicians' random casting (4.41, 4.42): largest pool first, rolling the spell die
// and paying costs until a pool is spent or a rolled spell costs more than is left. Every colour
// of `options.pools` must be a colour of the data, which must be validated.
CastingResult cast_spells(const SoloData& data, const CastOptions& options, const RollDie& roll);

// The order the pools are cast in: largest first, equal pools in the table's column order (R11).
std::vector<std::pair<std::string, int>> casting_order(
    const SoloData& data, std::vector<std::pair<std::string, int>> pools);

}  // namespace pnpkit::games::dragon_dice_solo
