#include "games/domino_run/play.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "cli/context.hpp"
#include "core/text.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"
#include "games/domino_run/load.hpp"
#include "games/domino_run/reach.hpp"
#include "play/session.hpp"
#include "support/play_run.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using pnpkit::test::TempDir;

namespace {

const GameData& shipped() {
    static const GameData data = [] {
        Diagnostics d;
        auto loaded = load_data(pnpkit::test::source_dir() / "data" / "domino-run", d);
        REQUIRE(loaded);
        REQUIRE_FALSE(d.has_errors());
        return *loaded;
    }();
    return data;
}

play::GameDef def() {
    return play_def([]() -> const GameData& { return shipped(); });
}

using pnpkit::test::PlayRun;
using pnpkit::test::repeat;
using pnpkit::test::rolled_in;

PlayRun play_run(const std::string& input, const play::PlayOptions& options,
                 std::optional<std::uint64_t> seed = 7) {
    return pnpkit::test::run_game(def(), input, options, seed);
}

play::Log log_of(const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, "domino-run", diagnostics);
    REQUIRE(log);
    return *log;
}

std::vector<std::pair<std::string, std::string>> answers_in(const std::filesystem::path& path) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& step : log_of(path).steps) out.emplace_back(step.ask, step.answer);
    return out;
}

const DominoRunPlay& game_of(const play::Replayed& replayed) {
    return dynamic_cast<const DominoRunPlay&>(*replayed.game);
}

// The state the engine reaches when each answer of the log is given to it directly: an independent
// reading of the session (tiles, dice, places by space number, treasures, what is given up).
State engine_replay(const play::Log& log) {
    const Rules& rules = shipped().rules;
    State s = new_game(rules);
    for (const play::Step& step : log.steps) {
        if (step.ask == "deal" || step.ask == "refill" || step.ask == "ability-tile") {
            auto tile = parse_domino(step.answer);
            REQUIRE(tile);
            give_tile(s, rules, *tile);
        } else if (step.ask == "roll") {
            for (const std::string& die : split(step.answer, ' '))
                give_die(s, rules, std::stoi(die));
        } else if (step.ask == "mulligan") {
            choose_mulligan(s, rules, step.answer == "fresh");
        } else if (step.ask == "move") {
            REQUIRE(step.answer.rfind("space-", 0) == 0);
            move_to(s, rules, std::stoi(step.answer.substr(6)) - 1);
        } else if (step.ask == "treasure") {
            choose_treasure(s, rules,
                            step.answer == "die" ? TreasureKind::die : TreasureKind::ability);
        } else if (step.ask == "sacrifice") {
            int choice = k_give_die;
            for (int slot = 0; slot < s.ability_count; ++slot) {
                Domino t = s.ability(slot);
                if (step.answer ==
                    "ability-" + std::to_string(t.low) + "-" + std::to_string(t.high))
                    choice = slot;
            }
            sacrifice(s, rules, choice);
        } else {
            FAIL("unknown question " << step.ask);
        }
        // A question with one possible answer is not asked: the play applies it itself.
        while (s.phase == Phase::move && s.reach == s.player) move_to(s, rules, s.player);
        while (s.phase == Phase::treasure && treasure_choices(s, rules).size() == 1)
            choose_treasure(s, rules, treasure_choices(s, rules).front());
        while (s.phase == Phase::sacrifice && sacrifice_choices(s).size() == 1)
            sacrifice(s, rules, sacrifice_choices(s).front());
    }
    return s;
}

}  // namespace

TEST_CASE("domino-run play: a whole game from piped answers, the state as the engine gives it",
          "[domino-run][play]") {
    TempDir dir;
    auto run = play_run(repeat("1", 2000), rolled_in(dir / "run.toml"));
    REQUIRE(run.code == ExitCode::ok);
    CHECK(run.out.find("The starting line:") != std::string::npos);
    CHECK((run.out.find("You win!") != std::string::npos ||
           run.out.find("You lose.") != std::string::npos));

    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "run.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->over);
    const State& played = game_of(*replayed).state();
    CHECK(played.over());
    CHECK(played == engine_replay(log_of(dir / "run.toml")));
    // Each answer "1" takes the first option: the farthest place at every move.
    CHECK(run.out.find("choose 1-") != std::string::npos);
}

TEST_CASE("domino-run play: a game cut off by the end of input resumes to the same end",
          "[domino-run][play]") {
    TempDir dir;
    auto whole = play_run(repeat("1", 2000), rolled_in(dir / "whole.toml"));
    REQUIRE(whole.code == ExitCode::ok);
    auto first = play_run("1\n1\n", rolled_in(dir / "cut.toml"));
    CHECK(first.code == ExitCode::usage);
    CHECK(first.err.find("resume it with: pnpkit domino-run play --session") != std::string::npos);
    auto rest = play_run(repeat("1", 2000), rolled_in(dir / "cut.toml"), std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    CHECK(answers_in(dir / "cut.toml") == answers_in(dir / "whole.toml"));
}

TEST_CASE("domino-run play: undo takes back an answer without changing a roll or a draw",
          "[domino-run][play]") {
    TempDir dir;
    REQUIRE(play_run(repeat("1", 2000), rolled_in(dir / "plain.toml")).code == ExitCode::ok);
    auto undone = play_run("2\nundo\n" + repeat("1", 2000), rolled_in(dir / "undone.toml"));
    CHECK(undone.code == ExitCode::ok);
    CHECK(undone.out.find("Took back 1 answer.") != std::string::npos);
    CHECK(answers_in(dir / "undone.toml") == answers_in(dir / "plain.toml"));
}

TEST_CASE("domino-run play: rolled games are reproduced by their seed", "[domino-run][play]") {
    TempDir dir;
    REQUIRE(play_run(repeat("1", 2000), rolled_in(dir / "a.toml"), 11).code == ExitCode::ok);
    REQUIRE(play_run(repeat("1", 2000), rolled_in(dir / "b.toml"), 11).code == ExitCode::ok);
    REQUIRE(play_run(repeat("1", 2000), rolled_in(dir / "c.toml"), 12).code == ExitCode::ok);
    CHECK(answers_in(dir / "a.toml") == answers_in(dir / "b.toml"));
    CHECK(answers_in(dir / "a.toml") != answers_in(dir / "c.toml"));
}

TEST_CASE("domino-run play: the illustration's line from typed tiles, typed dice, the moves listed",
          "[domino-run][play]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "typed.toml";
    options.draws = play::DrawMode::typed;  // dice are typed by default
    // R11: 1-2, then 2-4 matches the 2, 0-5 does not match and lies low to high, 1-5 matches the 5,
    // 6-6. The player stands on the 5 of 0|5 (space 6); two tiles lie ahead, so nothing is
    // refilled.
    auto run = play_run("1-2\n4-2\n0-5\n5-1\n6-6\nkeep\n6 4\nstatus\nadvise\nspace-8\n", options);
    CHECK(run.code == ExitCode::usage);  // input ends at the refill after the enemy's move
    CHECK(run.out.find("[1|2] [2|4] [0|5] [5|1] [6|6]\n E             P") != std::string::npos);
    // 6 4: the 6 pays the 5 and the 1 (spaces 7 and 8); the 4 cannot pay the 6 of 6|6.
    CHECK(run.out.find("  1  space-8  stop on space 8 (the 1 of 5|1), 2 spaces on: 6 pays spaces 7 "
                       "(5), 8 (1)") != std::string::npos);
    CHECK(run.out.find("  3  space-6  stay on space 6 (the 5 of 0|5)") != std::string::npos);
    CHECK(run.out.find("ways to play the roll, best first (chance of winning") !=
          std::string::npos);
    CHECK(run.out.find("Domino Run, turn 1: keys 0 of 7, bonus dice 0 of 2") != std::string::npos);
    CHECK(run.out.find("The enemy moves 2 spaces.") != std::string::npos);

    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "typed.toml", diagnostics);
    REQUIRE(replayed);
    const State& s = game_of(*replayed).state();
    CHECK(s.phase == Phase::refill);
    CHECK(s.player - s.enemy == 5);  // enemy 1 → 3, player 6 → 8
    // The enemy now stands on 2|4: clean-up (R11) returned 1|2 to the pile.
    CHECK(domino_run::test::line_of(s) == "2|4 0|5 5|1 6|6");
    CHECK(s.pile.contains(Domino{1, 2}));
    CHECK(s == engine_replay(log_of(dir / "typed.toml")));
}

TEST_CASE("domino-run play: a tile that cannot be drawn or a bad die on a pipe is exit 2",
          "[domino-run][play]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "bad.toml";
    options.draws = play::DrawMode::typed;
    auto run = play_run("1-2\n1-2\n", options);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.err.find("line 2") != std::string::npos);
    CHECK(answers_in(dir / "bad.toml").size() == 1);

    auto dice = play_run("4-2\n0-5\n5-1\n6-6\nkeep\n7 1\n", options, std::nullopt);
    CHECK(dice.code == ExitCode::usage);
    CHECK(dice.err.find("line 6") != std::string::npos);
    CHECK(answers_in(dir / "bad.toml").size() == 6);
}

TEST_CASE("domino-run play: status shows the track, the cubes, keys, dice and abilities",
          "[domino-run][play]") {
    DominoRunPlay game(shipped(), 1);
    CHECK(game.status() ==
          "Domino Run, turn 0: keys 0 of 7, bonus dice 0 of 2, abilities none, "
          "pile 28 tiles");
}
