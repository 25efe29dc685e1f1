#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "core/rng.hpp"
#include "games/dragon_dance/model.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// Someone who takes one side's decisions, phase by phase. A choice must be legal; nullopt means
// the player leaves the game (a person's input ended).
class Player {
  public:
    virtual ~Player() = default;
    // Phase 1: a die from those not spent, or k_no_die, without knowing the other side's.
    virtual std::optional<Die> choose_die(const GameState& state, Side me, Rng& rng) = 0;
    // Phase 2: a legal card, knowing both dice (indexed by Side) but not the other side's card.
    virtual std::optional<std::size_t> choose_card(const GameState& state, Side me,
                                                   const std::array<Die, 2>& dice, Rng& rng) = 0;
    // After the reveal, when this side's combo card dealt damage: follow up or not.
    virtual std::optional<ComboChoice> choose_combo(const GameState& state, Side me,
                                                    const Plays& plays, const ComboOffer& offer,
                                                    Rng& rng) = 0;
};

// Every follow-up a combo offer allows, declining first.
std::vector<ComboChoice> combo_choices(const ComboOffer& offer);

// Chooses uniformly among the legal choices: any remaining die (each die alike) or none, any legal
// card, any combo answer. The baseline the computer must beat.
class RandomPlayer final : public Player {
  public:
    explicit RandomPlayer(const GameData& data) : m_data(&data) {}
    std::optional<Die> choose_die(const GameState& state, Side me, Rng& rng) override;
    std::optional<std::size_t> choose_card(const GameState& state, Side me,
                                           const std::array<Die, 2>& dice, Rng& rng) override;
    std::optional<ComboChoice> choose_combo(const GameState& state, Side me, const Plays& plays,
                                            const ComboOffer& offer, Rng& rng) override;

  private:
    const GameData* m_data;
};

}  // namespace pnpkit::dragon_dance
