#include "games/designer/record_builder.hpp"

#include "core/text.hpp"
#include "games/designer/values.hpp"

namespace pnpkit::designer {

RecordBuilder::RecordBuilder(Component& component, const std::vector<std::string>& languages,
                             const std::filesystem::path& dir, const layout::IconSet& icons,
                             Diagnostics& diagnostics)
    : m_component(component),
      m_languages(languages),
      m_dir(dir),
      m_icons(icons),
      m_diagnostics(diagnostics),
      m_expected(component.columns(), false),
      m_any_text(component.fields.size(), false) {}

void RecordBuilder::begin(std::uint32_t file, const SourcePos& origin, CellPos at) {
    m_file = file;
    m_origin = origin;
    m_at = at;
    m_ok = true;
    m_values.assign(m_component.columns(), {});
    m_cells.assign(m_component.columns(), {});
    m_given.assign(m_component.columns(), false);
}

SourcePos RecordBuilder::pos(CellPos at) const {
    SourcePos pos = m_origin;
    pos.line = static_cast<int>(at.line);
    pos.column = static_cast<int>(at.column);
    return pos;
}

void RecordBuilder::set(std::size_t field, std::string_view text, CellPos at) {
    store(field, field, text, at);
}

void RecordBuilder::set_text(std::size_t field, std::size_t language, std::string_view text,
                             CellPos at) {
    store(m_component.column(field, language), field, text, at);
}

void RecordBuilder::store(std::size_t column, std::size_t field, std::string_view text,
                          CellPos at) {
    m_given[column] = true;
    m_cells[column] = at;
    if (trim(text).empty()) return;
    ValueAt where{m_origin.file, static_cast<int>(at.line), static_cast<int>(at.column),
                  m_origin.sheet};
    auto value = check_value(m_component.fields[field], text, where, m_dir, m_icons, m_diagnostics);
    if (!value) {
        m_ok = false;
        return;
    }
    m_values[column] = std::move(*value);
}

void RecordBuilder::expect(std::size_t field, std::size_t language, bool expected) {
    m_expected[m_component.column(field, language)] = expected;
}

std::string RecordBuilder::who() const {
    if (m_values[k_id_field].empty()) return {};
    return " in " + std::string(m_component.record_word()) + " '" + m_values[k_id_field] + "'";
}

void RecordBuilder::warn_missing_texts(bool per_cell) {
    const std::string& fallback = m_languages.front();
    for (std::size_t language = 1; language < m_component.languages; ++language) {
        const std::string& code = m_languages[language];
        std::vector<std::string> missing;
        for (std::size_t field : m_component.translated) {
            std::size_t column = m_component.column(field, language);
            if (!m_expected[column] || m_values[field].empty() || !m_values[column].empty())
                continue;
            const std::string& name = m_component.fields[field].name;
            if (!per_cell) {
                missing.push_back(name);
                continue;
            }
            m_diagnostics.warning(pos(m_cells[column]), "no '" + code + "' text for '" + name +
                                                            "'" + who() + ": its '" + fallback +
                                                            "' text is printed");
        }
        if (missing.empty()) continue;
        std::string word = m_component.record_word();
        m_diagnostics.warning(pos(m_at),
                              word + " '" + m_values[k_id_field] + "' has no '" + code +
                                  "' text for " + quoted_list(missing) + ": its '" + fallback +
                                  "' text is printed",
                              "give the " + word + " a table '" + code + "' with its text in '" +
                                  code + "': [" + word + "." + code + "]");
    }
}

void RecordBuilder::finish(bool per_cell) {
    for (std::size_t f = 0; f < m_component.fields.size(); ++f) {
        const FieldDecl& field = m_component.fields[f];
        if (!m_values[f].empty()) {
            m_any_text[f] = true;
            continue;
        }
        if (field.required && m_ok) {
            m_diagnostics.error(m_given[f] ? pos(m_cells[f]) : pos(m_at),
                                "missing required field '" + field.name + "'" + who());
            m_ok = false;
        }
        m_values[f] = field.fallback;
    }
    if (!m_ok) return;
    SourcePos id_at = m_cells[k_id_field].line > 0 ? pos(m_cells[k_id_field]) : pos(m_at);
    const std::string& id = m_values[k_id_field];
    auto [it, added] = m_ids.try_emplace(id, m_component.records.size());
    if (!added) {
        m_diagnostics.error(id_at,
                            "duplicate id '" + id + "' in " +
                                (m_component.is_deck() ? "deck '" : "sheet '") + m_component.id +
                                "'",
                            "the other '" + id + "' is the " + m_component.record_word() + " at " +
                                m_component.records.pos(it->second, k_id_field).to_string());
        return;
    }
    if (m_component.languages > 1) warn_missing_texts(per_cell);
    m_component.records.add(m_values, m_cells, m_file, m_at);
}

}  // namespace pnpkit::designer
