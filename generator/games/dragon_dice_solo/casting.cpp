#include "games/dragon_dice_solo/casting.hpp"

#include <algorithm>
#include <cassert>
#include <optional>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

using Kind = CastEvent::Kind;

// Records `event` as `kind`, with the colour's magic as it stands.
void record(ColourCasting& c, CastEvent event, Kind kind) {
    event.kind = kind;
    event.left = c.left;
    c.events.push_back(event);
}

}  // namespace

CastingRun::CastingRun(const SoloData& data, CastOptions options)
    : m_data(&data), m_options(std::move(options)) {
    m_result.opfor_dead_left = m_options.opfor_dead;
    m_result.player_dead_left = m_options.player_dead;
    m_order = casting_order(data, m_options.pools);
    start_next_colour();
}

CastingRun CastingRun::cantrip(const SoloData& data, const std::string& colour, int opfor_dead,
                               int player_dead) {
    CastOptions options;
    options.opfor_dead = opfor_dead;
    options.player_dead = player_dead;
    CastingRun run(data, options);
    ColourCasting c;
    c.colour = data.find_colour(colour);
    assert(c.colour && "a Cantrip names a colour of the data");
    run.m_result.colours.push_back(c);
    run.m_single = true;
    run.m_free_roll = !run.stops_unusable(run.m_result.colours.back());
    run.m_done = !run.m_free_roll;
    return run;
}

void CastingRun::start_next_colour() {
    while (m_next_colour < m_order.size()) {
        const auto& [colour, points] = m_order[m_next_colour++];
        if (points <= 0)
            continue;
        ColourCasting c;
        c.colour = m_data->find_colour(colour);
        assert(c.colour && "pools name colours of the data");
        c.pool = points;
        c.left = points;
        m_result.colours.push_back(std::move(c));
        return;
    }
    m_done = true;
}

std::optional<Kind> CastingRun::reroll_reason(const Spell& spell) const {
    if (spell.kind == SpellKind::healing && m_result.opfor_dead_left <= 0)
        return Kind::reroll_healing;
    if (spell.kind == SpellKind::bury && m_result.player_dead_left <= 0)
        return Kind::reroll_bury;
    return std::nullopt;
}

// Whether some non-racial entry of the column could still be cast.
bool CastingRun::column_usable(const std::string& colour) const {
    for (const auto& entry : m_data->spell_table.entries) {
        if (entry.colour != colour || entry.is_racial())
            continue;
        const Spell* spell = m_data->find_spell(entry.spell);
        if (spell && !reroll_reason(*spell))
            return true;
    }
    return false;
}

// Records that no entry of the colour can be cast any more, when so; true when it stops.
bool CastingRun::stops_unusable(ColourCasting& c) {
    if (column_usable(c.colour->id))
        return false;
    record(c, CastEvent{}, Kind::nothing_usable);
    return true;
}

void CastingRun::apply(const Spell& spell, int times) {
    int& dead = spell.kind == SpellKind::healing ? m_result.opfor_dead_left
                                                 : m_result.player_dead_left;
    if (spell.kind != SpellKind::plain)
        dead = std::max(0, dead - spell.amount * times);
}

// Pays for `times` castings of the event's spell (or racial spell), applies it and records it.
void CastingRun::pay(ColourCasting& c, CastEvent event, Kind kind, int times) {
    event.times = times;
    event.paid = times * event.cost;
    c.left -= event.paid;
    if (event.spell)
        apply(*event.spell, times);
    record(c, event, kind);
}

void CastingRun::roll(int value) {
    assert(!m_done && value >= 1 && value <= m_data->faces_per_die);
    ColourCasting& c = m_result.colours.back();
    CastEvent event;
    event.roll = value;
    event.entry = m_data->find_entry(c.colour->id, value);
    assert(event.entry && "validated spell table covers every roll");
    bool goes_on = true;
    if (m_free_roll) {
        play_free(c, event);
        if (m_single && !m_free_roll) {
            m_done = true;
            return;
        }
    } else if (event.entry->is_racial()) {
        goes_on = play_racial(c, event);
    } else {
        goes_on = play_spell(c, event);
    }
    if (!goes_on || (!m_free_roll && !m_waiting && c.left <= 0))
        start_next_colour();
}

void CastingRun::pay_racial(int cost) {
    assert(m_waiting && cost >= 0);
    m_waiting = false;
    ColourCasting& c = m_result.colours.back();
    CastEvent event = m_pending;
    event.cost = cost;
    if (cost > c.left) {
        record(c, event, Kind::too_expensive);
        start_next_colour();
        return;
    }
    pay(c, event, Kind::racial_cast, 1);
    if (c.left <= 0)
        start_next_colour();
}

bool CastingRun::play_spell(ColourCasting& c, CastEvent event) {
    event.spell = m_data->find_spell(event.entry->spell);
    event.cost = event.spell->cost;
    // Ruling R21: the cost decides first; only a spell that could be paid for looks for a target.
    if (event.cost > c.left) {
        record(c, event, Kind::too_expensive);
        return false;
    }
    if (auto reason = reroll_reason(*event.spell)) {
        record(c, event, *reason);
        return !stops_unusable(c);
    }
    int times = 1;
    if (event.entry->cast == Casting::pump) {
        times = c.left / event.cost;
        if (event.spell->kind == SpellKind::bury) {
            int amount = event.spell->amount;
            times = std::min(times, (m_result.player_dead_left + amount - 1) / amount);
        }
    }
    pay(c, event, Kind::cast, times);
    return true;
}

bool CastingRun::play_racial(ColourCasting& c, CastEvent event) {
    const std::string& colour = c.colour->id;
    switch (m_options.racial) {
        case RacialMode::racial: {
            auto cost = m_options.racial_costs.find(colour);
            if (cost == m_options.racial_costs.end() && m_options.ask_racial_cost) {
                m_pending = event;
                m_waiting = true;
                return true;
            }
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
            const GeneralFallback* fallback = m_data->find_fallback(colour);
            assert(fallback && "validated data has a fallback for every racial column");
            for (const auto& id : fallback->spells) {
                const Spell* spell = m_data->find_spell(id);
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
            m_free_roll = true;
            return true;
    }
    return false;
}

void CastingRun::play_free(ColourCasting& c, CastEvent event) {
    if (event.entry->is_racial()) {
        record(c, event, Kind::reroll_racial);
        return;
    }
    event.spell = m_data->find_spell(event.entry->spell);
    event.cost = event.spell->cost;
    if (auto reason = reroll_reason(*event.spell)) {
        record(c, event, *reason);
        return;
    }
    event.times = 1;
    apply(*event.spell, 1);
    record(c, event, Kind::free_cast);
    m_free_roll = false;
}

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

std::optional<std::string> parse_colour_points(const SoloData& data, std::string_view text,
                                               std::vector<std::pair<std::string, int>>& out) {
    std::vector<std::string> ids = ids_of_records(data.colours);
    for (const auto& item : split(text, ',')) {
        std::string_view part = trim(item);
        if (part.empty())
            continue;
        auto eq = part.find('=');
        if (eq == std::string_view::npos)
            return "'" + std::string(part) + "' must be COLOUR=N, such as red=5";
        std::string colour = lower(trim(part.substr(0, eq)));
        if (colour == "yellow")
            colour = "gold";  // the current edition's name for gold
        const MagicColour* known = find_named(data.colours, colour);
        if (!known)
            return unknown_named("colour", colour, ids, "colours");
        colour = known->id;
        std::string_view number = trim(part.substr(eq + 1));
        std::optional<int> value = parse_number(number);
        if (!value || *value < 0 || *value > 1000) {
            return "'" + std::string(number) + "' for " + colour +
                   " must be a whole number from 0 to 1000";
        }
        auto same =
            std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == colour; });
        if (same != out.end())
            return colour + " is given twice";
        out.emplace_back(colour, *value);
    }
    return std::nullopt;
}

CastingResult cast_spells(const SoloData& data, const CastOptions& options, const RollDie& roll) {
    CastingRun run(data, options);
    while (!run.done())
        run.roll(roll(run.next_die()));
    return run.result();
}

}  // namespace pnpkit::games::dragon_dice_solo
