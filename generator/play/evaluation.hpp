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

// "0.500": a value or a loss with three decimals, as advice, review and the coach show them.
std::string figure_text(double value);
// "15.714", or "15.714 ± 0.021" for an estimate: a value as advice, review and the coach show it.
std::string value_text(const Evaluation::Value& value);

// The advice of an evaluation: the objective, then every answer with its value, best first.
std::string evaluation_advice(const Evaluation& evaluation);

}  // namespace pnpkit::play
