#include "layout/icon_set.hpp"

#include <algorithm>

namespace pnpkit::layout {

namespace {

bool is_ascii_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_ascii_digit(char c) {
    return c >= '0' && c <= '9';
}

}  // namespace

bool is_icon_name(std::string_view name) {
    if (name.empty() || name.size() > 32 || !is_ascii_letter(name.front())) return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return is_ascii_letter(c) || is_ascii_digit(c) || c == '-' || c == '_'; });
}

const IconSet& IconSet::built_in() {
    static const IconSet set;
    return set;
}

bool IconSet::add(OwnIcon icon) {
    if (parse_icon(icon.name) || m_own.contains(icon.name)) return false;
    std::string name = icon.name;
    m_own.emplace(std::move(name), std::make_shared<const OwnIcon>(std::move(icon)));
    return true;
}

std::optional<IconSpec> IconSet::find(std::string_view name) const {
    if (auto it = m_own.find(name); it != m_own.end())
        return IconSpec{IconKind::own, 0, 0, it->second};
    return parse_icon(name);
}

std::vector<std::string> IconSet::names() const {
    std::vector<std::string> names = icon_name_examples();
    for (const auto& [name, icon] : m_own) names.push_back(name);
    return names;
}

}  // namespace pnpkit::layout
