#include "games/dragon_dice_solo/game.hpp"

#include <CLI/CLI.hpp>

#include "games/dragon_dice_solo/campaign_play.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "games/dragon_dice_solo/components.hpp"
#include "games/dragon_dice_solo/load.hpp"
#include "games/dragon_dice_solo/validate.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::unique_ptr<LoadedGame> load_solo_game(const std::filesystem::path& dir,
                                           Diagnostics& diagnostics) {
    Diagnostics local;
    LoadResult loaded = load_data(dir, local);
    if (!local.has_errors())
        validate(loaded.data, local);
    diagnostics.append(local);
    return std::make_unique<SoloGame>(std::move(loaded.data), loaded.files);
}

std::vector<layout::Component> SoloGame::components() const {
    return solo_components(m_data);
}

std::optional<std::vector<layout::Component>> SoloGame::session_components(
    const std::filesystem::path& session, Diagnostics& diagnostics) const {
    std::vector<layout::Component> out;
    auto replayed = play::replay_session(campaign_def(m_data), session, diagnostics);
    if (!replayed)
        return out;
    const auto& campaign = static_cast<const CampaignPlay&>(*replayed->game).campaign();
    out.emplace_back(campaign ? filled_tracker(m_data, *campaign) : campaign_tracker(m_data));
    return out;
}

std::optional<play::GameDef> SoloGame::play_def() const {
    return campaign_def(m_data);
}

void add_commands(CommandHooks& hooks) {
    CLI::App* game =
        hooks.root.add_subcommand("dragon-dice-solo", "Dragon Dice Solo Challenge: play helpers");
    game->require_subcommand(1);
    game->footer(
        "Helpers for the solo challenge's set-up, opposing armies, random spells and healing.\n"
        "Examples:\n"
        "  pnpkit dragon-dice-solo setup --size small --terrains "
        "coastland,swampland,highland,flatland,flatland\n"
        "  pnpkit dragon-dice-solo spells --pool black=5,red=3\n"
        "  pnpkit dragon-dice-solo opfor --battle 3 --round 2 --face melee\n"
        "  pnpkit dragon-dice-solo heal --units 3xcommon:1,rare:2\n"
        "  pnpkit dragon-dice-solo campaign new --session camp.toml --size small --terrains ... --army ...\n");
    setup_setup(*game, hooks.context);
    setup_spells(*game, hooks.context);
    setup_opfor(*game, hooks.context);
    setup_heal(*game, hooks.context);
    setup_campaign(*game, hooks.context);
}

}  // namespace pnpkit::games::dragon_dice_solo
