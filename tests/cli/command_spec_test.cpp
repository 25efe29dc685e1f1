#include "cli/command_spec.hpp"

#include <CLI/CLI.hpp>
#include <catch2/catch.hpp>

#include "cli/help_format.hpp"

using namespace pnpkit::cli;

namespace {

// A small program shaped like pnpkit's: global options, a command with a subcommand, a hidden one.
struct Sample {
    CLI::App app{"sample: a program"};
    std::string paper, format, file, game, dir;
    std::vector<std::string> files, formats;
    bool quiet = false;
    Sample() {
        app.add_option("--format", format, "Output format")->check(CLI::IsMember({"text", "json"}));
        app.add_flag("-q,--quiet", quiet, "Print only results");
        CLI::App* render = app.add_subcommand("render", "Render");
        render->add_option("--paper", paper, "Paper")
            ->check(CLI::IsMember({"a4", "letter"}))
            ->type_name("a4|letter");
        render->add_option("--format", formats, "What to write")
            ->delimiter(',')
            ->check(CLI::Validator([](std::string&) { return std::string(); },
                                   set_description({"pdf", "png"}), ""))
            ->type_name("pdf,png");
        render->add_option("--session", file, "A session")->type_name("FILE");
        render->add_option("--out", dir, "Output")->type_name("DIR");
        render->add_option("games", files, "Games")->type_name("GAME");
        CLI::App* play = render->add_subcommand("again", "Again");
        play->add_option("log", file, "The log")->type_name("FILE")->required();
        app.add_subcommand("secret", "Hidden")->group("");
    }
};

const OptionSpec& named(const std::vector<OptionSpec>& options, const std::string& name) {
    for (const OptionSpec& option : options) {
        for (const std::string& n : option.names) {
            if (n == name) return option;
        }
    }
    FAIL("no option " << name);
    throw;
}

}  // namespace

TEST_CASE("the command tree reads commands, options, values and arguments from CLI11",
          "[cli][completion]") {
    Sample sample;
    CommandSpec root = describe_commands(sample.app);
    REQUIRE(root.commands.size() == 1);  // the hidden command is left out
    const CommandSpec& render = root.commands[0];
    CHECK(render.path == std::vector<std::string>{"render"});
    CHECK(command_line(render) == "pnpkit render");

    CHECK(named(root.options, "--quiet").kind == ValueKind::flag);
    CHECK(named(root.options, "-q").names == std::vector<std::string>{"-q", "--quiet"});
    CHECK(named(root.options, "--help").kind == ValueKind::flag);
    const OptionSpec& paper = named(render.options, "--paper");
    CHECK(paper.kind == ValueKind::choice);
    CHECK(paper.choices == std::vector<std::string>{"a4", "letter"});
    CHECK(paper.value_name == "a4|letter");
    // A validator of one's own that describes itself as a set gives its values, with the delimiter.
    const OptionSpec& formats = named(render.options, "--format");
    CHECK(formats.choices == std::vector<std::string>{"pdf", "png"});
    CHECK(formats.delimiter == ',');
    CHECK(formats.repeats);
    CHECK(named(render.options, "--session").kind == ValueKind::file);
    CHECK(named(render.options, "--out").kind == ValueKind::directory);
    REQUIRE(render.arguments.size() == 1);
    CHECK(render.arguments[0].kind == ValueKind::game);
    CHECK(render.arguments[0].repeats);
    CHECK_FALSE(render.arguments[0].required);
    REQUIRE(render.commands.size() == 1);
    CHECK(render.commands[0].arguments.at(0).required);
    CHECK(find_command(root, {"render", "again"}) == &render.commands[0]);
    CHECK(find_command(root, {"render", "nope"}) == nullptr);
    CHECK(all_commands(root).size() == 3);
}

TEST_CASE("a command's options in effect add the global ones it does not shadow",
          "[cli][completion]") {
    Sample sample;
    CommandSpec root = describe_commands(sample.app);
    std::vector<OptionSpec> options = options_in_effect(root, root.commands[0]);
    int formats = 0;
    for (const OptionSpec& option : options) {
        for (const std::string& name : option.names) formats += name == "--format";
    }
    CHECK(formats == 1);  // render's own --format, not the global one as well
    CHECK(named(options, "--format").choices == std::vector<std::string>{"pdf", "png"});
    CHECK(named(options, "--quiet").kind == ValueKind::flag);
}

TEST_CASE("help names a set of values by the values", "[cli]") {
    CHECK(english_type_name("MODE:{racial,free}") == "racial|free");
    CHECK(english_type_name("a4|letter:{a4,letter}") == "a4|letter");
    CHECK(english_type_name("INT:INT in [1 - 99]") == "N (1 to 99)");
}
