#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/context.hpp"
#include "games/game.hpp"

namespace pnpkit::cli {

void setup_completions(CLI::App& app, Context& context) {
    auto shell = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand(
        "completions", "Print the Tab completion script of a shell: bash, zsh or fish");
    cmd->add_option("shell", *shell, "The shell the script is for")
        ->required()
        ->check(CLI::IsMember({"bash", "zsh", "fish"}))
        ->type_name("bash|zsh|fish");
    cmd->footer(
        "The script completes commands, options, their values, game names and files. The Debian\n"
        "package and `make install` install all three; to load one by hand:\n"
        "Examples:\n"
        "  source <(pnpkit completions bash)\n"
        "  pnpkit completions zsh > ~/.zfunc/_pnpkit\n"
        "  pnpkit completions fish > ~/.config/fish/completions/pnpkit.fish\n");
    cmd->callback([&app, shell, &context] {
        CommandSpec root = describe_commands(app);
        std::vector<std::string> games;
        for (const auto& game : games::all_games()) games.emplace_back(game.id);
        if (*shell == "bash") context.out() << bash_completion(root, games, PNPKIT_VERSION);
        if (*shell == "zsh") context.out() << zsh_completion(root, games, PNPKIT_VERSION);
        if (*shell == "fish") context.out() << fish_completion(root, games, PNPKIT_VERSION);
    });
}

}  // namespace pnpkit::cli
