// Review, the coach and advice at every decision of Dragon Dance: each question's values against a
// brute force of the computer's mix and the round's outcomes, on random games of either side.
#include "games/dragon_dance/coach.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <sstream>

#include "core/atomic_file.hpp"
#include "games/dragon_dance/advice.hpp"
#include "games/dragon_dance/dance_play.hpp"
#include "games/dragon_dance/fixture.hpp"
#include "games/dragon_dance/lookahead.hpp"
#include "play/console.hpp"
#include "play/review.hpp"
#include "play/table.hpp"
#include "support/json_reader.hpp"
#include "support/play_run.hpp"
#include "support/sanitized.hpp"
#include "support/session_log.hpp"

namespace pnpkit::dragon_dance {
namespace {

using test::TempDir;

std::shared_ptr<const GameData> shared_data() {
    static const auto data = std::make_shared<const GameData>(support::shipped());
    return data;
}

const play::GameDef& coach_def() {
    static const play::GameDef def = dance_def(shared_data());
    return def;
}

const Evaluation& computer_evaluation() {
    static const auto evaluate = best_evaluation(*shared_data());
    return *evaluate;
}

const std::vector<std::uint64_t>& seeds() {
    static const std::vector<std::uint64_t> s = test::k_sanitized_build
                                                    ? std::vector<std::uint64_t>{3}
                                                    : std::vector<std::uint64_t>{3, 4, 5, 6, 7};
    return s;
}

// The knight's evaluation of the round's end after `plays`, a side offered a follow-up taking the
// computer's (best_combo).
double round_end(const GameState& state, const Plays& plays) {
    const GameData& data = *shared_data();
    ComboOffers offers = combo_offers(data, state, plays);
    ComboChoices combos{};
    for (Side s : k_sides)
        if (offers[index(s)])
            combos[index(s)] =
                best_combo(data, computer_evaluation(), state, s, plays, offers[index(s)]);
    GameState next = state;
    resolve_round(data, next, plays, combos);
    return computer_evaluation()(next);
}

double sign_of(Side side) {
    return side == Side::knight ? 1.0 : -1.0;
}

// The card game of `dice` to the knight, enumerated: both sides' equilibrium mix × every pair.
double brute_card_game(const GameState& state, const std::array<Die, 2>& dice) {
    CardGame game = solve_card_game(*shared_data(), computer_evaluation(), state, dice);
    double sum = 0;
    for (std::size_t i = 0; i < game.knight_cards.size(); ++i)
        for (std::size_t j = 0; j < game.dragon_cards.size(); ++j)
            sum += game.solution.row[i] * game.solution.col[j] *
                   round_end(state, {Play{game.knight_cards[i], dice[0]},
                                     Play{game.dragon_cards[j], dice[1]}});
    return sum;
}

// `card` of `side` against the other side's mix, enumerated.
double brute_card(const GameState& state, Side side, const std::array<Die, 2>& dice,
                  std::size_t card) {
    CardGame game = solve_card_game(*shared_data(), computer_evaluation(), state, dice);
    bool knight = side == Side::knight;
    const auto& theirs = knight ? game.dragon_cards : game.knight_cards;
    const auto& mix = knight ? game.solution.col : game.solution.row;
    double sum = 0;
    for (std::size_t j = 0; j < theirs.size(); ++j) {
        Plays plays{};
        plays[index(side)] = Play{card, dice[index(side)]};
        plays[index(other(side))] = Play{theirs[j], dice[index(other(side))]};
        sum += mix[j] * round_end(state, plays);
    }
    return win_percent(sign_of(side) * sum);
}

// Die `die` of `side` against the other side's die mix, each pair's card game enumerated.
double brute_die(const GameState& state, Side side, Die die) {
    DieGame game = solve_die_game(*shared_data(), computer_evaluation(), state);
    bool knight = side == Side::knight;
    const auto& theirs = knight ? game.dragon_dice : game.knight_dice;
    const auto& mix = knight ? game.solution.col : game.solution.row;
    double sum = 0;
    for (std::size_t j = 0; j < theirs.size(); ++j) {
        std::array<Die, 2> dice{};
        dice[index(side)] = die;
        dice[index(other(side))] = theirs[j];
        if (mix[j] > 0) sum += mix[j] * brute_card_game(state, dice);
    }
    return win_percent(sign_of(side) * sum);
}

Die die_of(const std::string& answer) {
    return answer == "none" ? k_no_die : std::stoi(answer);
}

// The latest answer of `ask` in the log.
const std::string& last_answer(const play::Log& log, const std::string& ask) {
    for (auto it = log.steps.rbegin(); it != log.steps.rend(); ++it)
        if (it->ask == ask) return it->answer;
    FAIL("no step answers " << ask);
    static const std::string none;
    return none;
}

// What the random games below saw across all their questions.
struct Seen {
    std::set<std::string> valued;    // the asks valued
    std::size_t in_support = 0;      // answers the side's own mix plays
    std::size_t outside_losing = 0;  // answers outside it that lose more than the tolerance
};

// Checks one question's evaluation against the brute force, and notes what it saw.
void check_question(const DancePlay& game, const play::Log& log, const play::Question& q,
                    const play::Evaluation& e, Seen& seen) {
    const GameData& data = *shared_data();
    const std::string& id = q.ask->id;
    Side side = id.starts_with("knight") ? Side::knight : Side::dragon;
    const GameState& state = game.state();
    REQUIRE(e.best());
    double best = e.values[*e.best()].value;
    std::vector<double> probabilities;
    if (id.ends_with("-die")) {
        for (const auto& v : e.values)
            CHECK(v.value == Approx(brute_die(state, side, die_of(v.answer))).margin(2e-6));
        Advice advice = die_advice(data, computer_evaluation(), state, side);
        CHECK(best == Approx(win_percent(advice.value)).margin(1e-6));
        for (const auto& o : advice.options) probabilities.push_back(o.probability);
    } else if (id.ends_with("-card")) {
        std::array<Die, 2> dice{die_of(last_answer(log, "knight-die")),
                                die_of(last_answer(log, "dragon-die"))};
        for (const auto& v : e.values)
            CHECK(v.value == Approx(brute_card(state, side, dice, *data.find_card(side, v.answer)))
                                 .margin(2e-6));
        Advice advice = card_advice(data, computer_evaluation(), state, side, dice);
        CHECK(best == Approx(win_percent(advice.value)).margin(1e-6));
        for (const auto& o : advice.options) probabilities.push_back(o.probability);
    } else {
        REQUIRE(id.ends_with("-combo"));
        Plays plays{};
        for (Side s : k_sides) {
            std::string name(to_string(s));
            plays[index(s)] = Play{*data.find_card(s, last_answer(log, name + "-card")),
                                   die_of(last_answer(log, name + "-die"))};
        }
        std::size_t card = card_list(combo_offers(data, state, plays)[index(side)].cards).front();
        for (const auto& v : e.values) {
            // The follow-up in the round, the other side's as the computer takes it.
            ComboOffers offers = combo_offers(data, state, plays);
            ComboChoices combos{};
            if (v.answer != "skip") combos[index(side)] = {true, card, die_of(v.answer.substr(7))};
            Side them = other(side);
            if (offers[index(them)])
                combos[index(them)] = best_combo(data, computer_evaluation(), state, them, plays,
                                                 offers[index(them)]);
            GameState next = state;
            resolve_round(data, next, plays, combos);
            CHECK(v.value ==
                  Approx(win_percent(sign_of(side) * computer_evaluation()(next))).margin(2e-6));
        }
    }
    for (std::size_t k = 0; k < probabilities.size(); ++k) {
        double loss = best - e.values[k].value;
        CHECK(loss >= 0);
        if (probabilities[k] > 1e-6) {
            CHECK(loss == 0);  // in the support: within the tolerance, so shown as the best
            ++seen.in_support;
        } else if (loss > k_value_tolerance) {
            ++seen.outside_losing;
        }
    }
    seen.valued.insert(id.substr(id.find('-')));
}

// Plays a random game of `seats` with `seed`, the stand-in player taking the best answer one time
// in two and any legal answer otherwise; `each` sees every question with its evaluation.
play::Log random_game(
    const std::string& seats, std::uint64_t seed,
    const std::function<void(const DancePlay&, const play::Log&, const play::Question&,
                             const play::Evaluation&)>& each) {
    play::Log log;
    log.game = "dragon-dance";
    log.seed = seed;
    log.dice = play::DiceMode::rolled;
    log.setup = {{"as", seats}};
    auto game = coach_def().make(log);
    const auto& dance = dynamic_cast<const DancePlay&>(*game);
    std::istringstream in;
    std::ostringstream out;
    play::Console console(in, out, play::Terminal::no);
    Rng chooser(seed * 7 + 1);
    play::Table::Hooks hooks;
    hooks.player = [&](const play::Question& q) {
        INFO(seats << " seed " << seed << ", " << q.ask->id << ": " << q.ask->prompt);
        REQUIRE(q.ask->evaluate);
        play::Evaluation e = q.ask->evaluate();
        std::vector<std::string> keys;
        for (const auto& v : e.values) keys.push_back(v.answer);
        CHECK(keys == q.answers);  // exactly the legal answers, in the log's form
        CHECK(e.unit == "percentage points of P(win)");
        for (const auto& v : e.values) {
            CHECK(v.half_width == 0);  // exact: the matrix game's values
            CHECK(v.value >= 0);
            CHECK(v.value <= 100);
        }
        each(dance, log, q, e);
        if (chooser.below(2) == 0) return e.values[*e.best()].answer;
        return q.answers[chooser.below(q.answers.size())];
    };
    play::Table table(log, console, hooks);
    game->play(table);
    return log;
}

TEST_CASE(
    "advice: every question of random games has its answers' P(win), agreeing with brute "
    "force; the equilibrium's support loses 0",
    "[dragon-dance][coach]") {
    Seen seen;
    for (const char* seats : {"knight", "dragon", "both"}) {
        for (std::uint64_t seed : seeds()) {
            random_game(seats, seed,
                        [&](const DancePlay& game, const play::Log& log, const play::Question& q,
                            const play::Evaluation& e) { check_question(game, log, q, e, seen); });
        }
    }
    for (const char* ask : {"-die", "-card", "-combo"}) {
        INFO(ask);
        CHECK(seen.valued.count(ask) == 1);
    }
    CHECK(seen.in_support > 0);
    CHECK(seen.outside_losing > 0);  // an answer the mix never plays can cost something
}

// The player's answers of `log`, one a line: what a person would have typed.
std::string typed(const play::Log& log) {
    std::string out;
    for (const auto& step : log.steps)
        if (step.by == play::By::player) out += step.answer + "\n";
    return out;
}

play::Log load_session(const std::filesystem::path& path) {
    return test::session_log(path, "dragon-dance");
}

TEST_CASE("review: each decision's values are those the live question had, finished or not",
          "[dragon-dance][coach]") {
    for (const char* seats : {"knight", "dragon"}) {
        std::map<std::size_t, play::Evaluation> live;  // by the step its answer took
        play::Log whole =
            random_game(seats, 11,
                        [&](const DancePlay&, const play::Log& log, const play::Question&,
                            const play::Evaluation& e) { live[log.steps.size()] = e; });
        for (std::size_t keep : {whole.steps.size(), whole.steps.size() / 2}) {
            INFO(seats << ", the first " << keep << " steps");
            play::Log log = whole;
            log.steps.resize(keep);
            Diagnostics diagnostics;
            auto review = play::review_log(coach_def(), log, diagnostics);
            REQUIRE(review);
            CHECK(review->over == (keep == whole.steps.size()));
            CHECK(review->unit == "percentage points of P(win)");
            CHECK(review->threshold == 1.0);
            std::size_t decisions = 0;
            for (const auto& [step, e] : live) decisions += step < keep;
            CHECK(review->decisions.size() == decisions);
            double total = 0;
            for (const play::ReviewedDecision& d : review->decisions) {
                const play::Evaluation& e = live.at(d.step - 1);
                double best = e.values[*e.best()].value;
                double mine = e.values[*e.find(d.chosen)].value;
                CHECK(d.chosen == log.steps[d.step - 1].answer);
                CHECK(d.best_value.value == best);
                CHECK(d.chosen_value.value == mine);
                CHECK(d.loss == best - mine);
                CHECK(d.state.starts_with("round "));
                total += best - mine;
            }
            CHECK(review->total_loss == Approx(total).margin(1e-9));
            if (keep == whole.steps.size()) CHECK(review->total_loss > 1.0);
        }
    }
}

TEST_CASE("evaluation: the computer's drawn choice does not change the values of yours",
          "[dragon-dance][coach]") {
    play::Log whole = random_game("dragon", 12, [](auto&&...) {});
    const GameData& data = *shared_data();
    // The first round's knight die and card (the computer's, drawn before the dragon answers),
    // each replaced by every other legal answer: the dragon's question values the same.
    for (const char* computer : {"knight-die", "knight-card"}) {
        INFO(computer);
        std::size_t at = 0;
        while (whole.steps[at].ask != computer) ++at;
        std::size_t answered = at;
        std::string mine = std::string(computer) == "knight-die" ? "dragon-die" : "dragon-card";
        while (whole.steps[answered].ask != mine) ++answered;
        std::vector<std::string> alternatives;
        if (std::string(computer) == "knight-die")
            alternatives = {"none", "1", "2", "3", "4", "5", "6"};
        else
            for (const Card& c : data.side(Side::knight).cards) alternatives.push_back(c.id);
        std::vector<std::vector<double>> values;
        for (const std::string& alternative : alternatives) {
            play::Log log = whole;
            log.steps.resize(answered + 1);
            log.steps[at].answer = alternative;
            Diagnostics diagnostics;
            std::vector<double> seen;
            auto hooks = [&](const play::Game&) {
                play::Table::Hooks hooks;
                hooks.on_replay = [&](const play::Ask& ask, std::size_t step, const std::string&,
                                      const play::Checker& check) {
                    if (step != answered) return;
                    for (const auto& v : play::evaluate_answers(ask, check).values)
                        seen.push_back(v.value);
                };
                return hooks;
            };
            if (!play::replay_log(coach_def(), log, diagnostics, hooks)) continue;  // not legal
            values.push_back(seen);
        }
        REQUIRE(values.size() >= 2);
        for (const auto& v : values) CHECK(v == values.front());
    }
}

TEST_CASE("coach: on a pipe it warns of each costly answer and goes on; the session keeps it",
          "[dragon-dance][coach]") {
    TempDir dir;
    play::Log played = random_game("dragon", 13, [](auto&&...) {});
    std::string answers = typed(played);

    auto coached = test::rolled_in(dir / "coached.toml");
    coached.setup["as"] = "dragon";
    coached.coach = "";
    auto run = test::run_game(coach_def(), answers, coached, 13);
    REQUIRE(run.code == ExitCode::ok);
    CHECK(load_session(dir / "coached.toml").steps.size() == played.steps.size());
    CHECK(read_file(dir / "coached.toml").find("\"coach\" = \"1\"") != std::string::npos);
    std::size_t warnings = 0;
    for (auto at = run.out.find("Coach: "); at != std::string::npos;
         at = run.out.find("Coach: ", at + 1))
        ++warnings;
    CHECK(warnings > 0);
    CHECK(run.out.find(" percentage points of P(win) (") != std::string::npos);

    play::Log log = load_session(dir / "coached.toml");
    Diagnostics diagnostics;
    auto review = play::review_log(coach_def(), log, diagnostics);
    REQUIRE(review);
    CHECK(review->over_threshold == warnings);

    // Cut short, then resumed without --coach: it still coaches, the same warnings in all.
    auto cut = test::rolled_in(dir / "cut.toml");
    cut.setup["as"] = "dragon";
    cut.coach = "";
    std::size_t half = answers.size() / 2;
    half = answers.find('\n', half) + 1;
    auto first = test::run_game(coach_def(), answers.substr(0, half), cut, 13);
    CHECK(first.code == ExitCode::usage);  // input ended
    auto rest = test::run_game(coach_def(), answers.substr(half), test::rolled_in(dir / "cut.toml"),
                               std::nullopt);
    CHECK(rest.code == ExitCode::ok);
    auto count = [](const std::string& text) {
        std::size_t n = 0;
        for (auto at = text.find("Coach: "); at != std::string::npos;
             at = text.find("Coach: ", at + 1))
            ++n;
        return n;
    };
    CHECK(count(first.out) + count(rest.out) == warnings);

    // --coach always: the best answer shown at every question the player answers.
    auto always = test::rolled_in(dir / "always.toml");
    always.setup["as"] = "dragon";
    always.coach = "always";
    auto shown = test::run_game(coach_def(), answers, always, 13);
    CHECK(shown.code == ExitCode::ok);
    std::size_t questions = 0;
    for (const auto& step : played.steps) questions += step.by == play::By::player;
    std::size_t best_lines = 0;
    for (auto at = shown.out.find("Coach: best is "); at != std::string::npos;
         at = shown.out.find("Coach: best is ", at + 1))
        ++best_lines;
    CHECK(best_lines == questions);
}

TEST_CASE("review --format json: the decisions, their losses and the totals",
          "[dragon-dance][coach]") {
    TempDir dir;
    play::Log played = random_game("knight", 14, [](auto&&...) {});
    auto options = test::rolled_in(dir / "game.toml");
    REQUIRE(test::run_game(coach_def(), typed(played), options, 14).code == ExitCode::ok);
    std::string before = read_file(dir / "game.toml");

    std::istringstream in;
    std::ostringstream out, err;
    cli::Context context(in, out, err);
    context.options.format = cli::OutputFormat::json;
    REQUIRE(play::run_review(coach_def(), dir / "game.toml", context) == ExitCode::ok);
    CHECK(read_file(dir / "game.toml") == before);
    test::Json json = test::JsonReader::parse(out.str());
    CHECK(json["game"].text() == "dragon-dance");
    CHECK(json["over"].flag());
    CHECK(json["unit"].text() == "percentage points of P(win)");
    CHECK(json["threshold"].number() == 1.0);
    std::size_t questions = 0;
    for (const auto& step : played.steps) questions += step.by == play::By::player;
    REQUIRE(json["decisions"].size() == questions);
    double total = 0;
    std::size_t over = 0;
    for (std::size_t i = 0; i < questions; ++i) {
        const test::Json& d = json["decisions"][i];
        double loss = d["best_value"].number() - d["chosen_value"].number();
        CHECK(d["loss"].number() == Approx(loss).margin(1e-9));
        CHECK(d["loss"].number() >= 0);
        total += loss;
        over += loss >= 1.0;
    }
    CHECK(json["total_loss"].number() == Approx(total).margin(1e-9));
    CHECK(static_cast<std::size_t>(json["over_threshold"].integer()) == over);
}

}  // namespace
}  // namespace pnpkit::dragon_dance
