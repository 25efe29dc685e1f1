// Advice at every decision of a guided CoLF game, review and the coach: the roll-outs' values,
// their common futures, and an independent estimate of a question's value.
#include <catch2/catch.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "core/atomic_file.hpp"
#include "core/interval.hpp"
#include "core/text.hpp"
#include "games/colf/build.hpp"
#include "games/colf/guided_fixture.hpp"
#include "games/colf/guided_value.hpp"
#include "games/colf/play.hpp"
#include "play/console.hpp"
#include "play/review.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::colf {
namespace {

using pnpkit::test::TempDir;

std::size_t count_of(const std::string& text, const std::string& word) {
    std::size_t n = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
}

// Plays one game with seed `seed`, dice rolled, calling `at` at each of the player's questions
// (with the game as it stands) for the answer; returns the log.
play::Log play_with(
    std::uint64_t seed,
    const std::function<std::string(const play::Question&, const GuidedGame&)>& at) {
    play::GameDef def = test::def();
    play::Log log;
    log.game = def.id;
    log.seed = seed;
    log.dice = play::DiceMode::rolled;
    auto game = def.make(log);
    const auto& guided = dynamic_cast<const GuidedGame&>(*game);
    std::istringstream in;
    std::ostringstream out;
    play::Console console(in, out, play::Terminal::no);
    play::Table::Hooks hooks;
    int adapted = 0;  // moves in a row: estimates may move a domino back and forth for ever
    hooks.player = [&](const play::Question& q) {
        std::string answer = at(q, guided);
        adapted = q.ask->id == "adapt" && answer != "done" ? adapted + 1 : 0;
        return adapted > 2 ? std::string("done") : answer;
    };
    play::Table table(log, console, hooks);
    game->play(table);
    return log;
}

// The player's answers of a log, one a line: the same game again through a pipe.
std::string piped(const play::Log& log) {
    std::string input;
    for (const auto& step : log.steps)
        if (step.by == play::By::player) input += step.answer + "\n";
    return input;
}

// Mostly the advisor's best answer, else any legal one: games that meet every question.
play::Log random_game(std::uint64_t seed, std::set<std::string>* valued = nullptr) {
    Rng chooser(seed * 7 + 1);
    return play_with(seed, [&](const play::Question& q, const GuidedGame&) {
        INFO(q.ask->id << ": " << q.ask->prompt);
        REQUIRE(q.ask->evaluate);
        play::Evaluation e = q.ask->evaluate();
        std::vector<std::string> keys;
        for (const auto& v : e.values) {
            keys.push_back(v.answer);
            CHECK(v.value >= 0);
            CHECK(v.value <= 100);
            CHECK(v.half_width > 0);
        }
        CHECK(std::set<std::string>(keys.begin(), keys.end()) ==
              std::set<std::string>(q.answers.begin(), q.answers.end()));
        CHECK(e.unit == "percentage points of P(win)");
        REQUIRE(e.best());
        if (valued) valued->insert(q.ask->id);
        // Face the Master now and then, so that its level is asked too.
        if (q.ask->id == "turn" && chooser.below(12) == 0) return std::string("master");
        if (chooser.below(3) > 0) return e.values[*e.best()].answer;
        return q.answers[chooser.below(q.answers.size())];
    });
}

TEST_CASE("advice: every question of random games is valued, listing exactly its legal answers",
          "[colf][coach]") {
    FewerRollouts fewer(100);  // which answers are valued, not how precisely
    std::set<std::string> valued;
    const std::uint64_t seeds = pnpkit::test::k_sanitized_build ? 3 : 8;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        INFO("seed " << seed);
        random_game(seed, &valued);
    }
    for (const char* ask : {"column", "turn", "level", "backs", "fight-or-flee", "reroll",
                            "placement", "boosts", "hit", "grow", "adapt", "master-level"}) {
        INFO(ask);
        CHECK(valued.count(ask) == 1);
    }
}

TEST_CASE("advice: the values are reproducible, the same dice named twice are valued alike",
          "[colf][coach]") {
    FewerRollouts fewer(10);
    std::size_t rerolls = 0;
    play_with(3, [&](const play::Question& q, const GuidedGame&) {
        play::Evaluation e = q.ask->evaluate();
        play::Evaluation again = q.ask->evaluate();
        REQUIRE(e.values.size() == again.values.size());
        for (std::size_t i = 0; i < e.values.size(); ++i)
            CHECK(e.values[i].value == again.values[i].value);
        if (q.ask->id == "reroll") {
            ++rerolls;
            // "1 2" and "2 1" name the same dice: one value.
            for (const auto& a : e.values) {
                for (const auto& b : e.values) {
                    std::vector<std::string> wa = split(a.answer, ' '), wb = split(b.answer, ' ');
                    std::sort(wa.begin(), wa.end());
                    std::sort(wb.begin(), wb.end());
                    if (wa == wb) CHECK(a.value == b.value);
                }
            }
        }
        return e.values[*e.best()].answer;
    });
    CHECK(rerolls > 0);
}

// The Master faced at once, valued by the evaluation's roll-outs and by the simulator's own fight
// from the same table on other futures: the two estimates agree within their intervals.
TEST_CASE(
    "adapting: a move's value is the next question's value of done, so following the best "
    "ends",
    "[colf][coach]") {
    // Every arrangement is valued on the same futures: the value a move promises is the value of
    // keeping the arrangement it leaves, the advisor's moves strictly gain, and they end.
    FewerRollouts fewer(pnpkit::test::k_sanitized_build ? 40 : 10);
    std::size_t checked = 0;
    for (std::uint64_t seed : {1, 2, 3, 4, 5, 6}) {
        INFO("seed " << seed);
        std::optional<double> promised;
        play_with(seed, [&](const play::Question& q, const GuidedGame&) {
            play::Evaluation e = q.ask->evaluate();
            auto best = e.best();
            REQUIRE(best);
            if (q.ask->id != "adapt") {
                promised.reset();
                return e.values[*best].answer;
            }
            REQUIRE(e.values.front().answer == "done");
            if (promised) {
                CHECK(e.values.front().value == Approx(*promised).margin(1e-9));
                ++checked;
            }
            if (*best == 0) {
                promised.reset();
            } else {
                CHECK(e.values[*best].value > e.values.front().value);
                promised = e.values[*best].value;
            }
            return e.values[*best].answer;
        });
    }
    CHECK(checked > 0);  // the advisor moved a domino somewhere
}

TEST_CASE("advice: facing the Master agrees with the simulator's fights from the same table",
          "[colf][coach]") {
    bool checked = false;
    play_with(5, [&](const play::Question& q, const GuidedGame& game) -> std::string {
        if (q.ask->id != "turn" || checked) return q.answers.front();
        checked = true;
        play::Evaluation e = q.ask->evaluate();
        auto master = e.find("master");
        REQUIRE(master);
        const Snapshot table = game.snapshot();
        const int n = pnpkit::test::k_sanitized_build ? 400 : 4000;
        std::uint64_t wins = 0;
        Rng futures(99);
        for (int i = 0; i < n; ++i) {
            Rng rng = futures.stream(static_cast<std::uint64_t>(i));
            Position p = table.position;
            p.nouns.shuffle(rng);
            p.adjectives.shuffle(rng);
            FoeCards cards = deal_master(p.nouns, p.adjectives, *table.data,
                                         table.data->settings.master_level, rng);
            Foe foe = prepare_foe(*table.data, cards, true, p.pool, rng);
            wins += fight(p.hero, foe, p.pool, *table.data, guided_advisor(), rng) ==
                    CombatEnd::foe_dead;
        }
        Interval interval = wilson_interval(wins, static_cast<std::uint64_t>(n));
        double value = e.values[*master].value;
        double half = e.values[*master].half_width + 100 * (interval.high - interval.low) / 2;
        INFO("roll-outs " << value << " simulator " << 100.0 * wins / n);
        CHECK(std::abs(value - 100.0 * static_cast<double>(wins) / n) <= half);
        return "master";
    });
    CHECK(checked);
}

TEST_CASE("review: a finished and an unfinished game, each decision valued; coach on a pipe",
          "[colf][review][coach]") {
    FewerRollouts fewer(20);
    TempDir dir;
    const play::Log whole = random_game(11);
    const std::string input = piped(whole);
    std::size_t decisions = 0;
    for (const auto& step : whole.steps) decisions += step.by == play::By::player;

    // The same game through a pipe, with the coach: it warns and goes on.
    auto options = test::rolled_in(dir / "coached.toml");
    options.coach = "";
    auto run = test::play_colf(input, options, 11);
    REQUIRE(run.code == ExitCode::ok);
    std::size_t warnings = count_of(run.out, "Coach: ");
    CHECK(warnings > 0);
    CHECK(run.out.find(" percentage points of P(win) (") != std::string::npos);
    CHECK(read_file(dir / "coached.toml").find("\"coach\" = \"1\"") != std::string::npos);

    Diagnostics diagnostics;
    auto log = play::load_log(dir / "coached.toml", "colf", diagnostics);
    REQUIRE(log);
    CHECK(log->steps.size() == whole.steps.size());
    auto review = play::review_log(test::def(), *log, diagnostics);
    REQUIRE(review);
    CHECK(review->over);
    CHECK(review->threshold == 1.0);
    CHECK(review->decisions.size() == decisions);
    CHECK(review->over_threshold == warnings);
    double total = 0;
    for (const auto& d : review->decisions) {
        CHECK(d.loss == Approx(d.best_value.value - d.chosen_value.value));
        CHECK(d.loss >= 0);
        CHECK(!d.state.empty());
        total += d.loss;
    }
    CHECK(review->total_loss == Approx(total));

    // Cut short: the review covers the decisions so far and says what the game waits for.
    play::Log cut = *log;
    std::size_t keep = cut.steps.size() / 2;
    while (cut.steps[keep].by != play::By::player) ++keep;
    cut.steps.resize(keep);
    auto part = play::review_log(test::def(), cut, diagnostics);
    REQUIRE(part);
    CHECK_FALSE(part->over);
    CHECK(!part->waiting_for.empty());
    std::size_t so_far = 0;
    for (const auto& step : cut.steps) so_far += step.by == play::By::player;
    CHECK(part->decisions.size() == so_far);
    for (std::size_t i = 0; i < part->decisions.size(); ++i)
        CHECK(part->decisions[i].loss == review->decisions[i].loss);
}

}  // namespace
}  // namespace pnpkit::colf
