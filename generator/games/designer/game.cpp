#include "games/designer/game.hpp"

#include <algorithm>

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

std::vector<layout::Component> DesignerGame::components_in(std::string_view language) const {
    const auto& languages = m_data->languages;
    auto it = std::find(languages.begin(), languages.end(), language);
    return make_components(
        m_data, it == languages.end() ? 0 : static_cast<std::size_t>(it - languages.begin()));
}

std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics) {
    auto data = load_data(dir, diagnostics);
    if (!data) return nullptr;
    return std::make_unique<DesignerGame>(std::move(*data));
}

}  // namespace pnpkit::designer
