#include <CLI/CLI.hpp>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/casting.hpp"
#include "games/dragon_dice_solo/casting_text.hpp"
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

void print_text(const SoloData& data, const CastingResult& result, const CastWords& words,
                std::ostream& out) {
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
            out << "  " << event_words(data, e, *c.colour, words) << '\n';
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
        print_text(data, result, CastWords{cast.racial, cast.opfor_dead, cast.player_dead, true},
                   context.out());
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
