#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/dice_adventures/policy.hpp"

namespace pnpkit::dice_adventures {

// One rule of the strategy card: its text as printed, and what it decides (nothing when it does
// not speak to the state).
struct CardRule {
    std::string_view text;
    std::optional<Action> (*decide)(const Rules& rules, const State& state);
};

// The strategy card's rules, in the order a player reads them and the policy tries them: at most
// seven, derived from the exact solver's play of the basic game with Bard, Cleric and Thief.
std::span<const CardRule> card_rule_list();

// The texts of card_rule_list(), as the printed card shows them.
std::vector<std::string> card_rules();

// The card policy: each decision is the first rule's that speaks to the state; a decision no rule
// covers is a bug of the card (std::logic_error).
class CardPolicy final : public Policy {
public:
    explicit CardPolicy(const Rules& rules) : m_rules(rules) {}
    Action choose(const State& state) override;
    // The rule (from 0) behind the last decision.
    std::size_t last_rule() const { return m_last_rule; }

private:
    const Rules& m_rules;
    std::size_t m_last_rule = 0;
};

}  // namespace pnpkit::dice_adventures
