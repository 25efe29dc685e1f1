#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <ostream>
#include <variant>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/domino_run/advise.hpp"
#include "games/domino_run/advise_text.hpp"
#include "games/domino_run/cli.hpp"
#include "games/domino_run/describe.hpp"
#include "games/domino_run/notation.hpp"
#include "games/domino_run/table.hpp"

namespace pnpkit::domino_run {

namespace {

struct AdviseArgs {
    std::string line;
    int enemy = 1;
    int player = 0;
    std::string roll;
    std::string keys;
    std::string abilities;
    int samples = 300;
    int top = 0;
};

// The state the options describe; every inconsistency is one usage error listing them all.
State state_of(const AdviseArgs& args, const Rules& rules) {
    Table table;
    auto line = parse_line(args.line);
    if (auto* message = std::get_if<std::string>(&line)) throw UsageError("--line: " + *message);
    table.line = std::get<std::vector<Slot>>(line);
    table.enemy_space = args.enemy;
    table.player_space = args.player;
    table.roll = parse_dice("--roll", args.roll);
    table.keys = parse_tiles("--keys", args.keys);
    table.abilities = parse_tiles("--abilities", args.abilities);
    table.bonus_dice = static_cast<int>(table.roll.size()) - rules.start_dice;
    if (table.bonus_dice < 0)
        throw UsageError("--roll: you roll at least " + std::to_string(rules.start_dice) +
                         " dice, found " + std::to_string(table.roll.size()));
    auto built = build_state(rules, table);
    if (auto* problems = std::get_if<std::vector<std::string>>(&built))
        throw UsageError(join(*problems, "\n  "));
    return std::get<State>(built);
}

void print_json(std::ostream& out, const State& s, const std::vector<Option>& options,
                const AdviseArgs& args, std::uint64_t seed) {
    JsonWriter json(out);
    json.begin_object();
    json.field("seed", seed).field("samples", args.samples);
    json.field("player_space", space_number(s.player)).field("enemy_space", space_number(s.enemy));
    json.key("options").begin_array();
    for (const Option& o : options) {
        json.begin_object();
        json.field("space", space_number(o.plan.place)).field("spaces", o.spaces);
        json.field("spend", spend_text(s, o.spend));
        std::vector<std::string> keys;
        for (Domino k : o.keys) keys.push_back(k.to_string());
        json.key("keys").value(std::span<const std::string>(keys));
        std::vector<std::string> treasures;
        for (TreasureKind t : o.plan.treasures) treasures.emplace_back(to_string(t));
        json.key("treasures").value(std::span<const std::string>(treasures));
        json.field("enemy", o.enemy == EnemyOutcome::catches     ? "catches"
                            : o.enemy == EnemyOutcome::takes_key ? "takes_key"
                                                                 : "stops");
        json.field("gap", o.gap);
        json.field("win", o.win.win);
        json.key("win_95").begin_array().value(o.win.low).value(o.win.high).end_array();
        json.end_object();
    }
    json.end_array();
    json.end_object();
    out << '\n';
}

ExitCode run_advise(const AdviseArgs& args, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    State state = state_of(args, data->rules);
    std::uint64_t seed = context.seed();
    auto options = advise(state, data->rules, args.samples, seed);
    if (context.json())
        print_json(context.out(), state, options, args, seed);
    else
        context.out() << advice_text(state, data->rules, options, args.samples, seed,
                                     static_cast<std::size_t>(args.top));
    return ExitCode::ok;
}

}  // namespace

void setup_advise(CLI::App& game, cli::Context& context) {
    auto args = std::make_shared<AdviseArgs>();
    CLI::App* cmd = game.add_subcommand(
        "advise", "Every way to spend the roll in hand, ranked by the chance of winning");
    cmd->add_option("--line", args->line,
                    "The line from the enemy's end: tiles as they lie (near|far), '.' for the pit "
                    "in front, '..' for the pit of a taken tile")
        ->required()
        ->type_name("TILES");
    cmd->add_option("--enemy", args->enemy, "The enemy's space, counted from 1 (default 1)")
        ->check(CLI::Range(1, 1000))
        ->type_name("N");
    cmd->add_option("--player", args->player, "Your space, counted from 1")
        ->required()
        ->check(CLI::Range(1, 1000))
        ->type_name("N");
    cmd->add_option("--roll", args->roll,
                    "The dice you rolled (your bonus dice are the extra ones)")
        ->required()
        ->type_name("D,D,...");
    cmd->add_option("--keys", args->keys,
                    "The doubles you claimed: face down on the line, or taken by the enemy")
        ->type_name("A-A,...");
    cmd->add_option("--abilities", args->abilities, "Your ability tiles")->type_name("A-B,...");
    cmd->add_option("--samples", args->samples, "Roll-outs for each way (default 300)")
        ->check(CLI::Range(1, 100000))
        ->type_name("N");
    cmd->add_option("--top", args->top, "Show only the best N ways")
        ->check(CLI::Range(1, 10000))
        ->type_name("N");
    cmd->footer(
        "Every place you can stop on is a way to play, and so is each choice of treasure for the\n"
        "keys it claims. Each is scored by the chance of winning after it: roll-outs in which the\n"
        "greedy policy plays on, the next roll spread evenly over its outcomes, every way on the\n"
        "same seed (roll-out r of every way plays with the same random numbers). A way never\n"
        "shows a higher chance than one that dominates it (the same keys and treasures, the enemy\n"
        "doing the same, stopping further on with the enemy no nearer), and comes after it.\n"
        "The tiles and pips of the pile are what the table does not show.\n"
        "Example (the rules' illustration, a roll of two fives):\n"
        "  pnpkit domino-run advise --line '1|2 2|4 0|5 5|1 6|6' --player 6 --roll 5,5\n"
        "  pnpkit domino-run advise --line '3|3 3|1 . 1|6 6|2 2|0' --enemy 3 --player 5 \\\n"
        "      --roll 4,2,6 --keys 3-3 --abilities 2-5\n");
    cmd->callback([args, &context] { context.result = run_advise(*args, context); });
}

}  // namespace pnpkit::domino_run
