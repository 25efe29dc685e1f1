#include "cli/man_page.hpp"

#include <catch2/catch.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "cli/app.hpp"

using namespace pnpkit::cli;

namespace {

std::string pnpkit_output(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    REQUIRE(run(args, out, err) == 0);
    return out.str();
}

}  // namespace

TEST_CASE("roff escaping keeps hyphens, backslashes and leading dots literal", "[cli][manpage]") {
    CHECK(roff_escape("--paper a4") == "\\-\\-paper a4");
    CHECK(roff_escape("a\\b") == "a\\eb");
    CHECK(roff_escape(".hidden\n'quote") == "\\&.hidden\n\\&'quote");
    CHECK(roff_escape("mid.dot") == "mid.dot");
}

TEST_CASE("the manual page has a section for every command --help lists", "[cli][manpage]") {
    std::string page = pnpkit_output({"manpage"});
    for (const char* section :
         {".SH NAME", ".SH SYNOPSIS", ".SH OPTIONS", ".SH COMMANDS", ".SH EXIT STATUS",
          ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES"}) {
        CHECK(page.find(std::string("\n") + section + "\n") != std::string::npos);
    }
    // The commands of pnpkit --help (indented lines in its SUBCOMMANDS list), each with a section.
    std::string help = pnpkit_output({"--help"});
    std::istringstream lines(help.substr(help.find("Subcommands:")));
    std::string line;
    std::getline(lines, line);
    std::set<std::string> commands;
    std::smatch m;
    static const std::regex command_line(R"(^  ([a-z][a-z-]*)\s)");
    while (std::getline(lines, line) && std::regex_search(line, m, command_line))
        commands.insert(m[1]);
    CHECK(commands.size() >= 10);
    for (const std::string& command : commands) {
        CHECK(page.find(".SS \"pnpkit " + roff_escape(command) + "\"\n") != std::string::npos);
    }
    // A subcommand and its options, and the hidden manpage command left out.
    CHECK(page.find(".SS \"pnpkit colf play\"\n") != std::string::npos);
    CHECK(page.find("\\fB\\-\\-paper\\fR \\fBa4\\fR|\\fBletter\\fR") != std::string::npos);
    CHECK(page.find("pnpkit manpage\"") == std::string::npos);
    CHECK(page.find("\n\\fB3\\fR\n") != std::string::npos);
    CHECK(page.find("SOURCE_DATE_EPOCH") != std::string::npos);
    // An environment variable read by several commands is described once, naming them all.
    std::size_t first = page.find(".TP\n\\fBPNPKIT_SESSION\\fR\n");
    REQUIRE(first != std::string::npos);
    CHECK(page.find(".TP\n\\fBPNPKIT_SESSION\\fR\n", first + 1) == std::string::npos);
    CHECK(page.find("draw domino, draw return", first) != std::string::npos);
}

TEST_CASE("the manual page is dated by SOURCE_DATE_EPOCH", "[cli][manpage]") {
    setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
    std::string dated = pnpkit_output({"manpage"});
    unsetenv("SOURCE_DATE_EPOCH");
    CHECK(dated.find(".TH PNPKIT 1 \"2023\\-11\\-14\"") != std::string::npos);
    CHECK(pnpkit_output({"manpage"}).find(".TH PNPKIT 1 \"\"") != std::string::npos);
}
