#include <sstream>

#include "cli/completion.hpp"
#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

// `text` with the characters _arguments reads in a description or message escaped by a backslash.
std::string zsh_escape(const std::string& text, const std::string& special) {
    std::string escaped;
    for (char c : text) {
        if (c == '\\' || special.find(c) != std::string::npos) escaped += '\\';
        escaped += c;
    }
    return escaped;
}

// The function completing the command at `path`: _pnpkit, _pnpkit__colf, _pnpkit__colf__round.
std::string zsh_function(const std::vector<std::string>& path) {
    std::string name = "_pnpkit";
    for (const std::string& word : path) {
        name += "__";
        for (char c : word) name += c == '-' ? '_' : c;
    }
    return name;
}

// What _arguments completes a value with.
std::string zsh_action(const OptionSpec& spec) {
    switch (spec.kind) {
        case ValueKind::choice:
            if (spec.delimiter != '\0') {
                return "_values -s " + std::string(1, spec.delimiter) + " value " +
                       join(spec.choices, " ");
            }
            return "(" + join(spec.choices, " ") + ")";
        case ValueKind::file:
            return "_files";
        case ValueKind::directory:
            return "_files -/";
        case ValueKind::game:
            return "_pnpkit_games";
        case ValueKind::flag:
        case ValueKind::text:
            break;
    }
    return " ";
}

// ":MESSAGE:ACTION" for a value.
std::string zsh_value(const OptionSpec& spec) {
    std::string message = spec.value_name.empty() ? spec.positional : spec.value_name;
    return ":" + zsh_escape(message, ":") + ":" + zsh_action(spec);
}

// One _arguments specification of an option: '(-q --quiet)'{-q,--quiet}'[Print only results]'.
std::string zsh_option(const OptionSpec& spec) {
    std::string description = "[" + zsh_escape(menu_text(spec.description), "[]") + "]";
    std::string value = spec.kind == ValueKind::flag ? "" : zsh_value(spec);
    std::vector<std::string> names;
    for (const std::string& name : spec.names) {
        std::string suffix;
        if (spec.kind != ValueKind::flag) suffix = name.starts_with("--") ? "=" : "+";
        names.push_back(name + suffix);
    }
    bool starred = spec.repeats && spec.delimiter == '\0';
    std::string star = starred ? "*" : "";
    if (names.size() == 1) return shell_quote(star + names[0] + description + value);
    std::string exclusion = starred ? "*" : "(" + join(spec.names, " ") + ")";
    return shell_quote(exclusion) + "{" + join(names, ",") + "}" + shell_quote(description + value);
}

void write_command_function(std::ostream& out, const CommandSpec& root,
                            const CommandSpec& command) {
    for (const CommandSpec& sub : command.commands) write_command_function(out, root, sub);
    out << "# " << command_line(command) << "\n" << zsh_function(command.path) << "() {\n";
    if (!command.commands.empty()) {
        out << "    local curcontext=$curcontext state line ret=1\n"
               "    typeset -A opt_args\n"
               "    _arguments -C -s -S";
    } else {
        out << "    _arguments -s -S";
    }
    for (const OptionSpec& option : options_in_effect(root, command)) {
        out << " \\\n        " << zsh_option(option);
    }
    if (!command.commands.empty()) {
        out << " \\\n        '1: :->command' \\\n        '*:: :->argument' && ret=0\n"
               "    case $state in\n"
               "    command)\n"
               "        local -a commands=(";
        for (const CommandSpec& sub : command.commands) {
            out << "\n            "
                << shell_quote(sub.path.back() + ":" + menu_text(sub.description));
        }
        out << "\n        )\n"
               "        _describe -t commands "
            << shell_quote(command_line(command) + " command")
            << " commands && ret=0\n"
               "        ;;\n"
               "    argument)\n"
               "        local next="
            << zsh_function(command.path)
            << "__${words[1]//-/_}\n"
               "        (( $+functions[$next] )) && $next && ret=0\n"
               "        ;;\n"
               "    esac\n"
               "    return ret\n}\n\n";
        return;
    }
    for (std::size_t i = 0; i < command.arguments.size(); ++i) {
        const OptionSpec& argument = command.arguments[i];
        std::string position = argument.repeats && i + 1 == command.arguments.size() ? "*"
                               : argument.required                                   ? ""
                                                                                     : ":";
        out << " \\\n        " << shell_quote(position + zsh_value(argument));
    }
    out << "\n}\n\n";
}

}  // namespace

std::string zsh_completion(const CommandSpec& root, const std::vector<std::string>& games,
                           const std::string& version) {
    std::ostringstream out;
    out << "#compdef pnpkit\n"
           "# zsh completion for pnpkit "
        << version
        << ": subcommands, options, their values and arguments.\n"
           "# Written by `pnpkit completions zsh` from the program's own command definitions.\n\n"
           "# A game: one pnpkit knows by name, or a folder holding a designer's game.\n"
           "_pnpkit_games() {\n"
           "    local -a games=("
        << join(games, " ")
        << ")\n"
           "    _alternative 'games:game:compadd -a games' 'folders:game folder:_files -/'\n"
           "}\n\n";
    write_command_function(out, root, root);
    out << "if [[ $funcstack[1] == _pnpkit ]]; then\n"
           "    _pnpkit \"$@\"\n"
           "else\n"
           "    compdef _pnpkit pnpkit\n"
           "fi\n";
    return out.str();
}

}  // namespace pnpkit::cli
