#pragma once

namespace CLI {
class App;
}

namespace pnpkit::cli {

class Context;

// One file per subcommand: each adds itself to the app and runs from its callback,
// leaving its exit code in Context::result.
void setup_validate(CLI::App& app, Context& context);
void setup_roll(CLI::App& app, Context& context);
void setup_draw(CLI::App& app, Context& context);
void setup_render(CLI::App& app, Context& context);
void setup_new(CLI::App& app, Context& context);
void setup_calibrate(CLI::App& app, Context& context);
void setup_printer(CLI::App& app, Context& context);
CLI::App& setup_simulate(CLI::App& app, Context& context);
// Gives every game's simulator without a strength ladder a `--ladder` flag that says so (exit 2);
// call it after the games have added their simulators.
void add_ladder_refusals(CLI::App& simulate);
// `pnpkit completions bash|zsh|fish`: a completion script written from the whole command tree, so
// add it after every other command has been added (its callback reads `app` as parsed).
void setup_completions(CLI::App& app, Context& context);

}  // namespace pnpkit::cli
