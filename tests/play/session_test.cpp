#include "play/session.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/file_lock.hpp"
#include "support/diagnostics.hpp"
#include "support/pig_game.hpp"
#include "support/play_run.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using pnpkit::test::TempDir;

namespace {

using test::PlayRun;
using test::repeat;
using test::rolled_in;

PlayRun play_pig(const std::string& input, const play::PlayOptions& options,
                 std::optional<std::uint64_t> seed = 7) {
    return test::run_game(test::pig_def(), input, options, seed);
}

// The (question, answer) pairs of a session file, which is all that decides its game.
std::vector<std::pair<std::string, std::string>> answers_in(const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, "pig", diagnostics);
    REQUIRE(log);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& step : log->steps) out.emplace_back(step.ask, step.answer);
    return out;
}

const test::PigGame& pig(const play::Replayed& replayed) {
    return dynamic_cast<const test::PigGame&>(*replayed.game);
}

}  // namespace

TEST_CASE("a guided game plays to its end from piped answers and replays to the same state",
          "[play]") {
    TempDir dir;
    auto run = play_pig(repeat("hold", 200), rolled_in(dir / "pig.toml"));
    CHECK(run.code == ExitCode::ok);
    CHECK(run.out.find("You reach") != std::string::npos);
    CHECK(run.out.find("choose 1-2> hold") != std::string::npos);  // piped answers are echoed
    // A menu's question heads its options as it is when it ends in '?'; pnpkit's rolls follow
    // their prompt after a colon.
    CHECK(run.out.find(" pending. Again?\n  1 ") != std::string::npos);
    CHECK(run.out.find("?:") == std::string::npos);
    CHECK(run.out.find("Turn 1, your die: ") != std::string::npos);

    Diagnostics diagnostics;
    auto replayed = play::replay_session(test::pig_def(), dir / "pig.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->over);
    CHECK(pig(*replayed).score() >= 40);
    CHECK(run.out.find("You reach " + std::to_string(pig(*replayed).score()) + " in " +
                       std::to_string(pig(*replayed).turn()) + " turns.") != std::string::npos);
}

TEST_CASE("a game cut off by the end of piped input is saved, and resuming it ends as if never cut",
          "[play]") {
    TempDir dir;
    auto whole = play_pig(repeat("hold", 200), rolled_in(dir / "whole.toml"));
    REQUIRE(whole.code == ExitCode::ok);

    auto first = play_pig("hold\n", rolled_in(dir / "cut.toml"));
    CHECK(first.code == ExitCode::usage);
    CHECK(first.err.find("input ended at line 2") != std::string::npos);
    CHECK(first.err.find("resume it with: pnpkit pig play --session") != std::string::npos);
    CHECK(answers_in(dir / "cut.toml").size() >= 3);  // the tile, a die, the hold, the next die

    auto rest = play_pig(repeat("hold", 200), rolled_in(dir / "cut.toml"), std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    CHECK(rest.out.find("Resumed") != std::string::npos);
    CHECK(answers_in(dir / "cut.toml") == answers_in(dir / "whole.toml"));
}

TEST_CASE("undo takes back the player's last answer and the rolls after it, never changing a roll",
          "[play]") {
    TempDir dir;
    auto plain = play_pig(repeat("hold", 200), rolled_in(dir / "plain.toml"));
    REQUIRE(plain.code == ExitCode::ok);
    auto undone = play_pig("again\nundo\n" + repeat("hold", 200), rolled_in(dir / "undone.toml"));
    CHECK(undone.code == ExitCode::ok);
    CHECK(undone.out.find("Took back 1 answer.") != std::string::npos);
    CHECK(answers_in(dir / "undone.toml") == answers_in(dir / "plain.toml"));
}

TEST_CASE("the undo and status options work on a saved game", "[play]") {
    TempDir dir;
    auto options = rolled_in(dir / "pig.toml");
    REQUIRE(play_pig("hold\nhold\n", options).code == ExitCode::usage);
    std::size_t before = answers_in(dir / "pig.toml").size();

    play::PlayOptions status = options;
    status.status = true;
    auto shown = play_pig("", status, std::nullopt);
    CHECK(shown.code == ExitCode::ok);
    CHECK(shown.out.find("score ") != std::string::npos);
    CHECK(shown.out.find("Next: You have ") != std::string::npos);
    CHECK(answers_in(dir / "pig.toml").size() == before);

    play::PlayOptions undo = options;
    undo.undo = 1;
    auto undone = play_pig("", undo, std::nullopt);
    CHECK(undone.code == ExitCode::usage);  // input ends at once after the undo
    CHECK(undone.out.find("Took back 1 answer.") != std::string::npos);
    CHECK(answers_in(dir / "pig.toml").size() < before);
}

TEST_CASE("bad typed dice on a pipe end the run with exit 2 and keep the game so far", "[play]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "pig.toml";  // dice typed by default, tiles drawn
    auto run = play_pig("7\n", options);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.err.find("line 1: type 1 die, each 1 to 6") != std::string::npos);
    CHECK(answers_in(dir / "pig.toml").size() == 1);  // the bonus tile pnpkit drew

    auto typed = play_pig("4\nhold\n", options, std::nullopt);
    CHECK(typed.code == ExitCode::usage);  // input ends at the next turn's die
    auto answers = answers_in(dir / "pig.toml");
    REQUIRE(answers.size() == 3);
    CHECK(answers[1] == std::pair<std::string, std::string>("turn-die", "4"));
}

TEST_CASE("a session that does not replay is reported at the step that breaks it", "[play]") {
    TempDir dir;
    auto path = dir.write("pig.toml",
                          "pnpkit_play = 1\ngame = \"pig\"\nseed = 3\nsetup = {}\nsteps = [\n"
                          "    { ask = \"bonus-tile\", answer = \"1-2\", by = \"pnpkit\" },\n"
                          "    { ask = \"again-or-hold\", answer = \"hold\" },\n]\n");
    auto run = play_pig("", rolled_in(path), std::nullopt);
    CHECK(run.code == ExitCode::data);
    CHECK(run.err.find("pig.toml:7:5: error: step 2 answers 'again-or-hold', but the game asks "
                       "'turn-die' here") != std::string::npos);

    dir.write("bad.toml",
              "pnpkit_play = 1\ngame = \"pig\"\nseed = 3\nsteps = [\n"
              "    { ask = \"bonus-tile\", answer = \"3-4\", by = \"pnpkit\" },\n]\n");
    auto bad = play_pig("", rolled_in(dir / "bad.toml"), std::nullopt);
    CHECK(bad.code == ExitCode::data);
    CHECK(bad.err.find("bad.toml:5:5: error: step 1: '3-4' is not an answer to 'bonus-tile' here: "
                       "3-4 cannot be drawn now") != std::string::npos);
}

TEST_CASE("a session is refused when it is another game's, another seed's or another set-up's",
          "[play]") {
    TempDir dir;
    auto other = dir.write("other.toml", "pnpkit_play = 1\ngame = \"colf\"\nseed = 3\nsteps = []\n");
    auto run = play_pig("", rolled_in(other), std::nullopt);
    CHECK(run.code == ExitCode::data);
    CHECK(run.err.find("this is a session of 'colf', not of 'pig'") != std::string::npos);

    REQUIRE(play_pig("hold\n", rolled_in(dir / "pig.toml"), 5).code == ExitCode::usage);
    CHECK_THROWS_WITH(play_pig("", rolled_in(dir / "pig.toml"), 6),
                      Catch::Contains("began with seed 5"));
    auto changed = rolled_in(dir / "pig.toml");
    changed.setup["goal"] = "20";
    CHECK_THROWS_WITH(play_pig("", changed, std::nullopt),
                      Catch::Contains("began with --goal unset"));

    auto old_draw = dir.write("old.toml", "version = 1\n");
    auto not_play = play_pig("", rolled_in(old_draw), std::nullopt);
    CHECK(not_play.code == ExitCode::data);
    CHECK(not_play.err.find("old.toml:1:1: error: this is a draw session of an earlier pnpkit") !=
          std::string::npos);
    auto other_file = dir.write("notes.toml", "title = \"my notes\"\n");
    CHECK(play_pig("", rolled_in(other_file), std::nullopt)
              .err.find("notes.toml:1:1: error: not a pnpkit session") != std::string::npos);
    auto draw = dir.write("draw.toml", "pnpkit_play = 1\ngame = \"draw\"\nseed = 1\nsteps = []\n");
    auto drawn = play_pig("", rolled_in(draw), std::nullopt);
    CHECK(drawn.code == ExitCode::data);
    CHECK(drawn.err.find("draw.toml:2:8: error: this is a session of `pnpkit draw`") !=
          std::string::npos);
    CHECK(drawn.err.find("hint: see it with: pnpkit draw show --session ") != std::string::npos);
    CHECK(read_file(draw) == "pnpkit_play = 1\ngame = \"draw\"\nseed = 1\nsteps = []\n");
}

TEST_CASE("reading a session never writes it: --status and a failed replay keep every byte",
          "[play]") {
    TempDir dir;
    auto options = rolled_in(dir / "pig.toml");
    REQUIRE(play_pig("hold\nhold\n", options).code == ExitCode::usage);
    // A hand comment, and the session's folder read-only: --status must neither rewrite the file
    // nor make a lock file beside it.
    std::string text = "# my game against Ann\n" + read_file(dir / "pig.toml");
    { std::ofstream(dir / "pig.toml", std::ios::binary) << text; }
    std::filesystem::remove(dir / ".pig.toml.lock");
    std::filesystem::permissions(
        dir.path(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    play::PlayOptions status = options;
    status.status = true;
    auto shown = play_pig("", status, std::nullopt);
    std::filesystem::permissions(dir.path(), std::filesystem::perms::owner_all);
    CHECK(shown.code == ExitCode::ok);
    CHECK(read_file(dir / "pig.toml") == text);
    CHECK_FALSE(std::filesystem::exists(dir / ".pig.toml.lock"));

    // A step the game does not accept: reported at its own line, and the file stays as it was.
    std::string broken = text;
    broken.replace(broken.rfind("]\n"), 2, "    { ask = \"turn-die\", answer = \"9\" },\n]\n");
    { std::ofstream(dir / "pig.toml", std::ios::binary) << broken; }
    auto failed = play_pig("", rolled_in(dir / "pig.toml"), std::nullopt);
    CHECK(failed.code == ExitCode::data);
    std::size_t line = static_cast<std::size_t>(std::count(broken.begin(), broken.end(), '\n')) - 1;
    CHECK(failed.err.find("pig.toml:" + std::to_string(line) + ":5: error: step ") !=
          std::string::npos);
    CHECK(read_file(dir / "pig.toml") == broken);

    // --status on no file says so, and makes none.
    status.session = dir / "none.toml";
    CHECK_THROWS_WITH(play_pig("", status, std::nullopt), Catch::Contains("no game in "));
    CHECK_FALSE(std::filesystem::exists(dir / "none.toml"));
}

TEST_CASE("a step after the end of the game is an error at its position", "[play]") {
    TempDir dir;
    REQUIRE(play_pig(repeat("hold", 200), rolled_in(dir / "pig.toml")).code == ExitCode::ok);
    std::string text = read_file(dir / "pig.toml");
    std::size_t steps = answers_in(dir / "pig.toml").size();
    text.replace(text.rfind("]\n"), 2, "    { ask = \"again-or-hold\", answer = \"hold\" },\n]\n");
    { std::ofstream(dir / "pig.toml", std::ios::binary) << text; }
    std::size_t line = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) - 1;
    auto status = rolled_in(dir / "pig.toml");
    status.status = true;
    auto shown = play_pig("", status, std::nullopt);
    CHECK(shown.code == ExitCode::data);
    CHECK(shown.err.find("pig.toml:" + std::to_string(line) + ":5: error: step " +
                         std::to_string(steps + 1) +
                         " comes after the end of the game, which ended at step " +
                         std::to_string(steps)) != std::string::npos);
    auto resumed = play_pig("", rolled_in(dir / "pig.toml"), std::nullopt);
    CHECK(resumed.code == ExitCode::data);
    Diagnostics diagnostics;
    CHECK_FALSE(play::replay_session(test::pig_def(), dir / "pig.toml", diagnostics));
}

TEST_CASE("undo says how many answers it took back, all there were when asked for more", "[play]") {
    TempDir dir;
    auto options = rolled_in(dir / "pig.toml");
    REQUIRE(play_pig("hold\nhold\n", options).code == ExitCode::usage);
    play::PlayOptions undo = options;
    undo.undo = static_cast<std::size_t>(-1);
    auto undone = play_pig("", undo, std::nullopt);
    CHECK(undone.out.find("Took back 2 answers (all there were).") != std::string::npos);
}

TEST_CASE("a seed TOML integers cannot hold is kept, and its game resumes", "[play]") {
    TempDir dir;
    auto options = rolled_in(dir / "pig.toml");
    REQUIRE(play_pig("hold\n", options, 18446744073709551615ull).code == ExitCode::usage);
    CHECK(read_file(dir / "pig.toml").find("seed = \"18446744073709551615\"") != std::string::npos);
    auto resumed = play_pig("hold\n", options, 18446744073709551615ull);
    CHECK(resumed.code == ExitCode::usage);  // resumed, then the input ran out again
    CHECK(answers_in(dir / "pig.toml").size() > 2);
}

TEST_CASE("whole-session problems point at the line to blame: the game, a set-up the game refuses "
          "or does not know",
          "[play]") {
    TempDir dir;
    auto other = dir.write("other.toml", "pnpkit_play = 1\nseed = 3\ngame = \"colf\"\nsteps = []\n");
    auto run = play_pig("", rolled_in(other), std::nullopt);
    CHECK(run.code == ExitCode::data);
    CHECK(run.err.find("other.toml:3:8: error: this is a session of 'colf'") != std::string::npos);

    // A set-up typed for a new game is the player's mistake (exit 2, no file); in a saved session
    // it is the file's (exit 1 at `setup`), for play, --status and render alike.
    auto fresh = rolled_in(dir / "new.toml");
    fresh.setup["goal"] = "many";
    CHECK_THROWS_WITH(play_pig("", fresh), Catch::Contains("--goal must be a number"));
    CHECK_FALSE(std::filesystem::exists(dir / "new.toml"));
    auto edited = dir.write("edited.toml",
                            "pnpkit_play = 1\ngame = \"pig\"\nseed = 3\nsetup = { goal = \"many\" }\n"
                            "steps = []\n");
    auto bad = play_pig("", rolled_in(edited), std::nullopt);
    CHECK(bad.code == ExitCode::data);
    CHECK(bad.err.find("edited.toml:4:9: error: the session's set-up: --goal must be a number") !=
          std::string::npos);
    auto status = rolled_in(edited);
    status.status = true;
    CHECK(play_pig("", status, std::nullopt).code == ExitCode::data);
    Diagnostics diagnostics;
    CHECK_FALSE(play::replay_session(test::pig_def(), edited, diagnostics));
    CHECK(diagnostics.has_errors());

    // A set-up option the game does not read (a typo in an edited file) is refused, not ignored.
    auto typo = dir.write("typo.toml",
                          "pnpkit_play = 1\ngame = \"pig\"\nseed = 3\nsetup = { gaol = \"60\" }\n"
                          "steps = []\n");
    auto refused = play_pig("", rolled_in(typo), std::nullopt);
    CHECK(refused.code == ExitCode::data);
    CHECK(refused.err.find("typo.toml:4:9: error: the session's set-up: unknown set-up option "
                           "'gaol'; did you mean 'goal'?") != std::string::npos);
    auto pig_without_options = test::pig_def();
    pig_without_options.setup_keys.clear();
    Diagnostics refusals;
    CHECK_FALSE(play::replay_session(pig_without_options, edited, refusals));
    CHECK(test::messages(refusals).find("unknown set-up option 'goal'; Pig has no set-up options") !=
          std::string::npos);
}

TEST_CASE("a session in use by another pnpkit, or in a folder that does not exist, is refused",
          "[play]") {
    TempDir dir;
    FileLock held(dir / "pig.toml");
    CHECK_THROWS_WITH(play_pig("", rolled_in(dir / "pig.toml")), Catch::Contains("in use by another pnpkit"));
    CHECK_THROWS_WITH(play_pig("", rolled_in(dir / "missing" / "pig.toml")),
                      Catch::Contains("does not exist"));
    CHECK_FALSE(std::filesystem::exists(dir / "missing"));
}

TEST_CASE("set-up options reach the game and are kept in the session", "[play]") {
    TempDir dir;
    auto options = rolled_in(dir / "pig.toml");
    options.setup["goal"] = "60";
    REQUIRE(play_pig(repeat("hold", 300), options).code == ExitCode::ok);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(test::pig_def(), dir / "pig.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(pig(*replayed).score() >= 60);
}
