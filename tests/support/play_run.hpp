#pragma once

#include <filesystem>
#include <optional>
#include <sstream>
#include <string>

#include "cli/context.hpp"
#include "play/session.hpp"

namespace pnpkit::test {

// What one run of a guided game printed and returned.
struct PlayRun {
    ExitCode code = ExitCode::ok;
    std::string out;
    std::string err;
};

// Runs play::run_play for `def` with `input` piped in, quietly, with --seed `seed` when given.
inline PlayRun run_game(const play::GameDef& def, const std::string& input,
                        const play::PlayOptions& options, std::optional<std::uint64_t> seed) {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    cli::Context context(in, out, err);
    context.options.seed = seed;
    context.options.quiet = true;
    PlayRun run;
    run.code = play::run_play(def, options, context);
    run.out = out.str();
    run.err = err.str();
    return run;
}

// Options for a game in `session` whose dice pnpkit rolls.
inline play::PlayOptions rolled_in(const std::filesystem::path& session) {
    play::PlayOptions options;
    options.session = session;
    options.dice = play::DiceMode::rolled;
    return options;
}

// `line` `times` times, each with its line break: piped answers.
inline std::string repeat(const std::string& line, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += line + "\n";
    return out;
}

}  // namespace pnpkit::test
