#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/validate.hpp"

namespace pnpkit::games::dragon_dice_solo {

using detail::check_ref;

namespace {

const char* side_words(Side side) {
    switch (side) {
        case Side::player:
            return "your army (*)";
        case Side::opfor:
            return "the opposing army (#)";
        case Side::racial:
            return "a racial spell (%)";
    }
    return "";
}

std::string rolls_words(int low, int high) {
    return low == high ? "roll " + std::to_string(low)
                       : "rolls " + std::to_string(low) + "-" + std::to_string(high);
}

void check_spells(const SoloData& data, Diagnostics& ds) {
    auto colour_ids = ids_of_records(data.colours);
    for (const auto& spell : data.spells) {
        check_ref(spell.colour, colour_ids, "colour", spell.pos, ds);
        if (!spell.cost_verified) {
            ds.warning(spell.cost_pos,
                       spell.name + ": cost " + std::to_string(spell.cost) +
                           " is unverified (a placeholder)",
                       "set it to your rulebook's value and cost_verified = true");
        }
    }
}

void check_entry(const SoloData& data, const SpellEntry& e, Diagnostics& ds) {
    check_ref(e.colour, ids_of_records(data.colours), "colour", e.pos, ds);
    if (e.high > data.faces_per_die) {
        ds.error(e.pos, e.id + ": " + rolls_words(e.low, e.high) + " go past the spell die's " +
                            std::to_string(data.faces_per_die) + " faces");
    }
    if (!e.ruling.empty() && !data.find_ruling(e.ruling)) {
        ds.error(e.ruling_pos, "ruling '" + e.ruling + "' is not in rulings.md",
                 "rulings are headings '## R<n>: title' in rulings.md");
    }
    if (e.is_racial()) {
        if (e.side != Side::player) {
            ds.error(
                e.side_pos,
                e.id + ": a racial spell is aimed at your army (4.42); side must be \"player\"");
        }
        return;
    }
    if (!check_ref(e.spell, ids_of_records(data.spells), "spell", e.pos, ds))
        return;
    const Spell& spell = *data.find_spell(e.spell);
    if (spell.colour != e.colour) {
        ds.error(e.pos, spell.name + " is a " + spell.colour + " spell but sits in the " +
                            e.colour + " column");
    }
    if (e.marked != e.side && e.ruling.empty()) {
        ds.error(e.side_pos,
                 e.id + ": the table aims " + spell.name + " at " + side_words(e.marked) +
                     " but 'side' aims it at " + side_words(e.side),
                 "record which wins with ruling = \"R<n>\" and say why in rulings.md");
    }
    bool dead = e.target == Target::dead;
    if (spell.kind == SpellKind::healing && (!dead || e.side != Side::opfor)) {
        ds.error(e.pos, e.id + ": " + spell.name + " heals, so it targets the opposing army's dead",
                 "side = \"opfor\", target = \"dead\"");
    } else if (spell.kind == SpellKind::bury && (!dead || e.side != Side::player)) {
        ds.error(e.pos, e.id + ": " + spell.name + " buries, so it targets your dead",
                 "side = \"player\", target = \"dead\"");
    } else if (spell.kind == SpellKind::plain && dead) {
        ds.error(e.pos, e.id + ": only healing and bury spells target dead units");
    }
}

// Each colour's column covers every face of the spell die exactly once.
void check_coverage(const SoloData& data, Diagnostics& ds) {
    const int faces = data.faces_per_die;
    for (const auto& colour : data.colours) {
        std::vector<const SpellEntry*> by_roll(static_cast<std::size_t>(faces) + 1, nullptr);
        const SpellEntry* first = nullptr;
        for (const auto& e : data.spell_table.entries) {
            if (e.colour != colour.id)
                continue;
            if (!first)
                first = &e;
            for (int roll = std::max(1, e.low); roll <= std::min(faces, e.high); ++roll) {
                const SpellEntry*& owner = by_roll[static_cast<std::size_t>(roll)];
                if (owner) {
                    ds.error(e.pos,
                             colour.name + ": roll " + std::to_string(roll) +
                                 " is covered by both '" + owner->id + "' and '" + e.id + "'",
                             "'" + owner->id + "' is at " + owner->pos.to_string());
                } else {
                    owner = &e;
                }
            }
        }
        if (!first) {
            ds.error(colour.pos, colour.name + " has no column in the spell table");
            continue;
        }
        for (int roll = 1; roll <= faces;) {
            if (by_roll[static_cast<std::size_t>(roll)]) {
                ++roll;
                continue;
            }
            int end = roll;
            while (end + 1 <= faces && !by_roll[static_cast<std::size_t>(end + 1)])
                ++end;
            ds.error(first->pos,
                     colour.name + ": " + rolls_words(roll, end) + (roll == end ? " is" : " are") +
                         " not covered by any entry",
                     "each colour's entries cover rolls 1-" + std::to_string(faces) + " once each");
            roll = end + 1;
        }
    }
}

void check_fallbacks(const SoloData& data, Diagnostics& ds) {
    auto colour_ids = ids_of_records(data.colours);
    auto spell_ids = ids_of_records(data.spells);
    std::vector<std::string> seen;
    for (const auto& f : data.spell_table.fallbacks) {
        if (!check_ref(f.colour, colour_ids, "colour", f.pos, ds))
            continue;
        if (std::find(seen.begin(), seen.end(), f.colour) != seen.end()) {
            ds.error(f.pos, "a second general fallback for " + f.colour);
        }
        seen.push_back(f.colour);
        if (f.spells.empty())
            ds.error(f.pos, "the " + f.colour + " general fallback names no spell");
        for (const auto& id : f.spells) {
            if (!check_ref(id, spell_ids, "spell", f.pos, ds))
                continue;
            const Spell& spell = *data.find_spell(id);
            if (spell.colour != f.colour) {
                ds.error(f.pos, spell.name + " is a " + spell.colour + " spell, not " + f.colour);
            }
            if (spell.kind == SpellKind::healing) {
                ds.error(f.pos, spell.name +
                                    " heals the opposing army; it cannot stand in for a racial "
                                    "spell aimed at you");
            }
        }
    }
    for (const auto& e : data.spell_table.entries) {
        if (e.is_racial() && !data.find_fallback(e.colour) &&
            std::find(colour_ids.begin(), colour_ids.end(), e.colour) != colour_ids.end()) {
            ds.error(e.pos,
                     "the " + e.colour + " column has a racial entry but no [[general_fallback]]",
                     "list the general spells cast when you play without racial spells (4.42)");
        }
    }
}

}  // namespace

void validate_spells(const SoloData& data, Diagnostics& diagnostics) {
    check_spells(data, diagnostics);
    for (const auto& entry : data.spell_table.entries)
        check_entry(data, entry, diagnostics);
    check_coverage(data, diagnostics);
    check_fallbacks(data, diagnostics);
}

}  // namespace pnpkit::games::dragon_dice_solo
