#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "games/dragon_dice_solo/game.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

// The game's subcommands, one file each, and what they share.
namespace pnpkit::games::dragon_dice_solo {

void setup_setup(CLI::App& game, cli::Context& context);
void setup_spells(CLI::App& game, cli::Context& context);
void setup_opfor(CLI::App& game, cli::Context& context);
void setup_heal(CLI::App& game, cli::Context& context);

// Loads and validates the game's data for a command. On errors prints them, sets the exit code
// and returns null; warnings (unverified costs) are left to `pnpkit validate`.
std::unique_ptr<SoloGame> load_for_command(cli::Context& context);

// Parses "gold=3,red=5" into colour ids and numbers; a usage error names what is wrong.
std::vector<std::pair<std::string, int>> parse_colour_numbers(const SoloData& data,
                                                              const std::string& text,
                                                              const std::string& option);

}  // namespace pnpkit::games::dragon_dice_solo
