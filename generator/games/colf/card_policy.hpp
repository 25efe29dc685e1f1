#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/colf/chooser.hpp"

namespace pnpkit::colf {

// The questions of a game the strategy card answers.
enum class CardAsk { turn, flee, line, boosts, hit, level_up, arrange };

// One question with what the card's rules read for it (only the fields of its kind are set).
struct CardQuestion {
    CardAsk ask = CardAsk::turn;
    const Hero* hero = nullptr;
    const ColfData* data = nullptr;  // turn
    int tokens_left = 0;
    const CardDeck* nouns = nullptr;
    const CardDeck* adjectives = nullptr;
    const Foe* foe = nullptr;              // flee, line, boosts
    std::span<const std::uint8_t> dice;    // line
    const Placement* placement = nullptr;  // boosts
    int foe_attack = 0;
    int foe_defense = 0;
    int unarmed_damage = 1;
    bool fleeing = false;
    const CombatRound* round = nullptr;  // hit
    const Settings* settings = nullptr;  // level_up
};

// A rule's answer: the field of the question's kind.
struct CardAnswer {
    TurnChoice turn;
    bool yes = false;  // flee, level_up
    Line line;
    Boosts boosts;
    std::pair<std::size_t, int> hit{0, 0};
    std::vector<Side> sides;  // arrange: one a tile
};

// One rule of the strategy card: its text as printed, and what it decides (nothing when it does
// not speak to the question).
struct CardRule {
    std::string_view text;
    std::optional<CardAnswer> (*decide)(const CardQuestion& question);
};

// The card's rules, in the order a player reads them and the policy tries them (at most seven).
std::span<const CardRule> card_policy_rules();

// The card's rule texts, as printed on the strategy card (the shared contract of the cards).
std::vector<std::string> card_rules();

// The card policy: each decision is the first rule's that speaks to it; a question no rule covers
// is a bug of the card (std::logic_error). No XP re-rolls at a Rest (the card has none).
class CardChooser final : public Chooser {
public:
    TurnChoice turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                    const CardDeck& adjectives, const ColfData& data) override;
    bool flee(const Hero& hero, const Foe& foe, int unarmed_damage) override;
    Line line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
              const RoundStakes& stakes) override;
    Boosts boosts(const Hero& hero, const Foe& foe, const Placement& placement, int foe_attack,
                  int foe_defense, int unarmed_damage, bool fleeing) override;
    std::pair<std::size_t, int> hit(const Hero& hero, const CombatRound& round) override;
    bool level_up(const Hero& hero, const Settings& settings) override;
    void arrange(Hero& hero) override;
    Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice) override;

    // The rule (from 0) behind the last decision.
    std::size_t last_rule() const { return m_last_rule; }

private:
    CardAnswer ask(const CardQuestion& question);
    std::size_t m_last_rule = 0;
};

}  // namespace pnpkit::colf
