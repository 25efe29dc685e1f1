#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/domino.hpp"
#include "games/domino_run/model.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::domino_run {

// One file per command, as in generator/cli/: each adds itself to `app`.
void setup_advise(CLI::App& game, cli::Context& context);        // pnpkit domino-run advise
void setup_play(CLI::App& game, cli::Context& context);         // pnpkit domino-run play
void setup_simulate(CLI::App& simulate, cli::Context& context);  // pnpkit simulate domino-run

// Loads and validates data/domino-run/ for a command; reports the problems and returns nullopt on
// errors.
std::optional<GameData> load_for_command(cli::Context& context);

// "5,4" as dice; a malformed item is a UsageError naming `option`.
std::vector<int> parse_dice(const std::string& option, const std::string& text);
// "2-5,3-3" as tiles (either order; -, | or :); a malformed item is a UsageError naming `option`.
std::vector<Domino> parse_tiles(const std::string& option, const std::string& text);

}  // namespace pnpkit::domino_run
