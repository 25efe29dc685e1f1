#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <sstream>
#include <thread>

#include "core/atomic_file.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/commands.hpp"
#include "games/dragon_dance/load.hpp"
#include "games/dragon_dance/lookahead.hpp"

namespace pnpkit::dragon_dance {

namespace {

struct FitOptions {
    FitSettings settings;
    int threads = 0;  // 0: one per core
    std::string out;  // empty: lookahead.toml in the game's data directory
};

// The lookahead.toml text: what it is, the command that made it, the fingerprint and the weights.
std::string lookahead_toml(const GameData& data, const FitSettings& settings,
                           const FitResult& result) {
    std::ostringstream out;
    out << "# The computer's value function for Dragon Dance, fitted to the cards whose fingerprint\n"
           "# is below (see the README, \"How the computer plays\"). Written by:\n";
    std::ostringstream command;
    command << "pnpkit dragon-dance fit --games " << settings.games << " --iterations "
            << settings.iterations << " --rolls " << settings.rolls << " --seed "
            << settings.seed;
    out << "#   " << command.str() << "\n"
        << "# Change a card and `pnpkit validate dragon-dance` warns until it is fitted again.\n\n"
        << "fitted_with = \"" << command.str() << "\"\n"
        << "fingerprint = \"" << card_fingerprint(data) << "\"\n"
        << "# " << result.positions << " positions; root-mean-square error per iteration:";
    for (double rms : result.rms) {
        char cell[16];
        std::snprintf(cell, sizeof cell, " %.4f", rms);
        out << cell;
    }
    out << "\nweights = [\n";
    const std::size_t per_row = 7;
    for (std::size_t i = 0; i < result.weights.size(); ++i) {
        char cell[32];
        std::snprintf(cell, sizeof cell, "%.6f", result.weights[i]);
        out << (i % per_row == 0 ? "    " : " ") << cell << ",";
        if (i % per_row == per_row - 1 || i + 1 == result.weights.size())
            out << '\n';
    }
    out << "]\n";
    return out.str();
}

ExitCode run_fit(FitOptions options, cli::Context& context) {
    ProjectPaths paths = context.paths();
    std::filesystem::path target = options.out.empty()
                                       ? paths.data / "dragon-dance" / k_lookahead_file
                                       : std::filesystem::path(options.out);
    if (paths.installed && is_shipped_file(paths, target)) {
        throw UsageError("'" + target.string() +
                         "' is one of pnpkit's installed files, which it never writes; write the "
                         "weights elsewhere with --out FILE");
    }
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    options.settings.seed = context.seed();
    unsigned cores = std::thread::hardware_concurrency();
    options.settings.threads =
        options.threads > 0 ? options.threads : static_cast<int>(cores == 0 ? 1 : cores);
    auto start = std::chrono::steady_clock::now();
    FitResult result = fit_lookahead(*data, options.settings);
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    write_file_atomically(target, lookahead_toml(*data, options.settings, result));
    char line[160];
    std::snprintf(line, sizeof line, "fitted %zu weights on %zu positions in %.1f s; wrote %s",
                  result.weights.size(), result.positions, elapsed.count(),
                  target.string().c_str());
    context.out() << line << '\n';
    return ExitCode::ok;
}

}  // namespace

void setup_fit(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<FitOptions>();
    CLI::App* cmd = game.add_subcommand(
        "fit", "Fit the computer's value function to the cards (after you change them)");
    cmd->add_option("--games", options->settings.games,
                    "Games played to sample positions (default 400)")
        ->check(CLI::Range(1, 100000));
    cmd->add_option("--iterations", options->settings.iterations,
                    "Rounds of value iteration (default 6)")
        ->check(CLI::Range(1, 50));
    cmd->add_option("--rolls", options->settings.rolls,
                    "Rolls averaged for a position with dice still to roll (default 4)")
        ->check(CLI::Range(1, 100));
    cmd->add_option("--threads", options->threads,
                    "Worker threads (default: one per core); the fit does not depend on it")
        ->check(CLI::Range(1, 64));
    cmd->add_option("--out", options->out,
                    "Where to write (default: lookahead.toml in the game's data directory)")
        ->type_name("FILE");
    cmd->footer(
        "Writes the weights with the cards' fingerprint; --seed reproduces them.\n"
        "Example:\n"
        "  pnpkit dragon-dance fit --seed 1 --threads 2\n");
    cmd->callback([options, &context] { context.result = run_fit(*options, context); });
}

}  // namespace pnpkit::dragon_dance
