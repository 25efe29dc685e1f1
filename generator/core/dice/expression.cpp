#include "core/dice/expression.hpp"

#include <algorithm>

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

bool Pool::rerolled(int face) const {
    return std::any_of(rerolls.begin(), rerolls.end(),
                       [face](const Condition& c) { return c.matches(face); });
}

bool Pool::can_show(int face) const {
    return face >= 1 && face <= faces && !(reroll == RerollKind::recursive && rerolled(face));
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
