#pragma once

#include <string>

#include "layout/component.hpp"

namespace pnpkit::test {

// Card `i` of the fixture deck: a name, a die value, a body with inline icons, a flavour on even
// cards.
inline layout::Record fixture_record(int i) {
    layout::Record r;
    r.id = "card" + std::to_string(i);
    r.set("name", "Goblin " + std::to_string(i + 1));
    r.set("value", i % 6 + 1);
    r.set("body", "Roll :die" + std::to_string(i % 6 + 1) +
                      ": or better. Deals 2 :heart: and draws :domino-2-5:.");
    if (i % 2 == 0) r.set("flavour", "It smells of old cheese.");
    return r;
}

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
        deck.cards.push_back(
            layout::Card{layout::Face{"test-card", fixture_record(i)}, std::nullopt, 1});
    }
    return deck;
}

}  // namespace pnpkit::test
