#include "load/row_filter.hpp"

#include <algorithm>

#include "core/text.hpp"

namespace pnpkit::load {

namespace {

// The deepest nesting of parentheses and `not` a filter may have.
constexpr int k_max_filter_depth = 32;

bool filter_word_char(char c) {
    return c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '(' && c != ')' && c != '\'' &&
           c != '"' && c != '=' && c != '!';
}

bool filter_number(std::string_view word) {
    if (word.starts_with('-') || word.starts_with('+')) word.remove_prefix(1);
    bool digit = false;
    bool point = false;
    for (char c : word) {
        if (c >= '0' && c <= '9') {
            digit = true;
        } else if (c == '.' && !point) {
            point = true;
        } else {
            return false;
        }
    }
    return digit;
}

}  // namespace

// Reads a filter's text token by token and writes its steps in postfix order.
class RowFilterParser {
public:
    RowFilterParser(std::string_view text, const SourcePos& at, Diagnostics& diagnostics)
        : m_text(text), m_at(at), m_diagnostics(diagnostics) {}

    std::optional<RowFilter> parse() {
        skip_spaces();
        if (m_pos == m_text.size()) return fail(m_pos, "the condition is empty", example());
        if (!either(0)) return std::nullopt;
        if (m_pos < m_text.size()) {
            return fail(m_pos, "unexpected '" + std::string(token()) + "' after the condition",
                        "join conditions with 'and' or 'or': " + example());
        }
        return std::move(m_filter);
    }

private:
    using Kind = RowFilter::Step::Kind;

    static std::string example() { return "kind == 'hero' and cost != 3"; }

    std::nullopt_t fail(std::size_t offset, std::string message, std::string hint = {}) {
        if (!m_failed) {
            SourcePos pos = m_at;
            pos.column += static_cast<int>(utf8_length(m_text.substr(0, offset)));
            m_diagnostics.error(pos, "'where': " + message, std::move(hint));
        }
        m_failed = true;
        return std::nullopt;
    }

    void skip_spaces() {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    // The token at the cursor, without moving: a word, a quoted value, or one or two symbols.
    std::string_view token() const {
        std::size_t end = m_pos;
        if (end >= m_text.size()) return {};
        char c = m_text[end];
        if (c == '\'' || c == '"') {
            std::size_t close = m_text.find(c, end + 1);
            return m_text.substr(
                end, close == std::string_view::npos ? std::string_view::npos : close + 1 - end);
        }
        if (c == '=' || c == '!') {
            return m_text.substr(end, end + 1 < m_text.size() && m_text[end + 1] == '=' ? 2 : 1);
        }
        if (!filter_word_char(c)) return m_text.substr(end, 1);
        while (end < m_text.size() && filter_word_char(m_text[end])) ++end;
        return m_text.substr(m_pos, end - m_pos);
    }

    std::string_view take() {
        std::string_view t = token();
        m_pos += t.size();
        skip_spaces();
        return t;
    }

    bool keyword(std::string_view word) {
        if (fold_case(token()) != word) return false;
        take();
        return true;
    }

    bool either(int depth) {
        if (!both(depth)) return false;
        while (keyword("or")) {
            if (!both(depth)) return false;
            m_filter.m_steps.push_back({Kind::either, 0, {}});
        }
        return true;
    }

    bool both(int depth) {
        if (!factor(depth)) return false;
        while (keyword("and")) {
            if (!factor(depth)) return false;
            m_filter.m_steps.push_back({Kind::both, 0, {}});
        }
        return true;
    }

    bool factor(int depth) {
        if (depth >= k_max_filter_depth) {
            fail(m_pos, "the condition nests deeper than " + std::to_string(k_max_filter_depth) +
                            " levels");
            return false;
        }
        if (keyword("not")) {
            if (!factor(depth + 1)) return false;
            m_filter.m_steps.push_back({Kind::negate, 0, {}});
            return true;
        }
        if (token() == "(") {
            std::size_t open = m_pos;
            take();
            if (!either(depth + 1)) return false;
            if (token() != ")") {
                fail(open, "this '(' is never closed");
                return false;
            }
            take();
            return true;
        }
        return comparison();
    }

    bool comparison() {
        std::size_t at = m_pos;
        std::string_view name = token();
        if (name.empty() || !filter_word_char(name[0]) || filter_number(name)) {
            fail(at,
                 name.empty() ? "a comparison is missing at the end"
                              : "expected a column name, found '" + std::string(name) + "'",
                 "compare a column with a value: " + example());
            return false;
        }
        take();
        std::size_t op_at = m_pos;
        std::string_view op = take();
        if (op != "==" && op != "!=") {
            fail(op_at, "expected '==' or '!=' after '" + std::string(name) + "'",
                 op == "=" ? "compare with two equals signs: " + std::string(name) + " == 'hero'"
                           : std::string());
            return false;
        }
        std::size_t value_at = m_pos;
        std::string_view value = token();
        std::string text;
        if (!value.empty() && (value[0] == '\'' || value[0] == '"')) {
            if (value.size() < 2 || value.back() != value[0]) {
                fail(value_at, "a quoted value is never closed");
                return false;
            }
            text = std::string(value.substr(1, value.size() - 2));
        } else if (filter_number(value)) {
            text = std::string(value);
        } else {
            fail(value_at,
                 value.empty()
                     ? "a value is missing after '" + std::string(op) + "'"
                     : "a value is quoted or a number, found '" + std::string(value) + "'",
                 "write " + std::string(name) + " " + std::string(op) + " '" +
                     std::string(value.empty() ? "hero" : value) + "'");
            return false;
        }
        take();
        std::string folded_name = fold_case(name);
        auto& names = m_filter.m_names;
        auto known = std::find_if(names.begin(), names.end(), [&](const std::string& n) {
            return fold_case(n) == folded_name;
        });
        std::size_t index = static_cast<std::size_t>(known - names.begin());
        if (known == names.end()) names.emplace_back(name);
        m_filter.m_steps.push_back(
            {op == "==" ? Kind::equal : Kind::not_equal, index, fold_case(trim(text))});
        return true;
    }

    std::string_view m_text;
    const SourcePos& m_at;
    Diagnostics& m_diagnostics;
    std::size_t m_pos = 0;
    bool m_failed = false;
    RowFilter m_filter;
};

std::optional<RowFilter> RowFilter::parse(std::string_view text, const SourcePos& at,
                                          Diagnostics& diagnostics) {
    return RowFilterParser(text, at, diagnostics).parse();
}

bool RowFilter::matches(std::span<const std::string_view> values) const {
    std::vector<bool> stack;
    for (const Step& step : m_steps) {
        switch (step.kind) {
            case Step::Kind::equal:
            case Step::Kind::not_equal: {
                bool equal = fold_case(trim(values[step.name])) == step.value;
                stack.push_back(equal == (step.kind == Step::Kind::equal));
                break;
            }
            case Step::Kind::negate:
                stack.back() = !stack.back();
                break;
            case Step::Kind::both:
            case Step::Kind::either: {
                bool right = stack.back();
                stack.pop_back();
                stack.back() =
                    step.kind == Step::Kind::both ? stack.back() && right : stack.back() || right;
                break;
            }
        }
    }
    return !stack.empty() && stack.back();
}

}  // namespace pnpkit::load
