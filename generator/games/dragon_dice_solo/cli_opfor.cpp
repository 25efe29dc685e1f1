#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/opfor.hpp"
#include "games/dragon_dice_solo/start_face.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

struct OpforOptions {
    int battle = 0;
    int round = 1;
    std::string face;
    std::string terrain;
};

// The icon the terrain shows: --face names it, or gives a number that --terrain's die turns into
// one.
std::string resolve_icon(const SoloData& data, const OpforOptions& o, const TerrainType*& terrain,
                         int& number) {
    std::string face = lower(trim(o.face));
    std::vector<std::string> icons = ids_of_records(data.icons);
    if (!o.terrain.empty()) {
        terrain = find_named(data.terrains, o.terrain);
        if (!terrain) {
            throw UsageError("--terrain: " + unknown_named("terrain", o.terrain,
                                                           ids_of_records(data.terrains),
                                                           "terrains"));
        }
    }
    if (!face.empty() &&
        std::all_of(face.begin(), face.end(), [](unsigned char c) { return std::isdigit(c); })) {
        if (!terrain) {
            throw UsageError(
                "--face " + face +
                " is a face number: add --terrain to know its icon, or name the icon (" +
                join(icons, ", ") + ")");
        }
        number = face.size() > 3 ? 0 : std::stoi(face);
        if (number < 1 || number > static_cast<int>(terrain->faces.size())) {
            throw UsageError("--face: a " + terrain->id + " die has faces 1 to " +
                             std::to_string(terrain->faces.size()));
        }
        return terrain->faces[static_cast<std::size_t>(number) - 1];
    }
    if (const Icon* icon = find_named(data.icons, face)) {
        face = icon->id;
    } else {
        std::string hint = did_you_mean(face, icons);
        throw UsageError("--face: '" + face + "' is neither a face number nor an icon" +
                         (hint.empty() ? "" : "; " + hint) + " (icons: " + join(icons, ", ") + ")");
    }
    if (terrain) {
        auto it = std::find(terrain->faces.begin(), terrain->faces.end(), face);
        if (it == terrain->faces.end())
            throw UsageError("--face: a " + terrain->id + " die has no " + face + " face");
    }
    return face;
}

ExitCode run_opfor(const OpforOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    const SoloData& data = game->data();
    const int battles = static_cast<int>(data.starting.positions.size());
    if (options.battle < 1 || options.battle > battles) {
        throw UsageError("--battle: the challenge has battles 1 to " + std::to_string(battles) +
                         " against opposing armies (the Dragons come after)");
    }
    const TerrainType* terrain = nullptr;
    int number = 0;
    std::string icon = resolve_icon(data, options, terrain, number);
    auto turn = opfor_turn(data, options.battle, options.round, icon);
    if (!turn)
        throw UsageError("no response of this army to the " + icon + " icon in the data");
    std::string below;
    if (terrain && number > 0 && turn->position->direction == Direction::up) {
        StartFace start = resolve_start(*terrain, *turn->position, data.starting.on_eighth_face);
        if (start.resolved() && number < start.face) {
            below = "Face " + std::to_string(number) + " is below this battle's starting face (" +
                    std::to_string(start.face) + " on " + terrain->name +
                    "); you only move the die up here, so only the expert option that starts every "
                    "die on 1 (5.5) "
                    "gets it there.";
        }
    }
    const Response& response = *turn->response;
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("battle", options.battle)
            .field("position", turn->position->id)
            .field("army", turn->army->id)
            .field("turn", turn->turn)
            .field("icon", icon);
        if (number > 0)
            json.field("face", number).field("terrain", terrain->id);
        json.field("action", turn->action->id).field("describe", turn->action->describe);
        json.key("cycle").begin_array();
        for (const auto& a : response.actions)
            json.value(a);
        json.end_array();
        json.field("note", response.note).field("below_start", below).end_object();
        context.out() << '\n';
        return ExitCode::ok;
    }
    std::ostream& out = context.out();
    out << "Battle " << options.battle << ", " << turn->position->name << ": the "
        << turn->army->name << " army. " << turn->army->summary << '\n';
    out << "Their turn " << turn->turn << "; the terrain shows " << icon_name(data, icon);
    if (number > 0)
        out << " (face " << number << " of " << terrain->name << ")";
    out << ".\n";
    out << "They: " << turn->action->name << " — " << turn->action->describe << ".\n";
    if (response.actions.size() > 1) {
        std::vector<std::string> names;
        for (const auto& a : response.actions)
            names.push_back(data.find_action(a)->name);
        out << "Cycle on " << icon_name(data, icon) << ": " << join(names, ", then ")
            << ", and again; turn " << turn->turn << " is step " << turn->step + 1 << ".\n";
    }
    if (!response.note.empty())
        out << "Note: " << response.note << '\n';
    if (!below.empty())
        out << "Note: " << below << '\n';
    if (turn->action->id == "cast") {
        out << "Roll the magicians, then: pnpkit dragon-dice-solo spells --pool COLOUR=N,...\n";
    }
    return ExitCode::ok;
}

}  // namespace

void setup_opfor(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<OpforOptions>();
    CLI::App* cmd = game.add_subcommand("opfor", "What the opposing army does on its turn");
    cmd->add_option("--battle", options->battle,
                    "Battle 1 to 5 (missile, cavalry, light, heavy, magic)")
        ->required()
        ->type_name("N");
    cmd->add_option("--round", options->round, "Their turn within this battle, from 1 (default 1)")
        ->check(CLI::Range(1, 10000))
        ->type_name("R");
    cmd->add_option("--face", options->face,
                    "The terrain's icon (magic, missile, melee, eighth) or face number")
        ->required()
        ->type_name("F");
    cmd->add_option("--terrain", options->terrain, "The terrain type, to read a face number")
        ->type_name("T");
    cmd->footer(
        "Example:\n"
        "  pnpkit dragon-dice-solo opfor --battle 3 --round 2 --face melee\n"
        "  pnpkit dragon-dice-solo opfor --battle 1 --face 6 --terrain coastland\n");
    cmd->callback([options, &context] { context.result = run_opfor(*options, context); });
}

}  // namespace pnpkit::games::dragon_dice_solo
