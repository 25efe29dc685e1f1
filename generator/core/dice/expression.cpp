#include "core/dice/expression.hpp"

#include <algorithm>
#include <iterator>

namespace pnpkit::dice {

bool Condition::matches(std::int64_t face) const {
    switch (compare) {
        case Compare::equal:
            return face == value;
        case Compare::less:
            return face < value;
        case Compare::less_equal:
            return face <= value;
        case Compare::greater:
            return face > value;
        case Compare::greater_equal:
            return face >= value;
    }
    return false;
}

std::string Condition::to_string() const {
    const char* op = "=";
    switch (compare) {
        case Compare::equal:
            op = "=";
            break;
        case Compare::less:
            op = "<";
            break;
        case Compare::less_equal:
            op = "<=";
            break;
        case Compare::greater:
            op = ">";
            break;
        case Compare::greater_equal:
            op = ">=";
            break;
    }
    return op + std::to_string(value);
}

int KeepRule::kept(int size) const {
    bool keep = kind == KeepKind::keep_highest || kind == KeepKind::keep_lowest;
    return std::clamp(keep ? count : size - count, 0, size);
}

std::pair<int, int> Condition::face_range(int faces) const {
    std::int64_t low = 1, high = faces;
    switch (compare) {
        case Compare::equal:
            low = std::max(low, value);
            high = std::min(high, value);
            break;
        case Compare::less:
            high = std::min(high, value - 1);
            break;
        case Compare::less_equal:
            high = std::min(high, value);
            break;
        case Compare::greater:
            low = std::max(low, value + 1);
            break;
        case Compare::greater_equal:
            low = std::max(low, value);
            break;
    }
    if (low > high)
        return {1, 0};
    return {static_cast<int>(low), static_cast<int>(high)};
}

void Pool::add_reroll(const Condition& condition) {
    rerolls.push_back(condition);
    auto range = condition.face_range(faces);
    if (range.first > range.second)
        return;
    m_rerolled.push_back(range);
    std::sort(m_rerolled.begin(), m_rerolled.end());
    std::vector<std::pair<int, int>> merged;
    for (const auto& r : m_rerolled) {
        if (!merged.empty() && r.first <= merged.back().second + 1) {
            merged.back().second = std::max(merged.back().second, r.second);
        } else {
            merged.push_back(r);
        }
    }
    m_rerolled = std::move(merged);
}

bool Pool::rerolled(int face) const {
    // The last range starting at or before the face.
    auto it = std::upper_bound(m_rerolled.begin(), m_rerolled.end(), face,
                               [](int f, const std::pair<int, int>& r) { return f < r.first; });
    return it != m_rerolled.begin() && face <= std::prev(it)->second;
}

bool Pool::can_show(int face) const {
    return face >= 1 && face <= faces && !(reroll == RerollKind::recursive && rerolled(face));
}

int Pool::faces_shown(int low, int high) const {
    low = std::max(low, 1);
    high = std::min(high, faces);
    if (low > high)
        return 0;
    int shown = high - low + 1;
    if (reroll != RerollKind::recursive)
        return shown;
    for (const auto& r : m_rerolled)
        shown -= std::max(0, std::min(high, r.second) - std::max(low, r.first) + 1);
    return shown;
}

std::string format_error(std::string_view text, const DiceError& error) {
    std::string out = std::string(text) + ": " + error.message + " at column " +
                      std::to_string(error.column) + "\n";
    out += "  " + std::string(text) + "\n";
    out += "  " + std::string(static_cast<std::size_t>(std::max(error.column - 1, 0)), ' ') + "^\n";
    if (!error.hint.empty())
        out += "  hint: " + error.hint + "\n";
    return out;
}

}  // namespace pnpkit::dice
