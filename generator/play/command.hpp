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

// Adds `pnpkit GAME play` with the options every guided game shares (--session, --dice typed|rolled,
// --draws drawn|typed, --status, --undo N) and the game's own set-up options; `footer` is its help's
// examples. Running it calls run_play.
CLI::App& add_play_command(CLI::App& game, cli::Context& context, GameDef def,
                           const std::string& description, const std::string& footer,
                           const std::vector<SetupOption>& setup = {});

}  // namespace pnpkit::play
