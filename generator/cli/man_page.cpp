#include "cli/man_page.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/source_date.hpp"
#include "core/text.hpp"
#include "games/game.hpp"

namespace pnpkit::cli {

namespace {

// Appends the character of the UTF-8 sequence at text[i] as groff's \[uXXXX], moving i past it.
void append_unicode(std::string& out, const std::string& text, std::size_t& i) {
    auto byte = static_cast<unsigned char>(text[i]);
    int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
    unsigned code = byte & (0x3F >> (length - 1));
    for (int k = 1; k < length && i + 1 < text.size(); ++k) {
        code = (code << 6) | (static_cast<unsigned char>(text[++i]) & 0x3F);
    }
    char buf[16];
    std::snprintf(buf, sizeof buf, "\\[u%04X]", code);
    out += buf;
}

// `text` escaped for a quoted macro argument (.SS "..."), where '"' is \(dq.
std::string roff_argument(const std::string& text) {
    std::string escaped;
    for (char c : roff_escape(text)) {
        if (c == '"') {
            escaped += "\\(dq";
        } else {
            escaped += c;
        }
    }
    return "\"" + escaped + "\"";
}

std::string bold(const std::string& text) {
    return "\\fB" + roff_escape(text) + "\\fR";
}
std::string italic(const std::string& text) {
    return "\\fI" + roff_escape(text) + "\\fR";
}

// A sentence: the description with a full stop.
std::string sentence(const std::string& text) {
    if (text.empty() || text.back() == '.') return text;
    return text + ".";
}

// How an option's value reads in the page: its values in bold, or a placeholder in italics.
std::string value_text(const OptionSpec& option) {
    if (option.kind == ValueKind::choice) {
        std::vector<std::string> values;
        for (const std::string& value : option.choices) values.push_back(bold(value));
        return join(values, option.delimiter == ',' ? "," : "|");
    }
    return italic(option.value_help.empty() ? option.value_name : option.value_help);
}

// The heading of an option: "\fB-q\fR, \fB--quiet\fR", its value, and what help adds after it.
std::string option_heading(const OptionSpec& option) {
    std::vector<std::string> names;
    for (const std::string& name : option.names) names.push_back(bold(name));
    std::string heading = join(names, ", ");
    if (option.kind != ValueKind::flag) heading += " " + value_text(option);
    if (option.repeats && option.delimiter == '\0') heading += " ...";
    if (!option.default_value.empty())
        heading += roff_escape(" (default " + option.default_value + ")");
    if (option.required) heading += " (required)";
    if (!option.envname.empty()) heading += roff_escape(" (or $" + option.envname + ")");
    return heading;
}

std::string argument_name(const OptionSpec& argument) {
    return argument.value_name.empty() ? argument.positional : argument.value_name;
}

// The command's synopsis line after its words: [OPTIONS], then its arguments or COMMAND.
std::string synopsis(const CommandSpec& command) {
    std::string line = "[" + italic("OPTIONS") + "]";
    if (!command.commands.empty()) return line + " " + italic("COMMAND") + " ...";
    for (const OptionSpec& argument : command.arguments) {
        std::string word = italic(argument_name(argument)) + (argument.repeats ? "..." : "");
        line += " " + (argument.required ? word : "[" + word + "]");
    }
    return line;
}

// Text as help prints it, in roff: prose lines filled into paragraphs, indented lines (examples,
// with their continuation lines) kept as they are.
void write_text(std::ostream& out, const std::string& text) {
    bool verbatim = false;
    for (const std::string& line : split(text, '\n')) {
        bool indented = line.starts_with("  ");
        if (indented && !verbatim) out << ".RS 4\n.nf\n";
        if (!indented && verbatim) out << ".fi\n.RE\n";
        verbatim = indented;
        if (line.empty()) {
            out << ".PP\n";
        } else {
            out << roff_escape(indented ? line.substr(2) : line) << "\n";
        }
    }
    if (verbatim) out << ".fi\n.RE\n";
}

void write_options(std::ostream& out, const std::vector<OptionSpec>& options) {
    for (const OptionSpec& option : options) {
        if (option.names.size() == 2 && option.names[1] == "--help") continue;
        out << ".TP\n"
            << option_heading(option) << "\n"
            << roff_escape(sentence(option.description)) << "\n";
    }
}

void write_command(std::ostream& out, const CommandSpec& command) {
    out << ".SS " << roff_argument(command_line(command)) << "\n"
        << bold(command_line(command)) << " " << synopsis(command) << "\n"
        << ".PP\n"
        << roff_escape(sentence(command.description)) << "\n";
    for (const OptionSpec& argument : command.arguments) {
        out << ".TP\n"
            << italic(argument_name(argument)) << (argument.repeats ? "..." : "") << "\n"
            << roff_escape(sentence(argument.description)) << "\n";
    }
    write_options(out, command.options);
    if (!command.footer.empty()) {
        out << ".PP\n";
        write_text(out, command.footer);
    }
    for (const CommandSpec& sub : command.commands) write_command(out, sub);
}

// The examples of a footer: its indented lines that begin with "pnpkit", with continuations.
std::vector<std::string> examples_of(const std::string& footer) {
    std::vector<std::string> found;
    bool continued = false;
    for (const std::string& line : split(footer, '\n')) {
        if (continued) {
            found.back() += "\n" + line;
        } else if (line.starts_with("  pnpkit ")) {
            found.push_back(line.substr(2));
        } else {
            continue;
        }
        continued = line.ends_with("\\");
    }
    return found;
}

// The first example given for a command or any of its subcommands.
std::vector<std::string> first_example(const CommandSpec& command) {
    std::vector<std::string> examples = examples_of(command.footer);
    if (!examples.empty()) return {examples.front()};
    for (const CommandSpec& sub : command.commands) {
        examples = first_example(sub);
        if (!examples.empty()) return examples;
    }
    return {};
}

// Where an environment variable stands in for an option, from the options that say so.
void write_environment(std::ostream& out, const CommandSpec& root) {
    out << ".SH ENVIRONMENT\n";
    // Each variable once, with the option it stands in for and every command that reads it.
    std::vector<std::pair<const OptionSpec*, std::vector<std::string>>> variables;
    for (const CommandSpec* command : all_commands(root)) {
        for (const OptionSpec& option : command->options) {
            if (option.envname.empty()) continue;
            auto same = std::find_if(variables.begin(), variables.end(), [&option](const auto& v) {
                return v.first->envname == option.envname;
            });
            if (same == variables.end()) same = variables.insert(variables.end(), {&option, {}});
            same->second.push_back(join(command->path, " "));
        }
    }
    for (const auto& [option, commands] : variables) {
        out << ".TP\n"
            << bold(option->envname) << "\n"
            << roff_escape("The " + option->names.back() + " of pnpkit " + join(commands, ", ") +
                           " when it is not given: " + sentence(option->description))
            << "\n";
    }
    out << ".TP\n"
        << bold("SOURCE_DATE_EPOCH") << "\n"
        << roff_escape(
               "The creation date written into PDF files, in seconds since 1970; without it a "
               "fixed date, so that the same game and templates always give the same bytes.")
        << "\n";
}

// The description: paragraphs of prose.
const char* const k_man_description[] = {
    ("pnpkit is one program for players and designers of small dice-and-domino tabletop games. It "
     "checks game content against each game's rules, every problem reported as file:line:col: "
     "error: message; prints each game's cards, sheets and tokens as print-and-play PDF files (and "
     "PNG images, Tabletop Simulator sheets); and plays along at the table: dice and domino draws, "
     "guided games that keep the table's state in a session file, advice from solvers and "
     "simulations."),
    ("A designer's own game is a folder holding a game.toml, its cards (TOML or a spreadsheet) and "
     "templates; pnpkit new NAME makes one to start from. A command takes a game by name or by the "
     "path of its folder and, naming none, works on the game folder it is run in."),
    ("The global options below go before or after the command. Every command has --help, which "
     "prints what its section here says."),
};

// The files: each path, and what it holds.
const std::pair<const char*, const char*> k_man_files[] = {
    {"PREFIX/share/pnpkit/",
     "What pnpkit reads besides your own files: data/ (the five games), templates/, fonts/ (with "
     "their licences) and scaffold/ (what pnpkit new copies). It is found beside the program's "
     "bin/ "
     "folder (/usr/share/pnpkit for /usr/bin/pnpkit), so an installation may be moved; pnpkit "
     "never "
     "writes into it."},
    {"output/GAME/",
     "Where pnpkit render writes a built-in game's files, in the folder it is run in (--out DIR to "
     "choose); a designer's game is written into its own folder's output/."},
    {"PREFIX/share/doc/pnpkit/",
     "The player's README, one guide per game, the designer's guide, the "
     "dice notation and the command reference (the template reference is "
     "share/pnpkit/templates/README.md)."},
};

}  // namespace

std::string roff_escape(const std::string& text) {
    std::string out;
    bool line_start = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (line_start && (c == '.' || c == '\'')) out += "\\&";
        line_start = c == '\n';
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += "\\-";
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            append_unicode(out, text, i);
        } else {
            out += c;
        }
    }
    return out;
}

std::string man_page(const CommandSpec& root, const std::vector<GameName>& games,
                     const std::string& version, const std::string& date) {
    std::ostringstream out;
    out << ".\\\" The manual page of pnpkit " << version
        << ", written by `pnpkit manpage` from the program's own commands.\n"
        << ".TH PNPKIT 1 " << roff_argument(date) << " " << roff_argument("pnpkit " + version)
        << " \"User Commands\"\n"
        << ".SH NAME\n"
        << "pnpkit \\- " << roff_escape(root.description.substr(root.description.find(": ") + 2))
        << "\n.SH SYNOPSIS\n"
        << bold("pnpkit") << " [" << italic("OPTIONS") << "] " << italic("COMMAND") << " ["
        << italic("COMMAND OPTIONS") << "] [" << italic("ARGUMENTS") << "]\n"
        << ".br\n"
        << bold("pnpkit") << " " << italic("COMMAND") << " " << bold("--help") << "\n"
        << ".SH DESCRIPTION\n";
    std::vector<std::string> shipped;
    for (const auto& [title, id] : games) shipped.push_back(title + " (" + id + ")");
    out << ".PP\n"
        << roff_escape(k_man_description[0]) << "\n.PP\n"
        << roff_escape("The games that ship with it: " + join(shipped, ", ") + ".") << "\n";
    for (std::size_t i = 1; i < std::size(k_man_description); ++i) {
        out << ".PP\n" << roff_escape(k_man_description[i]) << "\n";
    }
    out << ".SH OPTIONS\n";
    write_options(out, root.options);
    out << ".SH COMMANDS\n";
    for (const CommandSpec& command : root.commands) write_command(out, command);
    out << ".SH EXIT STATUS\n";
    const std::pair<ExitCode, const char*> statuses[] = {
        {ExitCode::ok, "Success; warnings alone still succeed."},
        {ExitCode::data,
         "Errors in the data or a session (each with its file, line and column), "
         "or a data directory with no game in it."},
        {ExitCode::usage,
         "A usage error: an unknown command or option, a bad value, or a missing "
         "or bad answer to an interactive question on a pipe."},
        {ExitCode::outside,
         "The outside world failed: a file that cannot be read or written "
         "(standard output included), a missing template or font."},
    };
    for (const auto& [code, meaning] : statuses) {
        out << ".TP\n"
            << bold(std::to_string(static_cast<int>(code))) << "\n"
            << roff_escape(meaning) << "\n";
    }
    out << ".TP\n"
        << bold("70") << "\n"
        << roff_escape("An internal error: a bug in pnpkit.") << "\n";
    write_environment(out, root);
    out << ".SH FILES\n";
    for (const auto& [path, what] : k_man_files) {
        out << ".TP\n" << italic(path) << "\n" << roff_escape(what) << "\n";
    }
    out << ".SH EXAMPLES\n";
    std::vector<std::string> examples = examples_of(root.footer);
    for (const CommandSpec& command : root.commands) {
        for (const std::string& example : first_example(command)) {
            if (std::find(examples.begin(), examples.end(), example) == examples.end()) {
                examples.push_back(example);
            }
        }
    }
    out << ".RS 4\n.nf\n";
    for (const std::string& example : examples) out << roff_escape(example) << "\n";
    out << ".fi\n.RE\n"
        << ".SH SEE ALSO\n"
        << roff_escape(
               "The guides in PREFIX/share/doc/pnpkit/, and pnpkit completions bash|zsh|fish "
               "for the shell's Tab completion.")
        << "\n";
    return out.str();
}

void setup_manpage(CLI::App& app, Context& context) {
    CLI::App* cmd = app.add_subcommand("manpage", "Print the manual page pnpkit(1) in roff");
    cmd->group("");  // hidden: the build runs it to write share/man/man1/pnpkit.1
    cmd->callback([&app, &context] {
        std::optional<std::time_t> epoch = source_date_epoch();
        std::string date = epoch ? utc_time(*epoch, "%Y-%m-%d") : "";
        std::vector<GameName> games;
        for (const auto& game : games::all_games())
            games.push_back({std::string(game.title), std::string(game.id)});
        context.out() << man_page(describe_commands(app), games, PNPKIT_VERSION, date);
    });
}

}  // namespace pnpkit::cli
