#include "games/common/domino_set.hpp"

#include "core/domino.hpp"

namespace pnpkit::games {

layout::DeckComponent domino_set_component(int max_pips, const std::string& back_label) {
    layout::DeckComponent deck;
    deck.id = "dominoes";
    deck.title = "Double-" + std::to_string(max_pips) + " domino set";
    layout::Record back;
    back.id = "domino back";
    back.set("label", back_label);
    deck.common_back = layout::Face{"domino-back", back};
    for (const Domino& tile : domino_set(max_pips)) {
        layout::Record r;
        r.id = "domino-" + tile.to_string();
        r.set("a", tile.low).set("b", tile.high);
        deck.cards.push_back(layout::Card{layout::Face{"domino-tile", r}, std::nullopt, 1});
    }
    return deck;
}

}  // namespace pnpkit::games
