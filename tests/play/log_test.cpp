#include <catch2/catch.hpp>

#include "load/toml_file.hpp"
#include "play/log.hpp"
#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::play;

namespace {

std::optional<Log> parse(const std::string& text, Diagnostics& diagnostics) {
    auto document = load::parse_toml(text, "game.toml", diagnostics);
    if (!document) return std::nullopt;
    return read_log(*document, diagnostics);
}

}  // namespace

TEST_CASE("a play log survives writing and reading, quotes and all", "[play]") {
    Log log;
    log.game = "colf";
    log.seed = 18446744073709551615ull % 9007199254740993ull;
    log.dice = DiceMode::rolled;
    log.draws = DrawMode::typed;
    log.setup = {{"mode", "hard\"core"}, {"size", "small"}};
    log.steps = {{"action", "explore", By::player, {}},
                 {"monster-dice", "2 6 6", By::pnpkit, {}},
                 {"name", "Bob \\ \"the\" bold\n", By::player, {}}};
    std::string text = log_to_toml(log, "CoLF DaDA", "pnpkit colf play --session game.toml");
    CHECK(text.find("# Resume it with: pnpkit colf play --session game.toml") != std::string::npos);
    Diagnostics diagnostics;
    auto read = parse(text, diagnostics);
    INFO(test::messages(diagnostics));
    REQUIRE(read);
    CHECK(read->game == log.game);
    CHECK(read->seed == log.seed);
    CHECK(read->dice == log.dice);
    CHECK(read->draws == log.draws);
    CHECK(read->setup == log.setup);
    REQUIRE(read->steps.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(read->steps[i].ask == log.steps[i].ask);
        CHECK(read->steps[i].answer == log.steps[i].answer);
        CHECK(read->steps[i].by == log.steps[i].by);
    }
    CHECK(read->steps[1].pos.line == 12);
}

TEST_CASE("a damaged play log is reported at its positions", "[play]") {
    Diagnostics diagnostics;
    auto read = parse("pnpkit_play = 1\ngame = \"colf\"\nseed = -4\ndice = \"thrown\"\n"
                      "steps = [\n  { ask = \"a\", answr = \"b\" },\n  \"c\",\n]\n",
                      diagnostics);
    CHECK_FALSE(read);
    std::string text = test::messages(diagnostics);
    CHECK(text.find("game.toml:3:8: error:") != std::string::npos);  // the negative seed
    CHECK(text.find("game.toml:4:8: error:") != std::string::npos);  // the unknown dice mode
    CHECK(text.find("missing required") != std::string::npos);       // the answer
    CHECK(text.find("unknown key 'answr'") != std::string::npos);
    CHECK(text.find("game.toml:7:3: error: a step must be a table") != std::string::npos);

    Diagnostics other;
    CHECK_FALSE(parse("pnpkit_play = 2\ngame = \"colf\"\nseed = 1\nsteps = []\n", other));
    CHECK(test::messages(other).find("game.toml:1:15: error: this session is of format 2") !=
          std::string::npos);
}

TEST_CASE("every seed replays: those TOML integers cannot hold are kept as strings", "[play]") {
    for (std::uint64_t seed :
         {std::uint64_t{0}, std::uint64_t{9223372036854775807ull},
          std::uint64_t{9223372036854775808ull}, std::uint64_t{18446744073709551615ull}}) {
        Log log;
        log.game = "colf";
        log.seed = seed;
        std::string text = log_to_toml(log, "CoLF DaDA", "pnpkit colf play");
        bool as_string = seed > 9223372036854775807ull;
        CHECK((text.find("seed = \"" + std::to_string(seed) + "\"\n") != std::string::npos) ==
              as_string);
        Diagnostics diagnostics;
        auto read = parse(text, diagnostics);
        INFO(text << test::messages(diagnostics));
        REQUIRE(read);
        CHECK(read->seed == seed);
    }
    for (std::string bad : {"\"18446744073709551616\"", "\"-1\"", "\"\"", "\"12x\""}) {
        Diagnostics diagnostics;
        CHECK_FALSE(parse("pnpkit_play = 1\ngame = \"colf\"\nseed = " + bad + "\nsteps = []\n",
                          diagnostics));
        CHECK(test::messages(diagnostics)
                  .find("game.toml:3:8: error: 'seed' must be a whole "
                        "number from 0 to 18446744073709551615") != std::string::npos);
    }
}

TEST_CASE("a log's comment is written line by line, and a draw log leaves out the modes",
          "[play]") {
    Log log;
    log.game = std::string(k_draw_game);
    log.seed = 4;
    std::string text = log_to_toml(log, "first line\nsecond", Modes::left_out);
    CHECK(text.rfind(
              "# first line\n# second\npnpkit_play = 1\ngame = \"draw\"\nseed = 4\nsetup = {}\n",
              0) == 0);
    CHECK(text.find("dice = ") == std::string::npos);
}
