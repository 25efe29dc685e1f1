#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "cli/context.hpp"

namespace pnpkit::cli {

CLI::App& setup_simulate(CLI::App& app, Context&) {
    CLI::App* cmd = app.add_subcommand("simulate", "Play whole games automatically to measure balance");
    cmd->require_subcommand(1);
    cmd->footer(
        "Each game adds its own simulator as a subcommand; --seed reproduces every game.\n"
        "Example:\n"
        "  pnpkit simulate colf --games 10000 --seed 1\n");
    return *cmd;
}

}  // namespace pnpkit::cli
