#include "games/dragon_dice_solo/model.hpp"

#include <algorithm>

namespace pnpkit::games::dragon_dice_solo {

namespace {

// The first item that `matches`, or null.
template <typename T, typename Matches>
const T* find_first(const std::vector<T>& items, Matches matches) {
    auto it = std::find_if(items.begin(), items.end(), matches);
    return it == items.end() ? nullptr : &*it;
}

template <typename T>
const T* find_by_id(const std::vector<T>& items, const std::string& id) {
    return find_first(items, [&](const T& item) { return item.id == id; });
}

}  // namespace

const BattleSize* SoloData::find_size(const std::string& id) const {
    return find_by_id(sizes, id);
}
const Rarity* SoloData::find_rarity(const std::string& id) const {
    return find_by_id(rarities, id);
}
const ArmyType* SoloData::find_army(const std::string& id) const {
    return find_by_id(armies, id);
}
const Action* SoloData::find_action(const std::string& id) const {
    return find_by_id(actions, id);
}
const Icon* SoloData::find_icon(const std::string& id) const {
    return find_by_id(icons, id);
}
const TerrainType* SoloData::find_terrain(const std::string& id) const {
    return find_by_id(terrains, id);
}
const MagicColour* SoloData::find_colour(const std::string& id) const {
    return find_by_id(colours, id);
}
const Spell* SoloData::find_spell(const std::string& id) const {
    return find_by_id(spells, id);
}
const HealResult* SoloData::find_heal_result(const std::string& id) const {
    return find_by_id(heal_results, id);
}
const Ruling* SoloData::find_ruling(const std::string& id) const {
    return find_by_id(rulings, id);
}

const Position* SoloData::find_battle(int battle) const {
    return find_first(starting.positions, [&](const Position& p) { return p.battle == battle; });
}
const Makeup* SoloData::find_makeup(const std::string& size) const {
    return find_first(makeups, [&](const Makeup& m) { return m.size == size; });
}
const GeneralFallback* SoloData::find_fallback(const std::string& colour) const {
    return find_first(spell_table.fallbacks,
                      [&](const GeneralFallback& f) { return f.colour == colour; });
}
const SpellEntry* SoloData::find_entry(const std::string& colour, int roll) const {
    return find_first(spell_table.entries, [&](const SpellEntry& e) {
        return e.colour == colour && roll >= e.low && roll <= e.high;
    });
}

const SpellEntry* SoloData::find_spell_entry(const std::string& spell) const {
    return find_first(spell_table.entries, [&](const SpellEntry& e) { return e.spell == spell; });
}

std::string colour_name(const SoloData& data, const std::string& id) {
    const MagicColour* colour = data.find_colour(id);
    return colour ? colour->name : id;
}

std::string icon_name(const SoloData& data, const std::string& id) {
    const Icon* icon = data.find_icon(id);
    return icon ? icon->name : id;
}

std::string spell_name(const SoloData& data, const std::string& id) {
    const Spell* spell = data.find_spell(id);
    return spell ? spell->name : id;
}

std::size_t record_count(const SoloData& d) {
    return d.sizes.size() + d.rarities.size() + d.makeups.size() + d.examples.size() +
           d.races.size() + d.actions.size() + d.armies.size() + d.icons.size() +
           d.eighth_faces.size() + d.terrains.size() + (d.order.example ? 1 : 0) +
           d.starting.positions.size() + d.colours.size() + d.spells.size() +
           d.spell_table.entries.size() + d.spell_table.fallbacks.size() + d.heal_results.size() +
           d.dragons.kinds.size() + d.options.size() + d.turn_sequence.size() + d.rulings.size();
}

}  // namespace pnpkit::games::dragon_dice_solo
