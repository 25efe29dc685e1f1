#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/domino.hpp"
#include "core/error.hpp"
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
void setup_play(CLI::App& game, cli::Context& context);          // pnpkit domino-run play
void setup_simulate(CLI::App& simulate, cli::Context& context);  // pnpkit simulate domino-run

// `pnpkit simulate domino-run --ladder`: every policy of the strength ladder on the same games.
struct LadderOptions {
    std::uint64_t games = 0;
    std::uint64_t advisor_games = 0;  // the advisor plays only the first of the games
    std::uint64_t bound_games = 0;    // and the bound only these
    int threads = 1;
};
ExitCode run_ladder_command(const LadderOptions& options, cli::Context& context);

// Loads and validates data/domino-run/ for a command; reports the problems and returns nullopt on
// errors.
std::optional<GameData> load_for_command(cli::Context& context);

// "5,4" as dice; a malformed item is a UsageError naming `option`.
std::vector<int> parse_dice(const std::string& option, const std::string& text);
// "2-5,3-3" as tiles (either order; -, | or :); a malformed item is a UsageError naming `option`.
std::vector<Domino> parse_tiles(const std::string& option, const std::string& text);

}  // namespace pnpkit::domino_run
