#include "games/dice_adventures/game.hpp"

#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/components.hpp"
#include "games/dice_adventures/load.hpp"
#include "games/dice_adventures/play.hpp"
#include "games/dice_adventures/validate.hpp"

namespace pnpkit::dice_adventures {

games::LoadStats DiceAdventuresGame::stats() const {
    return {std::size(k_data_files), m_data.classes.size() + k_faces + m_data.items.size() +
                                         m_data.modes.size() + m_data.deck.size() + 1};
}

std::vector<games::DeckDef> DiceAdventuresGame::decks() const {
    games::DeckDef deck{"adventures", "Adventure deck", {}};
    for (const AdventureCard& c : m_data.deck) deck.cards.push_back({c.id, c.name, {}});
    return {deck};
}

std::vector<layout::Component> DiceAdventuresGame::components() const {
    std::vector<layout::Component> out = make_components(m_data);
    m_card.add_to(out);
    return out;
}

std::optional<play::GameDef> DiceAdventuresGame::play_def() const {
    std::shared_ptr<const GameData> data(std::shared_ptr<void>(), &m_data);
    return adventure_play_def([data] { return data; });
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    Diagnostics local;
    auto data = load_data(dir, local);
    if (data && !local.has_errors()) validate_data(*data, local);
    auto card = strategy_card::StrategyCard::load(
        dir, {"dice-adventures", "Dice Adventures", k_credit, card_rules()}, local);
    diagnostics.append(local);
    if (!data) return nullptr;
    return std::make_unique<DiceAdventuresGame>(std::move(*data), std::move(card));
}

}  // namespace pnpkit::dice_adventures
