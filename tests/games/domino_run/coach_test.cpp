// Review, the coach and advice at every decision of Domino Run: every question's evaluation lists
// exactly the legal answers (the moves against the brute-force reach), its values agree with a
// plain large-sample estimate within their intervals, and review and the coach read them.
#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <sstream>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/interval.hpp"
#include "core/rng.hpp"
#include "games/domino_run/brute.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/evaluate.hpp"
#include "games/domino_run/future.hpp"
#include "games/domino_run/load.hpp"
#include "games/domino_run/lookahead.hpp"
#include "games/domino_run/play.hpp"
#include "games/domino_run/simulate.hpp"
#include "play/console.hpp"
#include "play/review.hpp"
#include "support/json_reader.hpp"
#include "support/play_run.hpp"
#include "support/sanitized.hpp"
#include "support/session_log.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::domino_run {
namespace {

using pnpkit::test::TempDir;

// Fewer roll-outs than play's: the checks are of the answers and of the values' consistency.
constexpr int k_samples = pnpkit::test::k_sanitized_build ? 30 : 200;

const GameData& coach_data() {
    static const GameData data = [] {
        Diagnostics d;
        auto loaded = load_data(pnpkit::test::source_dir() / "data" / "domino-run", d);
        REQUIRE(loaded);
        return *loaded;
    }();
    return data;
}

play::GameDef coach_def(int samples = k_samples) {
    return play_def([]() -> const GameData& { return coach_data(); }, samples);
}

play::Log session_log(const std::filesystem::path& path) {
    return pnpkit::test::session_log(path, "domino-run");
}

// The game's state after the log's first `steps` steps, by the ordinary replay.
State state_after(const play::Log& whole, std::size_t steps) {
    return pnpkit::test::state_after<DominoRunPlay>(coach_def(), whole, steps);
}

// The evaluation a decision of `ask` gets at `s`, as play makes it at step `step`.
play::Evaluation evaluation_at(const std::string& ask, const State& s, std::uint64_t seed,
                               std::size_t step) {
    const Rules& rules = coach_data().rules;
    std::uint64_t at = decision_seed(seed, step);
    if (ask == "move") return move_evaluation(s, rules, k_samples, at);
    if (ask == "treasure") return treasure_evaluation(s, rules, k_samples, at);
    if (ask == "sacrifice") return sacrifice_evaluation(s, rules, k_samples, at);
    REQUIRE(ask == "mulligan");
    return mulligan_evaluation(s, rules, k_samples, at);
}

std::size_t count_in(const std::string& text, const std::string& word) {
    std::size_t n = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
}

// A whole game recorded with pnpkit rolling and drawing, `input` piped in: its log.
play::Log recorded(const std::filesystem::path& path, const std::string& input,
                   std::uint64_t seed) {
    REQUIRE(pnpkit::test::run_game(coach_def(), input, pnpkit::test::rolled_in(path), seed).code ==
            ExitCode::ok);
    return session_log(path);
}

play::Review reviewed(play::Log log) {
    Diagnostics diagnostics;
    auto review = play::review_log(coach_def(), log, diagnostics);
    REQUIRE(review);
    return *review;
}

// The player's answers in a log: with pnpkit rolling and drawing, each is a decision.
std::size_t player_steps(const play::Log& log) {
    std::size_t n = 0;
    for (const auto& step : log.steps) n += step.by == play::By::player;
    return n;
}

// The second answer at every question: one space short of the farthest, the ability before the
// die, a fresh starting line: often costly.
const std::string k_seconds = pnpkit::test::repeat("2", 400);

TEST_CASE("domino-run advice: every decision of random games lists exactly the legal answers",
          "[domino-run][coach]") {
    play::GameDef def = coach_def();
    std::set<std::string> valued;
    // Several games, and on until each decision has been met (a catch with two treasures to give
    // up is the rarest).
    const std::uint64_t seeds = pnpkit::test::k_sanitized_build ? 2 : 12;
    for (std::uint64_t seed = 1; seed <= 60 && (seed <= seeds || valued.size() < 4); ++seed) {
        play::Log log;
        log.game = def.id;
        log.seed = seed;
        log.dice = play::DiceMode::rolled;
        auto game = def.make(log);
        const auto& played = dynamic_cast<const DominoRunPlay&>(*game);
        std::istringstream in;
        std::ostringstream out;
        play::Console console(in, out, play::Terminal::no);
        Rng chooser(seed);
        play::Table::Hooks hooks;
        hooks.player = [&](const play::Question& q) {
            INFO("seed " << seed << ", " << q.ask->id << ": " << q.ask->prompt);
            REQUIRE(q.ask->evaluate);
            play::Evaluation e = q.ask->evaluate();
            CHECK(e.unit == "percentage points of P(win)");
            std::vector<std::string> keys;
            for (const auto& v : e.values) {
                keys.push_back(v.answer);
                CHECK(std::isfinite(v.value));
                CHECK(v.value >= 0);
                CHECK(v.value <= 100);
                CHECK(v.half_width >= 0);
            }
            CHECK(keys == q.answers);
            if (q.ask->id == "move") {
                // The places are those a brute-force search of the roll reaches.
                std::set<std::string> reached;
                for (int place : test::reachable_by_brute_force(played.state()))
                    reached.insert(move_key(place));
                CHECK(std::set<std::string>(keys.begin(), keys.end()) == reached);
            }
            REQUIRE(e.best());
            valued.insert(q.ask->id);
            // The best answer two times in three, else any: games that get caught too.
            if (chooser.below(3) > 0) return e.values[*e.best()].answer;
            return q.answers[chooser.below(q.answers.size())];
        };
        play::Table table(log, console, hooks);
        CHECK_FALSE(game->result());
        game->play(table);
        CHECK(played.state().over());
        REQUIRE(game->result());
        CHECK(game->result()->score == (played.state().phase == Phase::won ? 1 : 0));
    }
    for (const char* ask : {"mulligan", "move", "treasure", "sacrifice"}) {
        INFO(ask);
        CHECK(valued.count(ask) == 1);
    }
}

// A plain estimate of the chance of winning from `s`: `games` games of the greedy policy with
// every tile and die drawn at random (no common numbers, no spread of the next roll).
Estimate plain_estimate(const State& s, int games, std::uint64_t seed) {
    const Rules& rules = coach_data().rules;
    Rng root(seed);
    std::uint64_t wins = 0;
    for (int g = 0; g < games; ++g) {
        State copy = s;
        Rng game = root.stream(2 * static_cast<std::uint64_t>(g));
        Rng own = root.stream(2 * static_cast<std::uint64_t>(g) + 1);
        play_out(copy, rules, rollout_policy(), game, own);
        wins += copy.phase == Phase::won;
    }
    Interval ci = wilson_interval(wins, static_cast<std::uint64_t>(games));
    return {static_cast<double>(wins) / games, ci.low, ci.high, games, {}};
}

TEST_CASE("domino-run advice: the values agree with a plain large-sample estimate",
          "[domino-run][coach]") {
    // The decisions of a recorded game (the farthest place and the die first), each answer that
    // leaves nothing else to choose this turn played on and estimated by plain roll-outs.
    TempDir dir;
    play::Log log = recorded(dir / "game.toml", pnpkit::test::repeat("1", 400), 5);
    const Rules& rules = coach_data().rules;
    const int plain_games = pnpkit::test::k_sanitized_build ? 300 : 3000;
    const std::size_t most = pnpkit::test::k_sanitized_build ? 3 : 12;
    std::size_t compared = 0;
    for (std::size_t step = 0; step < log.steps.size() && compared < most; ++step) {
        const std::string& ask = log.steps[step].ask;
        if (ask != "move" && ask != "treasure" && ask != "sacrifice") continue;
        State s = state_after(log, step);
        play::Evaluation e = evaluation_at(ask, s, log.seed, step);
        for (const auto& v : e.values) {
            State after = s;
            if (ask == "move") {
                int place = std::stoi(v.answer.substr(6)) - 1;
                if (keys_between(s, s.player, place) > 0) continue;  // treasures to choose
                move_to(after, rules, place);
            } else if (ask == "treasure") {
                if (s.pending_treasures > 1) continue;
                choose_treasure(after, rules,
                                v.answer == "die" ? TreasureKind::die : TreasureKind::ability);
            } else {
                for (int c : sacrifice_choices(s))
                    if (sacrifice_key(s, c) == v.answer) sacrifice(after, rules, c);
            }
            Estimate plain = plain_estimate(after, plain_games, 1000 + step);
            double plain_half = 100 * std::max(plain.win - plain.low, plain.high - plain.win);
            INFO("step " << step + 1 << " " << ask << " " << v.answer << ": " << v.value << " ± "
                         << v.half_width << " against " << 100 * plain.win << " ± " << plain_half);
            // A dominated move is lowered to its dominator's value: never above the plain one.
            CHECK(v.value <= 100 * plain.win + v.half_width + plain_half);
            if (ask != "move") CHECK(v.value >= 100 * plain.win - v.half_width - plain_half);
            ++compared;
        }
    }
    CHECK(compared >= most);
}

// The 95% half-width of the mean of `best` − `other` result by result, computed the long way: the
// differences, their mean, their sample variance, 1.96 standard errors.
double paired_half_width(const std::vector<std::uint8_t>& best,
                         const std::vector<std::uint8_t>& other) {
    REQUIRE(best.size() == other.size());
    std::vector<double> d;
    for (std::size_t i = 0; i < best.size(); ++i) d.push_back(100.0 * (best[i] - other[i]));
    double mean = 0;
    for (double x : d) mean += x / static_cast<double>(d.size());
    double variance = 0;
    for (double x : d) variance += (x - mean) * (x - mean) / static_cast<double>(d.size() - 1);
    return 1.96 * std::sqrt(variance / static_cast<double>(d.size()));
}

TEST_CASE("domino-run advice: each loss carries the half-width of its paired differences",
          "[domino-run][coach]") {
    // The starting line kept or fresh on 2 × 6 futures: each answer's results on the same
    // futures, as estimate_win gives them, and the loss's interval computed from them by hand.
    const Rules& rules = coach_data().rules;
    const std::vector<std::uint64_t> seeds{11, 12, 13, 14};
    std::size_t intervals = 0;
    for (std::uint64_t seed : seeds) {
        INFO("seed " << seed);
        State start = new_game(rules);
        Future deal{Rng(seed)};
        FutureAt at;
        play_future_chance(start, rules, deal, at);
        REQUIRE(start.phase == Phase::mulligan);
        play::Evaluation e = mulligan_evaluation(start, rules, 6, seed);
        std::vector<std::vector<std::uint8_t>> rows;
        for (bool fresh : {false, true}) {
            State after = start;
            choose_mulligan(after, rules, fresh);
            Estimate estimate = estimate_win(after, rules, rollout_policy(), 12, seed);
            REQUIRE(estimate.outcomes.size() == 12);
            rows.push_back(estimate.outcomes);
        }
        REQUIRE(e.values.size() == 2);
        std::size_t best = *e.best();
        for (std::size_t a = 0; a < 2; ++a) {
            INFO(e.values[a].answer);
            double mean = 0;
            for (std::uint8_t won : rows[a]) mean += 100.0 * won / 12;
            CHECK(e.values[a].value == Approx(mean));
            REQUIRE(e.values[a].loss_half_width);
            CHECK(*e.values[a].loss_half_width ==
                  Approx(paired_half_width(rows[best], rows[a])).margin(1e-9));
            intervals += *e.values[a].loss_half_width > 0;
        }
    }
    CHECK(intervals > 0);  // some pair of rows differed
}

TEST_CASE("domino-run review: a finished game's losses are its evaluations' differences",
          "[domino-run][review]") {
    TempDir dir;
    play::Log log = recorded(dir / "game.toml", k_seconds, 3);
    auto review = reviewed(log);
    CHECK(review.over);
    CHECK(review.unit == "percentage points of P(win)");
    CHECK(review.threshold == k_coach_threshold);
    // Dice and tiles are pnpkit's: every one of the player's answers is a decision, reviewed.
    CHECK(review.decisions.size() == player_steps(log));

    double total = 0;
    for (const play::ReviewedDecision& d : review.decisions) {
        INFO("step " << d.step << " " << d.ask);
        CHECK(d.chosen == log.steps[d.step - 1].answer);
        CHECK(!d.state.empty());
        // The same values whenever the step is valued: its seed is the session's and the step's.
        play::Evaluation e =
            evaluation_at(d.ask, state_after(log, d.step - 1), log.seed, d.step - 1);
        auto best = e.best();
        auto chosen = e.find(d.chosen);
        REQUIRE(best);
        REQUIRE(chosen);
        CHECK(d.best == e.values[*best].answer);
        CHECK(d.best_value.value == e.values[*best].value);
        CHECK(d.chosen_value.value == e.values[*chosen].value);
        CHECK(d.chosen_value.half_width == e.values[*chosen].half_width);
        CHECK(d.loss == Approx(e.values[*best].value - e.values[*chosen].value));
        CHECK(d.loss >= 0);
        total += d.loss;
    }
    CHECK(review.total_loss == Approx(total));
    CHECK(review.total_loss > 1);  // the second answer is not always the best
}

TEST_CASE("domino-run review: an unfinished game is reviewed up to where it waits",
          "[domino-run][review]") {
    TempDir dir;
    auto whole = reviewed(recorded(dir / "whole.toml", k_seconds, 3));
    auto cut = pnpkit::test::run_game(coach_def(), "2\n2\n2\n2\n2\n",
                                      pnpkit::test::rolled_in(dir / "cut.toml"), 3);
    REQUIRE(cut.code == ExitCode::usage);  // input ended at a question

    auto part = reviewed(session_log(dir / "cut.toml"));
    CHECK_FALSE(part.over);
    CHECK(!part.waiting_for.empty());
    REQUIRE(part.decisions.size() == 5);
    for (std::size_t i = 0; i < part.decisions.size(); ++i) {
        CHECK(part.decisions[i].step == whole.decisions[i].step);
        CHECK(part.decisions[i].chosen == whole.decisions[i].chosen);
        CHECK(part.decisions[i].loss == whole.decisions[i].loss);
    }
}

TEST_CASE("domino-run coach: on a pipe it warns before each costly answer and goes on",
          "[domino-run][coach]") {
    TempDir dir;
    play::Log plain = recorded(dir / "plain.toml", k_seconds, 3);
    auto options = pnpkit::test::rolled_in(dir / "coached.toml");
    options.coach = "";
    auto run = pnpkit::test::run_game(coach_def(), k_seconds, options, 3);
    REQUIRE(run.code == ExitCode::ok);
    std::size_t warnings = count_in(run.out, "Coach: ");
    CHECK(warnings > 0);
    CHECK(run.out.find(" percentage points of P(win) (") != std::string::npos);
    // Warned, the game went on with the same answers.
    play::Log coached = session_log(dir / "coached.toml");
    CHECK(coached.steps.size() == plain.steps.size());
    CHECK(read_file(dir / "coached.toml").find("\"coach\" = \"1\"") != std::string::npos);
    CHECK(reviewed(coached).over_threshold == warnings);

    // Resumed without --coach, the session keeps coaching where it stopped.
    auto first_options = pnpkit::test::rolled_in(dir / "cut.toml");
    first_options.coach = "";
    auto first = pnpkit::test::run_game(coach_def(), "2\n2\n2\n2\n2\n", first_options, 3);
    CHECK(first.code == ExitCode::usage);
    auto rest = pnpkit::test::run_game(coach_def(), k_seconds,
                                       pnpkit::test::rolled_in(dir / "cut.toml"), std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    CHECK(count_in(first.out, "Coach: ") + count_in(rest.out, "Coach: ") == warnings);
}

TEST_CASE("domino-run coach: always shows the best answer with every question",
          "[domino-run][coach]") {
    TempDir dir;
    auto options = pnpkit::test::rolled_in(dir / "always.toml");
    options.coach = "always";
    auto run = pnpkit::test::run_game(coach_def(), "1\n1\n1\n1\n", options, 3);
    CHECK(run.code == ExitCode::usage);
    CHECK(count_in(run.out, "Coach: best is ") == 5);  // four answered, the fifth waits
}

TEST_CASE("domino-run review: a session recorded before the coach replays and is reviewed",
          "[domino-run][review]") {
    // Played by the version before evaluations, seed 9, pnpkit rolling, the answers 1 and 2 in
    // turn.
    play::Log log = session_log(pnpkit::test::source_dir() / "tests" / "fixtures" / "sessions" /
                                "domino-run-before-coach.toml");
    CHECK(log.setup.count("coach") == 0);
    auto review = reviewed(log);
    CHECK(review.over);
    CHECK(review.threshold == k_coach_threshold);
    CHECK(review.decisions.size() == player_steps(log));
    CHECK(review.total_loss > 0);
}

TEST_CASE("domino-run review: the JSON form", "[domino-run][review]") {
    TempDir dir;
    auto review = reviewed(recorded(dir / "game.toml", k_seconds, 3));

    std::istringstream in;
    std::ostringstream out, err;
    cli::Context context(in, out, err);
    context.options.format = cli::OutputFormat::json;
    REQUIRE(play::run_review(coach_def(), dir / "game.toml", context) == ExitCode::ok);
    pnpkit::test::Json json = pnpkit::test::JsonReader::parse(out.str());
    CHECK(json["game"].text() == "domino-run");
    CHECK(json["over"].flag());
    CHECK(json["threshold"].number() == Approx(k_coach_threshold));
    REQUIRE(json["decisions"].size() == review.decisions.size());
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const auto& d = review.decisions[i];
        CHECK(json["decisions"][i]["step"].integer() == static_cast<int>(d.step));
        CHECK(json["decisions"][i]["chosen"].text() == d.chosen);
        CHECK(json["decisions"][i]["best"].text() == d.best);
        CHECK(json["decisions"][i]["loss"].number() == Approx(d.loss));
    }
    CHECK(json["total_loss"].number() == Approx(review.total_loss));
    CHECK(json["over_threshold"].integer() == static_cast<int>(review.over_threshold));
}

}  // namespace
}  // namespace pnpkit::domino_run
