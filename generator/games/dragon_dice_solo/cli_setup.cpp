#include <CLI/CLI.hpp>
#include <iomanip>
#include <sstream>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/setup.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

struct SetupOptions {
    std::string size;
    std::vector<std::string> terrains;
};

// Everything the set-up prints, worked out once for text and JSON alike.
struct SetupView {
    const BattleSize* size = nullptr;
    const Makeup* makeup = nullptr;
    std::vector<TerrainPick> picks;
    SetupResult result;
    std::vector<std::vector<int>> rolls;  // per die, every result it showed
};

std::string label(const TerrainPick& pick) {
    return pick_name(pick);
}

std::string rule_words(const Position& p, const StartFace& start) {
    std::string rule = p.icon == k_eighth_icon ? "eighth face" : "lowest " + p.icon;
    if (p.plus > 0)
        rule += " + " + std::to_string(p.plus);
    if (start.status == StartFace::Status::adjusted) {
        rule += " (face " + std::to_string(start.literal) +
                " would be the eighth face and win the battle "
                "at once: one face below it, ruling R3)";
    } else if (start.status == StartFace::Status::degenerate) {
        rule += " (face " + std::to_string(start.literal) +
                " is the eighth face: you win this battle at once)";
    }
    return rule;
}

std::string makeup_words(const SoloData& data, const Makeup& makeup) {
    std::vector<std::string> parts;
    for (const auto& rarity : data.rarities) {
        for (const auto& [id, count] : makeup.units) {
            if (id == rarity.id && count > 0)
                parts.push_back(std::to_string(count) + " " + id);
        }
    }
    return join(parts, ", ");
}

void print_text(const SoloData& data, const SetupView& v, std::ostream& out) {
    out << "Dragon Dice Solo Challenge, " << v.size->name << " battles\n"
        << "  your army: " << v.size->player_health
        << " health; each opposing army: " << v.size->opponent_health
        << " health (suggested: " << makeup_words(data, *v.makeup)
        << "); dragons: " << v.size->dragons << "\n\n";
    out << "Terrain order (3.1): lowest roll first; dice that tie roll again among themselves\n";
    for (const auto& round : v.result.order.rounds) {
        std::vector<std::string> parts;
        for (std::size_t i = 0; i < round.dice.size(); ++i) {
            parts.push_back(label(v.picks[round.dice[i]]) + " " + std::to_string(round.results[i]));
        }
        if (round.tied_on == 0) {
            out << "  roll: " << join(parts, ", ") << '\n';
        } else {
            out << "  tie on " << round.tied_on << ", re-roll: " << join(parts, ", ") << '\n';
        }
    }
    out << "\nStarting faces and opposing armies (3.2)\n";
    for (const auto& placed : v.result.placed) {
        const TerrainPick& pick = v.picks[placed.die];
        std::vector<std::string> rolled;
        for (int r : v.rolls[placed.die])
            rolled.push_back(std::to_string(r));
        const std::string& icon = pick.terrain->faces[placed.start.face - 1];
        std::ostringstream face;
        face << "face " << placed.start.face << " " << icon_name(data, icon);
        out << "  " << placed.position->battle << ". " << std::left << std::setw(14) << label(pick)
            << std::setw(10) << ("rolled " + join(rolled, ",")) << "  " << std::setw(20)
            << face.str() << std::setw(15) << (placed.army->name + " army")
            << rule_words(*placed.position, placed.start) << '\n';
    }
    out << "\nPlace your army at the first terrain, " << label(v.picks[v.result.placed.front().die])
        << ", and begin.\n";
}

void print_json(const SetupView& v, std::ostream& stream) {
    JsonWriter json(stream);
    json.begin_object();
    json.key("size").begin_object();
    json.field("id", v.size->id)
        .field("player_health", v.size->player_health)
        .field("opponent_health", v.size->opponent_health)
        .field("dragons", v.size->dragons);
    json.key("makeup").begin_object();
    for (const auto& [id, count] : v.makeup->units)
        json.field(id, count);
    json.end_object().end_object();
    json.key("rounds").begin_array();
    for (const auto& round : v.result.order.rounds) {
        json.begin_object().field("tied_on", round.tied_on).key("rolls").begin_array();
        for (std::size_t i = 0; i < round.dice.size(); ++i) {
            json.begin_object()
                .field("terrain", label(v.picks[round.dice[i]]))
                .field("value", round.results[i])
                .end_object();
        }
        json.end_array().end_object();
    }
    json.end_array();
    json.key("terrains").begin_array();
    for (const auto& placed : v.result.placed) {
        const TerrainPick& pick = v.picks[placed.die];
        json.begin_object();
        json.field("battle", placed.position->battle)
            .field("position", placed.position->id)
            .field("terrain", label(pick))
            .field("type", pick.terrain->id);
        json.key("rolls").begin_array();
        for (int r : v.rolls[placed.die])
            json.value(r);
        json.end_array();
        json.field("start_face", placed.start.face)
            .field("icon", pick.terrain->faces[placed.start.face - 1])
            .field("rule_face", placed.start.literal)
            .field("adjusted", placed.start.status == StartFace::Status::adjusted)
            .field("army", placed.army->id);
        json.end_object();
    }
    json.end_array();
    json.end_object();
    stream << '\n';
}

ExitCode run_setup(const SetupOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    const SoloData& data = game->data();
    SetupView view;
    view.size = find_named(data.sizes, options.size);
    if (!view.size) {
        throw UsageError("--size: " + unknown_named("battle size", options.size,
                                                    ids_of_records(data.sizes), "sizes"));
    }
    view.makeup = data.find_makeup(view.size->id);
    std::vector<std::string> problems;
    view.picks = pick_terrains(data, options.terrains, problems);
    if (!problems.empty()) {
        throw UsageError(
            "--terrains: " + join(problems, "\n  ") +
            "\n  for example: --terrains coastland,swampland,highland,flatland,flatland");
    }
    Rng rng = context.make_rng();
    view.result = set_up(data, view.picks, dice_from(rng));
    view.rolls.assign(view.picks.size(), {});
    for (const auto& round : view.result.order.rounds) {
        for (std::size_t i = 0; i < round.dice.size(); ++i)
            view.rolls[round.dice[i]].push_back(round.results[i]);
    }
    if (context.json()) {
        print_json(view, context.out());
    } else {
        print_text(data, view, context.out());
    }
    return ExitCode::ok;
}

}  // namespace

void setup_setup(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<SetupOptions>();
    CLI::App* cmd = game.add_subcommand(
        "setup", "Order the five terrains, place the opposing armies and set each die");
    cmd->add_option("--size", options->size, "Battle size: small, medium or large")
        ->required()
        ->type_name("SIZE");
    cmd->add_option("--terrains", options->terrains,
                    "Your five terrains, comma-separated: one of each type and one of your choice")
        ->required()
        ->delimiter(',')
        ->type_name("T1,...,T5");
    cmd->footer(
        "Rolls the terrain dice for order (re-rolling ties), then prints where each die starts "
        "and\n"
        "which opposing army waits there. --seed replays the same rolls.\n"
        "Example:\n"
        "  pnpkit dragon-dice-solo setup --size small --terrains "
        "coastland,swampland,highland,flatland,highland --seed 7\n");
    cmd->callback([options, &context] { context.result = run_setup(*options, context); });
}

}  // namespace pnpkit::games::dragon_dice_solo
