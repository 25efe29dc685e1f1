#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/dragon_dance/players.hpp"

namespace pnpkit::dragon_dance {

// A question of a duel as the strategy card sees it: the die (phase 1), the card once both dice
// are shown (phase 2), or a follow-up a combo offers.
struct CardQuestion {
    enum class Phase { die, card, combo };
    Phase phase = Phase::die;
    const GameData* data = nullptr;
    const GameState* state = nullptr;
    Side me = Side::knight;
    std::array<Die, 2> dice{};          // phase 2 and follow-ups: both dice shown, by Side
    const ComboOffer* offer = nullptr;  // follow-ups only
};

// The card's answer: the die (phase 1), the card (phase 2) or the follow-up.
struct CardAnswer {
    Die die = k_no_die;
    std::size_t card = 0;
    ComboChoice combo;
};

// One rule of the strategy card: its text as printed, and what it decides (nothing when it does
// not speak to the question; an answer is always legal).
struct DanceCardRule {
    std::string_view text;
    std::optional<CardAnswer> (*decide)(const CardQuestion& question);
};

// The strategy card of `side`, in the order a player reads the rules and the policy tries them:
// at most seven, derived from the computer's equilibrium play (docs/dragon-dance.md).
std::span<const DanceCardRule> card_rule_list(Side side);

// The card's rule texts for `side`, in order (what the printed card shows); the Knight's by
// default, the side data/dragon-dance/strategy.toml measures.
std::vector<std::string> card_rules(Side side = Side::knight);

// The card policy: each answer is the first rule's that speaks to the question; a question no
// rule answers is a bug of the card (std::logic_error). It never draws from its Rng.
class CardPlayer final : public Player {
public:
    explicit CardPlayer(const GameData& data) : m_data(&data) {}
    std::optional<Die> choose_die(const GameState& state, Side me, Rng& rng) override;
    std::optional<std::size_t> choose_card(const GameState& state, Side me,
                                           const std::array<Die, 2>& dice, Rng& rng) override;
    std::optional<ComboChoice> choose_combo(const GameState& state, Side me, const Plays& plays,
                                            const ComboOffer& offer, Rng& rng) override;
    // The rule (from 0) behind the last answer.
    std::size_t last_rule() const { return m_last_rule; }

private:
    CardAnswer answer(const CardQuestion& question);

    const GameData* m_data;
    std::size_t m_last_rule = 0;
};

}  // namespace pnpkit::dragon_dance
