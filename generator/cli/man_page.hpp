#pragma once

#include <string>
#include <vector>

#include "cli/command_spec.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {

class Context;

// A game that ships with pnpkit: its title and its name on the command line.
struct GameName {
    std::string title;
    std::string id;
};

// The manual page pnpkit(1) in roff (man(7) macros), written from the command tree `root`
// (describe_commands) and the games that ship: every command with its options, arguments and
// examples, then exit status, environment, files and examples. `date` ("2025-01-31", or empty)
// and `version` go in its title line.
std::string man_page(const CommandSpec& root, const std::vector<GameName>& games,
                     const std::string& version, const std::string& date);

// `text` as roff prints it literally: backslashes, hyphens and a leading '.' or '\'' escaped.
std::string roff_escape(const std::string& text);

// Adds the hidden `pnpkit manpage`, which prints man_page for the whole program (dated by
// $SOURCE_DATE_EPOCH when set); the build writes share/man/man1/pnpkit.1 with it.
void setup_manpage(CLI::App& app, Context& context);

}  // namespace pnpkit::cli
