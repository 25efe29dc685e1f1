#include "games/designer/components.hpp"

namespace pnpkit::designer {

namespace {

std::vector<std::size_t> back_fields(const Component& c) {
    std::vector<std::size_t> fields;
    for (std::size_t f = 0; f < c.fields.size(); ++f) {
        if (c.fields[f].back) fields.push_back(f);
    }
    return fields;
}

// Sets a record's field to the text of `c`'s record `r` in `language`, with where it was written.
void set_field(layout::Record& record, const Component& c, std::size_t r, std::size_t f,
               std::size_t language) {
    const FieldDecl& field = c.fields[f];
    std::string value(c.text(r, f, language));
    if (field.type == FieldType::markup) {
        record.set_markup(field.name, std::move(value));
    } else {
        record.set(field.name, std::move(value));
    }
    record.fields[field.name].pos = c.text_pos(r, f, language);
}

// What every face's record holds besides the fields: the titles and the language printed.
layout::Record titles(const DesignerData& data, const Component& c, std::size_t language) {
    layout::Record record;
    record.set("game", data.title).set("deck", c.title);
    record.set("lang", data.languages.empty() ? std::string() : data.languages[language]);
    record.styles = data.styles;
    return record;
}

layout::Record front_record(const DesignerData& data, const Component& c, std::size_t r,
                            std::size_t language) {
    layout::Record record = titles(data, c, language);
    record.id = std::string(c.id_of(r));
    for (std::size_t f = 0; f < c.fields.size(); ++f) set_field(record, c, r, f, language);
    return record;
}

// What the records of a component's fronts (or pages) and backs hold, for checking the templates.
std::vector<std::shared_ptr<const layout::RecordSchema>> schemas(const DesignerData& data,
                                                                 const Component& c) {
    std::string owner = std::string(c.is_deck() ? "deck" : "sheet") + " '" + c.id + "'";
    auto titles_schema = [&](layout::RecordSchema& schema) {
        schema.styles = data.styles;
        schema.fields.push_back({"game", layout::FieldKind::text, {}, c.pos, true});
        schema.fields.push_back({"deck", layout::FieldKind::text, {}, c.pos, true});
        schema.fields.push_back({"lang", layout::FieldKind::text, {}, c.pos, true});
    };
    auto front = std::make_shared<layout::RecordSchema>();
    front->template_id = c.front;
    front->template_pos = c.front_pos;
    front->owner = owner;
    titles_schema(*front);
    for (const auto& field : c.fields) {
        bool implicit = field.type == FieldType::id || (c.is_deck() && field.name == "count");
        front->fields.push_back(
            {field.name, field.type, field.values, field.pos, implicit});
    }
    std::vector<std::shared_ptr<const layout::RecordSchema>> out{front};
    if (c.is_deck() && !c.back.empty()) {
        auto back = std::make_shared<layout::RecordSchema>();
        back->template_id = c.back;
        back->template_pos = c.back_pos;
        back->owner = "the backs of " + owner;
        titles_schema(*back);
        back->fields.push_back({"id", layout::FieldKind::id, {}, c.pos, true});
        for (const auto& field : c.fields) {
            if (field.back) {
                back->fields.push_back(
                    {field.name, field.type, field.values, field.pos, false});
            } else if (field.type != FieldType::id) {
                back->elsewhere.push_back(field.name);
            }
        }
        back->elsewhere_hint =
            "a card's back shows the fields declared back = true (players may then draw by them)";
        out.push_back(back);
    }
    return out;
}

// Makes a deck's cards from its records when asked, one at a time.
class DesignerCards final : public layout::CardSource {
public:
    DesignerCards(std::shared_ptr<const DesignerData> data, std::size_t component,
                  std::size_t language)
        : m_data(std::move(data)),
          m_component(m_data->components[component]),
          m_back_fields(back_fields(m_component)),
          m_language(language) {}

    std::size_t size() const override { return m_component.records.size(); }

    layout::Card card(std::size_t r) const override {
        layout::Card card{
            layout::Face{m_component.front, front_record(*m_data, m_component, r, m_language)},
            std::nullopt, m_component.copies(r)};
        if (!m_component.back.empty() && !m_back_fields.empty()) {
            // Cards whose back fields agree have equal back records, so their back is drawn once.
            layout::Record back = titles(*m_data, m_component, m_language);
            back.id = "back";
            for (std::size_t f : m_back_fields) {
                set_field(back, m_component, r, f, m_language);
                back.id += " " + m_component.fields[f].name + "=" +
                           std::string(m_component.text(r, f, m_language));
            }
            card.back = layout::Face{m_component.back, std::move(back)};
        }
        return card;
    }

private:
    std::shared_ptr<const DesignerData> m_data;
    const Component& m_component;
    std::vector<std::size_t> m_back_fields;
    std::size_t m_language;
};

}  // namespace

std::vector<layout::Component> make_components(const std::shared_ptr<const DesignerData>& data,
                                               std::size_t language) {
    std::vector<layout::Component> components;
    for (std::size_t i = 0; i < data->components.size(); ++i) {
        const Component& c = data->components[i];
        if (c.is_deck()) {
            layout::DeckComponent deck;
            deck.id = c.id;
            deck.title = c.title;
            deck.source = std::make_shared<DesignerCards>(data, i, language);
            deck.schemas = schemas(*data, c);
            if (!c.back.empty() && back_fields(c).empty()) {
                layout::Record back = titles(*data, c, language);
                back.id = "back";
                deck.common_back = layout::Face{c.back, std::move(back)};
            }
            components.emplace_back(std::move(deck));
        } else {
            layout::SheetComponent sheet{c.id, c.title, {}, schemas(*data, c)};
            for (std::size_t r = 0; r < c.records.size(); ++r) {
                sheet.pages.push_back(layout::Face{c.front, front_record(*data, c, r, language)});
            }
            components.emplace_back(std::move(sheet));
        }
    }
    return components;
}

std::vector<games::DeckDef> make_decks(const DesignerData& data) {
    std::vector<games::DeckDef> decks;
    for (const Component& c : data.components) {
        if (!c.is_deck()) continue;
        games::DeckDef deck{c.id, c.title, {}};
        std::vector<std::size_t> shown = back_fields(c);
        for (std::size_t r = 0; r < c.records.size(); ++r) {
            games::DeckCard card{std::string(c.id_of(r)), c.name_of(r), {}};
            for (std::size_t f : shown)
                card.back[c.fields[f].name] = std::string(c.records.value(r, f));
            int copies = c.copies(r);
            if (copies == 1) {
                deck.cards.push_back(std::move(card));
                continue;
            }
            for (int n = 1; n <= copies; ++n) {
                games::DeckCard copy = card;
                copy.id += "#" + std::to_string(n);
                deck.cards.push_back(std::move(copy));
            }
        }
        decks.push_back(std::move(deck));
    }
    return decks;
}

}  // namespace pnpkit::designer
