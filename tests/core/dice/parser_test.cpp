#include "core/dice/parser.hpp"

#include <catch2/catch.hpp>

#include "core/dice/roll.hpp"
#include "support/dice.hpp"

using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

// The error as "column: message", or "parsed" when there is none.
std::string error_of(std::string_view text) {
    auto result = parse_expression(text);
    auto* error = std::get_if<DiceError>(&result);
    return error ? std::to_string(error->column) + ": " + error->message : "parsed";
}

// The tree as prefix text: (+ [4d6kh3] 2).
std::string tree(const Expression& e, int index) {
    const Node& n = e.node(index);
    switch (n.kind) {
        case NodeKind::number:
            return std::to_string(n.number);
        case NodeKind::pool:
            return "[" + e.pool_of(n).text + "]";
        case NodeKind::group:
            return "(group " + tree(e, n.left) + ")";
        case NodeKind::negate:
            return "(neg " + tree(e, n.left) + ")";
        case NodeKind::add:
            return "(+ " + tree(e, n.left) + " " + tree(e, n.right) + ")";
        case NodeKind::subtract:
            return "(- " + tree(e, n.left) + " " + tree(e, n.right) + ")";
        case NodeKind::multiply:
            return "(* " + tree(e, n.left) + " " + tree(e, n.right) + ")";
    }
    return "?";
}

std::string tree(std::string_view text) {
    Expression e = parse_dice(text);
    return tree(e, e.root);
}

Pool only_pool(std::string_view text) {
    Expression e = parse_dice(text);
    REQUIRE(e.pools.size() == 1);
    return e.pools[0];
}

}  // namespace

TEST_CASE("pools: NdS, dS, d% and upper case", "[dice][parser]") {
    Pool p = only_pool("4d6");
    CHECK(p.count == 4);
    CHECK(p.faces == 6);
    CHECK(p.column == 1);
    CHECK(p.text == "4d6");
    CHECK(only_pool("d20").count == 1);
    CHECK(only_pool("d20").faces == 20);
    CHECK(only_pool("3d%").faces == 100);
    CHECK(only_pool("2D8").faces == 8);
    CHECK(only_pool("d1").faces == 1);
    CHECK(only_pool("1000d1000000").count == 1000);
}

TEST_CASE("precedence: * before + and -, left to right, unary minus binds tightest",
          "[dice][parser]") {
    CHECK(tree("4d6kh3+2") == "(+ [4d6kh3] 2)");
    CHECK(tree("1+2*3") == "(+ 1 (* 2 3))");
    CHECK(tree("1-2-3") == "(- (- 1 2) 3)");
    CHECK(tree("(2d6+1)*3") == "(* (group (+ [2d6] 1)) 3)");
    CHECK(tree("-d6") == "(neg [d6])");
    CHECK(tree("2*-3") == "(* 2 (neg 3))");
    CHECK(tree("--2") == "(neg (neg 2))");
    CHECK(tree("-2d6+1") == "(+ (neg [2d6]) 1)");
    CHECK(tree(" 2d6 + 1 ") == "(+ [2d6] 1)");
    CHECK(tree("7") == "7");
}

TEST_CASE("pools are numbered in written order with their columns", "[dice][parser]") {
    Expression e = parse_dice("d4 + (2d6*3d8)");
    REQUIRE(e.pools.size() == 3);
    CHECK(e.pools[0].text == "d4");
    CHECK(e.pools[1].text == "2d6");
    CHECK(e.pools[1].column == 7);
    CHECK(e.pools[2].text == "3d8");
    CHECK(e.pools[2].column == 11);
    CHECK(e.node(e.root).column == 4);
}

TEST_CASE("keep and drop: kh kl dh dl, k alone is kh, the count defaults to 1", "[dice][parser]") {
    CHECK(only_pool("4d6kh3").keep == KeepRule{KeepKind::keep_highest, 3, 4});
    CHECK(only_pool("4d6k3").keep == KeepRule{KeepKind::keep_highest, 3, 4});
    CHECK(only_pool("4d6k").keep == KeepRule{KeepKind::keep_highest, 1, 4});
    CHECK(only_pool("2d20kl").keep == KeepRule{KeepKind::keep_lowest, 1, 5});
    CHECK(only_pool("4d6dl1").keep == KeepRule{KeepKind::drop_lowest, 1, 4});
    CHECK(only_pool("4d6DH2").keep == KeepRule{KeepKind::drop_highest, 2, 4});
    CHECK(only_pool("4d6dl1").keep->kept(4) == 3);
    CHECK(only_pool("4d6dl1").keep->keeps_highest());
    CHECK_FALSE(only_pool("4d6dh1").keep->keeps_highest());
}

TEST_CASE("rerolls: r recursive, ro once, with or without a comparison, several join",
          "[dice][parser]") {
    Pool p = only_pool("d6r1");
    CHECK(p.reroll == RerollKind::recursive);
    CHECK(p.rerolls == std::vector<Condition>{{Compare::equal, 1, 3}});
    CHECK(only_pool("d6r<3").rerolls == std::vector<Condition>{{Compare::less, 3, 3}});
    CHECK(only_pool("d6ro<=2").reroll == RerollKind::once);
    CHECK(only_pool("d6ro<=2").rerolls == std::vector<Condition>{{Compare::less_equal, 2, 3}});
    Pool both = only_pool("d10r1r=10");
    CHECK(both.rerolls.size() == 2);
    CHECK(both.rerolled(1));
    CHECK(both.rerolled(10));
    CHECK_FALSE(both.rerolled(5));
    CHECK_FALSE(both.can_show(10));
    CHECK(only_pool("d6ro1").can_show(1));
}

TEST_CASE("explosions: bare ! is the highest face, or a comparison", "[dice][parser]") {
    CHECK(only_pool("3d6!").explode == Condition{Compare::equal, 6, 4});
    CHECK(only_pool("d%!").explode == Condition{Compare::equal, 100, 3});
    CHECK(only_pool("3d6!>=5").explode == Condition{Compare::greater_equal, 5, 4});
    CHECK(only_pool("3d6!=1").explode == Condition{Compare::equal, 1, 4});
    CHECK(only_pool("3d6!1").explode == Condition{Compare::equal, 1, 4});
    CHECK(only_pool("3d6!>4").explode == Condition{Compare::greater, 4, 4});
}

TEST_CASE("success conditions close the pool; modifiers go in any order before them",
          "[dice][parser]") {
    CHECK(only_pool("5d10>=7").success == Condition{Compare::greater_equal, 7, 5});
    CHECK(only_pool("5d10<=2").success == Condition{Compare::less_equal, 2, 5});
    CHECK(only_pool("5d10>7").success == Condition{Compare::greater, 7, 5});
    CHECK(only_pool("5d10<2").success == Condition{Compare::less, 2, 5});
    CHECK(only_pool("5d10=10").success == Condition{Compare::equal, 10, 5});
    Pool all = only_pool("6d6!r1kh3>=5");
    CHECK(all.explode);
    CHECK(all.reroll == RerollKind::recursive);
    CHECK(all.keep);
    CHECK(all.success == Condition{Compare::greater_equal, 5, 10});
    Pool other_order = only_pool("6d6kh3r1!>=5");
    CHECK(other_order.explode == Condition{Compare::greater_equal, 5, 9});
    CHECK_FALSE(other_order.success);
    CHECK(only_pool("4d6!6>=5").success == Condition{Compare::greater_equal, 5, 6});
    CHECK(tree("4d6>=5+1") == "(+ [4d6>=5] 1)");
}

TEST_CASE("syntax errors carry the column of what is wrong", "[dice][parser]") {
    CHECK(error_of("4d6kx3") == "5: unexpected 'x'");
    CHECK(error_of("") == "1: empty expression");
    CHECK(error_of("   ") == "4: empty expression");
    CHECK(error_of("2d6+") == "5: the expression ends early");
    CHECK(error_of("2d6 3") == "5: unexpected '3'");
    CHECK(error_of("(2d6") == "1: this '(' is never closed");
    CHECK(error_of("(2d6]") == "5: unexpected ']'");
    CHECK(error_of("2d6)") == "4: unexpected ')'");
    CHECK(error_of("4d6d1") == "4: unexpected 'd'");
    CHECK(error_of("dF") == "2: unexpected 'F'");
    CHECK(error_of("d") == "2: the expression ends early");
    CHECK(error_of("d6r") == "4: the expression ends early");
    CHECK(error_of("d6r<") == "5: the expression ends early");
    CHECK(error_of("d6>=x") == "5: unexpected 'x'");
    CHECK(error_of("2x3") == "2: unexpected 'x'");
    CHECK(error_of("6/2") == "2: unexpected '/'");
    CHECK(error_of("d6 é") == "4: unexpected 'é'");
    CHECK(error_of("é+1") == "1: unexpected 'é'");
    CHECK(error_of("4d6>=5kh3") == "7: unexpected 'k'");
    CHECK(error_of("4d6>=5>=6") == "7: unexpected '>'");
    CHECK(error_of("+3") == "1: unexpected '+'");
}

TEST_CASE("syntax errors come with hints for the usual slips", "[dice][parser]") {
    auto hint = [](std::string_view text) {
        return std::get<DiceError>(parse_expression(text)).hint;
    };
    CHECK(hint("4d6 kh3") ==
          "write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3");
    CHECK(hint("4d6d1") == "to drop dice write dh (highest) or dl (lowest): 4d6dl1");
    CHECK(hint("2x3") == "use '*' to multiply");
    CHECK(hint("6/2") == "division is not supported");
    CHECK(hint("2 (3)") == "put an operator (+, - or *) between two terms");
    CHECK(hint("2d6 d6") == "put an operator (+, - or *) between two terms");
    CHECK(hint("4d6 dl1") ==
          "write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3");
    CHECK(hint("4d6 >=5") ==
          "write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3");
    CHECK(hint("4d6>=5kh3") ==
          "write keep, drop, reroll and explode before the success condition: 4d6kh3>=5");
    CHECK(hint("4d6kx3").empty());
}

TEST_CASE("modifiers the shell split from their pool get the same hint", "[dice][parser]") {
    const std::string hint(k_split_modifier_hint);
    auto hints = [](std::vector<std::string> texts) {
        std::vector<std::string> out;
        for (const auto& parsed : parse_arguments(texts)) {
            auto* error = std::get_if<DiceError>(&parsed);
            out.push_back(error ? std::to_string(error->column) + ": " + error->hint : "ok");
        }
        return out;
    };
    // `pnpkit roll 4d6 kh3` unquoted: two arguments, the second a modifier on its own.
    CHECK(hints({"4d6", "kh3"}) == std::vector<std::string>{"ok", "1: " + hint});
    CHECK(hints({"4d6", "dl1"}) == std::vector<std::string>{"ok", "2: " + hint});
    CHECK(hints({"d20", "r1", "!"}) == std::vector<std::string>{"ok", "1: " + hint, "1: " + hint});
    CHECK(hints({"4d6 kh3"}) == std::vector<std::string>{"5: " + hint});
    // A modifier that comes first follows no pool; a die on its own is an expression.
    CHECK(hints({"kh3"}) ==
          std::vector<std::string>{"1: expected a number, dice such as 2d6, or '('"});
    CHECK(hints({"4d6", "d6"}) == std::vector<std::string>{"ok", "ok"});
    // An argument that does not start like a modifier keeps its own hint.
    CHECK(hints({"2d6", "4d6d1"}).back() ==
          "4: to drop dice write dh (highest) or dl (lowest): 4d6dl1");
}

TEST_CASE("limits: dice, faces, numbers and nesting", "[dice][parser]") {
    CHECK(error_of("0d6") == "1: a pool needs at least 1 die");
    CHECK(error_of("2+1001d6") == "3: too many dice (1001; at most 1000 in a pool)");
    CHECK(error_of("d0") == "2: a die needs at least 1 face");
    CHECK(error_of("3d1000001") == "3: too many faces (1000001; at most 1000000)");
    CHECK(error_of("10000000000") == "1: number too large (at most 1000000000)");
    CHECK(error_of("1000000000") == "parsed");
    CHECK(error_of(std::string(50, '(') + "1" + std::string(50, ')')) == "parsed");
    CHECK(error_of(std::string(51, '(') + "1" + std::string(51, ')')) ==
          "51: too deeply nested (at most 50 levels)");
    CHECK(error_of(std::string(51, '-') + "1") == "51: too deeply nested (at most 50 levels)");
    CHECK(error_of("1000d1000000!*1000000") == "14: the result could pass 9007199254740992 (2^53)");
    CHECK(error_of("1000d1000000*90") == "parsed");
    CHECK(error_of("-1000000000*1000000000") ==
          "12: the result could pass 9007199254740992 (2^53)");
}

TEST_CASE("an expression is at most k_max_length characters", "[dice][parser]") {
    // A sum of 40,000 terms crashed (stack overflow in the bounds check, one frame per term) after
    // 4.5 s of quadratic column counting; past 1000 characters it is refused before parsing.
    std::string sum = "1";
    while (sum.size() + 2 <= static_cast<std::size_t>(k_max_length))
        sum += "+1";
    CHECK(sum.size() == 999);
    CHECK(error_of(sum) == "parsed");
    CHECK(evaluate(parse_dice(sum), {}) == 500);
    std::string longer = sum + "+1";
    CHECK(error_of(longer) == "1001: expression too long (1001 characters; at most 1000)");
    std::string huge = "1";
    for (int i = 0; i < 40000; ++i)
        huge += "+1";
    CHECK(error_of(huge) == "1001: expression too long (80001 characters; at most 1000)");
}

TEST_CASE("reroll conditions are ranges of faces, however many there are", "[dice][parser]") {
    Pool p = parse_pool("d20r1r3r2r<2r>18r5");
    for (int face = 1; face <= 20; ++face) {
        bool expected = face <= 3 || face == 5 || face >= 19;
        INFO(face);
        CHECK(p.rerolled(face) == expected);
        CHECK(p.can_show(face) == !expected);
    }
    CHECK(p.faces_shown(1, 20) == 14);
    CHECK(p.faces_shown(4, 6) == 2);
    CHECK(p.faces_shown(-5, 0) == 0);
    CHECK(parse_pool("d6ro1").faces_shown(1, 6) == 6);  // once: every face can still end a roll
    CHECK(error_of("d1000000r1r2r3r<1000000r1000000") ==
          "24: rerolls every face of d1000000, so the die would never settle");
}

TEST_CASE("keep and drop counts the pool cannot honour", "[dice][parser]") {
    CHECK(error_of("4d6kh5") == "4: cannot keep 5 of 4 dice");
    CHECK(error_of("4d6kh0") == "4: keep at least 1 die");
    CHECK(error_of("4d6dl4") == "4: dropping 4 of 4 dice leaves none");
    CHECK(error_of("4d6dh0") == "4: drop at least 1 die");
    CHECK(error_of("4d6kh4") == "parsed");
    CHECK(error_of("4d6dl3") == "parsed");
    CHECK(error_of("4d6kh3dl1") == "7: a pool takes one keep or drop");
}

TEST_CASE("conditions must match a face; rerolls and explosions must leave one", "[dice][parser]") {
    CHECK(error_of("d6r7") == "3: 'r7' matches no face of d6");
    CHECK(error_of("d6ro>6") == "3: 'ro>6' matches no face of d6");
    CHECK(error_of("d6r<7") == "3: rerolls every face of d6, so the die would never settle");
    CHECK(error_of("d6r<4r>=4") == "6: rerolls every face of d6, so the die would never settle");
    CHECK(error_of("d6ro<7") == "parsed");
    CHECK(error_of("d6ro1r2") == "6: use either 'r' or 'ro' in a pool, not both");
    CHECK(error_of("d1!") == "3: '!' explodes on every face of d1, so it would never stop");
    CHECK(error_of("d6!>=1") == "3: '!>=1' explodes on every face of d6, so it would never stop");
    CHECK(error_of("d6r<6!") ==
          "6: '!' explodes on every face left after rerolls, so it would never stop");
    CHECK(error_of("d6!7") == "3: '!7' matches no face of d6");
    CHECK(error_of("d6r6!") == "5: '!' matches no face left after rerolls");
    CHECK(error_of("d6!r6") == "3: '!' matches no face left after rerolls");
    CHECK(error_of("d6!!") == "4: a pool takes one '!'");
    CHECK(error_of("3d6>=7") == "4: '>=7' matches no face of d6");
    CHECK(error_of("3d6r1<2") == "6: '<2' matches no face left after rerolls");
    CHECK(error_of("3d6>=1") == "parsed");
    CHECK(error_of("3d6ro1<2") == "parsed");
}

TEST_CASE("format_error shows the expression with a caret under the column", "[dice][parser]") {
    CHECK(format_error("4d6kx3", DiceError{5, "unexpected 'x'", ""}) ==
          "4d6kx3: unexpected 'x' at column 5\n"
          "  4d6kx3\n"
          "      ^\n");
    CHECK(format_error("éd6x", DiceError{4, "unexpected 'x'", "use '*' to multiply"}) ==
          "éd6x: unexpected 'x' at column 4\n"
          "  éd6x\n"
          "     ^\n"
          "  hint: use '*' to multiply\n");
}
