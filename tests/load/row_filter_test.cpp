#include "load/row_filter.hpp"

#include <catch2/catch.hpp>

#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::load;

namespace {

// Whether a row with these (name, text) cells passes the filter.
bool passes(const RowFilter& filter, const std::vector<std::pair<std::string, std::string>>& row) {
    std::vector<std::string_view> values;
    for (const std::string& name : filter.names()) {
        std::string_view text;
        for (const auto& [n, t] : row) {
            if (n == name) text = t;
        }
        values.push_back(text);
    }
    return filter.matches(values);
}

RowFilter parsed(std::string_view text) {
    Diagnostics ds;
    auto filter = RowFilter::parse(text, {"game.toml", 3, 10}, ds);
    INFO(test::messages(ds));
    REQUIRE(filter);
    return *filter;
}

std::string problem(std::string_view text) {
    Diagnostics ds;
    CHECK_FALSE(RowFilter::parse(text, {"game.toml", 3, 10}, ds));
    return test::messages(ds);
}

}  // namespace

TEST_CASE("a filter compares columns with values, ignoring case and spaces", "[filter]") {
    RowFilter hero = parsed("kind == 'hero'");
    CHECK(hero.names() == std::vector<std::string>{"kind"});
    CHECK(passes(hero, {{"kind", "hero"}}));
    CHECK(passes(hero, {{"kind", " Hero "}}));
    CHECK_FALSE(passes(hero, {{"kind", "villain"}}));
    CHECK_FALSE(passes(hero, {}));  // an empty cell is ''
    RowFilter other = parsed("Kind != \"hero\"");
    CHECK(passes(other, {{"Kind", "villain"}}));
    CHECK(passes(other, {}));
    CHECK(parsed("kind == ''").matches(std::vector<std::string_view>{""}));
}

TEST_CASE("a filter joins comparisons with and, or, not and parentheses", "[filter]") {
    // `and` binds before `or`.
    RowFilter f = parsed("kind == 'hero' or kind == 'ally' and cost != 3");
    CHECK(f.names() == std::vector<std::string>{"kind", "cost"});
    CHECK(passes(f, {{"kind", "hero"}, {"cost", "3"}}));
    CHECK(passes(f, {{"kind", "ally"}, {"cost", "2"}}));
    CHECK_FALSE(passes(f, {{"kind", "ally"}, {"cost", "3"}}));
    RowFilter g = parsed("(kind == 'hero' OR kind == 'ally') AND NOT cost == 3");
    CHECK_FALSE(passes(g, {{"kind", "hero"}, {"cost", "3"}}));
    CHECK(passes(g, {{"kind", "hero"}, {"cost", "2"}}));
    CHECK_FALSE(passes(g, {{"kind", "foe"}, {"cost", "2"}}));
    RowFilter n = parsed("not not level == 2.5");
    CHECK(passes(n, {{"level", "2.5"}}));
    RowFilter lang = parsed("name@de != ''");
    CHECK(lang.names() == std::vector<std::string>{"name@de"});
}

TEST_CASE("a filter's mistakes are reported where they are in the text", "[filter]") {
    CHECK(problem("") ==
          "game.toml:3:10: error: 'where': the condition is empty\n"
          "  hint: kind == 'hero' and cost != 3\n");
    CHECK(problem("kind = 'hero'") ==
          "game.toml:3:15: error: 'where': expected '==' or '!=' after 'kind'\n"
          "  hint: compare with two equals signs: kind == 'hero'\n");
    CHECK(problem("kind == hero") ==
          "game.toml:3:18: error: 'where': a value is quoted or a number, found 'hero'\n"
          "  hint: write kind == 'hero'\n");
    CHECK(problem("kind == 'hero") ==
          "game.toml:3:18: error: 'where': a quoted value is never closed\n");
    CHECK(problem("(kind == 'hero'") ==
          "game.toml:3:10: error: 'where': this '(' is never closed\n");
    CHECK(problem("kind == 'hero' cost == 3") ==
          "game.toml:3:25: error: 'where': unexpected 'cost' after the condition\n"
          "  hint: join conditions with 'and' or 'or': kind == 'hero' and cost != 3\n");
    CHECK(problem("kind == 'héro' and") ==
          "game.toml:3:28: error: 'where': a comparison is missing at the end\n"
          "  hint: compare a column with a value: kind == 'hero' and cost != 3\n");
    CHECK(problem("3 == kind") ==
          "game.toml:3:10: error: 'where': expected a column name, found '3'\n"
          "  hint: compare a column with a value: kind == 'hero' and cost != 3\n");
    std::string deep(40, '(');
    CHECK(problem(deep + "a == 1") ==
          "game.toml:3:42: error: 'where': the condition nests deeper than 32 levels\n");
}
