#include "play/evaluation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "core/interval.hpp"
#include "play/table.hpp"

namespace pnpkit::play {

std::optional<std::size_t> Evaluation::best() const {
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i].value)) continue;
        if (!best || values[i].value > values[*best].value) best = i;
    }
    return best;
}

std::optional<std::size_t> Evaluation::find(std::string_view answer) const {
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i].answer == answer) return i;
    }
    return std::nullopt;
}

Evaluation evaluate_answers(const Ask& ask, const Checker& check) {
    Evaluation evaluation = ask.evaluate();
    std::vector<Evaluation::Value> kept;
    for (Evaluation::Value& v : evaluation.values) {
        Checked checked = check(v.answer);
        if (!checked.value) continue;
        v.answer = *checked.value;
        kept.push_back(std::move(v));
    }
    evaluation.values = std::move(kept);
    return evaluation;
}

std::string figure_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    return text;
}

void set_paired_losses(Evaluation& evaluation, const std::vector<std::vector<double>>& outcomes) {
    auto best = evaluation.best();
    if (!best || outcomes.size() != evaluation.values.size()) return;
    const std::vector<double>& top = outcomes[*best];
    if (top.size() < 2) return;
    const double n = static_cast<double>(top.size());
    for (std::size_t a = 0; a < outcomes.size(); ++a) {
        if (outcomes[a].size() != top.size()) continue;
        double sum = 0, squares = 0;
        for (std::size_t i = 0; i < top.size(); ++i) {
            double d = top[i] - outcomes[a][i];
            sum += d;
            squares += d * d;
        }
        evaluation.values[a].loss_half_width = mean_half_width(n, sum, squares);
    }
}

std::string loss_text(double loss, const Evaluation::Value& chosen) {
    if (!chosen.loss_half_width || *chosen.loss_half_width <= 0) return figure_text(loss);
    char text[64];
    std::snprintf(text, sizeof text, "%.3f \u00b1 %.3f", loss, *chosen.loss_half_width);
    return text;
}

std::string value_text(const Evaluation::Value& value) {
    if (!std::isfinite(value.value)) return "not valued";
    char text[64];
    if (value.half_width > 0)
        std::snprintf(text, sizeof text, "%.3f \u00b1 %.3f", value.value, value.half_width);
    else
        std::snprintf(text, sizeof text, "%.3f", value.value);
    return text;
}

std::string evaluation_advice(const Evaluation& evaluation) {
    const auto& values = evaluation.values;
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Best first; answers the advisor cannot value last.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        bool fa = std::isfinite(values[a].value), fb = std::isfinite(values[b].value);
        if (fa != fb) return fa;
        return fa && values[a].value > values[b].value;
    });
    std::size_t width = 0;
    for (const auto& v : values) width = std::max(width, v.answer.size());
    std::optional<std::size_t> best = evaluation.best();
    std::string out = "Objective: " + evaluation.objective + ".";
    for (std::size_t i : order) {
        char line[256];
        std::string number = evaluation.numbered ? std::to_string(i + 1) : std::string();
        std::snprintf(line, sizeof line, "\n  %2s  %-*s  %s%s", number.c_str(),
                      static_cast<int>(width), values[i].answer.c_str(),
                      value_text(values[i]).c_str(), best && i == *best ? "  best" : "");
        out += line;
    }
    return out;
}

}  // namespace pnpkit::play
