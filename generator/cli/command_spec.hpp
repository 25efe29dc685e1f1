#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace pnpkit::cli {

// What an option's or argument's value is, for completions: a word from a fixed list, a file, a
// folder, a game (a registered name or a game's folder), anything else, or none (a flag).
enum class ValueKind { flag, choice, file, directory, game, text };

// An option or a positional argument of a command, as its help shows it.
struct OptionSpec {
    std::vector<std::string> names;  // "-q", "--quiet"; empty for a positional argument
    std::string positional;          // the argument's name ("games"); empty for an option
    std::string value_name;          // as the code names it: "FILE", "GAME:DECK", "a4|letter"
    std::string value_help;          // as help shows it: "N (1 to 99)"
    std::string description;
    ValueKind kind = ValueKind::text;
    std::vector<std::string> choices;  // what a ValueKind::choice may be
    char delimiter = '\0';             // ',' when one word may hold several values
    bool repeats = false;              // takes several values (words, or a delimited list)
    bool required = false;
    std::string default_value;
    std::string envname;  // an environment variable that gives the value when the option is absent
};

// A command and its subcommands, as help shows them (hidden ones left out).
struct CommandSpec {
    std::vector<std::string> path;  // {"colf", "round"}; empty for pnpkit itself
    std::string description;
    std::string footer;
    std::vector<OptionSpec> options;    // in the order they were added, -h,--help first
    std::vector<OptionSpec> arguments;  // positional arguments, in order
    std::vector<CommandSpec> commands;
};

// The tree of `app`'s commands with their options and arguments, hidden ones (no group) left out.
CommandSpec describe_commands(CLI::App& app);

// The values an option's checks restrict it to (a CLI::IsMember, or any validator that describes
// itself as CLI11 describes a set, "{a4,letter}"), in their order; empty when no check does.
std::vector<std::string> choices_of(CLI::Option& option);

// How CLI11 describes a set of values, "{a4,letter}": the description a validator of one's own
// gives itself so that choices_of reads its values back.
std::string set_description(const std::vector<std::string>& values);

// "pnpkit colf round": the command's words.
std::string command_line(const CommandSpec& command);

// The options `command` accepts: its own, then pnpkit's global ones (`root`'s) that it does not
// name itself (they may follow any subcommand).
std::vector<OptionSpec> options_in_effect(const CommandSpec& root, const CommandSpec& command);

// Every command below `root` (and root), parents before their subcommands.
std::vector<const CommandSpec*> all_commands(const CommandSpec& root);

// The command at `path` below `root`, or null.
const CommandSpec* find_command(const CommandSpec& root, const std::vector<std::string>& path);

}  // namespace pnpkit::cli
