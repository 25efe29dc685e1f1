#include <CLI/CLI.hpp>

#include "games/dragon_dance/commands.hpp"

namespace pnpkit::dragon_dance {
void setup_play(CLI::App&, cli::Context&) {}
}
