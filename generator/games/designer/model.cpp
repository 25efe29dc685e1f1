#include "games/designer/model.hpp"

#include <algorithm>
#include <charconv>

namespace pnpkit::designer {

std::uint32_t RecordTable::add_file(std::string display, std::string sheet) {
    m_files.push_back({std::move(display), 0, 0, std::move(sheet)});
    return static_cast<std::uint32_t>(m_files.size() - 1);
}

void RecordTable::reserve(std::size_t bytes, std::size_t records) {
    m_text.reserve(m_text.size() + bytes);
    m_ends.reserve(m_ends.size() + records * m_fields);
    m_cells.reserve(m_cells.size() + records * m_fields);
    m_records.reserve(m_records.size() + records);
}

void RecordTable::add(const std::vector<std::string>& values, const std::vector<CellPos>& cells,
                      std::uint32_t file, CellPos at) {
    for (std::size_t f = 0; f < m_fields; ++f) {
        m_text += values[f];
        m_ends.push_back(static_cast<std::uint32_t>(m_text.size()));
        m_cells.push_back(cells[f]);
    }
    m_records.push_back({file, at});
}

std::string_view RecordTable::value(std::size_t record, std::size_t field) const {
    std::size_t at = record * m_fields + field;
    std::size_t begin = at == 0 ? 0 : m_ends[at - 1];
    return std::string_view(m_text).substr(begin, m_ends[at] - begin);
}

SourcePos RecordTable::pos(std::size_t record, std::size_t field) const {
    const CellPos& cell = m_cells[record * m_fields + field];
    if (cell.line == 0) return record_pos(record);
    SourcePos pos = m_files[m_records[record].file];
    pos.line = static_cast<int>(cell.line);
    pos.column = static_cast<int>(cell.column);
    return pos;
}

SourcePos RecordTable::record_pos(std::size_t record) const {
    const RecordInfo& info = m_records[record];
    SourcePos pos = m_files[info.file];
    pos.line = static_cast<int>(info.at.line);
    pos.column = static_cast<int>(info.at.column);
    return pos;
}

bool FieldDecl::translated() const {
    return translate &&
           (type == FieldType::text || type == FieldType::markup || type == FieldType::list);
}

std::size_t Component::column(std::size_t field, std::size_t language) const {
    if (language == 0) return field;
    auto it = std::find(translated.begin(), translated.end(), field);
    if (it == translated.end()) return k_no_field;
    return fields.size() + static_cast<std::size_t>(it - translated.begin()) * (languages - 1) +
           language - 1;
}

std::string_view Component::text(std::size_t record, std::size_t field,
                                 std::size_t language) const {
    std::size_t at = column(field, language);
    if (at != k_no_field && at != field) {
        std::string_view value = records.value(record, at);
        if (!value.empty()) return value;
    }
    return records.value(record, field);
}

SourcePos Component::text_pos(std::size_t record, std::size_t field, std::size_t language) const {
    std::size_t at = column(field, language);
    if (at != k_no_field && at != field && !records.value(record, at).empty())
        return records.pos(record, at);
    return records.pos(record, field);
}

std::size_t Component::field_index(std::string_view name) const {
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].name == name) return i;
    }
    return k_no_field;
}

int Component::copies(std::size_t record) const {
    if (!is_deck()) return 1;
    std::string_view text = records.value(record, k_count_field);
    int count = 1;
    std::from_chars(text.data(), text.data() + text.size(), count);
    return count;
}

std::string Component::name_of(std::size_t record) const {
    std::size_t name = field_index("name");
    if (name != k_no_field && !records.value(record, name).empty())
        return std::string(records.value(record, name));
    return std::string(id_of(record));
}

}  // namespace pnpkit::designer
