#include <CLI/CLI.hpp>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/casting.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

struct SpellsOptions {
    std::string pool;
    int opfor_dead = 0;
    int player_dead = 0;
    std::string racial = "racial";
    std::string racial_cost;
};

using Kind = CastEvent::Kind;

// Whose army, dead or terrain an entry aims at, in words.
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

std::string cost_words(const Spell& spell) {
    return "cost " + std::to_string(spell.cost) + (spell.cost_verified ? "" : ", unverified");
}

std::string event_words(const CastEvent& e, const MagicColour& colour,
                        const SpellsOptions& options) {
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
            return roll + e.spell->name +
                   " heals, but the opposing army has no dead left (--opfor-dead " +
                   std::to_string(options.opfor_dead) + "): roll again (4.41 c)";
        case Kind::reroll_bury:
            return roll + e.spell->name +
                   " buries your dead, but you have none left (--player-dead " +
                   std::to_string(options.player_dead) + "): roll again (R6)";
        case Kind::racial_free:
            return roll +
                   "racial spell; playing without one, roll again and cast that for free (4.42)";
        case Kind::reroll_racial:
            return roll + "racial again: roll again (4.42)";
        case Kind::racial_cast:
            return roll + "racial spell: cast the " + colour.name +
                   " racial spell the opposing race would choose at your army; pays " +
                   std::to_string(e.paid) + " (--racial-cost), " + left;
        case Kind::racial_unpaid:
            return roll + "racial spell: cast the " + colour.name +
                   " racial spell the opposing race would choose at your army (4.42). pnpkit does "
                   "not know its "
                   "cost: pay it from the " +
                   left + " and roll on for the rest by hand, or give --racial-cost " + colour.id +
                   "=N";
        case Kind::general_cast:
            return roll + "racial; without racial spells the general spell that hurts you most: " +
                   e.spell->name + " (" + cost_words(*e.spell) + ") at your army; pays " +
                   std::to_string(e.paid) + ", " + left;
        case Kind::too_expensive: {
            std::string what = e.spell ? e.spell->name + " (" + cost_words(*e.spell) + ")"
                               : e.entry && e.entry->is_racial() && options.racial == "general"
                                   ? std::string("no general spell")
                                   : "the racial spell (cost " + std::to_string(e.cost) + ")";
            return roll + what + " costs more than the " + left + ": " + colour.name +
                   " stops here; do not re-roll for a cheaper spell (4.41)";
        }
        case Kind::nothing_usable:
            return "no " + colour.name + " spell can be cast any more: " + colour.name + " stops";
    }
    return "";
}

void print_text(const CastingResult& result, const SpellsOptions& options, std::ostream& out) {
    if (result.colours.empty()) {
        out << "No magic to cast: every pool is 0.\n";
        return;
    }
    std::vector<std::string> pools;
    for (const auto& c : result.colours)
        pools.push_back(c.colour->name + " " + std::to_string(c.pool));
    out << "Opposing magicians cast (4.41): " << join(pools, ", ")
        << "; largest pool first, equal pools in table order (R11)\n";
    std::vector<std::string> unspent;
    for (const auto& c : result.colours) {
        out << c.colour->name << " (" << c.pool << "):\n";
        for (const auto& e : c.events)
            out << "  " << event_words(e, *c.colour, options) << '\n';
        if (c.left > 0 && (c.events.empty() || c.events.back().kind != Kind::racial_unpaid)) {
            unspent.push_back(c.colour->name + " " + std::to_string(c.left));
        }
    }
    out << "Unspent and lost: " << (unspent.empty() ? "none" : join(unspent, ", ")) << '\n';
    out << "Dead left: opposing army " << result.opfor_dead_left << ", yours "
        << result.player_dead_left << " (health-worth)\n";
}

void print_json(const CastingResult& result, std::ostream& stream) {
    JsonWriter json(stream);
    json.begin_object().key("colours").begin_array();
    for (const auto& c : result.colours) {
        json.begin_object()
            .field("colour", c.colour->id)
            .field("pool", c.pool)
            .field("left", c.left);
        json.key("events").begin_array();
        for (const auto& e : c.events) {
            json.begin_object().field("kind", to_string(e.kind)).field("roll", e.roll);
            if (e.entry)
                json.field("entry", e.entry->id);
            if (e.spell)
                json.field("spell", e.spell->id).field("cost_verified", e.spell->cost_verified);
            if (e.entry && !e.entry->is_racial() && e.entry->target) {
                json.field("side", e.entry->side == Side::player ? "player" : "opfor");
            }
            json.field("times", e.times)
                .field("cost", e.cost)
                .field("paid", e.paid)
                .field("left", e.left);
            json.end_object();
        }
        json.end_array().end_object();
    }
    json.end_array();
    json.field("opfor_dead_left", result.opfor_dead_left)
        .field("player_dead_left", result.player_dead_left);
    json.end_object();
    stream << '\n';
}

ExitCode run_spells(const SpellsOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    const SoloData& data = game->data();
    CastOptions cast;
    cast.pools = parse_colour_numbers(data, options.pool, "--pool");
    cast.opfor_dead = options.opfor_dead;
    cast.player_dead = options.player_dead;
    cast.racial = options.racial == "general" ? RacialMode::general
                  : options.racial == "free"  ? RacialMode::free
                                              : RacialMode::racial;
    if (!options.racial_cost.empty()) {
        if (cast.racial != RacialMode::racial)
            throw UsageError("--racial-cost only applies to --racial racial");
        for (const auto& [colour, cost] :
             parse_colour_numbers(data, options.racial_cost, "--racial-cost")) {
            if (cost < 1)
                throw UsageError("--racial-cost: a spell costs at least 1");
            cast.racial_costs[colour] = cost;
        }
    }
    Rng rng = context.make_rng();
    CastingResult result = cast_spells(data, cast, dice_from(rng));
    if (context.json()) {
        print_json(result, context.out());
    } else {
        print_text(result, options, context.out());
    }
    return ExitCode::ok;
}

}  // namespace

void setup_spells(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<SpellsOptions>();
    CLI::App* cmd = game.add_subcommand("spells", "Cast the opposing magicians' random spells");
    cmd->add_option("--pool", options->pool,
                    "Magic points per colour after ID results, e.g. gold=3,red=5")
        ->required()
        ->type_name("COLOUR=N,...");
    cmd->add_option("--opfor-dead", options->opfor_dead,
                    "Health-worth of the opposing army's dead units, for healing spells")
        ->check(CLI::Range(0, 1000))
        ->type_name("N");
    cmd->add_option("--player-dead", options->player_dead,
                    "Health-worth of your dead units, for Dust to Dust")
        ->check(CLI::Range(0, 1000))
        ->type_name("N");
    cmd->add_option(
           "--racial", options->racial,
           "A roll of 8: racial (they cast a racial spell), general (you play without racial "
           "spells) or free (roll again, cast for free)")
        ->check(CLI::IsMember({"racial", "general", "free"}))
        ->type_name("MODE");
    cmd->add_option("--racial-cost", options->racial_cost,
                    "Cost of the racial spell you would pick for them, per colour, e.g. black=3")
        ->type_name("COLOUR=N,...");
    cmd->footer(
        "Largest pool first: roll a terrain die for each spell, pay its cost, and stop a colour "
        "when a\n"
        "rolled spell costs more than is left. Healing spells are rolled again while they have no "
        "dead.\n"
        "Example:\n"
        "  pnpkit dragon-dice-solo spells --pool black=6,red=3 --opfor-dead 2 --racial general "
        "--seed 3\n");
    cmd->callback([options, &context] { context.result = run_spells(*options, context); });
}

}  // namespace pnpkit::games::dragon_dice_solo
