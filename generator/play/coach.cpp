#include "play/coach.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/text.hpp"

namespace pnpkit::play {

std::optional<Coaching> parse_coaching(std::string_view text, double default_threshold) {
    text = trim(text);
    if (text.empty()) return Coaching{Coaching::Mode::warn, default_threshold};
    if (text == "always") return Coaching{Coaching::Mode::always, default_threshold};
    if (text == "off") return Coaching{};
    double value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
        value < 0)
        return std::nullopt;
    return Coaching{Coaching::Mode::warn, value};
}

std::string coaching_text(const Coaching& coaching) {
    switch (coaching.mode) {
        case Coaching::Mode::off:
            return "off";
        case Coaching::Mode::always:
            return "always";
        case Coaching::Mode::warn:
            break;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%g", coaching.threshold);
    return text;
}

double loss_of(const Evaluation& evaluation, std::string_view chosen) {
    auto best = evaluation.best();
    auto mine = evaluation.find(chosen);
    if (!best || !mine || !std::isfinite(evaluation.values[*mine].value)) return 0;
    return evaluation.values[*best].value - evaluation.values[*mine].value;
}

bool costly(const Evaluation& evaluation, std::string_view chosen, double threshold) {
    double loss = loss_of(evaluation, chosen);
    // Equal values computed two ways differ in their last bits: that is no loss.
    if (loss <= 1e-9 || loss < threshold) return false;
    const Evaluation::Value& mine = evaluation.values[*evaluation.find(chosen)];
    return !mine.loss_half_width || loss - *mine.loss_half_width > 0;
}

std::optional<std::string> coach_warning(const Evaluation& evaluation, std::string_view chosen,
                                         double threshold) {
    if (!costly(evaluation, chosen, threshold)) return std::nullopt;
    double loss = loss_of(evaluation, chosen);
    const Evaluation::Value& best = evaluation.values[*evaluation.best()];
    const Evaluation::Value& mine = evaluation.values[*evaluation.find(chosen)];
    return "Coach: " + std::string(chosen) + " costs " + loss_text(loss, mine) + " " + evaluation.unit +
           " (" + value_text(mine) + " against " + value_text(best) + "); better: " + best.answer +
           ".";
}

std::string best_line(const Evaluation& evaluation) {
    auto best = evaluation.best();
    if (!best) return "Coach: no answer here can be valued.";
    const Evaluation::Value& v = evaluation.values[*best];
    return "Coach: best is " + v.answer + " (" + value_text(v) + " " + evaluation.unit + ").";
}

}  // namespace pnpkit::play
