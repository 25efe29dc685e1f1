#include "cli/command_spec.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli/help_format.hpp"
#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

// An option's validators, in CLI11's order (it offers no count: asking past the last throws).
std::vector<CLI::Validator*> validators_of(CLI::Option& option) {
    std::vector<CLI::Validator*> found;
    for (int i = 0;; ++i) {
        try {
            found.push_back(option.get_validator(i));
        } catch (const CLI::OptionNotFound&) {
            return found;
        }
    }
}

// The values of a set description "{a,b,c}"; empty when `description` is not one.
std::vector<std::string> set_values(const std::string& description) {
    if (description.size() < 3 || description.front() != '{' || description.back() != '}')
        return {};
    return split(std::string_view(description).substr(1, description.size() - 2), ',');
}

// The option's value name as the code gave it ("GAME:DECK"), without what its validators append.
std::string base_value_name(CLI::Option& option) {
    std::string name = option.get_type_name();
    std::vector<CLI::Validator*> validators = validators_of(option);
    for (auto it = validators.rbegin(); it != validators.rend(); ++it) {
        std::string suffix = ":" + (*it)->get_description();
        if (suffix.size() > 1 && name.ends_with(suffix)) name.resize(name.size() - suffix.size());
    }
    return name;
}

ValueKind kind_of(const OptionSpec& spec) {
    if (!spec.choices.empty()) return ValueKind::choice;
    if (spec.value_name == "FILE") return ValueKind::file;
    if (spec.value_name == "DIR") return ValueKind::directory;
    if (spec.value_name == "GAME") return ValueKind::game;
    return ValueKind::text;
}

OptionSpec describe_option(CLI::Option& option) {
    OptionSpec spec;
    for (const std::string& name : option.get_snames()) spec.names.push_back("-" + name);
    for (const std::string& name : option.get_lnames()) spec.names.push_back("--" + name);
    if (!option.nonpositional()) spec.positional = option.get_name(true);
    spec.description = option.get_description();
    spec.required = option.get_required();
    spec.default_value = option.get_default_str();
    spec.envname = option.get_envname();
    if (option.get_expected_max() == 0) {  // a flag: add_flag expects no value
        spec.kind = ValueKind::flag;
        return spec;
    }
    spec.value_name = base_value_name(option);
    spec.value_help = english_type_name(option.get_type_name());
    spec.choices = choices_of(option);
    spec.delimiter = option.get_delimiter();
    spec.repeats = option.get_expected_max() > 1 || spec.delimiter != '\0';
    spec.kind = kind_of(spec);
    return spec;
}

CommandSpec describe_command(CLI::App& app, std::vector<std::string> path) {
    CommandSpec spec;
    spec.path = path;
    spec.description = app.get_description();
    spec.footer = app.get_footer();
    for (CLI::Option* option : app.get_options()) {
        if (option->get_group().empty()) continue;
        OptionSpec described = describe_option(*option);
        (described.positional.empty() ? spec.options : spec.arguments).push_back(described);
    }
    for (CLI::App* sub : app.get_subcommands([](CLI::App* s) { return !s->get_group().empty(); })) {
        std::vector<std::string> sub_path = path;
        sub_path.push_back(sub->get_name());
        spec.commands.push_back(describe_command(*sub, sub_path));
    }
    return spec;
}

}  // namespace

std::vector<std::string> choices_of(CLI::Option& option) {
    for (CLI::Validator* validator : validators_of(option)) {
        std::vector<std::string> values = set_values(validator->get_description());
        if (!values.empty()) return values;
    }
    return {};
}

std::string set_description(const std::vector<std::string>& values) {
    return "{" + join(values, ",") + "}";
}

CommandSpec describe_commands(CLI::App& app) {
    return describe_command(app, {});
}

std::string command_line(const CommandSpec& command) {
    std::string line = "pnpkit";
    for (const std::string& word : command.path) line += " " + word;
    return line;
}

std::vector<OptionSpec> options_in_effect(const CommandSpec& root, const CommandSpec& command) {
    std::vector<OptionSpec> options = command.options;
    if (&command == &root) return options;
    auto named = [&command](const std::string& name) {
        for (const OptionSpec& own : command.options) {
            if (std::find(own.names.begin(), own.names.end(), name) != own.names.end()) return true;
        }
        return false;
    };
    for (const OptionSpec& global : root.options) {
        bool shadowed = false;
        for (const std::string& name : global.names) shadowed = shadowed || named(name);
        if (!shadowed) options.push_back(global);
    }
    return options;
}

std::vector<const CommandSpec*> all_commands(const CommandSpec& root) {
    std::vector<const CommandSpec*> found{&root};
    for (const CommandSpec& sub : root.commands) {
        std::vector<const CommandSpec*> below = all_commands(sub);
        found.insert(found.end(), below.begin(), below.end());
    }
    return found;
}

const CommandSpec* find_command(const CommandSpec& root, const std::vector<std::string>& path) {
    const CommandSpec* at = &root;
    for (const std::string& word : path) {
        const CommandSpec* next = nullptr;
        for (const CommandSpec& sub : at->commands) {
            if (sub.path.back() == word) next = &sub;
        }
        if (!next) return nullptr;
        at = next;
    }
    return at;
}

}  // namespace pnpkit::cli
