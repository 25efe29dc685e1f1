#include <sstream>

#include "cli/completion.hpp"
#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

// `text` in fish's single quotes, where \ and ' are escaped by a backslash.
std::string fish_quote(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) {
        if (c == '\\' || c == '\'') quoted += '\\';
        quoted += c;
    }
    return quoted + "'";
}

// What `complete` is told of a value: whether files are offered, and which words.
std::string fish_value(const OptionSpec& spec) {
    switch (spec.kind) {
        case ValueKind::choice:
            if (spec.delimiter != '\0') {
                std::string list = "__pnpkit_words " + join(spec.choices, " ");
                return "-x -a " + fish_quote("(__fish_complete_list " +
                                             std::string(1, spec.delimiter) + " \"" + list + "\")");
            }
            return "-x -a " + fish_quote(join(spec.choices, " "));
        case ValueKind::file:
            return "-r -F";
        case ValueKind::directory:
            return "-x -a '(__fish_complete_directories (commandline -ct))'";
        case ValueKind::game:
            return "-x -a '(__pnpkit_games)'";
        case ValueKind::flag:
            return "";
        case ValueKind::text:
            break;
    }
    return "-x";
}

// A `switch` on a command's path, one line of words a case.
void write_switch(std::ostream& out, const std::string& function, const std::string& comment,
                  const CommandSpec& root,
                  std::vector<std::string> (*words)(const CommandSpec&, const CommandSpec&)) {
    out << "# " << comment << "\nfunction " << function << "\n    switch \"$argv[1]\"\n";
    for (const CommandSpec* command : all_commands(root)) {
        std::vector<std::string> listed = words(root, *command);
        if (listed.empty()) continue;
        out << "        case " << fish_quote(join(command->path, " ")) << "\n"
            << "            string split ' ' -- " << fish_quote(join(listed, " ")) << "\n";
    }
    out << "    end\nend\n\n";
}

std::vector<std::string> subcommand_words(const CommandSpec&, const CommandSpec& command) {
    std::vector<std::string> words;
    for (const CommandSpec& sub : command.commands) words.push_back(sub.path.back());
    return words;
}

std::vector<std::string> valued_words(const CommandSpec& root, const CommandSpec& command) {
    std::vector<std::string> words;
    for (const OptionSpec& option : options_in_effect(root, command)) {
        if (option.kind == ValueKind::flag) continue;
        words.insert(words.end(), option.names.begin(), option.names.end());
    }
    return words;
}

constexpr const char* k_fish_functions =
    R"(# The command being typed, as its words after pnpkit ("colf round"); kept for the line it was
# worked out for, as every completion below asks.
function __pnpkit_path
    set -l line (commandline -opc)
    if test "$line" = "$__pnpkit_line"
        echo $__pnpkit_last_path
        return
    end
    set -l path
    set -l skip 0
    set -l arguments 0
    for word in $line[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $word
            case '--*=*'
            case '-*'
                contains -- $word (__pnpkit_valued "$path"); and set skip 1
            case '*'
                if test $arguments = 0; and contains -- $word (__pnpkit_subcommands "$path")
                    set -a path $word
                else
                    set arguments 1
                end
        end
    end
    set -g __pnpkit_line "$line"
    set -g __pnpkit_last_path "$path"
    echo "$path"
end

# Whether the command being typed is $argv[1].
function __pnpkit_at
    set -l path (__pnpkit_path)
    test "$path" = "$argv[1]"
end

# Its arguments, one a line.
function __pnpkit_words
    string join \n -- $argv
end

)";

}  // namespace

std::string fish_completion(const CommandSpec& root, const std::vector<std::string>& games,
                            const std::string& version) {
    std::ostringstream out;
    out << "# fish completion for pnpkit " << version
        << ": subcommands, options, their values and arguments.\n"
           "# Written by `pnpkit completions fish` from the program's own command definitions.\n\n"
           "# A game: one pnpkit knows by name, or a folder holding a designer's game.\n"
           "function __pnpkit_games\n"
           "    printf '%s\\tgame\\n' "
        << join(games, " ")
        << "\n"
           "    __fish_complete_directories (commandline -ct) 'game folder'\n"
           "end\n\n";
    write_switch(out, "__pnpkit_subcommands", "The subcommands of the command $argv[1].", root,
                 subcommand_words);
    write_switch(out, "__pnpkit_valued", "The options of the command $argv[1] that take a value.",
                 root, valued_words);
    out << k_fish_functions;
    for (const CommandSpec* command : all_commands(root)) {
        std::string at = "complete -c pnpkit -n " +
                         fish_quote("__pnpkit_at " + fish_quote(join(command->path, " "))) + " ";
        out << "# " << command_line(*command) << "\n";
        for (const CommandSpec& sub : command->commands) {
            out << at << "-f -a " << fish_quote(sub.path.back()) << " -d "
                << fish_quote(menu_text(sub.description)) << "\n";
        }
        for (const OptionSpec& option : options_in_effect(root, *command)) {
            out << at;
            for (const std::string& name : option.names) {
                out << (name.starts_with("--") ? "-l " + name.substr(2) : "-s " + name.substr(1))
                    << " ";
            }
            std::string value = fish_value(option);
            if (!value.empty()) out << value << " ";
            out << "-d " << fish_quote(menu_text(option.description)) << "\n";
        }
        // Files only where an argument is a file; a game's argument offers its names and folders.
        bool files = false;
        for (const OptionSpec& argument : command->arguments) {
            if (argument.kind == ValueKind::file) files = true;
            if (argument.kind == ValueKind::game || argument.kind == ValueKind::choice) {
                out << at << fish_value(argument) << "\n";
            }
        }
        if (!files) out << at << "-f\n";
    }
    return out.str();
}

}  // namespace pnpkit::cli
