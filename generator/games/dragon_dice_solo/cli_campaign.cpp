#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include "cli/context.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign_play.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "load/toml_file.hpp"
#include "play/command.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

constexpr const char* k_resume = "pnpkit dragon-dice-solo campaign play --session ";

struct NewOptions {
    std::shared_ptr<play::PlayOptions> play = std::make_shared<play::PlayOptions>();
    std::string size;
    std::vector<std::string> terrains;
    std::string army;
    std::string dragons;
    std::string racial;
    bool no_magic = false;
    bool expert_start = false;
    int expert_opfor = 0;
    int expert_budget = 0;
    int expert_dragons = 0;
};

bool session_exists(const std::filesystem::path& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

// The set-up a session keeps, from `campaign new`'s options.
CampaignSetup setup_of(const NewOptions& o) {
    CampaignSetup setup{{"size", o.size}, {"terrains", join(o.terrains, ",")}, {"army", o.army}};
    if (!o.dragons.empty())
        setup["dragons"] = o.dragons;
    if (!o.racial.empty())
        setup["racial"] = o.racial;
    if (o.no_magic)
        setup["no-magic"] = "yes";
    if (o.expert_start)
        setup["expert-start"] = "yes";
    const std::pair<const char*, int> numbers[] = {
        {"expert-opfor", o.expert_opfor}, {"expert-budget", o.expert_budget}, {"expert-dragons", o.expert_dragons}};
    for (const auto& [key, value] : numbers) {
        if (value > 0)
            setup[key] = std::to_string(value);
    }
    return setup;
}

ExitCode run_new(const NewOptions& o, cli::Context& context) {
    const auto& session = o.play->session;
    if (!session.empty() && session_exists(session)) {
        std::string name = load::display_path(session);
        throw UsageError(name + " already holds a campaign: resume it with `" + k_resume + name +
                         "`, or give another file");
    }
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    play::PlayOptions options = *o.play;
    options.setup = setup_of(o);
    return play::run_play(campaign_def(game->data()), options, context);
}

// Resumes the campaign kept in the session (or prints it, with `status`).
ExitCode run_resume(const play::PlayOptions& options, cli::Context& context) {
    if (options.session.empty())
        throw UsageError("--session FILE names the campaign to resume; `campaign new` begins one");
    if (!session_exists(options.session)) {
        throw UsageError("no campaign in " + load::display_path(options.session) +
                         ": begin one with `pnpkit dragon-dice-solo campaign new --session " +
                         load::display_path(options.session) + " --size ... --terrains ... --army ...`");
    }
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    return play::run_play(campaign_def(game->data()), options, context);
}

void setup_new(CLI::App& campaign, cli::Context& context) {
    auto o = std::make_shared<NewOptions>();
    CLI::App* cmd = campaign.add_subcommand("new", "Begin a campaign: set it up, then play it");
    play::add_play_options(*cmd, o->play, {.draws = false, .resume = false});
    cmd->add_option("--size", o->size, "Battle size: small, medium or large")->required()->type_name("SIZE");
    cmd->add_option("--terrains", o->terrains,
                    "Your five terrains, comma-separated: one of each type and one of your choice")
        ->required()
        ->delimiter(',')
        ->type_name("T1,...,T5");
    cmd->add_option("--army", o->army,
                    "Your army from your collection: [Nx][NAME=]RARITY[:FACES_THAT_RETURN[/FACES]], "
                    "+magic, +king (5.3), comma-separated")
        ->required()
        ->type_name("UNITS");
    cmd->add_option("--dragons", o->dragons,
                    "The Dragons of the final battle, e.g. black-wyrm,red-drake (default: the "
                    "rules' order, 2.3)")
        ->type_name("COLOUR-KIND,...");
    cmd->add_flag("--no-magic", o->no_magic, "5.2: a second light army holds the fifth terrain's City");
    cmd->add_flag("--expert-start", o->expert_start,
                  "5.5: the terrain dice of battles 1 to 4 start on face 1; they shoot until you are in range");
    cmd->add_option("--expert-opfor", o->expert_opfor, "5.5: health added to each opposing army")
        ->check(CLI::Range(0, 100))
        ->type_name("N");
    cmd->add_option("--expert-budget", o->expert_budget, "5.5: health taken from your budget")
        ->check(CLI::Range(0, 100))
        ->type_name("N");
    cmd->add_option("--expert-dragons", o->expert_dragons, "5.5: Dragons added to the final battle")
        ->check(CLI::Range(0, 10))
        ->type_name("N");
    cmd->add_option("--racial", o->racial,
                    "A spell roll of 8: racial (you pick and price it), general or free (R8)")
        ->check(CLI::IsMember({"racial", "general", "free"}))
        ->type_name("MODE");
    cmd->footer(
        "Checks your army against 2.1, then asks every step of 4.1 in order until the Dragons are\n"
        "slain or your army is. The session keeps the set-up and every answer; resume it with\n"
        "`campaign play`. Mark the King's Die with +king to play option 5.3.\n"
        "Example:\n"
        "  pnpkit dragon-dice-solo campaign new --session camp.toml --size small \\\n"
        "      --terrains coastland,swampland,highland,flatland,flatland \\\n"
        "      --army 'Guardian=common:2,2xWatcher=uncommon,Sentinel=rare:3,Mage=rare+magic'\n");
    cmd->callback([o, &context] { context.result = run_new(*o, context); });
}

void setup_resume(CLI::App& campaign, cli::Context& context) {
    auto options = std::make_shared<play::PlayOptions>();
    CLI::App* cmd = campaign.add_subcommand("play", "Resume the campaign kept in a session");
    play::add_play_options(*cmd, options, {.draws = false, .resume = true, .challenge = false});
    cmd->footer(
        "At every prompt: help, status, log, undo [N], quit. Piped answers are read one a line; a\n"
        "bad or missing one ends the run with exit 2 (the campaign so far stays saved).\n"
        "Examples:\n"
        "  pnpkit dragon-dice-solo campaign play --session camp.toml\n"
        "  pnpkit dragon-dice-solo campaign play --session camp.toml --dice rolled --undo 1\n");
    cmd->callback([options, &context] { context.result = run_resume(*options, context); });

    auto status = std::make_shared<play::PlayOptions>();
    status->status = true;
    CLI::App* show = campaign.add_subcommand("status", "Print the campaign tracker as it stands");
    show->add_option("--session", status->session, "The campaign's session file")
        ->required()
        ->type_name("FILE");
    show->footer("Example:\n  pnpkit dragon-dice-solo campaign status --session camp.toml\n");
    show->callback([status, &context] { context.result = run_resume(*status, context); });
}

}  // namespace

void setup_campaign(CLI::App& game, cli::Context& context) {
    CLI::App* campaign = game.add_subcommand(
        "campaign", "The whole solo challenge at the table, from the terrain order to the Dragons");
    campaign->require_subcommand(1);
    setup_new(*campaign, context);
    setup_resume(*campaign, context);
}

}  // namespace pnpkit::games::dragon_dice_solo
