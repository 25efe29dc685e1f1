#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign_detail.hpp"
#include "games/dragon_dice_solo/casting_text.hpp"
#include "games/dragon_dice_solo/names.hpp"

// The opposing magicians' turn (4.41) and the Cantrip rule (4.3).
namespace pnpkit::games::dragon_dice_solo::detail {

namespace {

// The spell the solo rules' notes give a push to (4.41: "Flash Flood"), ruling R16.
constexpr const char* k_flash_flood = "flash-flood";

// The colour the ID results join: the largest pool the magicians rolled, equal pools in the
// table's column order (4.41, ruling R11); null when they rolled no colour at all.
const MagicColour* largest_pool(const Campaign& c) {
    auto order = casting_order(*c.data, c.pools);
    return order.empty() ? nullptr : c.data->find_colour(order.front().first);
}

// Logs the events the last roll or payment added.
void say_events(Campaign& c, std::size_t& logged) {
    std::size_t seen = 0;
    const CastingResult& result = c.casting->result();
    CastWords words{c.settings.racial, 0, 0, false};
    for (const auto& colour : result.colours) {
        for (const auto& event : colour.events) {
            if (seen++ >= logged)
                say(c, colour.colour->name + " " + event_words(*c.data, event, *colour.colour, words) +
                           ".");
        }
    }
    logged = seen;
}

bool is_cast(CastEvent::Kind kind) {
    using Kind = CastEvent::Kind;
    return kind == Kind::cast || kind == Kind::free_cast || kind == Kind::general_cast ||
           kind == Kind::racial_cast;
}

// What a finished casting does to the campaign: their dead healed (R10), your dead buried (R6),
// Flash Flood's push (R16); every other spell stays in effect until their next turn.
void finish_casting(Campaign& c, int opfor_dead, int player_dead) {
    const CastingResult& result = c.casting->result();
    Foe& foe = current_foe(c);
    int healed = opfor_dead - result.opfor_dead_left;
    if (healed > 0) {
        foe.dead -= healed;
        foe.left += healed;
        say(c, "Their healing brings back " + std::to_string(healed) + " health: " +
                   std::to_string(foe.left) + " of " + std::to_string(foe.health) + " standing.");
    }
    int buried = player_dead - result.player_dead_left;
    if (buried > 0)
        bury_dead(c, buried, "their spell");
    for (const auto& colour : result.colours) {
        for (const auto& event : colour.events) {
            if (!is_cast(event.kind) || !event.spell || event.spell->kind != SpellKind::plain)
                continue;
            if (event.spell->id == k_flash_flood) {
                const TerrainType& terrain = current_terrain(c);
                const int top = static_cast<int>(terrain.faces.size());
                const int limit = current_foe(c).position->eighth_face_wins ? top - 1 : top;
                if (c.face < limit)
                    move_die(c, 1, "Flash Flood pushes your army away from them");
                continue;
            }
            c.in_effect.push_back(event.spell->name + " (" + event.spell->effect + ")");
        }
    }
    c.casting.reset();
}

// Starts the magicians' casting once their pools are known (4.41, first paragraph).
void begin_casting(Campaign& c, int ids) {
    const MagicColour* largest = largest_pool(c);
    if (largest && ids > 0) {
        int extra = 0;
        const auto& elements = current_terrain(c).elements;
        if (std::find(elements.begin(), elements.end(), largest->element) != elements.end()) {
            extra = ids;
            say(c, "The terrain is sympathetic to " + largest->name + ": their " +
                       std::to_string(ids) + " ID results count double (4.41, ruling R22).");
        } else if (largest->doubles_by_burying) {
            extra = bury_dead(c, ids, "to double their ID results");
        }
        for (auto& [colour, points] : c.pools) {
            if (colour == largest->id)
                points += ids + extra;
        }
        say(c, "Their " + std::to_string(ids) + " ID results join " + largest->name +
                   (extra > 0 ? ", doubled" : "") + " (4.41).");
    } else if (ids > 0) {
        say(c, "They rolled no magic of any colour for their ID results to join.");
    }
    std::vector<std::string> shown;
    for (const auto& [colour, points] : casting_order(*c.data, c.pools))
        shown.push_back(colour_name(*c.data, colour) + " " + std::to_string(points));
    say(c, "Their magic: " + (shown.empty() ? std::string("none") : join(shown, ", ")) + ".");
    CastOptions options;
    options.pools = c.pools;
    options.opfor_dead = current_foe(c).dead;
    options.player_dead = dead_health(c);
    options.racial = c.settings.racial;
    options.racial_costs = c.settings.racial_costs;
    options.ask_racial_cost = true;
    c.casting.emplace(*c.data, options);
}

// Asks for the next spell die or racial cost of the casting, or finishes it and moves on to
// `then` (your losses after their magic, or the next Cantrip).
void continue_casting(Campaign& c, Ask die, Task then) {
    say_events(c, c.cast_logged);
    if (c.casting->waiting_for_cost()) {
        ask_next(c, {{Ask::racial_cost, 0}});
    } else if (!c.casting->done()) {
        ask_next(c, {{die, 0}});
    } else {
        finish_casting(c, c.cast_dead[0], c.cast_dead[1]);
        ask_next(c, {then});
    }
}

}  // namespace

bool is_magic(Ask ask) {
    return ask == Ask::magic_pools || ask == Ask::magic_ids || ask == Ask::spell_die ||
           ask == Ask::racial_cost || ask == Ask::cantrip || ask == Ask::cantrip_die;
}

int bury_dead(Campaign& c, int amount, const std::string& why) {
    std::vector<std::size_t> dead;
    for (std::size_t i = 0; i < c.army.size(); ++i) {
        if (c.army[i].place == UnitPlace::dead)
            dead.push_back(i);
    }
    // Commons first (4.41 b): the least health first, army order among equals.
    std::stable_sort(dead.begin(), dead.end(), [&](std::size_t a, std::size_t b) {
        return c.army[a].health() < c.army[b].health();
    });
    int buried = 0;
    for (std::size_t i : dead) {
        Unit& unit = c.army[i];
        if (buried + unit.health() > amount)
            continue;
        buried += unit.health();
        unit.place = UnitPlace::buried;
        say(c, unit.name + " is buried (" + why + ").");
    }
    return buried;
}

std::optional<std::string> answer_magic(Campaign& c, const Task& task, const Given& given) {
    switch (task.ask) {
        case Ask::magic_pools: {
            c.pools.clear();
            std::string typed = lower(trim(given.text));
            if (typed != "none") {
                if (auto problem = parse_colour_points(*c.data, typed, c.pools))
                    return problem;
            }
            ask_next(c, {{Ask::magic_ids, 0}});
            return std::nullopt;
        }
        case Ask::magic_ids: {
            begin_casting(c, given.number);
            c.cast_logged = 0;
            c.cast_dead = {current_foe(c).dead, dead_health(c)};
            continue_casting(c, Ask::spell_die,
                             {Ask::changes, 0});
            return std::nullopt;
        }
        case Ask::spell_die:
        case Ask::cantrip_die:
        case Ask::racial_cost: {
            if (task.ask == Ask::racial_cost)
                c.casting->pay_racial(given.number);
            else
                c.casting->roll(given.number);
            const bool cantrip = !c.cantrip_colour.empty();
            continue_casting(c, cantrip ? Ask::cantrip_die : Ask::spell_die,
                             cantrip ? Task{Ask::cantrip, 0} : Task{Ask::changes, 0});
            if (cantrip && !c.casting)
                c.cantrip_colour.clear();
            return std::nullopt;
        }
        case Ask::cantrip: {
            if (given.choice == "none")
                return std::nullopt;
            c.cantrip_colour = given.choice;
            say(c, "A " + colour_name(*c.data, given.choice) +
                       " Cantrip: they cast a random spell of it for free (4.3).");
            c.cast_logged = 0;
            c.cast_dead = {current_foe(c).dead, dead_health(c)};
            c.casting = CastingRun::cantrip(*c.data, given.choice, c.cast_dead[0], c.cast_dead[1]);
            continue_casting(c, Ask::cantrip_die,
                             {Ask::cantrip, 0});
            if (!c.casting)
                c.cantrip_colour.clear();
            return std::nullopt;
        }
        default:
            break;
    }
    return std::string("this question has no answer");
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
