#include "layout/deck_layout.hpp"

#include <functional>

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

namespace {

std::size_t face_hash(const Face& face) {
    return std::hash<std::string>{}(face_key(face));
}

}  // namespace

DeckLayout::DeckLayout(const DeckComponent& deck, TemplateLibrary& templates, Binder& binder,
                       const ImposeOptions& options, Diagnostics& diagnostics)
    : m_deck(deck),
      m_templates(templates),
      m_binder(binder),
      m_options(options),
      m_diagnostics(diagnostics) {
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
    // One pass over the deck, one card at a time: which cards print, and which faces repeat.
    for (std::size_t i = 0; i < deck.card_count(); ++i) {
        std::shared_ptr<const Card> card = deck.card(i);
        if (card->copies <= 0) continue;
        auto copies = static_cast<std::uint32_t>(card->copies);
        m_distinct.push_back(static_cast<std::uint32_t>(i));
        m_copies.push_back(copies);
        m_slots.insert(m_slots.end(), copies, static_cast<std::uint32_t>(i));
        if (!checked[card->front.template_id]) {
            checked[card->front.template_id] = true;
            check(card->front, "front of '" + card->front.record.id + "'");
        }
        if (card->back && !checked[card->back->template_id]) {
            checked[card->back->template_id] = true;
            check(*card->back, "back of '" + card->front.record.id + "'");
        }
        m_face_uses[face_hash(card->front)] += card->copies;
        if (card->back) m_face_uses[face_hash(*card->back)] += card->copies;
        m_has_backs = m_has_backs || card->back.has_value();
    }
    if (m_slots.empty()) {
        m_diagnostics.error({}, "deck '" + deck.id + "' has no cards");
        return;
    }
    if (deck.common_back) {
        check(*deck.common_back, "common back");
        m_face_uses[face_hash(*deck.common_back)] = 2;
        m_has_backs = true;
    }
    if (!ok || !first) return;
    std::string size =
        first->size.width.to_string() + " x " + first->size.height.to_string() + " card";
    std::optional<Grid> grid;
    std::string where = to_string(options.paper) + " paper";
    m_layout = options.layout;
    if (m_layout == PageLayout::gutter) {
        grid = compute_gutter_grid(options.paper, first->size, first->bleed);
        if (!grid) {
            // Too tall for half a landscape page: the fold-over, also for printers without duplex.
            m_layout = PageLayout::fold;
            m_diagnostics.warning(first->pos, "a " + size + " is too tall for a gutter fold on " +
                                                  where + " (half a landscape page, " +
                                                  k_fold_clearance.to_string() +
                                                  " clear of the fold): deck '" + deck.id +
                                                  "' is laid out fold-over");
        }
    }
    if (m_layout == PageLayout::grid) grid = compute_grid(options.paper, first->size, first->bleed);
    if (m_layout == PageLayout::fold) {
        grid = compute_fold_grid(options.paper, first->size, first->bleed);
        where = "half a sheet of " + where;
    }
    if (!grid) {
        m_diagnostics.error(first->pos,
                            "a " + size + " with its crop marks does not fit on " + where);
        return;
    }
    m_grid = *grid;
    m_ok = true;
}

int DeckLayout::page_count() const {
    if (!m_ok) return 0;
    return (card_count() + m_grid.per_page() - 1) / m_grid.per_page();
}

const Card& DeckLayout::card_at(std::size_t deck_index) {
    if (!m_card || m_card_index != deck_index) {
        m_card = m_deck.card(deck_index);
        m_card_index = deck_index;
    }
    return *m_card;
}

std::shared_ptr<const Drawing> DeckLayout::bind_face(const Face& face, bool reuse) {
    auto uses = m_face_uses.find(face_hash(face));
    bool many = uses != m_face_uses.end() && uses->second > 1;
    std::string key;
    if (many) {
        key = face_key(face);
        if (auto it = m_reused.find(key); it != m_reused.end()) return it->second;
    }
    const Template* t = m_templates.get(face.template_id, m_diagnostics);
    auto drawing = m_binder.bind(*t, face.record);
    drawing->reuse = reuse && many;
    std::shared_ptr<const Drawing> result = std::move(drawing);
    if (many) m_reused.emplace(std::move(key), result);
    return result;
}

const Face* DeckLayout::back_face(const Card& card) const {
    if (card.back) return &*card.back;
    if (m_deck.common_back) return &*m_deck.common_back;
    return nullptr;
}

std::shared_ptr<const Drawing> DeckLayout::bind_back(const Card& card) {
    const Face* face = back_face(card);
    return face ? bind_face(*face, true) : nullptr;
}

std::shared_ptr<const Drawing> DeckLayout::front(int index) {
    return bind_face(card_at(m_slots[static_cast<std::size_t>(index)]).front, true);
}

std::shared_ptr<const Drawing> DeckLayout::back(int index) {
    return bind_back(card_at(m_slots[static_cast<std::size_t>(index)]));
}

int DeckLayout::copies(int card) const {
    return static_cast<int>(m_copies[static_cast<std::size_t>(card)]);
}

std::shared_ptr<const Drawing> DeckLayout::distinct_front(int card) {
    return bind_face(card_at(m_distinct[static_cast<std::size_t>(card)]).front, true);
}

std::shared_ptr<const Drawing> DeckLayout::distinct_back(int card) {
    return bind_back(card_at(m_distinct[static_cast<std::size_t>(card)]));
}

std::string DeckLayout::distinct_name(int card) {
    const Record& record = card_at(m_distinct[static_cast<std::size_t>(card)]).front.record;
    const Field* name = record.find("name");
    return name && !name->text.empty() ? name->text : record.id;
}

std::string DeckLayout::distinct_id(int card) {
    return card_at(m_distinct[static_cast<std::size_t>(card)]).front.record.id;
}

std::pair<Page, std::optional<Page>> DeckLayout::page(int index) {
    int begin = index * m_grid.per_page();
    int end = std::min(card_count(), begin + m_grid.per_page());
    bool folded = m_layout != PageLayout::grid;
    bool backs_wanted = m_has_backs && (folded || m_options.duplex != Duplex::none);
    std::vector<std::shared_ptr<const Drawing>> fronts;
    std::vector<std::shared_ptr<const Drawing>> backs;
    for (int i = begin; i < end; ++i) {
        fronts.push_back(front(i));
        if (!backs_wanted) {
            // Bound all the same, so that a back's faults are found whatever is printed.
            if (m_has_backs) back(i);
        } else {
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
    if (folded)
        return {fold_page(m_grid, fronts, backs, m_options, m_deck.id + " " + n), std::nullopt};
    Page front_page_value = front_page(m_grid, fronts, m_options, m_deck.id + " fronts " + n);
    std::optional<Page> back_page_value;
    if (!backs.empty()) back_page_value = back_page(m_grid, backs, m_options, m_deck.id + " backs " + n);
    return {std::move(front_page_value), std::move(back_page_value)};
}

}  // namespace pnpkit::layout
