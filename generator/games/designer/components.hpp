#pragma once

#include <memory>
#include <vector>

#include "games/designer/model.hpp"
#include "games/game.hpp"
#include "layout/component.hpp"

namespace pnpkit::designer {

// The printed components: a deck's cards are made one at a time from the records when its pages
// are drawn (a card source), a sheet's pages all at once. Every face's record holds the declared
// fields (markup fields as markup), `id`, `count` (decks), `game` and `deck` (the titles), and
// `lang` (the language's code; "" when the game declares none).
// A deck's back shows the fields declared `back = true`: one common back when there are none.
// Translated fields hold their text in `language` (an index into the game's languages; 0, the
// default), or the default's where a record has none.
std::vector<layout::Component> make_components(const std::shared_ptr<const DesignerData>& data,
                                               std::size_t language = 0);

// The decks a player draws from: each card once per copy ("imp#1", "imp#2" when it has two), with
// its name and the back fields it shows.
std::vector<games::DeckDef> make_decks(const DesignerData& data);

}  // namespace pnpkit::designer
