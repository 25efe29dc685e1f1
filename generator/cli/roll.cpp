#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "cli/context.hpp"

namespace pnpkit::cli {

// Placeholder while the command is being built; it does nothing yet.
void setup_roll(CLI::App&, Context&) {}

}  // namespace pnpkit::cli
