#pragma once

#include <filesystem>
#include <memory>

#include "core/diagnostic.hpp"
#include "games/designer/model.hpp"
#include "games/game.hpp"

namespace pnpkit::designer {

// A designer's game as the generic commands see it: validated, rendered, drawn from.
class DesignerGame final : public games::LoadedGame {
public:
    explicit DesignerGame(DesignerData data)
        : m_data(std::make_shared<const DesignerData>(std::move(data))) {}
    games::LoadStats stats() const override;
    std::vector<games::DeckDef> decks() const override;
    std::vector<layout::Component> components() const override;
    std::vector<std::string> languages() const override { return m_data->languages; }
    std::vector<layout::Component> components_in(std::string_view language) const override;
    std::string title() const override { return m_data->title; }
    std::filesystem::path own_folder() const override { return m_data->dir; }
    const DesignerData& data() const { return *m_data; }

private:
    std::shared_ptr<const DesignerData> m_data;  // shared with the card sources of its decks
};

// Loads a designer's game folder (see load.hpp); null when its game.toml cannot be read.
std::unique_ptr<games::LoadedGame> load_game(const std::filesystem::path& dir,
                                             Diagnostics& diagnostics);

}  // namespace pnpkit::designer
