#include "games/dragon_dice_solo/casting.hpp"

#include <algorithm>
#include <cassert>
#include <optional>

namespace pnpkit::games::dragon_dice_solo {

namespace {

using Kind = CastEvent::Kind;

// Records `event` as `kind`, with the colour's magic as it stands.
void record(ColourCasting& c, CastEvent event, Kind kind) {
    event.kind = kind;
    event.left = c.left;
    c.events.push_back(event);
}

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
    // Records that no entry of the colour can be cast any more, when so; true when it stops.
    bool stops_unusable(ColourCasting& c) {
        if (column_usable(c.colour->id))
            return false;
        record(c, CastEvent{}, Kind::nothing_usable);
        return true;
    }
    void apply(const Spell& spell, int times) {
        if (spell.kind == SpellKind::healing)
            m_opfor_dead = std::max(0, m_opfor_dead - spell.amount * times);
        if (spell.kind == SpellKind::bury)
            m_player_dead = std::max(0, m_player_dead - spell.amount * times);
    }
    // Pays for `times` castings of the event's spell (or racial spell), applies it and records it.
    void pay(ColourCasting& c, CastEvent event, Kind kind, int times) {
        event.times = times;
        event.paid = times * event.cost;
        c.left -= event.paid;
        if (event.spell)
            apply(*event.spell, times);
        record(c, event, kind);
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
            record(c, event, *reason);
            if (stops_unusable(c))
                return;
            continue;
        }
        if (event.cost > c.left) {
            record(c, event, Kind::too_expensive);
            return;
        }
        int times = 1;
        if (event.entry->cast == Casting::pump) {
            times = c.left / event.cost;
            if (event.spell->kind == SpellKind::bury) {
                int needed = (m_player_dead + event.spell->amount - 1) / event.spell->amount;
                times = std::min(times, needed);
            }
        }
        pay(c, event, Kind::cast, times);
    }
}

bool Caster::play_racial(ColourCasting& c, CastEvent event) {
    const std::string& colour = c.colour->id;
    switch (m_options.racial) {
        case RacialMode::racial: {
            auto cost = m_options.racial_costs.find(colour);
            if (cost == m_options.racial_costs.end()) {
                record(c, event, Kind::racial_unpaid);
                return false;
            }
            event.cost = cost->second;
            if (event.cost > c.left) {
                record(c, event, Kind::too_expensive);
                return false;
            }
            pay(c, event, Kind::racial_cast, 1);
            return true;
        }
        case RacialMode::general: {
            const GeneralFallback* fallback = m_data.find_fallback(colour);
            assert(fallback && "validated data has a fallback for every racial column");
            for (const auto& id : fallback->spells) {
                const Spell* spell = m_data.find_spell(id);
                if (!spell || spell->cost > c.left || reroll_reason(*spell))
                    continue;
                event.spell = spell;
                event.cost = spell->cost;
                pay(c, event, Kind::general_cast, 1);
                return true;
            }
            record(c, event, Kind::too_expensive);
            return false;
        }
        case RacialMode::free:
            record(c, event, Kind::racial_free);
            if (stops_unusable(c))
                return false;
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
        if (event.entry->is_racial()) {
            record(c, event, Kind::reroll_racial);
            continue;
        }
        event.spell = m_data.find_spell(event.entry->spell);
        event.cost = event.spell->cost;
        if (auto reason = reroll_reason(*event.spell)) {
            record(c, event, *reason);
            continue;
        }
        event.times = 1;
        apply(*event.spell, 1);
        record(c, event, Kind::free_cast);
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
