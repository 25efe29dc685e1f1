#include "games/dragon_dice_solo/casting_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::string target_words(const SpellEntry& entry) {
    bool player = entry.side == Side::player;
    switch (entry.target.value_or(Target::army)) {
        case Target::army:
            return player ? "your army" : "their own army";
        case Target::unit:
            return player ? "a unit of your army (commons, then uncommons, rares, monsters: 4.41 b)"
                          : "a unit of their army";
        case Target::dead:
            return player ? "your dead units" : "their dead units";
        case Target::terrain:
            return player ? "the terrain your army holds" : "their terrain";
    }
    return "";
}

namespace {

using Kind = CastEvent::Kind;

std::string cost_words(const Spell& spell) {
    return "cost " + std::to_string(spell.cost) + (spell.cost_verified ? "" : ", unverified");
}

// Why a rolled healing or bury spell has nothing to act on: no dead were given, or the spells above
// used them up.
std::string no_dead_words(const CastWords& words, int given, const char* option,
                          const char* used) {
    std::string source = words.options ? " (" + std::string(option) + " " +
                                             std::to_string(given) + ")"
                                       : "";
    if (given == 0)
        return "has no dead" + source;
    return "has no dead left" + source + ", all " + used + " by the spells above";
}

}  // namespace

std::string event_words(const SoloData& data, const CastEvent& e, const MagicColour& colour,
                        const CastWords& words) {
    std::string roll = "roll " + std::to_string(e.roll) + ": ";
    std::string left = std::to_string(e.left) + " left";
    switch (e.kind) {
        case Kind::cast: {
            std::string times = e.times == 1 ? "" : " x" + std::to_string(e.times);
            std::string pump =
                e.entry->cast == Casting::pump ? " (as many as the pool pays for)" : "";
            return roll + e.spell->name + times + " (" + cost_words(*e.spell) + ") at " +
                   target_words(*e.entry) + pump + "; pays " + std::to_string(e.paid) + ", " + left;
        }
        case Kind::free_cast:
            return roll + e.spell->name + " at " + target_words(*e.entry) + ", cast for free; " +
                   left;
        case Kind::reroll_healing:
            return roll + e.spell->name + " heals, but the opposing army " +
                   no_dead_words(words, words.opfor_dead, "--opfor-dead", "healed") +
                   ": roll again (4.41 c)";
        case Kind::reroll_bury:
            return roll + e.spell->name + " buries your dead, but your army " +
                   no_dead_words(words, words.player_dead, "--player-dead", "buried") +
                   ": roll again (R6)";
        case Kind::racial_free:
            return roll +
                   "racial spell; playing without one, roll again and cast that for free (4.42)";
        case Kind::reroll_racial:
            return roll + "racial again: roll again (4.42)";
        case Kind::racial_cast:
            return roll + "racial spell: cast the " + colour.name +
                   " racial spell the opposing race would choose at your army; pays " +
                   std::to_string(e.paid) + (words.options ? " (--racial-cost), " : ", ") + left;
        case Kind::racial_unpaid:
            return roll + "racial spell: cast the " + colour.name +
                   " racial spell the opposing race would choose at your army (4.42). pnpkit does "
                   "not know its "
                   "cost: pay it from the " +
                   left + " and roll on for the rest by hand, or give --racial-cost " + colour.id +
                   "=N";
        case Kind::general_cast: {
            const SpellEntry* own = data.find_spell_entry(e.spell->id);
            return roll + "racial; without racial spells the general spell that hurts you most: " +
                   e.spell->name + " (" + cost_words(*e.spell) + ") at " +
                   (own ? target_words(*own) : std::string("your army")) + "; pays " +
                   std::to_string(e.paid) + ", " + left;
        }
        case Kind::too_expensive: {
            if (!e.spell && words.racial == RacialMode::general) {
                return roll + "racial; without racial spells, no general " + colour.name +
                       " spell can be cast with the " + left + ": " + colour.name +
                       " stops here (4.41, R8)";
            }
            std::string what = e.spell ? e.spell->name + " (" + cost_words(*e.spell) + ")"
                                       : "the racial spell (cost " + std::to_string(e.cost) + ")";
            const bool needs_dead = e.spell && e.spell->kind != SpellKind::plain;
            return roll + what + " costs more than the " + left + ": " + colour.name +
                   " stops here; do not re-roll for a cheaper spell (4.41" +
                   (needs_dead ? ", before looking for dead: R21)" : ")");
        }
        case Kind::nothing_usable:
            return "no " + colour.name + " spell can be cast any more: " + colour.name + " stops";
    }
    return "";
}

}  // namespace pnpkit::games::dragon_dice_solo
