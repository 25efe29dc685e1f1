#include "games/domino_run/game.hpp"

#include "games/domino_run/card_policy.hpp"
#include "games/domino_run/components.hpp"
#include "games/domino_run/load.hpp"
#include "games/domino_run/play.hpp"
#include "games/domino_run/validate.hpp"

namespace pnpkit::domino_run {

games::LoadStats DominoRunGame::stats() const {
    return {2, 1 + m_data.treasures.size() + m_data.setups.size() + m_data.moves.size()};
}

std::vector<layout::Component> DominoRunGame::components() const {
    auto out = make_components(m_data);
    m_card.add_to(out);
    return out;
}

std::optional<play::GameDef> DominoRunGame::play_def() const {
    return domino_run::play_def([this]() -> const GameData& { return m_data; });
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    Diagnostics local;
    auto data = load_data(dir, local);
    if (data && !local.has_errors()) validate_data(*data, local);
    auto card = strategy_card::StrategyCard::load(
        dir, {"domino-run", "Domino Run", std::string(k_credit), card_rules()}, local);
    diagnostics.append(local);
    if (!data) return nullptr;
    return std::make_unique<DominoRunGame>(std::move(*data), std::move(card));
}

}  // namespace pnpkit::domino_run
