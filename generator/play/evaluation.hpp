#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit::play {

// What a game's advisor says of the legal answers to one question: each answer's value in the
// question's unit, and what that value is. Review, the coach and `advise` read it.
struct Evaluation {
    struct Value {
        std::string answer;     // as the log records it (Table canonicalises through the checker)
        double value = 0;       // in `unit`; not finite: the advisor cannot value it (never chosen)
        double half_width = 0;  // of its 95% interval when estimated; 0 when exact
        // Of the 95% interval of the best answer's value less this one's, from the paired
        // differences on the same futures: much narrower than the two values' own intervals.
        // Set by estimates that keep their futures; unset when exact or not known.
        std::optional<double> loss_half_width = std::nullopt;
    };
    std::string objective;      // "the expected final score (exact, with optimal play after)"
    std::string unit;           // "points", or "percentage points of P(win)"
    std::vector<Value> values;  // the legal answers, in the question's order
    bool numbered = false;      // the answers are a menu: `advise` shows each one's number

    // The index of the best value (the first of equals); nullopt when none is finite.
    std::optional<std::size_t> best() const;
    // The index of `answer`, nullopt when it is not among the values.
    std::optional<std::size_t> find(std::string_view answer) const;
};

// Sets every value's loss_half_width from the answers' results on the same futures:
// `outcomes[a][i]` is answer a's result on future i, in the evaluation's unit, each value being
// the mean of its row. The interval is the normal approximation of the paired differences' mean
// (best − a). Nothing is set when the rows do not match the values or hold fewer than two futures.
void set_paired_losses(Evaluation& evaluation, const std::vector<std::vector<double>>& outcomes);

// "0.500": a value or a loss with three decimals, as advice, review and the coach show them.
std::string figure_text(double value);
// "1.875", or "1.875 ± 0.912" for a loss with a paired interval (Value::loss_half_width).
std::string loss_text(double loss, const Evaluation::Value& chosen);
// "15.714", or "15.714 ± 0.021" for an estimate: a value as advice, review and the coach show it.
std::string value_text(const Evaluation::Value& value);

// The advice of an evaluation: the objective, then every answer with its value, best first.
std::string evaluation_advice(const Evaluation& evaluation);

}  // namespace pnpkit::play
