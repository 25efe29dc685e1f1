#include "games/colf/game.hpp"

#include "games/colf/card_policy.hpp"
#include "games/colf/components.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/load.hpp"
#include "games/colf/session.hpp"
#include "games/colf/validate.hpp"

namespace pnpkit::colf {

games::LoadStats ColfGame::stats() const {
    return {3, m_data.nouns.size() + m_data.adjectives.size() + m_data.tiers.size() + 1};
}

std::vector<games::DeckDef> ColfGame::decks() const {
    return draw_decks(m_data);
}

std::vector<layout::Component> ColfGame::components() const {
    auto out = make_components(m_data);
    m_card.add_to(out);
    return out;
}

std::optional<std::vector<layout::Component>> ColfGame::session_components(
    const std::filesystem::path& session, Diagnostics& diagnostics) const {
    auto data = std::make_shared<const ColfData>(m_data);
    auto replayed = play::replay_session(guided_def([data] { return data; }), session, diagnostics);
    if (!replayed) return std::vector<layout::Component>{};  // the problems are in diagnostics
    const auto& game = dynamic_cast<const GuidedGame&>(*replayed->game);
    return std::vector<layout::Component>{filled_hero_sheet(m_data, game.hero(), game.tokens())};
}

std::optional<play::GameDef> ColfGame::play_def() const {
    std::shared_ptr<const ColfData> data(std::shared_ptr<void>(), &m_data);
    return guided_def([data] { return data; });
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    Diagnostics local;
    auto data = load_data(dir, local);
    if (data && !local.has_errors()) validate_data(*data, local);
    auto card = strategy_card::StrategyCard::load(
        dir, {"colf", "CoLF DaDA", "CoLF DaDA \u00b7 a game by Jonathan Leistiko", card_rules()},
        local);
    diagnostics.append(local);
    if (!data) return nullptr;
    return std::make_unique<ColfGame>(std::move(*data), std::move(card));
}

}  // namespace pnpkit::colf
