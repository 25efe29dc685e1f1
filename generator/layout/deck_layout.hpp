#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/component.hpp"
#include "layout/imposition.hpp"
#include "layout/template.hpp"

namespace pnpkit::layout {

// Lays a deck out one page at a time, so that memory does not grow with the deck: cards are made
// (when the deck has a card source) and bound to their templates when their page is asked for.
// Faces used more than once (a common back, the copies of a card) are bound once.
class DeckLayout {
public:
    DeckLayout(const DeckComponent& deck, TemplateLibrary& templates, Binder& binder, const ImposeOptions& options,
               Diagnostics& diagnostics);

    // False when the deck cannot be laid out (a template failed to load, sizes differ, no room).
    bool ok() const { return m_ok; }
    const Grid& grid() const { return m_grid; }
    // The layout the pages are made in: the one asked for, or the fold-over for cards too tall for
    // a gutter fold.
    PageLayout layout() const { return m_layout; }
    // Printed cards: every copy counts.
    int card_count() const { return static_cast<int>(m_slots.size()); }
    int page_count() const;
    bool has_backs() const { return m_has_backs; }

    // Front page `index` (0-based) and, when printing duplex, its back page. With the fold layout,
    // one page holding fronts and backs. The backs are bound even when they are not printed.
    std::pair<Page, std::optional<Page>> page(int index);

    // The drawings of printed card `index`'s front and back (for PNG output).
    std::shared_ptr<const Drawing> front(int index);
    std::shared_ptr<const Drawing> back(int index);

    // The deck's distinct cards, each once, with how many copies are printed (Tabletop Simulator
    // sheets and contact sheets show each card once); cards printed 0 times are left out.
    int distinct_count() const { return static_cast<int>(m_distinct.size()); }
    int copies(int card) const;
    std::shared_ptr<const Drawing> distinct_front(int card);
    std::shared_ptr<const Drawing> distinct_back(int card);
    // The name a player knows card `card` by: its front's `name` field, else its id.
    std::string distinct_name(int card);
    // The id of card `card`'s front record.
    std::string distinct_id(int card);

private:
    const Card& card_at(std::size_t deck_index);
    std::shared_ptr<const Drawing> bind_face(const Face& face, bool reuse);
    std::shared_ptr<const Drawing> bind_back(const Card& card);
    const Face* back_face(const Card& card) const;

    const DeckComponent& m_deck;
    TemplateLibrary& m_templates;
    Binder& m_binder;
    ImposeOptions m_options;
    Diagnostics& m_diagnostics;
    bool m_ok = false;
    bool m_has_backs = false;
    Grid m_grid;
    PageLayout m_layout = PageLayout::grid;
    std::vector<std::uint32_t> m_slots;     // the deck index of every printed copy, in order
    std::vector<std::uint32_t> m_distinct;  // the deck index of every card printed at least once
    std::vector<std::uint32_t> m_copies;    // copies of each of m_distinct
    std::unordered_map<std::size_t, int>
        m_face_uses;  // by hash of face_key: how often a face is printed
    std::map<std::string, std::shared_ptr<const Drawing>> m_reused;
    std::shared_ptr<const Card>
        m_card;  // the card last asked for, made once for its front and back
    std::size_t m_card_index = 0;
};

// A key that is equal for equal faces (template and every field).
std::string face_key(const Face& face);

}  // namespace pnpkit::layout
