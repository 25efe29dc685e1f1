#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "layout/record.hpp"
#include "layout/schema.hpp"

namespace pnpkit::layout {

// One printed face: a template (by id, the file name under templates/ without .toml) and its data.
struct Face {
    std::string template_id;
    Record record;
    bool operator==(const Face&) const = default;
};

// One card of a deck: its front, and its own back when it does not use the deck's common back.
struct Card {
    Face front;
    std::optional<Face> back;
    int copies = 1;
};

// Cards made one at a time when asked for, so that a large deck is never held whole as records
// (a designer's CSV deck of thousands of cards).
class CardSource {
public:
    virtual ~CardSource() = default;
    virtual std::size_t size() const = 0;
    virtual Card card(std::size_t index) const = 0;
};

// A deck of same-sized cards, imposed on pages with crop marks and duplex backs.
struct DeckComponent {
    std::string id;  // output file name: output/<game>/<id>.pdf
    std::string title;
    std::vector<Card> cards;
    std::shared_ptr<const CardSource> source;  // when set, the cards come from here instead
    std::optional<Face> common_back;  // the back of every card without its own
    // What the records of each face declare (a designer's game), for checking its templates
    // before binding; empty when the records are made by code.
    std::vector<std::shared_ptr<const RecordSchema>> schemas = {};

    std::size_t card_count() const { return source ? source->size() : cards.size(); }
    // Card `index`: borrowed from `cards`, or made by the source and owned by the pointer.
    std::shared_ptr<const Card> card(std::size_t index) const;
};

// A sheet: one full page per entry (hero sheet, tracker, booklet page).
struct SheetComponent {
    std::string id;
    std::string title;
    std::vector<Face> pages;
    std::vector<std::shared_ptr<const RecordSchema>> schemas = {};  // as a deck's
};

using Component = std::variant<DeckComponent, SheetComponent>;

const std::string& component_id(const Component& component);
const std::string& component_title(const Component& component);

}  // namespace pnpkit::layout
