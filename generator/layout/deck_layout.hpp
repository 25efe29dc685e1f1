#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/component.hpp"
#include "layout/imposition.hpp"
#include "layout/template.hpp"

namespace pnpkit::layout {

// Lays a deck out one page at a time, so that memory does not grow with the deck: cards are bound
// to their templates when their page is asked for. Backs used more than once are bound once.
class DeckLayout {
public:
    DeckLayout(const DeckComponent& deck, TemplateLibrary& templates, Binder& binder, const ImposeOptions& options,
               Diagnostics& diagnostics);

    // False when the deck cannot be laid out (a template failed to load, sizes differ, no room).
    bool ok() const { return m_ok; }
    const Grid& grid() const { return m_grid; }
    int card_count() const { return static_cast<int>(m_cards.size()); }
    int page_count() const;
    bool has_backs() const { return m_has_backs; }

    // Front page `index` (0-based) and, when printing duplex, its back page.
    std::pair<Page, std::optional<Page>> page(int index);

    // The drawings of card `index`'s front and back (for PNG and Tabletop Simulator output).
    std::shared_ptr<const Drawing> front(int index);
    std::shared_ptr<const Drawing> back(int index);

private:
    std::shared_ptr<const Drawing> bind_face(const Face& face, bool reuse);
    const Face* back_face(int index) const;

    const DeckComponent& m_deck;
    TemplateLibrary& m_templates;
    Binder& m_binder;
    ImposeOptions m_options;
    Diagnostics& m_diagnostics;
    bool m_ok = false;
    bool m_has_backs = false;
    Grid m_grid;
    std::vector<const Card*> m_cards;  // one entry per printed copy
    std::map<std::string, int> m_face_uses;
    std::map<std::string, std::shared_ptr<const Drawing>> m_reused;
};

// A key that is equal for equal faces (template and every field).
std::string face_key(const Face& face);

}  // namespace pnpkit::layout
