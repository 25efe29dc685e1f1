#include "games/dragon_dice_solo/casting.hpp"

#include <algorithm>
#include <cassert>
#include <optional>

namespace pnpkit::games::dragon_dice_solo {

namespace {

using Kind = CastEvent::Kind;

class Caster {
  public:
    Caster(const SoloData& data, const CastOptions& options, const RollDie& roll)
        : m_data(data),
          m_options(options),
          m_roll(roll),
          m_opfor_dead(options.opfor_dead),
          m_player_dead(options.player_dead) {}

    void cast_colour(ColourCasting& c);
    int opfor_dead() const { return m_opfor_dead; }
    int player_dead() const { return m_player_dead; }

  private:
    // Why a spell must be rolled again instead of cast, if it must (4.41 c; R6).
    std::optional<Kind> reroll_reason(const Spell& spell) const {
        if (spell.kind == SpellKind::healing && m_opfor_dead <= 0)
            return Kind::reroll_healing;
        if (spell.kind == SpellKind::bury && m_player_dead <= 0)
            return Kind::reroll_bury;
        return std::nullopt;
    }
    // Whether some non-racial entry of the column could still be cast.
    bool column_usable(const std::string& colour) const {
        for (const auto& entry : m_data.spell_table.entries) {
            if (entry.colour != colour || entry.is_racial())
                continue;
            const Spell* spell = m_data.find_spell(entry.spell);
            if (spell && !reroll_reason(*spell))
                return true;
        }
        return false;
    }
    void apply(const Spell& spell, int times) {
        if (spell.kind == SpellKind::healing)
            m_opfor_dead = std::max(0, m_opfor_dead - spell.amount * times);
        if (spell.kind == SpellKind::bury)
            m_player_dead = std::max(0, m_player_dead - spell.amount * times);
    }
    int roll_spell_die() { return m_roll(m_data.faces_per_die); }
    // Plays a racial result; false when the colour stops.
    bool play_racial(ColourCasting& c, CastEvent event);
    void roll_free_spell(ColourCasting& c);

    const SoloData& m_data;
    const CastOptions& m_options;
    const RollDie& m_roll;
    int m_opfor_dead;
    int m_player_dead;
};

void Caster::cast_colour(ColourCasting& c) {
    const std::string& colour = c.colour->id;
    while (c.left > 0) {
        CastEvent event;
        event.roll = roll_spell_die();
        event.entry = m_data.find_entry(colour, event.roll);
        assert(event.entry && "validated spell table covers every roll");
        if (event.entry->is_racial()) {
            if (!play_racial(c, event))
                return;
            continue;
        }
        event.spell = m_data.find_spell(event.entry->spell);
        event.cost = event.spell->cost;
        if (auto reason = reroll_reason(*event.spell)) {
            event.kind = *reason;
            event.left = c.left;
            c.events.push_back(event);
            if (!column_usable(colour)) {
                c.events.push_back({Kind::nothing_usable, 0, nullptr, nullptr, 0, 0, 0, c.left});
                return;
            }
            continue;
        }
        if (event.cost > c.left) {
            event.kind = Kind::too_expensive;
            event.left = c.left;
            c.events.push_back(event);
            return;
        }
        event.times = 1;
        if (event.entry->cast == Casting::pump) {
            event.times = c.left / event.cost;
            if (event.spell->kind == SpellKind::bury) {
                int needed = (m_player_dead + event.spell->amount - 1) / event.spell->amount;
                event.times = std::min(event.times, needed);
            }
        }
        event.paid = event.times * event.cost;
        c.left -= event.paid;
        event.left = c.left;
        apply(*event.spell, event.times);
        c.events.push_back(event);
    }
}

bool Caster::play_racial(ColourCasting& c, CastEvent event) {
    const std::string& colour = c.colour->id;
    switch (m_options.racial) {
        case RacialMode::racial: {
            auto cost = m_options.racial_costs.find(colour);
            if (cost == m_options.racial_costs.end()) {
                event.kind = Kind::racial_unpaid;
                event.left = c.left;
                c.events.push_back(event);
                return false;
            }
            event.cost = cost->second;
            if (event.cost > c.left) {
                event.kind = Kind::too_expensive;
                event.left = c.left;
                c.events.push_back(event);
                return false;
            }
            event.kind = Kind::racial_cast;
            event.times = 1;
            event.paid = event.cost;
            c.left -= event.paid;
            event.left = c.left;
            c.events.push_back(event);
            return true;
        }
        case RacialMode::general: {
            const GeneralFallback* fallback = m_data.find_fallback(colour);
            assert(fallback && "validated data has a fallback for every racial column");
            for (const auto& id : fallback->spells) {
                const Spell* spell = m_data.find_spell(id);
                if (!spell || spell->cost > c.left || reroll_reason(*spell))
                    continue;
                event.kind = Kind::general_cast;
                event.spell = spell;
                event.cost = spell->cost;
                event.times = 1;
                event.paid = spell->cost;
                c.left -= event.paid;
                event.left = c.left;
                apply(*spell, 1);
                c.events.push_back(event);
                return true;
            }
            event.kind = Kind::too_expensive;
            event.left = c.left;
            c.events.push_back(event);
            return false;
        }
        case RacialMode::free:
            event.kind = Kind::racial_free;
            event.left = c.left;
            c.events.push_back(event);
            if (!column_usable(colour)) {
                c.events.push_back({Kind::nothing_usable, 0, nullptr, nullptr, 0, 0, 0, c.left});
                return false;
            }
            roll_free_spell(c);
            return true;
    }
    return false;
}

void Caster::roll_free_spell(ColourCasting& c) {
    for (;;) {
        CastEvent event;
        event.roll = roll_spell_die();
        event.entry = m_data.find_entry(c.colour->id, event.roll);
        event.left = c.left;
        if (event.entry->is_racial()) {
            event.kind = Kind::reroll_racial;
            c.events.push_back(event);
            continue;
        }
        event.spell = m_data.find_spell(event.entry->spell);
        event.cost = event.spell->cost;
        if (auto reason = reroll_reason(*event.spell)) {
            event.kind = *reason;
            c.events.push_back(event);
            continue;
        }
        event.kind = Kind::free_cast;
        event.times = 1;
        apply(*event.spell, 1);
        c.events.push_back(event);
        return;
    }
}

}  // namespace

const char* to_string(CastEvent::Kind kind) {
    switch (kind) {
        case Kind::cast:
            return "cast";
        case Kind::free_cast:
            return "free-cast";
        case Kind::reroll_healing:
            return "reroll-healing";
        case Kind::reroll_bury:
            return "reroll-bury";
        case Kind::racial_free:
            return "racial-free";
        case Kind::reroll_racial:
            return "reroll-racial";
        case Kind::racial_cast:
            return "racial-cast";
        case Kind::racial_unpaid:
            return "racial-unpaid";
        case Kind::general_cast:
            return "general-cast";
        case Kind::too_expensive:
            return "too-expensive";
        case Kind::nothing_usable:
            return "nothing-usable";
    }
    return "";
}

std::vector<std::pair<std::string, int>> casting_order(
    const SoloData& data, std::vector<std::pair<std::string, int>> pools) {
    auto column = [&](const std::string& id) {
        for (std::size_t i = 0; i < data.colours.size(); ++i) {
            if (data.colours[i].id == id)
                return i;
        }
        return data.colours.size();
    };
    std::stable_sort(pools.begin(), pools.end(), [&](const auto& a, const auto& b) {
        if (a.second != b.second)
            return a.second > b.second;
        return column(a.first) < column(b.first);
    });
    return pools;
}

CastingResult cast_spells(const SoloData& data, const CastOptions& options, const RollDie& roll) {
    CastingResult result;
    Caster caster(data, options, roll);
    for (const auto& [colour, points] : casting_order(data, options.pools)) {
        if (points <= 0)
            continue;
        ColourCasting c;
        c.colour = data.find_colour(colour);
        assert(c.colour && "pools name colours of the data");
        c.pool = points;
        c.left = points;
        caster.cast_colour(c);
        result.colours.push_back(std::move(c));
    }
    result.opfor_dead_left = caster.opfor_dead();
    result.player_dead_left = caster.player_dead();
    return result;
}

}  // namespace pnpkit::games::dragon_dice_solo
