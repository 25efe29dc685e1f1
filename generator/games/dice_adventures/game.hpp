#pragma once

#include <filesystem>
#include <memory>

#include "core/diagnostic.hpp"
#include "games/common/strategy_card.hpp"
#include "games/dice_adventures/model.hpp"
#include "games/game.hpp"

namespace pnpkit::dice_adventures {

// The loaded Dice Adventures data as the generic commands see it.
class DiceAdventuresGame final : public games::LoadedGame {
public:
    explicit DiceAdventuresGame(GameData data, strategy_card::StrategyCard card = {})
        : m_data(std::move(data)), m_card(std::move(card)) {}
    games::LoadStats stats() const override;
    // The adventure deck, for `pnpkit draw deck dice-adventures:adventures`.
    std::vector<games::DeckDef> decks() const override;
    // The printable cards and sheets (components.hpp), and the strategy card.
    std::vector<layout::Component> components() const override;
    std::optional<play::GameDef> play_def() const override;
    const GameData& data() const { return m_data; }

private:
    GameData m_data;
    strategy_card::StrategyCard m_card;
};

// The registry's loader: reads data/dice-adventures/ and validates it against the engine.
std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics);

// The registry's hook: pnpkit dice-adventures best|advise|cards and pnpkit simulate
// dice-adventures.
void add_commands(games::CommandHooks& hooks);

}  // namespace pnpkit::dice_adventures
