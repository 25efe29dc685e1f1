// The coach and review as guided play gives them to every game that values its questions' answers:
// a toy game of three questions with fixed values, asked through the real Table and session
// driver.
#include "play/coach.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <sstream>

#include "core/atomic_file.hpp"
#include "play/console.hpp"
#include "play/review.hpp"
#include "play/table.hpp"
#include "support/json_reader.hpp"
#include "support/play_run.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;

namespace {

const std::vector<play::Option> k_paths = {
    {"left", "the left path"}, {"middle", "the middle path"}, {"right", "the right path"}};

// Values of left, middle and right: middle loses 0.5, right 0.05. The answers are given as
// labels in capitals, which the checker turns into the keys the log records.
play::Evaluation path_values() {
    return {"the expected treasure",
            "points",
            {{"THE LEFT PATH", 2.0}, {"THE MIDDLE PATH", 1.5}, {"THE RIGHT PATH", 1.95}},
            true};
}

play::Ask path_ask(int n) {
    play::Ask ask{"path", "Crossroads " + std::to_string(n)};
    ask.evaluate = path_values;
    return ask;
}

// Three crossroads, then over; its brief line names the crossroads it stands at.
class Paths : public play::Game {
public:
    void play(play::Table& table) override {
        for (m_at = 1; m_at <= 3; ++m_at) table.choose(path_ask(m_at), k_paths);
    }
    std::string status() const override { return "at crossroads " + std::to_string(m_at); }
    std::string brief() const override { return "crossroads " + std::to_string(m_at); }

private:
    int m_at = 0;
};

play::GameDef paths_def() {
    return {"paths",
            "Paths",
            "pnpkit paths play",
            [](const play::Log&) { return std::make_unique<Paths>(); },
            {},
            {},
            0.2};
}

// One question asked at a console of `terminal` kind with `coaching`; the answer recorded.
struct Asked {
    std::string answer;
    std::string out;
};
Asked ask_once(const std::string& input, play::Terminal terminal, play::Coaching coaching) {
    std::istringstream in(input);
    std::ostringstream out;
    play::Console console(in, out, terminal);
    play::Log log;
    play::Table::Hooks hooks;
    hooks.coach = coaching;
    play::Table table(log, console, hooks);
    std::size_t i = table.choose(path_ask(1), k_paths);
    REQUIRE(log.steps.size() == 1);
    CHECK(log.steps[0].answer == k_paths[i].key);
    return {log.steps[0].answer, out.str()};
}

const play::Coaching k_warn{play::Coaching::Mode::warn, 0.2};

}  // namespace

TEST_CASE("coach: --coach values read back; bad ones are refused", "[play][coach]") {
    CHECK(play::parse_coaching("", 0.2)->threshold == 0.2);
    CHECK(play::parse_coaching("", 0.2)->mode == play::Coaching::Mode::warn);
    CHECK(play::parse_coaching("always", 0.2)->mode == play::Coaching::Mode::always);
    CHECK(!play::parse_coaching("off", 0.2)->on());
    CHECK(play::parse_coaching("0.5", 0.2)->threshold == 0.5);
    CHECK(play::parse_coaching("0", 0.2)->threshold == 0);
    CHECK(!play::parse_coaching("-1", 0.2));
    CHECK(!play::parse_coaching("lots", 0.2));
    CHECK(!play::parse_coaching("0.5x", 0.2));
    for (const char* text : {"always", "off", "0.5", "0.2"})
        CHECK(play::coaching_text(*play::parse_coaching(text, 0.2)) == text);
}

TEST_CASE("coach: an answer's loss, and the warning at or over the threshold only",
          "[play][coach]") {
    play::Evaluation e{
        "the expected treasure", "points", {{"left", 2.0}, {"middle", 1.5}, {"right", 1.95}}};
    CHECK(play::loss_of(e, "middle") == Approx(0.5));
    CHECK(play::loss_of(e, "left") == 0);
    CHECK(play::loss_of(e, "nowhere") == 0);
    CHECK(play::coach_warning(e, "middle", 0.2) ==
          "Coach: middle costs 0.500 points (1.500 against 2.000); better: left.");
    CHECK(play::coach_warning(e, "middle", 0.5));  // a loss equal to the threshold warns
    CHECK(!play::coach_warning(e, "middle", 0.51));
    CHECK(!play::coach_warning(e, "right", 0.2));
    CHECK(play::coach_warning(e, "right", 0));
    CHECK(!play::coach_warning(e, "left", 0));  // the best never warns
}

TEST_CASE("coach: an estimated loss warns only when its paired interval lies above zero",
          "[play][coach]") {
    // Three answers on the same eight futures (100 a win): b loses on two futures where a wins and
    // wins none where a loses; c is a's results shuffled, the same mean spread over other futures.
    std::vector<std::vector<double>> outcomes = {{100, 100, 100, 100, 0, 0, 100, 0},
                                                 {100, 100, 0, 100, 0, 0, 0, 0},
                                                 {100, 0, 100, 100, 100, 0, 100, 0}};
    play::Evaluation e{"P(win)", "percentage points of P(win)", {}};
    for (const char* name : {"a", "b", "c"}) e.values.push_back({name, 0, 10});
    for (std::size_t k = 0; k < 3; ++k) {
        double sum = 0;
        for (double x : outcomes[k]) sum += x;
        e.values[k].value = sum / 8;
    }
    play::set_paired_losses(e, outcomes);
    REQUIRE(e.values[1].loss_half_width);
    // b: differences 0,0,100,0,0,0,100,0: mean 25, variance (20000 - 8 * 625) / 7.
    CHECK(*e.values[1].loss_half_width == Approx(1.96 * std::sqrt(15000.0 / 7 / 8)));
    CHECK(*e.values[0].loss_half_width == 0);  // the best against itself
    CHECK(play::loss_of(e, "b") == Approx(25));
    // 25 ± 32.1: not clearly a loss, so no warning at a threshold of 1 point; without the
    // interval it would warn.
    CHECK(!play::costly(e, "b", 1));
    CHECK(!play::coach_warning(e, "b", 1));
    play::Evaluation unpaired = e;
    unpaired.values[1].loss_half_width.reset();
    CHECK(play::costly(unpaired, "b", 1));
    // A loss whose interval lies above zero warns, and says its interval.
    e.values[1].loss_half_width = 20;
    CHECK(play::costly(e, "b", 1));
    CHECK(play::coach_warning(e, "b", 1)->starts_with(
        "Coach: b costs 25.000 \u00b1 20.000 percentage points of P(win) ("));
    // c wins as often as a, on other futures: no loss at all.
    CHECK(play::loss_of(e, "c") == 0);
    CHECK(!play::costly(e, "c", 0));
}

TEST_CASE("coach: on a pipe the warning is printed and the answer kept", "[play][coach]") {
    Asked a = ask_once("2\n", play::Terminal::no, k_warn);
    CHECK(a.answer == "middle");
    CHECK(a.out.find("Coach: middle costs 0.500 points (1.500 against 2.000); better: left.") !=
          std::string::npos);
    Asked quiet = ask_once("right\n", play::Terminal::no, k_warn);
    CHECK(quiet.answer == "right");
    CHECK(quiet.out.find("Coach:") == std::string::npos);
    Asked off = ask_once("middle\n", play::Terminal::no, {});
    CHECK(off.out.find("Coach:") == std::string::npos);
}

TEST_CASE("coach: at a terminal a costly answer is confirmed or chosen again", "[play][coach]") {
    Asked again = ask_once("middle\nno\nright\n", play::Terminal::yes, k_warn);
    CHECK(again.answer == "right");
    CHECK(again.out.find("Coach: middle costs") != std::string::npos);
    CHECK(again.out.find("Choose again.") != std::string::npos);
    Asked kept = ask_once("middle\nmaybe\nyes\n", play::Terminal::yes, k_warn);
    CHECK(kept.answer == "middle");
    CHECK(kept.out.find("type yes to keep it, or no to choose again") != std::string::npos);
}

TEST_CASE("coach: always shows the best answer; advise prints the values in the log's keys",
          "[play][coach]") {
    Asked always =
        ask_once("advise\nleft\n", play::Terminal::no, {play::Coaching::Mode::always, 0.2});
    CHECK(always.out.find("Coach: best is left (2.000 points).") != std::string::npos);
    CHECK(always.out.find("Objective: the expected treasure.\n"
                          "   1  left    2.000  best\n"
                          "   3  right   1.950\n"
                          "   2  middle  1.500\n") != std::string::npos);
}

TEST_CASE("evaluation: estimates show their interval; answers not valued come last and never best",
          "[play][coach]") {
    CHECK(play::value_text({"x", 0.5, 0.0125}) == "0.500 \u00b1 0.013");
    CHECK(play::value_text({"x", 0.5}) == "0.500");
    play::Evaluation e{
        "P(win)",
        "percentage points",
        {{"a", -std::numeric_limits<double>::infinity()}, {"b", 40.0, 0.3}, {"c", 41.0, 0.3}},
        false};
    CHECK(e.best() == 2u);
    CHECK(play::loss_of(e, "a") == 0);
    CHECK(!play::coach_warning(e, "a", 0));
    CHECK(play::evaluation_advice(e) ==
          "Objective: P(win).\n"
          "      c  41.000 \u00b1 0.300  best\n"
          "      b  40.000 \u00b1 0.300\n"
          "      a  not valued");
}

TEST_CASE("review: each decision against the best, the totals, the threshold; JSON parses",
          "[play][review]") {
    test::TempDir dir;
    play::PlayOptions options;
    options.session = dir / "paths.toml";
    options.coach = "0.3";
    // An unfinished game: two crossroads of three.
    auto run = test::run_game(paths_def(), "middle\nright\n", options, 1);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.out.find("Coach: middle costs") != std::string::npos);

    // Reading never writes, nor takes the lock (a session never locked has no lock file).
    std::string before = read_file(dir / "paths.toml");
    std::filesystem::copy_file(dir / "paths.toml", dir / "copy.toml");
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context context(in, out, err);
    CHECK(play::run_review(paths_def(), dir / "copy.toml", context) == ExitCode::ok);
    CHECK(read_file(dir / "copy.toml") == before);
    CHECK(std::filesystem::exists(dir / ".paths.toml.lock"));
    CHECK(!std::filesystem::exists(dir / ".copy.toml.lock"));
    std::string text = out.str();
    INFO(text);
    // Columns as wide as their widest entry.
    CHECK(text.find("step  chosen  best  chosen   best   loss    state\n") != std::string::npos);
    CHECK(text.find("   1  middle  left   1.500  2.000  0.500 !  crossroads 1\n") !=
          std::string::npos);
    CHECK(text.find("   2  right   left   1.950  2.000  0.050    crossroads 2\n") !=
          std::string::npos);
    CHECK(
        text.find("Total loss 0.550 points over 2 decisions (mean 0.275); 1 lost 0.300 or more") !=
        std::string::npos);
    CHECK(text.find("The game is not over: it waits for Crossroads 3") != std::string::npos);

    std::ostringstream json_out;
    cli::Context json_context(in, json_out, err);
    json_context.options.format = cli::OutputFormat::json;
    CHECK(play::run_review(paths_def(), dir / "paths.toml", json_context) == ExitCode::ok);
    test::Json json = test::JsonReader::parse(json_out.str());
    CHECK(json["game"].text() == "paths");
    CHECK(!json["over"].flag());
    CHECK(json["threshold"].number() == Approx(0.3));
    REQUIRE(json["decisions"].size() == 2);
    CHECK(json["decisions"][0]["step"].integer() == 1);
    CHECK(json["decisions"][0]["chosen"].text() == "middle");
    CHECK(json["decisions"][0]["best"].text() == "left");
    CHECK(json["decisions"][0]["loss"].number() == Approx(0.5));
    CHECK(json["decisions"][1]["best_value"].number() == Approx(2.0));
    CHECK(json["total_loss"].number() == Approx(0.55));
    CHECK(json["mean_loss"].number() == Approx(0.275));
    CHECK(json["over_threshold"].integer() == 1);
}

TEST_CASE("coach: the session remembers --coach until --coach off", "[play][coach]") {
    test::TempDir dir;
    play::PlayOptions options;
    options.session = dir / "paths.toml";
    options.coach = "";
    CHECK(test::run_game(paths_def(), "middle\n", options, 1).code == ExitCode::usage);
    CHECK(read_file(dir / "paths.toml").find("\"coach\" = \"0.2\"") != std::string::npos);

    play::PlayOptions resumed;
    resumed.session = dir / "paths.toml";
    auto again = test::run_game(paths_def(), "middle\n", resumed, std::nullopt);
    CHECK(again.out.find("Coach: middle costs") != std::string::npos);

    resumed.coach = "off";
    auto off = test::run_game(paths_def(), "middle\n", resumed, std::nullopt);
    CHECK(off.code == ExitCode::ok);
    CHECK(off.out.find("Coach:") == std::string::npos);
    CHECK(read_file(dir / "paths.toml").find("coach") == std::string::npos);

    resumed.coach = "lots";
    CHECK_THROWS_AS(test::run_game(paths_def(), "", resumed, std::nullopt), UsageError);
}
