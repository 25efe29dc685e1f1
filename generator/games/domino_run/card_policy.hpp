#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/domino_run/policy.hpp"

namespace pnpkit::domino_run {

// The question a card rule answers.
enum class CardQuestion { mulligan, move, treasure, sacrifice };

// One rule of the strategy card: its text and the decision it makes. `decide` gives the answer
// when the rule applies (mulligan: 1 fresh, 0 keep; move: the place; treasure: the TreasureKind as
// an int; sacrifice: the sacrifice_choices value) and nullopt when it does not.
struct CardRule {
    CardQuestion question;
    std::string text;
    std::function<std::optional<int>(const State&, const Rules&)> decide;
};

// The card's rules, in the order the policy applies them; the last rule of each question always
// applies.
const std::vector<CardRule>& card_rule_list();

// The card's rule texts, at most seven, in the order the policy applies them.
std::vector<std::string> card_rules();

// The answer of the first rule of card_rule_list() for `question` that applies to `state`.
int card_answer(CardQuestion question, const State& state, const Rules& rules);

// The strategy card as a policy: every decision is card_answer's.
class CardPolicy final : public Policy {
public:
    std::string_view name() const override { return "card"; }
    std::string_view objective() const override;
    bool mulligan(const State& state, const Rules& rules, Rng& rng) const override;
    int move(const State& state, const Rules& rules, Rng& rng) const override;
    TreasureKind treasure(const State& state, const Rules& rules,
                          std::span<const TreasureKind> choices, Rng& rng) const override;
    int sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                  Rng& rng) const override;
};

}  // namespace pnpkit::domino_run
