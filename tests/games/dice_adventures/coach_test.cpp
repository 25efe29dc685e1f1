// Review, the coach and advice at every decision of Dice Adventures against the exact solver, on a
// game of two adventures (small states: the solver works out the whole game in a moment).
#include <catch2/catch.hpp>
#include <set>

#include "core/atomic_file.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/play.hpp"
#include "play/console.hpp"
#include "play/review.hpp"
#include "support/play_run.hpp"
#include "support/session_log.hpp"

namespace pnpkit::dice_adventures {
namespace {

using test::TempDir;

std::shared_ptr<const GameData> two_adventures() {
    static const auto data = std::make_shared<const GameData>(
        support::CraftedData({{"game.toml", "adventures = 5", "adventures = 2"},
                              {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [0, 2]"}})
            .data());
    return data;
}

play::GameDef small_def() {
    return adventure_play_def([] { return two_adventures(); });
}

// A party, then always the first choice offered: rarely the best.
const std::string k_firsts = "bard\ncleric\nthief\n" + test::repeat("1", 200);

play::Log log_of(const std::filesystem::path& path) {
    return test::session_log(path, "dice-adventures");
}

// The game's state after the log's first `steps` steps, by the ordinary replay.
State state_after(const play::Log& whole, std::size_t steps) {
    return test::state_after<AdventurePlay>(small_def(), whole, steps);
}

std::size_t count_of(const std::string& text, const std::string& word) {
    std::size_t n = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
}

TEST_CASE("review: every decision's loss is the difference of the exact solver's values",
          "[dice-adventures][review]") {
    TempDir dir;
    for (std::uint64_t seed : {3, 8}) {
        INFO("seed " << seed);
        auto path = dir / ("game" + std::to_string(seed) + ".toml");
        REQUIRE(test::run_game(small_def(), k_firsts, test::rolled_in(path), seed).code ==
                ExitCode::ok);
        play::Log log = log_of(path);
        Diagnostics diagnostics;
        auto review = play::review_log(small_def(), log, diagnostics);
        REQUIRE(review);
        CHECK(review->over);
        CHECK(review->unit == "points");

        // Every one of the player's answers is a decision (dice are rolled): each is reviewed.
        std::size_t decisions = 0;
        for (const auto& step : log.steps) decisions += step.by == play::By::player;
        CHECK(review->decisions.size() == decisions);

        Rules rules = support::rules_for(*two_adventures());
        Solver solver(rules);  // the bounds play's advisor uses while the party holds no more
        PlayValues values(solver);
        double total = 0;
        for (const play::ReviewedDecision& d : review->decisions) {
            State s = state_after(log, d.step - 1);
            REQUIRE(s.provisions <= Bounds{}.provisions);
            REQUIRE(s.weapons <= Bounds{}.weapons);
            std::vector<Action> actions = legal_actions(rules, s);
            std::vector<double> v = values.action_values(s);
            std::size_t best =
                static_cast<std::size_t>(std::max_element(v.begin(), v.end()) - v.begin());
            std::size_t chosen = actions.size();
            for (std::size_t i = 0; i < actions.size(); ++i)
                if (AdventurePlay::action_key(rules, s, actions[i]) == d.chosen) chosen = i;
            REQUIRE(chosen < actions.size());
            CHECK(d.chosen == log.steps[d.step - 1].answer);
            CHECK(d.best_value.value == Approx(v[best]).margin(1e-9));
            CHECK(d.chosen_value.value == Approx(v[chosen]).margin(1e-9));
            CHECK(d.loss == Approx(v[best] - v[chosen]).margin(1e-9));
            total += v[best] - v[chosen];
        }
        CHECK(review->total_loss == Approx(total).margin(1e-9));
        CHECK(review->total_loss > 0.2);  // the first choice is not always the best
    }
}

TEST_CASE("coach: on a pipe it warns before each costly answer and goes on; review agrees",
          "[dice-adventures][coach]") {
    TempDir dir;
    REQUIRE(test::run_game(small_def(), k_firsts, test::rolled_in(dir / "plain.toml"), 5).code ==
            ExitCode::ok);
    auto options = test::rolled_in(dir / "coached.toml");
    options.coach = "";
    auto run = test::run_game(small_def(), k_firsts, options, 5);
    REQUIRE(run.code == ExitCode::ok);
    std::size_t warnings = count_of(run.out, "Coach: ");
    CHECK(warnings > 0);
    CHECK(run.out.find(" points (") != std::string::npos);
    // Warned, the game went on with the same answers.
    CHECK(log_of(dir / "coached.toml").steps.size() == log_of(dir / "plain.toml").steps.size());
    CHECK(read_file(dir / "coached.toml").find("\"coach\" = \"0.2\"") != std::string::npos);

    play::Log log = log_of(dir / "coached.toml");
    Diagnostics diagnostics;
    auto review = play::review_log(small_def(), log, diagnostics);
    REQUIRE(review);
    CHECK(review->threshold == 0.2);
    CHECK(review->over_threshold == warnings);
}

TEST_CASE("coach: a resumed game keeps coaching without --coach", "[dice-adventures][coach]") {
    TempDir dir;
    auto whole = test::rolled_in(dir / "whole.toml");
    whole.coach = "";
    auto all = test::run_game(small_def(), k_firsts, whole, 5);
    REQUIRE(all.code == ExitCode::ok);

    auto cut = test::rolled_in(dir / "cut.toml");
    cut.coach = "";
    auto first = test::run_game(small_def(), "bard\ncleric\nthief\n1\n1\n1\n", cut, 5);
    CHECK(first.code == ExitCode::usage);
    auto rest = test::run_game(small_def(), test::repeat("1", 200),
                               test::rolled_in(dir / "cut.toml"), std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    CHECK(count_of(first.out, "Coach: ") + count_of(rest.out, "Coach: ") ==
          count_of(all.out, "Coach: "));
    CHECK(count_of(rest.out, "Coach: ") > 0);
}

TEST_CASE("advice: every decision has the solver's values, the shop's hireling and swap too",
          "[dice-adventures][coach]") {
    play::GameDef def = small_def();
    std::set<std::string> valued;
    for (const auto& setup : std::vector<std::map<std::string, std::string>>{
             {}, {{"mode", "hardcore+"}}, {{"mode", "hardcore"}, {"deck", "yes"}}}) {
        for (std::uint64_t seed = 21; seed < 25; ++seed) {
            play::Log log;
            log.game = def.id;
            log.seed = seed;
            log.dice = play::DiceMode::rolled;
            log.setup = setup;
            auto game = def.make(log);
            std::istringstream in;
            std::ostringstream out;
            play::Console console(in, out, play::Terminal::no);
            Rng chooser(seed);
            play::Table::Hooks hooks;
            hooks.player = [&](const play::Question& q) {
                INFO(q.ask->id << ": " << q.ask->prompt);
                REQUIRE(q.ask->evaluate);
                play::Evaluation e = q.ask->evaluate();
                std::vector<std::string> keys;
                for (const auto& v : e.values) keys.push_back(v.answer);
                CHECK(keys == q.answers);
                REQUIRE(e.best());
                valued.insert(q.ask->id);
                // Hire whenever the shop offers it, so that the swap is asked too; otherwise the
                // best answer three times in four (to earn gold for the shop), else any.
                for (const std::string& a : q.answers)
                    if (a == "buy-hireling") return a;
                if (chooser.below(4) > 0) return e.values[*e.best()].answer;
                return q.answers[chooser.below(q.answers.size())];
            };
            play::Table table(log, console, hooks);
            game->play(table);
        }
    }
    for (const char* ask : {"recruit", "shop", "act", "swap", "shift", "final-shop"}) {
        INFO(ask);
        CHECK(valued.count(ask) == 1);
    }
}

}  // namespace
}  // namespace pnpkit::dice_adventures
