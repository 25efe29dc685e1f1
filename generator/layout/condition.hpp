#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// A layer's `when`: a small condition on a record's fields, parsed once when the template loads
// and evaluated per card. No loops, no functions: comparisons of fields and literals joined by
// `and`, `or`, `not` and parentheses.
//
//   condition  := or
//   or         := and ("or" and)*
//   and        := unary ("and" unary)*
//   unary      := ("not" | "!") unary | comparison
//   comparison := operand (("==" | "!=" | "<" | "<=" | ">" | ">=") operand)?
//   operand    := "(" condition ")" | field | "text" | 'text' | number | true | false
//
// A field alone is true when the record's value is not empty (`when = "flavour"`), so the
// template format's older `when = "field"` and `when = "!field"` mean what they always meant.
namespace pnpkit::layout {

// The longest condition and the deepest nesting a template may write.
inline constexpr std::size_t k_max_condition_bytes = 1000;
inline constexpr int k_max_condition_depth = 32;

enum class CompareOp { eq, ne, lt, le, gt, ge };

// "==", "!=", ...
const char* to_string(CompareOp op);

// What is wrong with a condition, and where: a byte offset into its text.
struct ConditionError {
    ConditionError(std::size_t at, std::string what, std::string advice = {})
        : offset(at), message(std::move(what)), hint(std::move(advice)) {}
    std::size_t offset = 0;
    std::string message;
    std::string hint;
};

class Condition {
public:
    // One node of the parsed condition; children are indices into the condition's nodes.
    struct Node {
        enum class Kind : std::uint8_t { field, text, number, boolean, compare, and_, or_, not_ };
        Kind kind = Kind::boolean;
        CompareOp op = CompareOp::eq;
        std::uint32_t left = 0;
        std::uint32_t right = 0;
        std::uint32_t offset = 0;  // where the node starts in the text
        double number = 0;         // number literals; 1 or 0 for true and false
        std::string text;          // a field's name, a text literal
    };

    // The value of a record's field by name; nullopt when the record has no such field (which a
    // condition reads as empty).
    using Lookup = std::function<std::optional<std::string_view>(std::string_view)>;

    // Parses `text`; an empty text is a condition that always holds.
    static std::variant<Condition, ConditionError> parse(std::string_view text);

    // True when the condition always holds (written as nothing).
    bool always() const { return m_nodes.empty(); }
    // Evaluates the condition on a record. Values compare as numbers when both sides are numbers
    // (`cost >= 3`), else as text (`type == "magic"`); an order (`<` ...) between anything but two
    // numbers is false, so an empty value is never less or more than a number.
    bool evaluate(const Lookup& lookup) const;

    const std::vector<Node>& nodes() const { return m_nodes; }
    std::uint32_t root() const { return m_root; }
    const std::string& text() const { return m_text; }

private:
    std::vector<Node> m_nodes;
    std::uint32_t m_root = 0;
    std::string m_text;
};

// Parses a decimal number as conditions and checks read one ("3", "-2.5"); nullopt otherwise.
std::optional<double> parse_number(std::string_view text);

}  // namespace pnpkit::layout
