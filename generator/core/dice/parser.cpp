#include "core/dice/parser.hpp"

#include <algorithm>

#include "core/dice/bounds.hpp"
#include "core/text.hpp"

namespace pnpkit::dice {

namespace {

constexpr int k_max_depth = 50;

struct ParseFailure {
    DiceError error;
};

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
char lower(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}
bool is_compare(char c) {
    return c == '<' || c == '>' || c == '=';
}
// Whether `text` starts like a pool's modifier: k, dh, dl, r, !, or a comparison.
bool starts_modifier(std::string_view text) {
    char c = text.empty() ? '\0' : lower(text[0]);
    char next = text.size() > 1 ? lower(text[1]) : '\0';
    return c == 'k' || c == 'r' || c == '!' || is_compare(c) ||
           (c == 'd' && (next == 'h' || next == 'l'));
}

// Bytes of the UTF-8 character starting with `lead` (1 for a stray continuation byte).
std::size_t utf8_width(unsigned char lead) {
    if ((lead & 0xE0) == 0xC0)
        return 2;
    if ((lead & 0xF0) == 0xE0)
        return 3;
    if ((lead & 0xF8) == 0xF0)
        return 4;
    return 1;
}

// Where each condition of a pool was written, for messages that quote it.
struct Written {
    std::string_view text;
    Condition condition;
};

class Parser {
  public:
    explicit Parser(std::string_view text) : m_text(text) { m_expr.text = std::string(text); }

    Expression run() {
        if (m_text.size() > static_cast<std::size_t>(k_max_length)) {
            fail(static_cast<std::size_t>(k_max_length),
                 "expression too long (" + std::to_string(m_text.size()) + " characters; at most " +
                     std::to_string(k_max_length) + ")",
                 "roll it in parts, one expression each");
        }
        skip_spaces();
        if (at_end())
            fail(m_pos, "empty expression", "write dice such as 2d6+1");
        m_expr.root = parse_sum();
        skip_spaces();
        if (!at_end())
            unexpected(m_pos);
        if (auto error = check_magnitude(m_expr))
            throw ParseFailure{*error};
        return std::move(m_expr);
    }

  private:
    bool at_end() const { return m_pos >= m_text.size(); }
    char peek() const { return at_end() ? '\0' : m_text[m_pos]; }
    char peek_lower() const { return lower(peek()); }
    int column(std::size_t offset) const {
        return static_cast<int>(utf8_length(m_text.substr(0, std::min(offset, m_text.size())))) + 1;
    }
    void skip_spaces() {
        while (peek() == ' ' || peek() == '\t')
            ++m_pos;
    }

    [[noreturn]] void fail_at(int col, std::string message, std::string hint = {}) const {
        throw ParseFailure{DiceError{col, std::move(message), std::move(hint)}};
    }
    [[noreturn]] void fail(std::size_t offset, std::string message, std::string hint = {}) const {
        fail_at(column(offset), std::move(message), std::move(hint));
    }

    // Fails at the character at `offset` (or the end), with a hint for the usual slips.
    [[noreturn]] void unexpected(std::size_t offset, std::string hint = {}) const {
        if (offset >= m_text.size())
            fail(offset, "the expression ends early", std::move(hint));
        auto lead = static_cast<unsigned char>(m_text[offset]);
        std::string_view ch = m_text.substr(offset, utf8_width(lead));
        char c = lower(m_text[offset]);
        char before = offset > 0 ? m_text[offset - 1] : '\0';
        if (hint.empty()) {
            if (c == '/') {
                hint = "division is not supported";
            } else if (c == 'x' && (is_digit(before) || before == ')')) {
                hint = "use '*' to multiply";
            } else if ((before == ' ' || before == '\t') &&
                       starts_modifier(m_text.substr(offset))) {
                hint = std::string(k_split_modifier_hint);
            } else if (c == '(' || is_digit(c) || c == 'd') {
                hint = "put an operator (+, - or *) between two terms";
            }
        }
        fail(offset, "unexpected '" + std::string(ch) + "'", std::move(hint));
    }

    int add_node(Node node) {
        m_expr.nodes.push_back(node);
        return static_cast<int>(m_expr.nodes.size()) - 1;
    }

    int add_binary(NodeKind kind, int left, int right, int col) {
        Node node{kind};
        node.left = left;
        node.right = right;
        node.column = col;
        return add_node(node);
    }

    void enter(std::size_t offset) {
        if (++m_depth > k_max_depth) {
            fail(offset, "too deeply nested (at most " + std::to_string(k_max_depth) + " levels)");
        }
    }

    int parse_sum() {
        int left = parse_product();
        for (;;) {
            skip_spaces();
            char c = peek();
            if (c != '+' && c != '-')
                return left;
            int col = column(m_pos++);
            NodeKind kind = c == '+' ? NodeKind::add : NodeKind::subtract;
            left = add_binary(kind, left, parse_product(), col);
        }
    }

    int parse_product() {
        int left = parse_unary();
        for (;;) {
            skip_spaces();
            if (peek() != '*')
                return left;
            int col = column(m_pos++);
            left = add_binary(NodeKind::multiply, left, parse_unary(), col);
        }
    }

    int parse_unary() {
        skip_spaces();
        if (peek() != '-')
            return parse_atom();
        std::size_t at = m_pos++;
        enter(at);
        Node node{NodeKind::negate};
        node.left = parse_unary();
        node.column = column(at);
        --m_depth;
        return add_node(node);
    }

    int parse_atom() {
        skip_spaces();
        std::size_t start = m_pos;
        const char* expected = "expected a number, dice such as 2d6, or '('";
        if (at_end())
            unexpected(m_pos, expected);
        if (peek() == '(') {
            enter(m_pos);
            ++m_pos;
            Node node{NodeKind::group};
            node.left = parse_sum();
            node.column = column(start);
            skip_spaces();
            if (at_end())
                fail(start, "this '(' is never closed");
            if (peek() != ')')
                unexpected(m_pos);
            ++m_pos;
            --m_depth;
            return add_node(node);
        }
        if (is_digit(peek())) {
            std::int64_t number = parse_number();
            if (peek_lower() == 'd')
                return parse_pool(start, number);
            Node node{NodeKind::number};
            node.number = number;
            node.column = column(start);
            return add_node(node);
        }
        if (peek_lower() == 'd')
            return parse_pool(start, 1);
        unexpected(m_pos, expected);
    }

    std::int64_t parse_number() {
        std::size_t start = m_pos;
        std::int64_t value = 0;
        while (is_digit(peek())) {
            value = value * 10 + (peek() - '0');
            if (value > k_max_number) {
                fail(start, "number too large (at most " + std::to_string(k_max_number) + ")");
            }
            ++m_pos;
        }
        return value;
    }

    int parse_pool(std::size_t start, std::int64_t count) {
        Pool pool;
        pool.column = column(start);
        if (count < 1)
            fail(start, "a pool needs at least 1 die");
        if (count > k_max_dice) {
            fail(start, "too many dice (" + std::to_string(count) + "; at most " +
                            std::to_string(k_max_dice) + " in a pool)");
        }
        pool.count = static_cast<int>(count);
        ++m_pos;  // 'd'
        std::size_t faces_at = m_pos;
        if (peek() == '%') {
            pool.faces = 100;
            ++m_pos;
        } else if (is_digit(peek())) {
            std::int64_t faces = parse_number();
            if (faces < 1)
                fail(faces_at, "a die needs at least 1 face");
            if (faces > k_max_faces) {
                fail(faces_at, "too many faces (" + std::to_string(faces) + "; at most " +
                                   std::to_string(k_max_faces) + ")");
            }
            pool.faces = static_cast<int>(faces);
        } else {
            unexpected(m_pos, "after 'd' comes the number of faces: d6, 3d8, d% (d100)");
        }
        parse_modifiers(pool);
        pool.text = std::string(m_text.substr(start, m_pos - start));
        check_conditions(pool);
        m_expr.pools.push_back(std::move(pool));
        Node node{NodeKind::pool};
        node.pool = static_cast<int>(m_expr.pools.size()) - 1;
        node.column = column(start);
        return add_node(node);
    }

    void parse_modifiers(Pool& pool) {
        for (;;) {
            char c = peek_lower();
            if (c == 'k' || c == 'd') {
                parse_keep(pool);
            } else if (c == 'r') {
                parse_reroll(pool);
            } else if (c == '!') {
                parse_explode(pool);
            } else if (is_compare(c)) {
                std::size_t at = m_pos;
                pool.success = parse_condition(at);
                m_success = Written{m_text.substr(at, m_pos - at), *pool.success};
                char next = peek_lower();
                if (next == 'k' || next == 'd' || next == 'r' || next == '!') {
                    unexpected(m_pos,
                               "write keep, drop, reroll and explode before the success condition: "
                               "4d6kh3>=5");
                }
                return;
            } else {
                return;
            }
        }
    }

    void parse_keep(Pool& pool) {
        std::size_t at = m_pos;
        char first = peek_lower();
        ++m_pos;
        char second = peek_lower();
        KeepKind kind = KeepKind::keep_highest;
        if (first == 'k') {
            if (second == 'l')
                kind = KeepKind::keep_lowest;
            if (second == 'h' || second == 'l')
                ++m_pos;
        } else {
            if (second != 'h' && second != 'l') {
                unexpected(at, "to drop dice write dh (highest) or dl (lowest): 4d6dl1");
            }
            kind = second == 'h' ? KeepKind::drop_highest : KeepKind::drop_lowest;
            ++m_pos;
        }
        if (pool.keep)
            fail(at, "a pool takes one keep or drop", "roll it in two parts if you need both");
        std::int64_t count = is_digit(peek()) ? parse_number() : 1;
        bool keeps = kind == KeepKind::keep_highest || kind == KeepKind::keep_lowest;
        std::string n = std::to_string(count) + " of " + std::to_string(pool.count) + " dice";
        if (keeps && count < 1)
            fail(at, "keep at least 1 die");
        if (keeps && count > pool.count)
            fail(at, "cannot keep " + n);
        if (!keeps && count < 1)
            fail(at, "drop at least 1 die");
        if (!keeps && count >= pool.count)
            fail(at, "dropping " + n + " leaves none");
        pool.keep = KeepRule{kind, static_cast<int>(count), column(at)};
    }

    void parse_reroll(Pool& pool) {
        std::size_t at = m_pos;
        ++m_pos;
        RerollKind kind = RerollKind::recursive;
        if (peek_lower() == 'o') {
            kind = RerollKind::once;
            ++m_pos;
        }
        if (pool.reroll != RerollKind::none && pool.reroll != kind) {
            fail(at, "use either 'r' or 'ro' in a pool, not both");
        }
        pool.reroll = kind;
        pool.add_reroll(parse_condition(at));
        m_rerolls.push_back(Written{m_text.substr(at, m_pos - at), pool.rerolls.back()});
    }

    void parse_explode(Pool& pool) {
        std::size_t at = m_pos;
        ++m_pos;
        if (pool.explode)
            fail(at, "a pool takes one '!'");
        Condition condition{Compare::equal, pool.faces, column(at)};
        if (is_compare(peek()) || is_digit(peek()))
            condition = parse_condition(at);
        pool.explode = condition;
        m_explode = Written{m_text.substr(at, m_pos - at), condition};
    }

    // A comparison (optional for r, ro and !, where a bare number means '=') and its number.
    Condition parse_condition(std::size_t modifier_at) {
        Condition condition{Compare::equal, 0, column(modifier_at)};
        char c = peek();
        if (c == '<' || c == '>') {
            ++m_pos;
            bool or_equal = peek() == '=';
            if (or_equal)
                ++m_pos;
            if (c == '<')
                condition.compare = or_equal ? Compare::less_equal : Compare::less;
            if (c == '>')
                condition.compare = or_equal ? Compare::greater_equal : Compare::greater;
        } else if (c == '=') {
            ++m_pos;
        }
        if (!is_digit(peek()))
            unexpected(m_pos, "a comparison ends with a number: r1, r<3, !>=5, >=5");
        condition.value = parse_number();
        return condition;
    }

    // Conditions must match some face the die can show; rerolls and explosions must leave one.
    // Conditions are ranges of faces, so this counts without visiting the faces.
    void check_conditions(const Pool& pool) {
        auto count_matching = [&pool](const Condition& c, bool after_rerolls) {
            auto [low, high] = c.face_range(pool.faces);
            if (low > high)
                return 0;
            return after_rerolls ? pool.faces_shown(low, high) : high - low + 1;
        };
        std::string die = "d" + std::to_string(pool.faces);
        int showable = pool.faces_shown(1, pool.faces);
        for (const Written& w : m_rerolls) {
            if (count_matching(w.condition, false) == 0) {
                fail_at(w.condition.column,
                        "'" + std::string(w.text) + "' matches no face of " + die);
            }
        }
        if (showable == 0) {
            fail_at(m_rerolls.back().condition.column,
                    "rerolls every face of " + die + ", so the die would never settle",
                    "use 'ro' to reroll once");
        }
        std::string left_over =
            pool.reroll == RerollKind::recursive ? "face left after rerolls" : "face of " + die;
        if (m_explode) {
            int n = count_matching(m_explode->condition, true);
            std::string quoted = "'" + std::string(m_explode->text) + "'";
            if (n == 0)
                fail_at(m_explode->condition.column, quoted + " matches no " + left_over);
            if (n == showable) {
                fail_at(m_explode->condition.column,
                        quoted + " explodes on every " + left_over + ", so it would never stop");
            }
        }
        if (m_success && count_matching(m_success->condition, true) == 0) {
            fail_at(m_success->condition.column,
                    "'" + std::string(m_success->text) + "' matches no " + left_over);
        }
        m_rerolls.clear();
        m_explode.reset();
        m_success.reset();
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_depth = 0;
    Expression m_expr;
    std::vector<Written> m_rerolls;
    std::optional<Written> m_explode;
    std::optional<Written> m_success;
};

}  // namespace

std::variant<Expression, DiceError> parse_expression(std::string_view text) {
    try {
        return Parser(text).run();
    } catch (const ParseFailure& failure) {
        return failure.error;
    }
}

std::vector<std::variant<Expression, DiceError>> parse_arguments(
    std::span<const std::string> texts) {
    std::vector<std::variant<Expression, DiceError>> parsed;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        parsed.push_back(parse_expression(texts[i]));
        auto* error = std::get_if<DiceError>(&parsed.back());
        std::string_view text = texts[i];
        text.remove_prefix(std::min(text.find_first_not_of(" \t"), text.size()));
        if (error && i > 0 && starts_modifier(text))
            error->hint = std::string(k_split_modifier_hint);
    }
    return parsed;
}

}  // namespace pnpkit::dice
