#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "core/error.hpp"

namespace pnpkit::cli {

CLI::App& setup_simulate(CLI::App& app, Context&) {
    CLI::App* cmd =
        app.add_subcommand("simulate", "Play whole games automatically to measure balance");
    cmd->require_subcommand(1);
    cmd->footer(
        "Each game adds its own simulator as a subcommand; --seed reproduces every game.\n"
        "Example:\n"
        "  pnpkit simulate colf --games 10000 --seed 1\n");
    return *cmd;
}

void add_ladder_refusals(CLI::App& simulate) {
    for (CLI::App* game : simulate.get_subcommands({})) {
        if (game->get_option_no_throw("--ladder")) continue;
        std::string name = game->get_name();
        game->add_flag_callback(
            "--ladder",
            [name] {
                throw UsageError("simulate " + name + ": no strength ladder yet for this game");
            },
            "Not yet for this game: no strength ladder");
    }
}

}  // namespace pnpkit::cli
