#include "layout/condition.hpp"

#include <catch2/catch.hpp>
#include <map>

#include "core/rng.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

Condition parse(std::string_view text) {
    auto parsed = Condition::parse(text);
    if (auto* error = std::get_if<ConditionError>(&parsed))
        FAIL("'" << text << "': " << error->message);
    return std::get<Condition>(std::move(parsed));
}

ConditionError error_of(std::string_view text) {
    auto parsed = Condition::parse(text);
    auto* error = std::get_if<ConditionError>(&parsed);
    REQUIRE(error);
    return *error;
}

bool holds(std::string_view text, const std::map<std::string, std::string>& record) {
    return parse(text).evaluate([&](std::string_view name) -> std::optional<std::string_view> {
        auto it = record.find(std::string(name));
        if (it == record.end()) return std::nullopt;
        return std::string_view(it->second);
    });
}

}  // namespace

TEST_CASE("a field alone is true when it is not empty, as `when` always meant", "[condition]") {
    std::map<std::string, std::string> record{{"flavour", "Sly."}, {"empty", ""}};
    CHECK(holds("flavour", record));
    CHECK_FALSE(holds("empty", record));
    CHECK_FALSE(holds("missing", record));
    CHECK_FALSE(holds("!flavour", record));
    CHECK(holds("!empty", record));
    CHECK(holds("", record));
    CHECK(parse("  ").always());
}

TEST_CASE("comparisons: numbers as numbers, text as text", "[condition]") {
    std::map<std::string, std::string> card{
        {"type", "magic"}, {"cost", "3"}, {"weight", "2.5"}, {"none", ""}};
    CHECK(holds("type == \"magic\"", card));
    CHECK(holds("type == 'magic'", card));
    CHECK_FALSE(holds("type != 'magic'", card));
    CHECK(holds("cost >= 3", card));
    CHECK(holds("cost > 2.5", card));
    CHECK_FALSE(holds("cost < 3", card));
    CHECK(holds("cost <= 3.0", card));
    CHECK(holds("cost == 3.0", card));  // numerically equal, though written differently
    CHECK(holds("weight < cost", card));
    CHECK(holds("-1 < cost", card));
    // An empty value is never less or more than a number, and is not equal to one.
    CHECK_FALSE(holds("none < 1", card));
    CHECK_FALSE(holds("none >= 0", card));
    CHECK_FALSE(holds("none == 0", card));
    CHECK(holds("none != 0", card));
    CHECK(holds("none == ''", card));
    // Text is never ordered.
    CHECK_FALSE(holds("type < 'z'", card));
}

TEST_CASE("and binds tighter than or; not tighter than and; parentheses group", "[condition]") {
    std::map<std::string, std::string> card{{"a", "1"}, {"b", ""}, {"c", "1"}};
    CHECK(holds("a or b and b", card));  // a or (b and b)
    CHECK_FALSE(holds("(a or b) and b", card));
    CHECK(holds("not b and c", card));  // (not b) and c
    CHECK_FALSE(holds("not (a and c)", card));
    CHECK(holds("true", card));
    CHECK_FALSE(holds("false or not true", card));
    CHECK(holds("not not a", card));
}

TEST_CASE("a condition's mistakes are refused with the byte where they are", "[condition]") {
    auto check = [](std::string_view text, std::size_t offset, std::string message) {
        ConditionError e = error_of(text);
        CHECK(e.offset == offset);
        CHECK(e.message == message);
    };
    check("type = 'magic'", 5, "'=' alone does not compare");
    check("type == 'magic", 8, "this text has no closing '");
    check("cost >= ", 8, "the condition ends where a field or a value is expected");
    check("cost >= 1 <= 3", 10, "compare two things at a time");
    check("cost && type", 5, "unexpected '&'");
    check("(cost > 1", 9,
          "expected ')' to close the '(' at column 1, found the end of the condition");
    check("'magic'", 0, "\"magic\" alone is neither true nor false");
    check("3", 0, "3 alone is neither true nor false");
    check("Type == 'x'", 0, "'Type' is not a field name or a number");
    check("true == cost", 0, "true and false are whole conditions, not values to compare");
    check("(a == 1) == 2", 9, "a condition in parentheses is not compared");
    check("a b", 2, "expected 'and', 'or' or the end of the condition, found 'b'");
    check("a and", 5, "the condition ends where a field or a value is expected");
    check("a == é", 5, "unexpected 'é'");
    CHECK(error_of("a == 1 | b").hint == "write 'or'");
}

TEST_CASE("conditions are bounded in length and depth", "[condition]") {
    std::string deep(k_max_condition_depth + 1, '(');
    deep += "a" + std::string(k_max_condition_depth + 1, ')');
    CHECK(error_of(deep).message == "the condition nests more than 32 deep");
    std::string nots;
    for (int i = 0; i <= k_max_condition_depth; ++i) nots += "not ";
    CHECK(error_of(nots + "a").message == "the condition nests more than 32 deep");
    std::string ok(k_max_condition_depth, '(');
    ok += "a" + std::string(k_max_condition_depth, ')');
    CHECK(holds(ok, {{"a", "x"}}));
    std::string long_one = "a";
    while (long_one.size() <= k_max_condition_bytes) long_one += " or a";
    CHECK(error_of(long_one).message.starts_with("the condition is "));
    // A long chain of `and` is fine within the length limit, however deep its tree.
    std::string chain = "a";
    while (chain.size() + 6 <= k_max_condition_bytes) chain += " and a";
    CHECK(holds(chain, {{"a", "x"}}));
}

namespace {

// A reference for the evaluator: a random condition over fields a, b and c is built together with
// the boolean function it stands for, written with full parentheses and random spacing.
struct Built {
    std::string text;
    std::function<bool(const std::map<std::string, std::string>&)> eval;
};

Built random_condition(Rng& rng, int depth) {
    static const char* fields[] = {"a", "b", "c"};
    static const char* literals[] = {"0", "1", "2", "'x'", "'1'"};
    if (depth == 0 || rng.below(3) == 0) {
        std::string field = fields[rng.below(3)];
        switch (rng.below(3)) {
            case 0:
                return {field, [field](const auto& r) { return !r.at(field).empty(); }};
            case 1: {
                std::string literal = literals[rng.below(5)];
                bool text = literal.front() == '\'';
                std::string value = text ? literal.substr(1, literal.size() - 2) : literal;
                // Both comparisons of a value with 1 and with '1' hold exactly when it is
                // written 1.
                return {field + " == " + literal,
                        [field, value](const auto& r) { return r.at(field) == value; }};
            }
            default: {
                int bound = static_cast<int>(rng.below(3));
                return {field + " >= " + std::to_string(bound), [field, bound](const auto& r) {
                            const std::string& v = r.at(field);
                            return !v.empty() && std::isdigit(static_cast<unsigned char>(v[0])) &&
                                   std::stoi(v) >= bound;
                        }};
            }
        }
    }
    Built left = random_condition(rng, depth - 1);
    if (rng.below(4) == 0)
        return {"not (" + left.text + ")", [left](const auto& r) { return !left.eval(r); }};
    Built right = random_condition(rng, depth - 1);
    bool is_and = rng.below(2) == 0;
    std::string text =
        "(" + left.text + ")" + (is_and ? " and " : "  or ") + "(" + right.text + ")";
    if (is_and)
        return {text, [left, right](const auto& r) { return left.eval(r) && right.eval(r); }};
    return {text, [left, right](const auto& r) { return left.eval(r) || right.eval(r); }};
}

}  // namespace

TEST_CASE("random conditions evaluate as the functions they were built from", "[condition]") {
    Rng rng(2024);
    const char* values[] = {"", "0", "1", "2", "x"};
    for (int n = 0; n < 300; ++n) {
        Built built = random_condition(rng, 4);
        Condition condition = parse(built.text);
        for (const char* a : values) {
            for (const char* b : values) {
                std::map<std::string, std::string> record{{"a", a}, {"b", b}, {"c", "1"}};
                bool got = condition.evaluate(
                    [&](std::string_view name) -> std::optional<std::string_view> {
                        return std::string_view(record.at(std::string(name)));
                    });
                INFO(built.text << " with a='" << a << "' b='" << b << "'");
                CHECK(got == built.eval(record));
            }
        }
    }
}
