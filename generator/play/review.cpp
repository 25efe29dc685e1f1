#include "play/review.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "play/challenge.hpp"
#include "play/coach.hpp"
#include "play/console.hpp"
#include "play/table.hpp"

namespace pnpkit::play {

namespace {

// The game's brief line, or the question's prompt where the game gives none.
std::string review_state(const Game& game, const Ask& ask) {
    std::string brief = game.brief();
    return brief.empty() ? ask.prompt : brief;
}

void json_review_value(JsonWriter& json, std::string_view name, const Evaluation::Value& v) {
    json.key(name);
    if (std::isfinite(v.value))
        json.value(v.value);
    else
        json.null();
    if (v.half_width > 0) json.field(std::string(name) + "_half_width", v.half_width);
}

void write_review_json(const Review& review, const GameDef& def, std::ostream& out) {
    JsonWriter json(out);
    json.begin_object()
        .field("game", def.id)
        .field("objective", review.objective)
        .field("unit", review.unit)
        .field("threshold", review.threshold)
        .field("over", review.over);
    if (!review.over) json.field("waiting_for", review.waiting_for);
    json.key("decisions").begin_array();
    for (const ReviewedDecision& d : review.decisions) {
        json.begin_object()
            .field("step", static_cast<std::uint64_t>(d.step))
            .field("ask", d.ask)
            .field("state", d.state)
            .field("chosen", d.chosen)
            .field("best", d.best);
        json_review_value(json, "chosen_value", d.chosen_value);
        json_review_value(json, "best_value", d.best_value);
        json.field("loss", d.loss);
        if (d.chosen_value.loss_half_width && *d.chosen_value.loss_half_width > 0)
            json.field("loss_half_width", *d.chosen_value.loss_half_width);
        json.field("costly", d.costly).end_object();
    }
    json.end_array()
        .field("decisions_reviewed", static_cast<std::uint64_t>(review.decisions.size()))
        .field("total_loss", review.total_loss)
        .field("mean_loss", review.mean_loss())
        .field("over_threshold", static_cast<std::uint64_t>(review.over_threshold));
    if (const auto& c = review.challenge) {
        json.key("challenge").begin_object().field("number", c->number);
        for (auto [name, result] : {std::pair{"yours", &c->yours}, {"advisor", &c->advisor}}) {
            json.key(name);
            if (!*result) {
                json.null();
                continue;
            }
            json.begin_object()
                .field("result", (*result)->text)
                .field("score", (*result)->score)
                .end_object();
        }
        json.end_object();
    }
    json.end_object();
    out << '\n';
}

void write_review_text(const Review& review, std::ostream& out) {
    if (review.decisions.empty()) {
        out << "No decision the advisor values has been made yet.\n";
    } else {
        out << "Objective: " << review.objective << "; values and losses in " << review.unit
            << ".\n";
        // Columns as wide as their widest entry, counted in characters (values carry a "±").
        struct Row {
            std::string step, chosen, best, chosen_value, best_value, loss;
        };
        std::vector<Row> rows{{"step", "chosen", "best", "chosen", "best", "loss"}};
        for (const auto& d : review.decisions) {
            rows.push_back({std::to_string(d.step), d.chosen, d.best, value_text(d.chosen_value),
                            value_text(d.best_value), loss_text(d.loss, d.chosen_value)});
        }
        std::array<std::size_t, 6> width{};
        for (const Row& r : rows) {
            std::size_t i = 0;
            for (const std::string* cell :
                 {&r.step, &r.chosen, &r.best, &r.chosen_value, &r.best_value, &r.loss}) {
                width[i] = std::max(width[i], utf8_length(*cell));
                ++i;
            }
        }
        auto pad = [](const std::string& text, std::size_t w, bool right) {
            std::string fill(w - std::min(w, utf8_length(text)), ' ');
            return right ? fill + text : text + fill;
        };
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const Row& r = rows[k];
            bool mark = k > 0 && review.decisions[k - 1].costly;
            std::string line = pad(r.step, width[0], true) + "  " + pad(r.chosen, width[1], false) +
                               "  " + pad(r.best, width[2], false) + "  " +
                               pad(r.chosen_value, width[3], true) + "  " +
                               pad(r.best_value, width[4], true) + "  " +
                               pad(r.loss, width[5], true) + (mark ? " !" : "  ") + "  " +
                               (k == 0 ? std::string("state") : review.decisions[k - 1].state);
            out << line << '\n';
        }
    }
    bool paired = std::any_of(review.decisions.begin(), review.decisions.end(),
                              [](const ReviewedDecision& d) {
                                  return d.chosen_value.loss_half_width.has_value();
                              });
    out << "Total loss " << figure_text(review.total_loss) << " " << review.unit << " over "
        << count_of(review.decisions.size(), "decision") << " (mean "
        << figure_text(review.mean_loss()) << "); " << review.over_threshold << " lost "
        << figure_text(review.threshold) << " or more (the coach's threshold, marked !"
        << (paired ? "; an estimated loss counts when its paired interval lies above zero" : "")
        << ").\n";
    out << (review.over ? std::string("The game is over.")
                        : "The game is not over: it waits for " + review.waiting_for)
        << '\n';
    if (const auto& c = review.challenge) {
        out << "Challenge " << c->number << ": "
            << (c->yours ? "you " + c->yours->text : std::string("your game goes on")) << "; "
            << (c->advisor ? "the advisor " + c->advisor->text
                           : std::string("the advisor's game gives no result"))
            << ", dealt the same.\n";
    }
}

}  // namespace

std::optional<Review> review_log(const GameDef& def, Log& log, Diagnostics& diagnostics) {
    Review review;
    Coaching coaching = coaching_of(def, log);
    review.threshold = coaching.on() ? coaching.threshold : def.coach_threshold.value_or(0);
    auto hooks = [&review](const Game& game) {
        Table::Hooks hooks;
        hooks.on_replay = [&review, &game](const Ask& ask, std::size_t step,
                                           const std::string& answer, const Checker& check) {
            if (!ask.evaluate) return;
            Evaluation evaluation = evaluate_answers(ask, check);
            auto best = evaluation.best();
            auto mine = evaluation.find(answer);
            if (!best || !mine) return;  // nothing valued, or an answer the advisor does not list
            if (review.objective.empty()) {
                review.objective = evaluation.objective;
                review.unit = evaluation.unit;
            }
            ReviewedDecision d{step + 1,
                               ask.id,
                               review_state(game, ask),
                               answer,
                               evaluation.values[*best].answer,
                               evaluation.values[*mine],
                               evaluation.values[*best],
                               loss_of(evaluation, answer),
                               costly(evaluation, answer, review.threshold)};
            review.total_loss += d.loss;
            if (d.costly) ++review.over_threshold;
            review.decisions.push_back(std::move(d));
        };
        return hooks;
    };
    // The replay that --status makes (the same checks of the log), valuing each decision.
    auto replayed = replay_log(def, log, diagnostics, hooks);
    if (!replayed) return std::nullopt;
    review.over = replayed->over;
    review.waiting_for = replayed->waiting_for;
    if (auto number = challenge_of(log)) {
        review.challenge =
            Review::Challenge{*number, replayed->game->result(), advisor_result(def, log)};
    }
    if (review.unit.empty()) review.unit = "points";
    return review;
}

namespace {

// More decisions than any game of pnpkit's takes (a long CoLF game takes a few hundred).
constexpr std::size_t k_advisor_decisions = 100000;
struct AdvisorGoesRound {};

}  // namespace

std::optional<Game::Result> advisor_result(const GameDef& def, const Log& log) {
    Log played;
    played.game = log.game;
    played.seed = log.seed;
    played.dice = DiceMode::rolled;
    played.draws = DrawMode::drawn;
    played.setup = log.setup;
    played.setup.erase(std::string(k_coach_key));
    std::ostringstream silent;
    std::istringstream nothing;
    Console console(nothing, silent, Terminal::no);
    Table::Hooks hooks;
    std::size_t decisions = 0;
    hooks.player = [&decisions](const Question& question) {
        // A guard, not a rule: an advisor whose best answers go round in circles never ends.
        if (++decisions > k_advisor_decisions) throw AdvisorGoesRound{};
        const Ask& ask = *question.ask;
        if (ask.evaluate) {
            Evaluation evaluation = ask.evaluate();
            if (auto best = evaluation.best()) return evaluation.values[*best].answer;
        }
        if (question.answers.empty())
            throw std::logic_error("the advisor has no answer to '" + ask.id + "'");
        return question.answers.front();
    };
    std::unique_ptr<Game> game = def.make(played);
    Table table(played, console, std::move(hooks));
    try {
        game->play(table);
    } catch (const AdvisorGoesRound&) {
        return std::nullopt;
    }
    return game->result();
}

ExitCode run_review(const GameDef& def, const std::filesystem::path& session,
                    cli::Context& context) {
    Diagnostics diagnostics;
    auto log = load_log(session, def.id, diagnostics);  // Access::read: no lock, no write
    std::optional<Review> review;
    if (log) review = review_log(def, *log, diagnostics);
    if (!review) {
        context.report(diagnostics);
        return ExitCode::data;
    }
    if (context.json())
        write_review_json(*review, def, context.out());
    else
        write_review_text(*review, context.out());
    return ExitCode::ok;
}

}  // namespace pnpkit::play
