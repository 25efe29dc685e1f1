#pragma once

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::dragon_dance {

// The CLI files of the game: each adds one subcommand.
void setup_simulate(CLI::App& simulate, cli::Context& context);  // pnpkit simulate dragon-dance
void setup_round(CLI::App& game, cli::Context& context);         // pnpkit dragon-dance round
void setup_play(CLI::App& game, cli::Context& context);          // pnpkit dragon-dance play
void setup_fit(CLI::App& game, cli::Context& context);           // pnpkit dragon-dance fit

}  // namespace pnpkit::dragon_dance
