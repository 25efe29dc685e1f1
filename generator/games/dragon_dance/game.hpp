#pragma once

#include <filesystem>
#include <memory>

#include "core/diagnostic.hpp"
#include "games/common/strategy_card.hpp"
#include "games/dragon_dance/model.hpp"
#include "games/game.hpp"

namespace pnpkit::dragon_dance {

// Dragon Dance as the generic commands see it.
class DragonDanceGame final : public games::LoadedGame {
public:
    DragonDanceGame(GameData data, games::LoadStats stats, strategy_card::StrategyCard card = {})
        : m_data(std::move(data)), m_stats(stats), m_card(std::move(card)) {}
    games::LoadStats stats() const override { return m_stats; }
    const GameData& data() const { return m_data; }
    std::vector<layout::Component> components() const override;
    std::optional<play::GameDef> play_def() const override;

private:
    GameData m_data;
    games::LoadStats m_stats;
    strategy_card::StrategyCard m_card;
};

// The registry's loader: reads the directory, then (when it read cleanly) validates it.
std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics);

// Adds `pnpkit dragon-dance round|play` and `pnpkit simulate dragon-dance`.
void add_commands(games::CommandHooks& hooks);

}  // namespace pnpkit::dragon_dance
