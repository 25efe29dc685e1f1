#pragma once

#include <filesystem>
#include <memory>

#include "core/diagnostic.hpp"
#include "games/common/strategy_card.hpp"
#include "games/colf/model.hpp"
#include "games/game.hpp"

namespace pnpkit::colf {

// The loaded CoLF DaDA data as the generic commands see it.
class ColfGame final : public games::LoadedGame {
  public:
    explicit ColfGame(ColfData data, strategy_card::StrategyCard card = {})
        : m_data(std::move(data)), m_card(std::move(card)) {}
    games::LoadStats stats() const override;
    // The two decks a player draws from, each card with its back {"level": "N"}.
    std::vector<games::DeckDef> decks() const override;
    // The printable decks and sheets (components.hpp).
    std::vector<layout::Component> components() const override;
    // The hero sheet filled in from a `pnpkit colf play` session, replayed to where it stands.
    std::optional<std::vector<layout::Component>> session_components(
        const std::filesystem::path& session, Diagnostics& diagnostics) const override;
    std::optional<play::GameDef> play_def() const override;
    const ColfData& data() const { return m_data; }

  private:
    ColfData m_data;
    strategy_card::StrategyCard m_card;
};

// The registry's loader: reads data/colf/ and validates it against the rules.
std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics);

// The registry's hook: pnpkit colf monster|master|discard|round|play and pnpkit simulate colf.
void add_commands(games::CommandHooks& hooks);

}  // namespace pnpkit::colf
