#pragma once

#include <filesystem>
#include <memory>

#include "core/diagnostic.hpp"
#include "games/common/strategy_card.hpp"
#include "games/domino_run/model.hpp"
#include "games/game.hpp"

namespace pnpkit::domino_run {

// Domino Run as the generic commands see it.
class DominoRunGame final : public games::LoadedGame {
public:
    explicit DominoRunGame(GameData data, strategy_card::StrategyCard card = {})
        : m_data(std::move(data)), m_card(std::move(card)) {}
    games::LoadStats stats() const override;
    // The printable components (components.hpp).
    std::vector<layout::Component> components() const override;
    std::optional<play::GameDef> play_def() const override;
    const GameData& data() const { return m_data; }

private:
    GameData m_data;
    strategy_card::StrategyCard m_card;
};

// The registry's loader: reads data/domino-run/ and, when it read cleanly, validates it.
std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics);

// Adds `pnpkit domino-run advise` and `pnpkit simulate domino-run`.
void add_commands(games::CommandHooks& hooks);

}  // namespace pnpkit::domino_run
