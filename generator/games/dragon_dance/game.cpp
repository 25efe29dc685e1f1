#include "games/dragon_dance/game.hpp"

#include "games/dragon_dance/card_policy.hpp"
#include "games/dragon_dance/components.hpp"
#include "games/dragon_dance/dance_play.hpp"
#include "games/dragon_dance/load.hpp"
#include "games/dragon_dance/validate.hpp"

namespace pnpkit::dragon_dance {

std::vector<layout::Component> DragonDanceGame::components() const {
    auto out = dragon_dance::components(m_data);
    m_card.add_to(out);
    return out;
}

std::optional<play::GameDef> DragonDanceGame::play_def() const {
    return dance_def(std::shared_ptr<const GameData>(std::shared_ptr<void>(), &m_data));
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    Diagnostics local;
    GameData data = load_data(dir, local);
    if (!local.has_errors()) validate(data, local);
    // The Knight's card: the Dragon's is a draft below the 95% a printed card must reach.
    auto card = strategy_card::StrategyCard::load(
        dir,
        {"dragon-dance", "the Knight",
         "Dragon Dance \u00b7 a game by Jackson Pope", card_rules(Side::knight)},
        local);
    diagnostics.append(local);
    games::LoadStats stats;
    stats.files = data.lookahead.source.file.empty() ? 3 : 4;
    stats.records = 2 + data.side(Side::knight).cards.size() + data.side(Side::dragon).cards.size();
    return std::make_unique<DragonDanceGame>(std::move(data), stats, std::move(card));
}

}  // namespace pnpkit::dragon_dance
