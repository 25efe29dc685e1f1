#include <sstream>

#include "cli/completion.hpp"
#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

// The shell's words for what a value is: _pnpkit_kind, and the words and delimiter of a choice.
std::string bash_kind(const OptionSpec& spec) {
    switch (spec.kind) {
        case ValueKind::choice: {
            std::string words =
                "_pnpkit_kind=choice _pnpkit_words=" + shell_quote(join(spec.choices, " "));
            if (spec.delimiter != '\0')
                words += " _pnpkit_delim=" + shell_quote(std::string(1, spec.delimiter));
            return words;
        }
        case ValueKind::file:
            return "_pnpkit_kind=file";
        case ValueKind::directory:
            return "_pnpkit_kind=directory";
        case ValueKind::game:
            return "_pnpkit_kind=game";
        case ValueKind::flag:
        case ValueKind::text:
            break;
    }
    return "_pnpkit_kind=text";
}

// _pnpkit_command PATH: each command's subcommands, valued options and flags.
void write_command_table(std::ostream& out, const CommandSpec& root) {
    out << "# _pnpkit_command PATH: the subcommands of the command PATH (its words after pnpkit), "
           "the\n"
           "# options it takes with a value (its own and the global ones) and its flags.\n"
           "_pnpkit_command() {\n"
           "    case $1 in\n";
    for (const CommandSpec* command : all_commands(root)) {
        std::vector<std::string> subs, valued, flags;
        for (const CommandSpec& sub : command->commands) subs.push_back(sub.path.back());
        for (const OptionSpec& option : options_in_effect(root, *command)) {
            auto& list = option.kind == ValueKind::flag ? flags : valued;
            list.insert(list.end(), option.names.begin(), option.names.end());
        }
        out << "    " << shell_quote(join(command->path, " ")) << ")\n"
            << "        _pnpkit_subs=" << shell_quote(join(subs, " ")) << "\n"
            << "        _pnpkit_valued=" << shell_quote(join(valued, " ")) << "\n"
            << "        _pnpkit_flags=" << shell_quote(join(flags, " ")) << "\n"
            << "        ;;\n";
    }
    out << "    *) _pnpkit_subs= _pnpkit_valued= _pnpkit_flags= ;;\n"
           "    esac\n"
           "}\n\n";
}

// _pnpkit_value PATH OPTION: what the option's value is; a command's own options come first,
// then the global ones, which any command takes.
void write_value_table(std::ostream& out, const CommandSpec& root) {
    out << "# _pnpkit_value PATH OPTION: what the option's value is (_pnpkit_kind: choice, file,\n"
           "# directory, game or text), the words of a choice and the delimiter of a list of "
           "them.\n"
           "_pnpkit_value() {\n"
           "    _pnpkit_words= _pnpkit_delim=\n"
           "    case \"$1 $2\" in\n";
    std::vector<const CommandSpec*> commands = all_commands(root);
    for (std::size_t i = 1; i < commands.size(); ++i) {
        for (const OptionSpec& option : commands[i]->options) {
            if (option.kind == ValueKind::flag) continue;
            for (const std::string& name : option.names) {
                out << "    " << shell_quote(join(commands[i]->path, " ") + " " + name) << ") "
                    << bash_kind(option) << " ;;\n";
            }
        }
    }
    for (const OptionSpec& option : root.options) {
        if (option.kind == ValueKind::flag) continue;
        for (const std::string& name : option.names) {
            out << "    *" << shell_quote(" " + name) << ") " << bash_kind(option) << " ;;\n";
        }
    }
    out << "    *) _pnpkit_kind=text ;;\n"
           "    esac\n"
           "}\n\n";
}

// _pnpkit_arg PATH INDEX: what the command's INDEXth positional argument is (the last one
// repeats when it takes several).
void write_argument_table(std::ostream& out, const CommandSpec& root) {
    out << "# _pnpkit_arg PATH INDEX: what the command's positional argument INDEX (from 0) is.\n"
           "_pnpkit_arg() {\n"
           "    _pnpkit_words= _pnpkit_delim=\n"
           "    case \"$1:$2\" in\n";
    for (const CommandSpec* command : all_commands(root)) {
        std::string path = join(command->path, " ");
        for (std::size_t i = 0; i < command->arguments.size(); ++i) {
            const OptionSpec& argument = command->arguments[i];
            bool last_repeats = i + 1 == command->arguments.size() && argument.repeats;
            std::string pattern = shell_quote(path + ":" + (last_repeats ? "" : std::to_string(i)));
            if (last_repeats) pattern += "*";
            out << "    " << pattern << ") " << bash_kind(argument) << " ;;\n";
        }
    }
    out << "    *) _pnpkit_kind=text ;;\n"
           "    esac\n"
           "}\n\n";
}

// The functions that do not depend on the command tree.
constexpr const char* k_bash_functions =
    R"(# _pnpkit_complete PREFIX: COMPREPLY gets the values of the kind _pnpkit_kind that begin with
# $cur, each after PREFIX (an option and '=', or the values before the last delimiter of a list).
_pnpkit_complete() {
    local prefix=$1 part=$cur
    case $_pnpkit_kind in
    choice)
        local words=$_pnpkit_words chosen value
        if [[ -n $_pnpkit_delim && $cur == *"$_pnpkit_delim"* ]]; then
            chosen=${cur%"$_pnpkit_delim"*}
            prefix+=$chosen$_pnpkit_delim
            part=${cur##*"$_pnpkit_delim"}
            words=
            for value in $_pnpkit_words; do  # a value already in the list is not offered again
                [[ "$_pnpkit_delim$chosen$_pnpkit_delim" == *"$_pnpkit_delim$value$_pnpkit_delim"* ]] ||
                    words+=" $value"
            done
        fi
        mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$words" -- "$part")
        ;;
    file)
        [[ -z $prefix ]] && compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -P "$prefix" -f -- "$cur")
        ;;
    directory)
        [[ -z $prefix ]] && compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -P "$prefix" -d -- "$cur")
        ;;
    game)
        [[ -z $prefix ]] && compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$_pnpkit_games" -- "$cur"
            compgen -P "$prefix" -d -- "$cur")
        ;;
    esac
}

# _pnpkit: completes the word COMP_CWORD of COMP_WORDS, a pnpkit command line, into COMPREPLY.
_pnpkit() {
    local cur=${COMP_WORDS[COMP_CWORD]} path= option= word prefix=
    local _pnpkit_subs _pnpkit_valued _pnpkit_flags _pnpkit_kind _pnpkit_words _pnpkit_delim
    local -i i=1 nargs=0
    COMPREPLY=()
    _pnpkit_command ''
    # The words before the cursor: subcommands, options (with their values) and arguments.
    while ((i < COMP_CWORD)); do
        word=${COMP_WORDS[i]}
        if [[ $word == -* ]]; then
            if [[ $word != *=* && " $_pnpkit_valued " == *" $word "* ]]; then
                if [[ ${COMP_WORDS[i + 1]-} == = ]]; then  # --paper=..., split at '='
                    i+=1
                    if ((i == COMP_CWORD)); then
                        option=$word cur=
                        break
                    fi
                fi
                ((i + 1 == COMP_CWORD)) && option=$word
                i+=1
            fi
        elif ((nargs == 0)) && [[ " $_pnpkit_subs " == *" $word "* ]]; then
            path=${path:+$path }$word
            _pnpkit_command "$path"
        else
            nargs+=1
        fi
        i+=1
    done
    if [[ -z $option && $cur == --*=* ]]; then  # --paper=le, when '=' does not break words
        option=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
        [[ " $_pnpkit_valued " == *" $option "* ]] || return 0
    fi
    if [[ -n $option ]]; then
        _pnpkit_value "$path" "$option"
    elif [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$_pnpkit_valued $_pnpkit_flags" -- "$cur")
        return 0
    elif ((nargs == 0)) && [[ -n $_pnpkit_subs ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$_pnpkit_subs" -- "$cur")
        return 0
    else
        _pnpkit_arg "$path" "$nargs"
    fi
    _pnpkit_complete "$prefix"
    return 0
}

complete -F _pnpkit pnpkit
)";

}  // namespace

std::string bash_completion(const CommandSpec& root, const std::vector<std::string>& games,
                            const std::string& version) {
    std::ostringstream out;
    out << "# bash completion for pnpkit " << version
        << ": subcommands, options, their values and arguments.\n"
           "# Written by `pnpkit completions bash` from the program's own command definitions.\n\n"
           "# The games pnpkit knows by name (any folder may hold a designer's game).\n"
           "_pnpkit_games="
        << shell_quote(join(games, " ")) << "\n\n";
    write_command_table(out, root);
    write_value_table(out, root);
    write_argument_table(out, root);
    out << k_bash_functions;
    return out.str();
}

}  // namespace pnpkit::cli
