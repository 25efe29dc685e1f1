#include "play/table.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "play/console.hpp"

using namespace pnpkit;
using namespace pnpkit::play;

namespace {

// A table over in-memory streams, recording every answer into `log`.
struct Harness {
    explicit Harness(std::string input, Terminal terminal = Terminal::no,
                     DiceMode dice = DiceMode::typed)
        : in(std::move(input)), console(in, out, terminal) {
        log.seed = 11;
        log.dice = dice;
    }
    Table table(AtEndOfLog at_end = AtEndOfLog::ask) {
        Table::Hooks hooks;
        hooks.status = [] { return std::string("the status line"); };
        return Table(log, console, std::move(hooks), at_end);
    }

    std::istringstream in;
    std::ostringstream out;
    Console console;
    Log log;
};

const Option k_options[] = {{"rest", "heal a little"}, {"explore", "find a monster"}};

}  // namespace

TEST_CASE("a choice is taken by number, key or label, and kept as its key", "[play]") {
    for (const char* answer : {"2", "explore", "EXPLORE", "find a monster"}) {
        Harness h(std::string(answer) + "\n");
        Table table = h.table();
        CHECK(table.choose({"action", "Your turn"}, k_options) == 1);
        REQUIRE(h.log.steps.size() == 1);
        CHECK(h.log.steps[0].answer == "explore");
        CHECK(h.log.steps[0].by == By::player);
    }
}

TEST_CASE("on a pipe, the same legal answer to the same question 500 times in a row is an error",
          "[play]") {
    std::string ones;
    for (int i = 0; i < 600; ++i) ones += "1\n";
    Harness pipe(ones);
    Table table = pipe.table();
    auto tie_forever = [&] {
        for (;;) table.number({"tie", "Roll again: the dice tied"}, 1, 6);
    };
    CHECK_THROWS_WITH(tie_forever(), Catch::StartsWith("line 500: '1' answered to 'Roll again: the "
                                                       "dice tied' 500 times in a row"));
    CHECK(pipe.log.steps.size() == 499);

    // At a terminal a person is typing: no limit. Nor when the answers change.
    Harness terminal(ones, Terminal::yes);
    Table typed = terminal.table();
    for (int i = 0; i < 600; ++i) CHECK(typed.number({"tie", "Roll again"}, 1, 6) == 1);
    std::string changing;
    for (int i = 0; i < 600; ++i) changing += std::to_string(i % 2 + 1) + "\n";
    Harness varied(changing);
    Table answers = varied.table();
    for (int i = 0; i < 600; ++i) CHECK(answers.number({"tie", "Roll again"}, 1, 6) == i % 2 + 1);
}

TEST_CASE("at a terminal a bad answer is asked again; on a pipe it is an InputError", "[play]") {
    Harness terminal("3\nexplor\nrest\n", Terminal::yes);
    Table table = terminal.table();
    CHECK(table.choose({"action", "Your turn"}, k_options) == 0);
    CHECK(terminal.out.str().find(
              "'3' is not one of the choices; type 1 to 2 or 'rest' or 'explore'") !=
          std::string::npos);
    CHECK(terminal.out.str().find("did you mean 'explore'?") != std::string::npos);

    Harness pipe("3\n");
    Table piped = pipe.table();
    CHECK_THROWS_WITH(piped.choose({"action", "Your turn"}, k_options),
                      Catch::StartsWith("line 1: '3' is not one of the choices"));
    CHECK(pipe.log.steps.empty());
}

TEST_CASE("a number with no upper bound is asked as 'N or more'", "[play]") {
    Harness h("-1\n1000000\n", Terminal::yes);
    Table table = h.table();
    CHECK(table.number_from({"damage", "Damage it takes"}, 0) == 1000000);
    CHECK(h.out.str().find("Damage it takes (0 or more)> ") != std::string::npos);
    CHECK(h.out.str().find("type a whole number of 0 or more") != std::string::npos);
    REQUIRE(h.log.steps.size() == 1);
    CHECK(h.log.steps[0].answer == "1000000");
    Harness huge("99999999999\n");
    Table piped = huge.table();
    CHECK_THROWS_WITH(piped.number_from({"damage", "Damage it takes"}, 0),
                      Catch::Contains("that number is too large"));
}

TEST_CASE("the end of input is reported as such, whatever the console", "[play]") {
    for (Terminal terminal : {Terminal::yes, Terminal::no}) {
        Harness h("", terminal);
        Table table = h.table();
        CHECK_THROWS_AS(table.choose({"action", "Your turn"}, k_options), EndOfInput);
    }
}

TEST_CASE("help, status, advise and the game's commands answer at any prompt", "[play]") {
    Harness h("help\nstatus\nadvise\nscore\nrest\n");
    Table table = h.table();
    table.add_command("score", "the score so far", [] { return std::string("score 4"); });
    Ask ask{"action", "Your turn", "resting removes hits",
            [] { return std::string("rest: you are hurt"); }};
    CHECK(table.choose(ask, k_options) == 0);
    std::string out = h.out.str();
    CHECK(out.find("Your turn: resting removes hits") != std::string::npos);
    CHECK(out.find("commands: status, undo [N], quit, advise, score") != std::string::npos);
    CHECK(out.find("the status line") != std::string::npos);
    CHECK(out.find("rest: you are hurt") != std::string::npos);
    CHECK(out.find("score 4") != std::string::npos);
    CHECK(h.log.steps.size() == 1);
}

TEST_CASE("typed dice take several spellings; 'roll' lets pnpkit roll them this once", "[play]") {
    Harness h("5 3 1\n5,3,1\n531\nroll\n");
    Table table = h.table();
    for (int i = 0; i < 3; ++i)
        CHECK(table.dice({"hero-dice", "Your dice"}, 3, 6) == std::vector<int>{5, 3, 1});
    auto rolled = table.dice({"hero-dice", "Your dice"}, 3, 6);
    REQUIRE(h.log.steps.size() == 4);
    CHECK(h.log.steps[3].by == By::pnpkit);
    // pnpkit's roll at step i is stream i of the seed's, however it was asked for.
    Rng rng = Rng(11).stream(3);
    CHECK(rolled == std::vector<int>{rng.roll(6), rng.roll(6), rng.roll(6)});
}

TEST_CASE("rolled dice and drawn tiles come from the step's stream and are replayed as logged",
          "[play]") {
    Harness h("", Terminal::no, DiceMode::rolled);
    std::vector<Domino> pool = domino_set(6);
    std::vector<int> dice;
    Domino tile;
    {
        Table table = h.table();
        dice = table.dice({"monster-dice", "Monster dice"}, 4, 6);
        tile = table.tile({"draw", "Draw a tile"}, pool);
    }
    CHECK(h.log.steps.size() == 2);
    Rng tiles = Rng(11).stream(1);
    CHECK(tile == pool[tiles.below(pool.size())]);

    h.log.dice = DiceMode::typed;  // a replay asks no one, whatever the modes now
    Table replay = h.table(AtEndOfLog::stop);
    CHECK(replay.dice({"monster-dice", "Monster dice"}, 4, 6) == dice);
    CHECK(replay.tile({"draw", "Draw a tile"}, pool) == tile);
    CHECK_THROWS_AS(replay.dice({"hero-dice", "Your dice"}, 3, 6), EndOfLog);
}

TEST_CASE("a typed tile must be in the pool; a typed card is named by key or label", "[play]") {
    Harness h("6-6\n2|1\nthe ogre\n");
    h.log.draws = DrawMode::typed;
    Table table = h.table();
    std::vector<Domino> pool = {Domino::of(1, 2), Domino::of(3, 4)};
    CHECK_THROWS_WITH(table.tile({"draw", "Draw a tile"}, pool),
                      Catch::Contains("6-6 cannot be drawn now"));
    CHECK(table.tile({"draw", "Draw a tile"}, pool) == Domino::of(1, 2));
    const Option cards[] = {{"goblin", "the goblin"}, {"ogre", "the ogre"}};
    CHECK(table.draw({"noun", "Draw a noun"}, cards) == 1);
}

TEST_CASE("undo at a prompt rewinds to before the player's last answer", "[play]") {
    Harness h("explore\n2 2\nundo\n");
    Table table = h.table();
    table.choose({"action", "Your turn"}, k_options);
    table.dice({"hero-dice", "Your dice"}, 2, 6);
    try {
        table.choose({"action", "Your turn"}, k_options);
        FAIL("undo should rewind");
    } catch (const Rewind& rewind) {
        CHECK(rewind.keep == 1);
    }
    CHECK_THROWS_AS(Harness("quit\n").table().yes_no({"sure", "Sure?"}), Quit);
}

TEST_CASE("steps_after_undo drops the player's answers and what pnpkit did after each", "[play]") {
    Log log;
    auto add = [&](By by) { log.steps.push_back({"q", "a", by, {}}); };
    add(By::pnpkit);  // set-up draws
    add(By::player);
    add(By::pnpkit);
    add(By::pnpkit);
    add(By::player);
    add(By::pnpkit);
    CHECK(steps_after_undo(log, 1) == 4);
    CHECK(steps_after_undo(log, 2) == 1);
    CHECK(steps_after_undo(log, 3) == 1);  // no answer of the player's is left before step 2
    CHECK(steps_after_undo(log, 0) == 6);
}

TEST_CASE("a choice's key may not be a console command", "[play]") {
    Harness h("1\n");
    Table table = h.table();
    const Option bad[] = {{"status", "a key that looks like a command"}};
    CHECK_THROWS_AS(table.choose({"x", "X"}, bad), std::logic_error);
}

TEST_CASE("what pnpkit decides in secret is recorded but not printed", "[play]") {
    Harness h("");
    Table table = h.table();
    auto compute = [](Rng&) { return std::string("rest"); };
    CHECK(table.decide({"their-move", "They choose"}, compute, check_option(k_options, false),
                       Reveal::later) == "rest");
    CHECK(table.decide({"their-move", "They choose"}, compute, check_option(k_options, false)) ==
          "rest");
    REQUIRE(h.log.steps.size() == 2);
    CHECK(h.log.steps[0].by == By::pnpkit);
    CHECK(h.out.str() == "They choose: rest\n");  // the second only
}

TEST_CASE("a stand-in player picks among the legal answers the table knows", "[play]") {
    Harness h("");
    std::vector<std::vector<std::string>> seen;
    Table::Hooks hooks;
    hooks.player = [&](const Question& q) {
        seen.push_back(q.answers);
        return q.answers.back();
    };
    Table table(h.log, h.console, std::move(hooks));
    CHECK(table.choose({"action", "Your turn"}, k_options) == 1);
    CHECK_FALSE(table.yes_no({"flee", "Flee?"}));
    CHECK(table.number({"xp", "XP"}, 2, 4) == 4);
    Ask free{"word", "A word", {}, {}, [] {
                 return std::vector<std::string>{"bad", "good", "no"};
             }};
    Checker no_bad = [](std::string_view t) {
        return t == "bad" ? Checked::bad("not that") : Checked::ok(std::string(t) + "!");
    };
    CHECK(table.text(free, no_bad, "a word") == "no!");
    CHECK(table.number({"wide", "Wide"}, 0, 1000) == 1000);
    CHECK(table.number_from({"open", "Open"}, 5) == 36);
    REQUIRE(seen.size() == 6);
    CHECK(seen[0] == std::vector<std::string>{"rest", "explore"});
    CHECK(seen[1] == std::vector<std::string>{"yes", "no"});
    CHECK(seen[2] == std::vector<std::string>{"2", "3", "4"});
    CHECK(seen[3] == std::vector<std::string>{"good", "no"});  // what the checker accepts
    CHECK(seen[4].size() == 33);                               // 0 to 31, and the highest
    CHECK(seen[5].size() == 32);                               // 5 to 36: no upper bound
    CHECK(h.log.steps.size() == 6);
    CHECK(h.log.steps[3].answer == "no!");  // recorded as the checker gives it
    CHECK(h.out.str().empty());             // nothing asked at the console

    Table::Hooks wrong;
    wrong.player = [](const Question&) { return std::string("fight"); };
    Harness fresh("");
    Table bad(fresh.log, fresh.console, std::move(wrong));
    CHECK_THROWS_AS(bad.choose({"action", "Your turn"}, k_options), std::logic_error);
}

TEST_CASE("on_ask sees every question asked live, pnpkit's too, and none replayed", "[play]") {
    Harness h("explore\n", Terminal::no, DiceMode::rolled);
    h.log.steps.push_back({"action", "rest", By::player, {}});
    std::vector<std::string> asked;
    Table::Hooks hooks;
    hooks.on_ask = [&](const Question& q) {
        asked.push_back(q.ask->id + (q.by_pnpkit ? " by pnpkit" : ""));
    };
    Table table(h.log, h.console, std::move(hooks));
    table.choose({"action", "Your turn"}, k_options);  // replayed
    table.dice({"hero-dice", "Your dice"}, 2, 6);      // rolled
    table.choose({"action", "Your turn"}, k_options);  // read from the console
    CHECK(asked == std::vector<std::string>{"hero-dice by pnpkit", "action"});
}
