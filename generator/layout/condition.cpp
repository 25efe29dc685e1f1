#include "layout/condition.hpp"

#include <charconv>
#include <cmath>

#include "core/text.hpp"
#include "load/table_reader.hpp"

namespace pnpkit::layout {

namespace {

using Node = Condition::Node;

struct Token {
    enum class Kind { end, open, close, not_, and_, or_, compare, word, text };
    Kind kind = Kind::end;
    CompareOp op = CompareOp::eq;
    std::size_t offset = 0;
    std::string text;  // a word or a text literal
};

bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-' || c == '.' || c == '#';
}

// Splits a condition into tokens; the first problem stops it.
class Lexer {
public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    std::variant<Token, ConditionError> next() {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t')) ++m_at;
        Token token;
        token.offset = m_at;
        if (m_at == m_text.size()) return token;
        char c = m_text[m_at];
        auto two = [&](char second) {
            return m_at + 1 < m_text.size() && m_text[m_at + 1] == second;
        };
        auto op = [&](CompareOp value, std::size_t length) {
            token.kind = Token::Kind::compare;
            token.op = value;
            m_at += length;
            return token;
        };
        switch (c) {
            case '(':
                ++m_at;
                token.kind = Token::Kind::open;
                return token;
            case ')':
                ++m_at;
                token.kind = Token::Kind::close;
                return token;
            case '!':
                if (two('=')) return op(CompareOp::ne, 2);
                ++m_at;
                token.kind = Token::Kind::not_;
                return token;
            case '=':
                if (two('=')) return op(CompareOp::eq, 2);
                return ConditionError{m_at, "'=' alone does not compare", "write '==' to compare"};
            case '<':
                return two('=') ? op(CompareOp::le, 2) : op(CompareOp::lt, 1);
            case '>':
                return two('=') ? op(CompareOp::ge, 2) : op(CompareOp::gt, 1);
            case '&':
            case '|':
                return ConditionError{m_at, "unexpected " + in_quotes(std::string(1, c)),
                                      std::string("write '") + (c == '&' ? "and" : "or") + "'"};
            case '"':
            case '\'': {
                std::size_t close = m_text.find(c, m_at + 1);
                if (close == std::string_view::npos)
                    return ConditionError{m_at, "this text has no closing " + std::string(1, c)};
                token.kind = Token::Kind::text;
                token.text = std::string(m_text.substr(m_at + 1, close - m_at - 1));
                m_at = close + 1;
                return token;
            }
            default:
                break;
        }
        if (!word_char(c)) {
            std::size_t length = 1;
            auto byte = static_cast<unsigned char>(c);
            if (byte >= 0xC0) length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
            return ConditionError{
                m_at, "unexpected " + in_quotes(m_text.substr(m_at, length)),
                "a condition compares fields and values: type == \"magic\" and cost >= 3"};
        }
        std::size_t end = m_at;
        while (end < m_text.size() && word_char(m_text[end])) ++end;
        token.text = std::string(m_text.substr(m_at, end - m_at));
        m_at = end;
        if (token.text == "and")
            token.kind = Token::Kind::and_;
        else if (token.text == "or")
            token.kind = Token::Kind::or_;
        else if (token.text == "not")
            token.kind = Token::Kind::not_;
        else
            token.kind = Token::Kind::word;
        return token;
    }

private:
    std::string_view m_text;
    std::size_t m_at = 0;
};

std::string describe(const Token& token) {
    switch (token.kind) {
        case Token::Kind::end:
            return "the end of the condition";
        case Token::Kind::open:
            return "'('";
        case Token::Kind::close:
            return "')'";
        case Token::Kind::not_:
            return "'not'";
        case Token::Kind::and_:
            return "'and'";
        case Token::Kind::or_:
            return "'or'";
        case Token::Kind::compare:
            return in_quotes(to_string(token.op));
        case Token::Kind::word:
            return in_quotes(token.text);
        case Token::Kind::text:
            return "\"" + token.text + "\"";
    }
    return {};
}

// A recursive-descent parser over the lexer's tokens, one token of look-ahead.
class Parser {
public:
    explicit Parser(std::string_view text) : m_lexer(text) {}

    std::variant<std::uint32_t, ConditionError> parse(std::vector<Node>& nodes) {
        m_nodes = &nodes;
        if (!advance()) return *m_error;
        auto root = parse_or();
        if (m_error) return *m_error;
        if (m_token.kind != Token::Kind::end) {
            if (m_token.kind == Token::Kind::compare)
                return ConditionError{m_token.offset, "compare two things at a time",
                                      "join comparisons with 'and': cost >= 1 and cost <= 3"};
            return ConditionError{
                m_token.offset,
                "expected 'and', 'or' or the end of the condition, found " + describe(m_token)};
        }
        return root;
    }

private:
    bool advance() {
        auto next = m_lexer.next();
        if (auto* error = std::get_if<ConditionError>(&next)) {
            fail(std::move(*error));
            return false;
        }
        m_token = std::get<Token>(std::move(next));
        return true;
    }

    std::uint32_t fail(ConditionError error) {
        if (!m_error) m_error = std::move(error);
        return 0;
    }

    std::uint32_t add(Node node) {
        m_nodes->push_back(std::move(node));
        return static_cast<std::uint32_t>(m_nodes->size() - 1);
    }

    bool deeper(std::size_t offset) {
        if (++m_depth <= k_max_condition_depth) return true;
        fail({offset,
              "the condition nests more than " + std::to_string(k_max_condition_depth) + " deep"});
        return false;
    }

    std::uint32_t parse_or() { return parse_joined(Token::Kind::or_, Node::Kind::or_); }
    std::uint32_t parse_and() { return parse_joined(Token::Kind::and_, Node::Kind::and_); }

    std::uint32_t parse_joined(Token::Kind token, Node::Kind kind) {
        std::uint32_t left = kind == Node::Kind::or_ ? parse_and() : parse_unary();
        while (!m_error && m_token.kind == token) {
            std::size_t offset = m_token.offset;
            if (!advance()) return 0;
            std::uint32_t right = kind == Node::Kind::or_ ? parse_and() : parse_unary();
            Node node;
            node.kind = kind;
            node.left = left;
            node.right = right;
            node.offset = static_cast<std::uint32_t>(offset);
            left = add(std::move(node));
        }
        return left;
    }

    std::uint32_t parse_unary() {
        if (m_token.kind != Token::Kind::not_) return parse_comparison();
        std::size_t offset = m_token.offset;
        if (!deeper(offset) || !advance()) return 0;
        Node node;
        node.kind = Node::Kind::not_;
        node.left = parse_unary();
        node.offset = static_cast<std::uint32_t>(offset);
        --m_depth;
        return add(std::move(node));
    }

    std::uint32_t parse_comparison() {
        if (m_token.kind == Token::Kind::open) {
            std::size_t offset = m_token.offset;
            if (!deeper(offset) || !advance()) return 0;
            std::uint32_t inner = parse_or();
            if (m_error) return 0;
            if (m_token.kind != Token::Kind::close)
                return fail({m_token.offset, "expected ')' to close the '(' at column " +
                                                 std::to_string(offset + 1) + ", found " +
                                                 describe(m_token)});
            --m_depth;
            if (!advance()) return 0;
            if (m_token.kind == Token::Kind::compare)
                return fail({m_token.offset, "a condition in parentheses is not compared",
                             "compare a field with a value: cost >= 3"});
            return inner;
        }
        std::uint32_t left = parse_operand();
        if (m_error) return 0;
        if (m_token.kind != Token::Kind::compare) {
            const Node& alone = (*m_nodes)[left];
            if (alone.kind == Node::Kind::text || alone.kind == Node::Kind::number) {
                std::string value =
                    alone.kind == Node::Kind::text ? "\"" + alone.text + "\"" : alone.text;
                return fail({alone.offset, value + " alone is neither true nor false",
                             "compare it with a field: type == " + value});
            }
            return left;
        }
        Node node;
        node.kind = Node::Kind::compare;
        node.op = m_token.op;
        node.offset = static_cast<std::uint32_t>(m_token.offset);
        if (!advance()) return 0;
        node.left = left;
        node.right = parse_operand();
        if (m_error) return 0;
        for (std::uint32_t side : {node.left, node.right}) {
            const Node& operand = (*m_nodes)[side];
            if (operand.kind == Node::Kind::boolean)
                return fail(
                    {operand.offset, "true and false are whole conditions, not values to compare"});
        }
        return add(std::move(node));
    }

    std::uint32_t parse_operand() {
        Node node;
        node.offset = static_cast<std::uint32_t>(m_token.offset);
        switch (m_token.kind) {
            case Token::Kind::text:
                node.kind = Node::Kind::text;
                node.text = m_token.text;
                break;
            case Token::Kind::word: {
                node.text = m_token.text;
                if (m_token.text == "true" || m_token.text == "false") {
                    node.kind = Node::Kind::boolean;
                    node.number = m_token.text == "true" ? 1 : 0;
                } else if (auto number = parse_number(m_token.text)) {
                    node.kind = Node::Kind::number;
                    node.number = *number;
                } else if (load::is_valid_id(m_token.text)) {
                    node.kind = Node::Kind::field;
                } else {
                    return fail({m_token.offset,
                                 in_quotes(m_token.text) + " is not a field name or a number",
                                 "field names are lower-case letters, digits, '-' and '_'; text "
                                 "goes in quotes: "
                                 "type == \"magic\""});
                }
                break;
            }
            case Token::Kind::end:
                return fail(
                    {m_token.offset, "the condition ends where a field or a value is expected"});
            default:
                return fail({m_token.offset,
                             "expected a field, a value or '(', found " + describe(m_token)});
        }
        if (!advance()) return 0;
        return add(std::move(node));
    }

    Lexer m_lexer;
    Token m_token;
    std::vector<Node>* m_nodes = nullptr;
    std::optional<ConditionError> m_error;
    int m_depth = 0;
};

// A side of a comparison: its text, and its number when it reads as one.
struct Operand {
    std::string_view text;
    std::optional<double> number;
};

bool compare(const Operand& a, const Operand& b, CompareOp op) {
    if (a.number && b.number) {
        double x = *a.number, y = *b.number;
        switch (op) {
            case CompareOp::eq:
                return x == y;
            case CompareOp::ne:
                return x != y;
            case CompareOp::lt:
                return x < y;
            case CompareOp::le:
                return x <= y;
            case CompareOp::gt:
                return x > y;
            case CompareOp::ge:
                return x >= y;
        }
    }
    if (op == CompareOp::eq) return a.text == b.text;
    if (op == CompareOp::ne) return a.text != b.text;
    return false;
}

Operand operand_of(const Node& node, const Condition::Lookup& lookup) {
    switch (node.kind) {
        case Node::Kind::field: {
            std::string_view value = lookup(node.text).value_or(std::string_view());
            return {value, parse_number(trim(value))};
        }
        case Node::Kind::number:
            return {node.text, node.number};
        default:
            return {node.text, std::nullopt};
    }
}

bool eval(const std::vector<Node>& nodes, std::uint32_t index, const Condition::Lookup& lookup) {
    const Node& node = nodes[index];
    switch (node.kind) {
        case Node::Kind::field:
            return !lookup(node.text).value_or(std::string_view()).empty();
        case Node::Kind::boolean:
            return node.number != 0;
        case Node::Kind::compare:
            return compare(operand_of(nodes[node.left], lookup),
                           operand_of(nodes[node.right], lookup), node.op);
        case Node::Kind::and_:
            return eval(nodes, node.left, lookup) && eval(nodes, node.right, lookup);
        case Node::Kind::or_:
            return eval(nodes, node.left, lookup) || eval(nodes, node.right, lookup);
        case Node::Kind::not_:
            return !eval(nodes, node.left, lookup);
        default:
            return false;  // a literal alone is refused by the parser
    }
}

}  // namespace

const char* to_string(CompareOp op) {
    switch (op) {
        case CompareOp::eq:
            return "==";
        case CompareOp::ne:
            return "!=";
        case CompareOp::lt:
            return "<";
        case CompareOp::le:
            return "<=";
        case CompareOp::gt:
            return ">";
        case CompareOp::ge:
            return ">=";
    }
    return "?";
}

std::optional<double> parse_number(std::string_view text) {
    if (text.empty() || text.size() > 40) return std::nullopt;
    std::string_view digits = text.front() == '+' ? text.substr(1) : text;
    double value = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value,
                                     std::chars_format::fixed);
    if (ec != std::errc() || end != digits.data() + digits.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::variant<Condition, ConditionError> Condition::parse(std::string_view text) {
    Condition condition;
    condition.m_text = std::string(text);
    if (text.size() > k_max_condition_bytes) {
        return ConditionError{k_max_condition_bytes, "the condition is " +
                                                         std::to_string(text.size()) +
                                                         " bytes long; the most is " +
                                                         std::to_string(k_max_condition_bytes)};
    }
    if (trim(text).empty()) return condition;
    Parser parser(text);
    auto root = parser.parse(condition.m_nodes);
    if (auto* error = std::get_if<ConditionError>(&root)) return std::move(*error);
    condition.m_root = std::get<std::uint32_t>(root);
    return condition;
}

bool Condition::evaluate(const Lookup& lookup) const {
    if (m_nodes.empty()) return true;
    return eval(m_nodes, m_root, lookup);
}

}  // namespace pnpkit::layout
