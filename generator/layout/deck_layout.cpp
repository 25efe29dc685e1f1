#include "layout/deck_layout.hpp"

namespace pnpkit::layout {

std::string face_key(const Face& face) {
    std::string key = face.template_id;
    key += '\x1f';
    key += face.record.id;
    for (const auto& [name, field] : face.record.fields) {
        key += '\x1e' + name + '\x1f' + (field.markup ? "m" : "t") + field.text;
        for (const auto& row : field.rows) {
            key += '\x1d';
            for (const auto& cell : row) key += cell + '\x1c';
        }
    }
    return key;
}

DeckLayout::DeckLayout(const DeckComponent& deck, TemplateLibrary& templates, Binder& binder,
                       const ImposeOptions& options, Diagnostics& diagnostics)
    : m_deck(deck), m_templates(templates), m_binder(binder), m_options(options), m_diagnostics(diagnostics) {
    for (const auto& card : deck.cards) {
        for (int copy = 0; copy < card.copies; ++copy) m_cards.push_back(&card);
    }
    if (m_cards.empty()) {
        m_diagnostics.error({}, "deck '" + deck.id + "' has no cards");
        return;
    }
    // Every face must load, and share the first front's size and bleed.
    const Template* first = nullptr;
    bool ok = true;
    auto check = [&](const Face& face, const std::string& what) {
        const Template* t = m_templates.get(face.template_id, m_diagnostics);
        if (!t) {
            ok = false;
            return;
        }
        if (!m_binder.check_fonts(*t)) ok = false;
        if (t->kind != TemplateKind::card) {
            m_diagnostics.error(t->pos, "template '" + t->id + "' is a sheet, but deck '" + deck.id + "' needs card templates");
            ok = false;
            return;
        }
        if (!first) {
            first = t;
        } else if (t->size != first->size || t->bleed != first->bleed) {
            m_diagnostics.error(t->pos, "template '" + t->id + "' (" + what + ") is " + t->size.width.to_string() + " x " +
                                            t->size.height.to_string() + " with " + t->bleed.to_string() +
                                            " bleed, but deck '" + deck.id + "' uses " + first->size.width.to_string() +
                                            " x " + first->size.height.to_string() + " with " +
                                            first->bleed.to_string() + " bleed");
            ok = false;
        }
    };
    std::map<std::string, bool> checked;
    for (const Card* card : m_cards) {
        if (!checked[card->front.template_id]) {
            checked[card->front.template_id] = true;
            check(card->front, "front of '" + card->front.record.id + "'");
        }
        if (card->back && !checked[card->back->template_id]) {
            checked[card->back->template_id] = true;
            check(*card->back, "back of '" + card->front.record.id + "'");
        }
        ++m_face_uses[face_key(card->front)];
        if (card->back) ++m_face_uses[face_key(*card->back)];
    }
    if (deck.common_back) {
        check(*deck.common_back, "common back");
        m_face_uses[face_key(*deck.common_back)] = 2;
    }
    m_has_backs = deck.common_back.has_value();
    for (const Card* card : m_cards) m_has_backs = m_has_backs || card->back.has_value();
    if (!ok || !first) return;
    auto grid = compute_grid(paper_size(options.paper), first->size, first->bleed);
    if (!grid) {
        m_diagnostics.error(first->pos, "a " + first->size.width.to_string() + " x " + first->size.height.to_string() +
                                            " card with its bleed and crop marks does not fit on " +
                                            to_string(options.paper) + " paper");
        return;
    }
    m_grid = *grid;
    m_ok = true;
}

int DeckLayout::page_count() const {
    if (!m_ok) return 0;
    return (card_count() + m_grid.per_page() - 1) / m_grid.per_page();
}

std::shared_ptr<const Drawing> DeckLayout::bind_face(const Face& face, bool reuse) {
    std::string key = face_key(face);
    bool many = m_face_uses[key] > 1;
    if (many) {
        if (auto it = m_reused.find(key); it != m_reused.end()) return it->second;
    }
    const Template* t = m_templates.get(face.template_id, m_diagnostics);
    auto drawing = m_binder.bind(*t, face.record);
    drawing->reuse = reuse && many;
    std::shared_ptr<const Drawing> result = std::move(drawing);
    if (many) m_reused.emplace(key, result);
    return result;
}

const Face* DeckLayout::back_face(int index) const {
    const Card* card = m_cards[static_cast<std::size_t>(index)];
    if (card->back) return &*card->back;
    if (m_deck.common_back) return &*m_deck.common_back;
    return nullptr;
}

std::shared_ptr<const Drawing> DeckLayout::front(int index) {
    return bind_face(m_cards[static_cast<std::size_t>(index)]->front, true);
}

std::shared_ptr<const Drawing> DeckLayout::back(int index) {
    const Face* face = back_face(index);
    return face ? bind_face(*face, true) : nullptr;
}

std::pair<Page, std::optional<Page>> DeckLayout::page(int index) {
    int begin = index * m_grid.per_page();
    int end = std::min(card_count(), begin + m_grid.per_page());
    std::vector<std::shared_ptr<const Drawing>> fronts;
    std::vector<std::shared_ptr<const Drawing>> backs;
    for (int i = begin; i < end; ++i) {
        fronts.push_back(front(i));
        if (m_has_backs && m_options.duplex != Duplex::none) {
            auto b = back(i);
            if (!b) {
                // A card with no back of its own in a deck without a common back: leave its slot blank.
                auto blank = std::make_shared<Drawing>();
                blank->size = m_grid.card;
                blank->label = "blank back";
                b = blank;
            }
            backs.push_back(std::move(b));
        }
    }
    std::string n = std::to_string(index + 1);
    Page front_page_value = front_page(m_grid, fronts, m_options, m_deck.id + " fronts " + n);
    std::optional<Page> back_page_value;
    if (!backs.empty()) back_page_value = back_page(m_grid, backs, m_options, m_deck.id + " backs " + n);
    return {std::move(front_page_value), std::move(back_page_value)};
}

}  // namespace pnpkit::layout
