#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "play/session.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::play {

// A set-up option of one game's `play` (e.g. `--mode hardcore`), kept in the session's setup.
struct SetupOption {
    std::string name;                  // "mode": the option is --mode, the setup key "mode"
    std::string description;           // for --help
    std::vector<std::string> allowed;  // the values it takes; empty: any text
    bool flag = false;                 // a switch taking no value: `--deck` alone sets it to "yes"
};

// Adds `pnpkit GAME play` with the options every guided game shares (--session, --dice
// typed|rolled,
// --draws drawn|typed, --status, --undo N) and the game's own set-up options; `footer` is its
// help's examples. Running it calls run_play.
CLI::App& add_play_command(CLI::App& game, cli::Context& context, GameDef def,
                           const std::string& description, const std::string& footer,
                           const std::vector<SetupOption>& setup = {});

// Which of the shared options a command of guided play takes besides --session and --dice.
struct PlayFlags {
    bool draws = true;      // --draws: the game draws tiles or cards
    bool resume = true;     // --status and --undo: the command may resume a game
    bool challenge = true;  // --challenge: the command may begin a game
};
// Adds the shared options of guided play to `cmd`, filling `options`: for a game whose guided play
// is not one `play` command (a campaign's `new` and `play`) or whose `play` sets its own defaults.
void add_play_options(CLI::App& cmd, const std::shared_ptr<PlayOptions>& options,
                      PlayFlags flags = {});

// Adds --coach [THRESHOLD|always|off] to a `play` that does not come from add_play_command; `def`
// must have a coach_threshold.
void add_coach_option(CLI::App& cmd, const std::shared_ptr<PlayOptions>& options,
                      const GameDef& def);
// Adds `pnpkit GAME review --session F [--format json]` for `def` (its make may throw
// DataUnavailable: exit 1).
void add_review_command(CLI::App& game, cli::Context& context, const std::shared_ptr<GameDef>& def);

}  // namespace pnpkit::play
