#include <CLI/CLI.hpp>

#include "games/dragon_dance/commands.hpp"

namespace pnpkit::dragon_dance {
void setup_round(CLI::App&, cli::Context&) {}
}
