#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "play/evaluation.hpp"

namespace pnpkit::play {

// The session's set-up key that keeps `play --coach` (not one of a game's own set-up options).
inline constexpr std::string_view k_coach_key = "coach";

// What the coach does at a question that has an evaluation: nothing, warn before an answer that
// loses at least `threshold` (in the question's unit), or also show the best answer with every
// question (`always`, which warns at the game's default threshold).
struct Coaching {
    enum class Mode { off, warn, always };
    Mode mode = Mode::off;
    double threshold = 0;

    bool on() const { return mode != Mode::off; }
};

// Reads a --coach value: empty (the game's default threshold), "always", "off" or a number of
// zero or more; nullopt for anything else.
std::optional<Coaching> parse_coaching(std::string_view text, double default_threshold);
// The text parse_coaching reads back: "always", "off" or the threshold.
std::string coaching_text(const Coaching& coaching);

// The loss of answer `chosen` of an evaluation: the best value less its own, 0 when either is not
// valued (or the answer is not among them).
double loss_of(const Evaluation& evaluation, std::string_view chosen);
// Whether answer `chosen` is costly: it loses at least `threshold` (and more than rounding), and,
// where the loss is estimated with a paired interval, that interval lies wholly above zero (the
// coach does not warn of what may be the roll-outs' noise).
bool costly(const Evaluation& evaluation, std::string_view chosen, double threshold);
// The coach's warning for `chosen` when it is costly: what it costs and what is better; nullopt
// otherwise (or when nothing can be valued).
std::optional<std::string> coach_warning(const Evaluation& evaluation, std::string_view chosen,
                                         double threshold);
// "Best: KEY (15.714 points)", shown with every question by `--coach always`.
std::string best_line(const Evaluation& evaluation);

}  // namespace pnpkit::play
