#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
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
    // Racial mode without a cost for the colour: pause for it (a play driver asks the player)
    // instead of stopping the colour and leaving the rest to the player.
    bool ask_racial_cost = false;
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

// The opposing magicians' random casting (4.41, 4.42), one roll of the spell die at a time, so that
// a play driver can ask for each die (typed from a real die or rolled): largest pool first, rolling
// and paying costs until a pool is spent or a rolled spell costs more than is left. A rolled spell's
// cost is checked before its target (ruling R21). Every colour of the options' pools must be a
// colour of the data, which must be validated and outlive the run.
class CastingRun {
  public:
    CastingRun(const SoloData& data, CastOptions options);
    // A Cantrip (4.3): one spell of `colour` rolled on the table and cast for free, re-rolling
    // racial results and spells with nothing to act on, as a free racial roll does (R8, R17).
    static CastingRun cantrip(const SoloData& data, const std::string& colour, int opfor_dead,
                              int player_dead);

    // The faces of the spell die to roll next; 0 once the casting is over or while it waits for
    // a racial spell's cost.
    int next_die() const { return m_done || m_waiting ? 0 : m_data->faces_per_die; }
    bool done() const { return m_done; }
    // Plays one result of the spell die; `value` must be from 1 to next_die() (asserted).
    void roll(int value);
    // Waiting for the cost of the racial spell rolled (options.ask_racial_cost): the colour.
    const MagicColour* waiting_for_cost() const {
        return m_waiting ? m_result.colours.back().colour : nullptr;
    }
    // Pays `cost` for that racial spell (a colour stops when it cannot), then rolling goes on.
    void pay_racial(int cost);
    const CastingResult& result() const { return m_result; }

  private:
    void start_next_colour();
    // Why a spell must be rolled again instead of cast, if it must (4.41 c; R6).
    std::optional<CastEvent::Kind> reroll_reason(const Spell& spell) const;
    bool column_usable(const std::string& colour) const;
    bool stops_unusable(ColourCasting& c);
    void apply(const Spell& spell, int times);
    void pay(ColourCasting& c, CastEvent event, CastEvent::Kind kind, int times);
    // Each plays one roll of the current colour; false when the colour stops.
    bool play_spell(ColourCasting& c, CastEvent event);
    bool play_racial(ColourCasting& c, CastEvent event);
    void play_free(ColourCasting& c, CastEvent event);

    const SoloData* m_data;
    CastOptions m_options;
    CastingResult m_result;
    std::vector<std::pair<std::string, int>> m_order;  // the pools in casting order
    std::size_t m_next_colour = 0;
    bool m_free_roll = false;  // rolling for a free spell after a racial result (R8) or Cantrip
    bool m_single = false;     // a Cantrip: the casting ends with its free spell
    bool m_waiting = false;    // for a racial spell's cost: m_pending is its roll
    CastEvent m_pending;
    bool m_done = false;
};

// The whole casting at once, every roll from `roll`.
CastingResult cast_spells(const SoloData& data, const CastOptions& options, const RollDie& roll);

// Reads "gold=3,red=5" (yellow is gold's current name) into colour ids and points from 0 to 1000;
// returns why it cannot instead. An empty text gives no pools.
std::optional<std::string> parse_colour_points(const SoloData& data, std::string_view text,
                                               std::vector<std::pair<std::string, int>>& out);

// The order the pools are cast in: largest first, equal pools in the table's column order (R11).
std::vector<std::pair<std::string, int>> casting_order(
    const SoloData& data, std::vector<std::pair<std::string, int>> pools);

}  // namespace pnpkit::games::dragon_dice_solo
