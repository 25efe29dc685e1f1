#include "games/designer/game.hpp"

#include "games/designer/components.hpp"
#include "games/designer/load.hpp"

namespace pnpkit::designer {

games::LoadStats DesignerGame::stats() const {
    std::size_t records = 0;
    for (const auto& c : m_data->components) records += c.records.size();
    return {m_data->files, records};
}

std::vector<games::DeckDef> DesignerGame::decks() const {
    return make_decks(*m_data);
}

std::vector<layout::Component> DesignerGame::components() const {
    return make_components(m_data);
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    auto data = load_data(dir, diagnostics);
    if (!data) return nullptr;
    return std::make_unique<DesignerGame>(std::move(*data));
}

}  // namespace pnpkit::designer
