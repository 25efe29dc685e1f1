#pragma once

#include <string>
#include <vector>

#include "cli/command_spec.hpp"

namespace pnpkit::cli {

// Shell completion scripts for pnpkit, written from its command tree `root` (describe_commands):
// they complete subcommands, options, the values of options checked against a set (--paper,
// --format), game names (`games`, or any folder for a designer's game), files and folders.
// `version` goes into the script's first comment.
std::string bash_completion(const CommandSpec& root, const std::vector<std::string>& games,
                            const std::string& version);
std::string zsh_completion(const CommandSpec& root, const std::vector<std::string>& games,
                           const std::string& version);
std::string fish_completion(const CommandSpec& root, const std::vector<std::string>& games,
                            const std::string& version);

// `text` quoted for a POSIX shell: in single quotes, each ' written '\''.
std::string shell_quote(const std::string& text);

// The first line of an option's or command's description, for a completion menu.
std::string menu_text(const std::string& description);

}  // namespace pnpkit::cli
