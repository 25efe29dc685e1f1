#pragma once

#include <filesystem>
#include <memory>

#include "games/dragon_dice_solo/model.hpp"
#include "games/game.hpp"

namespace pnpkit::games::dragon_dice_solo {

// The loaded tables of the Dragon Dice Solo Challenge.
class SoloGame : public LoadedGame {
  public:
    SoloGame(SoloData data, std::size_t files) : m_data(std::move(data)), m_files(files) {}
    LoadStats stats() const override { return {m_files, record_count(m_data)}; }
    const SoloData& data() const { return m_data; }
    // The reference booklet, the campaign tracker and the turn-sequence card.
    std::vector<layout::Component> components() const override;
    // The campaign tracker filled in from a campaign's session.
    std::optional<std::vector<layout::Component>> session_components(
        const std::filesystem::path& session, Diagnostics& diagnostics) const override;
    std::optional<play::GameDef> play_def() const override;

  private:
    SoloData m_data;
    std::size_t m_files;
};

// The registry's loader: reads data/dragon-dice-solo and, when it loaded cleanly, validates it.
std::unique_ptr<LoadedGame> load_solo_game(const std::filesystem::path& dir,
                                           Diagnostics& diagnostics);

// Adds `pnpkit dragon-dice-solo setup|spells|opfor|heal`.
void add_commands(CommandHooks& hooks);

}  // namespace pnpkit::games::dragon_dice_solo
