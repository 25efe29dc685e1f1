#pragma once

#include <string>

#include "layout/component.hpp"

namespace pnpkit::test {

// A deck of `count` cards on the test templates (tests/fixtures/templates), with a common back.
inline layout::DeckComponent fixture_deck(int count, const std::string& id = "test") {
    layout::DeckComponent deck;
    deck.id = id;
    deck.title = "Test deck";
    layout::Record back;
    back.id = "back";
    back.set("deck", "Test Deck");
    deck.common_back = layout::Face{"test-back", back};
    for (int i = 0; i < count; ++i) {
        layout::Record r;
        r.id = "card" + std::to_string(i);
        r.set("name", "Goblin " + std::to_string(i + 1));
        r.set("value", i % 6 + 1);
        r.set("body", "Roll :die" + std::to_string(i % 6 + 1) + ": or better. Deals 2 :heart: and draws :domino-2-5:.");
        if (i % 2 == 0) r.set("flavour", "It smells of old cheese.");
        deck.cards.push_back(layout::Card{layout::Face{"test-card", r}, std::nullopt, 1});
    }
    return deck;
}

}  // namespace pnpkit::test
