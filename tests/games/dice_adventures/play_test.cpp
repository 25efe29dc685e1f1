#include "games/dice_adventures/play.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "cli/context.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "play/session.hpp"
#include "support/play_run.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dice_adventures {
namespace {

using support::shipped;
using test::TempDir;

play::GameDef def() {
    return adventure_play_def([] { return std::make_shared<const GameData>(shipped()); });
}

using Run = test::PlayRun;
using test::repeat;
using test::rolled_in;

Run play_game(const std::string& input, const play::PlayOptions& options,
              std::optional<std::uint64_t> seed = 11) {
    return test::run_game(def(), input, options, seed);
}

// A party of warrior, cleric and wizard, then always the first choice offered.
const std::string k_firsts = "warrior\ncleric\nwizard\n" + repeat("1", 400);

std::vector<std::pair<std::string, std::string>> answers_in(const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, "dice-adventures", diagnostics);
    REQUIRE(log);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& step : log->steps) out.emplace_back(step.ask, step.answer);
    return out;
}

const AdventurePlay& game_of(const play::Replayed& replayed) {
    return dynamic_cast<const AdventurePlay&>(*replayed.game);
}

// The engine driven straight from a session's answers (keys, dice, picks), independently of the
// play driver: the state every step should lead to.
State engine_replay(const Rules& rules,
                    const std::vector<std::pair<std::string, std::string>>& log) {
    State s = new_game(rules);
    for (const auto& [ask, answer] : log) {
        Pending p = pending(rules, s);
        if (p.need == Need::decision) {
            bool found = false;
            for (const Action& a : legal_actions(rules, s)) {
                if (AdventurePlay::action_key(rules, s, a) != answer) continue;
                s = apply(rules, s, a);
                found = true;
                break;
            }
            REQUIRE(found);
        } else if (p.need == Need::die) {
            auto dice = play::parse_dice(answer, k_faces);
            REQUIRE(dice);
            for (int d : *dice) s = apply_random(rules, s, d);
        } else {
            REQUIRE(p.need == Need::pick);
            std::vector<int> candidates = pick_candidates(rules, s);
            int index = -1;
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                std::string key =
                    s.phase == Phase::draw_card
                        ? rules.data->deck[i].id
                        : rules.cls(s.heroes[static_cast<std::size_t>(candidates[i])].cls).id;
                if (key == answer) index = static_cast<int>(i);
            }
            REQUIRE(index >= 0);
            s = apply_random(rules, s, index);
        }
    }
    return s;
}

TEST_CASE("play: a whole game from piped answers ends over, as the engine plays the same answers",
          "[dice-adventures][play]") {
    TempDir dir;
    auto run = play_game(k_firsts, rolled_in(dir / "adv.toml"));
    REQUIRE(run.code == ExitCode::ok);
    CHECK(run.out.find("The game is over.") != std::string::npos);
    CHECK(run.out.find("Adventure 5: roll") != std::string::npos);

    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "adv.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->over);
    const AdventurePlay& game = game_of(*replayed);
    State expected = engine_replay(game.rules(), answers_in(dir / "adv.toml"));
    CHECK(expected.phase == Phase::over);
    CHECK(game.state() == expected);
    CHECK(run.out.find("Final score: " + std::to_string(score(game.rules(), expected)) + ".") !=
          std::string::npos);
}

TEST_CASE("play: a game cut off by the end of input resumes to the same end",
          "[dice-adventures][play]") {
    TempDir dir;
    REQUIRE(play_game(k_firsts, rolled_in(dir / "whole.toml")).code == ExitCode::ok);
    auto cut = play_game("warrior\ncleric\nwizard\n1\n1\n", rolled_in(dir / "cut.toml"));
    CHECK(cut.code == ExitCode::usage);
    CHECK(cut.err.find("input ended at line 6") != std::string::npos);
    auto rest = play_game(repeat("1", 400), rolled_in(dir / "cut.toml"), std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    CHECK(answers_in(dir / "cut.toml") == answers_in(dir / "whole.toml"));
}

TEST_CASE("play: undo takes back an answer; the rolls stay", "[dice-adventures][play]") {
    TempDir dir;
    REQUIRE(play_game(k_firsts, rolled_in(dir / "plain.toml")).code == ExitCode::ok);
    auto undone = play_game("warrior\nbard\nundo\ncleric\nwizard\n" + repeat("1", 400),
                            rolled_in(dir / "undone.toml"));
    CHECK(undone.code == ExitCode::ok);
    CHECK(undone.out.find("Took back 1 answer.") != std::string::npos);
    CHECK(answers_in(dir / "undone.toml") == answers_in(dir / "plain.toml"));
}

TEST_CASE("play: typed dice go to the heroes in party order; status shows the sheet",
          "[dice-adventures][play]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "adv.toml";  // dice typed
    auto run = play_game("ranger\ncleric\nwizard\n4 6 2 5\n", options);
    CHECK(run.code == ExitCode::usage);  // input ends at the first use of the dice
    CHECK(run.out.find("Adventure 1: roll 4 dice (Ranger \u00d72, the lowest counts, Cleric, "
                       "Wizard)") != std::string::npos);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "adv.toml", diagnostics);
    REQUIRE(replayed);
    const State& s = game_of(*replayed).state();
    CHECK(s.phase == Phase::act);
    CHECK(s.dice[0] == 4);  // the ranger keeps the lower of 4 and 6
    CHECK(s.dice[1] == 2);
    CHECK(s.dice[2] == 5);

    play::PlayOptions status = options;
    status.status = true;
    auto shown = play_game("", status, std::nullopt);
    CHECK(shown.code == ExitCode::ok);
    CHECK(shown.out.find("Adventure 1 of 5, Basic game: Ranger 1 rolled 4; Cleric 1 rolled 2 (1 "
                         "use left); Wizard 1 rolled 5") != std::string::npos);
    CHECK(shown.out.find("Score if it ended now: 3.") != std::string::npos);

    auto bad = play_game("7 1 1 1\n", options, std::nullopt);
    CHECK(bad.code == ExitCode::usage);
}

TEST_CASE("play: rolled games are reproduced by their seed", "[dice-adventures][play]") {
    TempDir dir;
    REQUIRE(play_game(k_firsts, rolled_in(dir / "a.toml"), 5).code == ExitCode::ok);
    REQUIRE(play_game(k_firsts, rolled_in(dir / "b.toml"), 5).code == ExitCode::ok);
    REQUIRE(play_game(k_firsts, rolled_in(dir / "c.toml"), 6).code == ExitCode::ok);
    CHECK(answers_in(dir / "a.toml") == answers_in(dir / "b.toml"));
    CHECK(answers_in(dir / "a.toml") != answers_in(dir / "c.toml"));
}

TEST_CASE("play: advise gives the solver's values, best first, matching PlayValues",
          "[dice-adventures][play]") {
    // The sanitizer build advises in a game of two adventures: the solver's table for five takes
    // 40 s there.
    auto data = std::make_shared<const GameData>(
        test::k_sanitized_build
            ? support::CraftedData({{"game.toml", "adventures = 5", "adventures = 2"},
                                    {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [0, 2]"}})
                  .data()
            : shipped());
    Rules rules = support::rules_for(*data);
    State s = start_game(rules,
                         std::vector<int>{*data->find_class("warrior"), *data->find_class("cleric"),
                                          *data->find_class("wizard")});
    for (int d : {3, 5, 1}) s = apply_random(rules, s, d);
    REQUIRE(s.phase == Phase::act);
    AdventurePlay game(data, *data->find_mode("basic"), false);
    std::string advice = game.advice(s);
    Solver solver(rules);
    PlayValues values(solver);
    Action best = values.best_action(s);
    CHECK(advice.starts_with("Objective: the expected final score"));
    char figure[32];
    std::snprintf(figure, sizeof figure, "%.3f", values.value(s));
    std::string key = AdventurePlay::action_key(rules, s, best);
    std::size_t line = advice.find("  " + key + " ");
    REQUIRE(line != std::string::npos);
    CHECK(advice.substr(line, advice.find('\n', line) - line)
              .ends_with(std::string(figure) + "  best"));
}

TEST_CASE("play: decision keys are unique, stable words, and never console words",
          "[dice-adventures][play]") {
    const std::set<std::string> console = {"help",   "status", "undo", "quit", "exit",
                                           "advise", "hint",   "roll", "draw"};
    for (const char* mode : {"basic", "hardcore+"}) {
        Rules rules = support::rules(mode, true);
        Rng rng(3);
        for (int game = 0; game < 40; ++game) {
            State s = start_game(rules, std::vector<int>{game % 6, (game + 1) % 6, (game + 3) % 6});
            while (s.phase != Phase::over) {
                Pending p = pending(rules, s);
                if (p.need != Need::decision) {
                    s = apply_random(rules, s, random_value(p, rng));
                    continue;
                }
                std::vector<Action> actions = legal_actions(rules, s);
                std::set<std::string> keys;
                for (const Action& a : actions) {
                    std::string key = AdventurePlay::action_key(rules, s, a);
                    CHECK(key.find(' ') == std::string::npos);
                    CHECK(console.count(key) == 0);
                    keys.insert(key);
                }
                CHECK(keys.size() == actions.size());
                s = apply(rules, s, actions[rng.below(actions.size())]);
            }
        }
    }
}

TEST_CASE("play: a deck game draws a card for each adventure and plays its table",
          "[dice-adventures][play]") {
    TempDir dir;
    auto options = rolled_in(dir / "deck.toml");
    options.setup["deck"] = "yes";
    options.setup["mode"] = "hardcore";
    auto run = play_game(k_firsts, options);
    REQUIRE(run.code == ExitCode::ok);
    auto answers = answers_in(dir / "deck.toml");
    CHECK(std::count_if(answers.begin(), answers.end(),
                        [](const auto& a) { return a.first == "card"; }) >= 1);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "deck.toml", diagnostics);
    REQUIRE(replayed);
    const AdventurePlay& game = game_of(*replayed);
    CHECK(game.rules().deck);
    CHECK(game.rules().mode->id == "hardcore");
    CHECK(game.state() == engine_replay(game.rules(), answers));
}

TEST_CASE("R9: a level loss with every hero at level 1 says that nobody loses one",
          "[dice-adventures][play][R9]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "four.toml";  // dice typed
    auto run = play_game("warrior\ncleric\nwizard\n4 4 4\nstop\n", options);
    CHECK(run.code == ExitCode::usage);  // input ends at the second adventure
    CHECK(run.out.find("Result 4, A bruising: Someone comes back wiser in the wrong way.\n"
                       "Nobody loses a level: every hero is at level 1.\n") != std::string::npos);
}

TEST_CASE("a level loss only one hero can take is said, though nobody is asked to pick",
          "[dice-adventures][play][R9]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "one.toml";  // dice typed
    // Adventure 1's major success raises the Warrior alone; adventure 2's bruising takes a level
    // from a hero above level 1, and he is the only one: the engine takes it without a pick.
    auto run =
        play_game("warrior\ncleric\nwizard\n1 1 1\nstop\nwarrior\nset-off\n4 4 4\nstop\n", options);
    CHECK(run.code == ExitCode::usage);  // input ends at the third adventure's shop
    CHECK(run.out.find("Result 4, A bruising: Someone comes back wiser in the wrong way.\n"
                       "The Warrior loses a level: no other hero can lose one.\n") !=
          std::string::npos);
    CHECK(run.out.find("loses a level: which one?") == std::string::npos);
}

TEST_CASE("R8: a level gain with every hero at the top says that nobody can take it",
          "[dice-adventures][play][R8]") {
    auto data = std::make_shared<const GameData>(
        support::CraftedData({{"game.toml", "max_level = 3", "max_level = 1"}}).data());
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "top.toml";
    auto run = test::run_game(adventure_play_def([data] { return data; }),
                              "warrior\ncleric\nwizard\n1 1 1\nstop\n", options, 11);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.out.find("Nobody can gain a level: every hero is at level 1 (ruling R8).") !=
          std::string::npos);
}

TEST_CASE("a result's text that names a class the party lacks is left out",
          "[dice-adventures][play]") {
    TempDir dir;
    play::PlayOptions without;
    without.session = dir / "no-bard.toml";
    auto plain = play_game("warrior\ncleric\nwizard\n1 1 1\nstop\n", without);
    CHECK(plain.out.find("Result 1, Major success.\n") != std::string::npos);
    CHECK(plain.out.find("mostly by the bard") == std::string::npos);
    auto table = play_game("results\n", without, std::nullopt);
    CHECK(table.out.find("  1  Major success\n  2  Minor success: A modest haul") !=
          std::string::npos);
    play::PlayOptions with;
    with.session = dir / "bard.toml";
    auto sung = play_game("bard\ncleric\nwizard\n1 1 1\nstop\n", with);
    CHECK(sung.out.find("Result 1, Major success: Songs will be sung, mostly by the bard.\n") !=
          std::string::npos);
}

}  // namespace
}  // namespace pnpkit::dice_adventures
