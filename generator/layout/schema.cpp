#include "layout/schema.hpp"

namespace pnpkit::layout {

const char* to_string(FieldKind kind) {
    switch (kind) {
        case FieldKind::text:
            return "text";
        case FieldKind::markup:
            return "markup";
        case FieldKind::integer:
            return "integer";
        case FieldKind::number:
            return "number";
        case FieldKind::choice:
            return "enum";
        case FieldKind::icon:
            return "icon";
        case FieldKind::image:
            return "image";
        case FieldKind::list:
            return "list";
        case FieldKind::id:
            return "id";
    }
    return "?";
}

const FieldStyles::Entry* FieldStyles::find_exact(std::string_view value) const {
    for (const auto& entry : entries) {
        if (entry.value == value) return &entry;
    }
    return nullptr;
}

const FieldStyles::Entry* FieldStyles::find(std::string_view value) const {
    if (const Entry* own = find_exact(value)) return own;
    return fallback();
}

const FieldStyles* Styles::find(std::string_view field) const {
    for (const auto& styles : fields) {
        if (styles.field == field) return &styles;
    }
    return nullptr;
}

const FieldSchema* RecordSchema::find(std::string_view name) const {
    for (const auto& field : fields) {
        if (field.name == name) return &field;
    }
    return nullptr;
}

std::vector<std::string> RecordSchema::names() const {
    std::vector<std::string> out;
    for (const auto& field : fields) out.push_back(field.name);
    return out;
}

}  // namespace pnpkit::layout
