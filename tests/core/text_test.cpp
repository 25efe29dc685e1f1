#include <catch2/catch.hpp>

#include "core/text.hpp"

using namespace pnpkit;

TEST_CASE("edit distance counts insertions, deletions and substitutions", "[text]") {
    CHECK(edit_distance("", "") == 0);
    CHECK(edit_distance("attack", "attack") == 0);
    CHECK(edit_distance("atack", "attack") == 1);
    CHECK(edit_distance("attakc", "attack") == 2);
    CHECK(edit_distance("kitten", "sitting") == 3);
    CHECK(edit_distance("", "abc") == 3);
}

TEST_CASE("did you mean suggests only close candidates", "[text]") {
    std::vector<std::string> keys{"attack", "defense", "bite", "hp"};
    CHECK(did_you_mean("atack", keys) == "did you mean 'attack'?");
    CHECK(did_you_mean("defence", keys) == "did you mean 'defense'?");
    CHECK(did_you_mean("colour", keys).empty());
    // A two-letter word may not be rewritten wholesale.
    CHECK(did_you_mean("xy", keys).empty());
    CHECK(did_you_mean("hq", keys) == "did you mean 'hp'?");
}

TEST_CASE("UTF-8 validation finds the first bad byte with its line and column", "[text]") {
    CHECK_FALSE(find_invalid_utf8("plain ascii\nline two"));
    CHECK_FALSE(find_invalid_utf8("caf\xc3\xa9 \xe2\x9a\x94 \xf0\x9f\x8e\xb2"));
    auto bad = find_invalid_utf8("ok\nab\xff");
    REQUIRE(bad);
    CHECK(bad->offset == 5);
    CHECK(bad->line == 2);
    CHECK(bad->column == 3);
    CHECK(find_invalid_utf8("\xc0\xaf"));          // overlong '/'
    CHECK(find_invalid_utf8("\xed\xa0\x80"));      // surrogate
    CHECK(find_invalid_utf8("\xf4\x90\x80\x80"));  // above U+10FFFF
    CHECK(find_invalid_utf8("\xe2\x9a"));          // truncated
}

TEST_CASE("lists are quoted and joined for messages", "[text]") {
    std::vector<std::string> items{"attack", "defence", "movement"};
    CHECK(quoted_list(items) == "'attack', 'defence' or 'movement'");
    CHECK(quoted_list(std::vector<std::string>{"one"}) == "'one'");
    CHECK(join(items, "/") == "attack/defence/movement");
    CHECK(split("a,b,,c", ',') == std::vector<std::string>{"a", "b", "", "c"});
    CHECK(trim("  x y \n") == "x y");
    CHECK(utf8_length("caf\xc3\xa9") == 4);
}

TEST_CASE("folding case makes headers and choices match in any case", "[text]") {
    CHECK(fold_case("Qty") == "qty");
    CHECK(fold_case("QUANTITY 2") == "quantity 2");
    CHECK(fold_case("GRÖSSE Ärger ÉTÉ") == "grösse ärger été");
    CHECK(fold_case("×÷ß") == "×÷ß");  // not letters, or no capital in Latin-1
    CHECK(fold_case("ΣΑΣ") == "ΣΑΣ");  // beyond Latin-1: unchanged
}

TEST_CASE("counts carry their word, plural unless one", "[text]") {
    CHECK(count_of(0, "tile") == "0 tiles");
    CHECK(count_of(1, "tile") == "1 tile");
    CHECK(count_of(28, "tile") == "28 tiles");
    CHECK(count_of(1, "die", "dice") == "1 die");
    CHECK(count_of(2, "die", "dice") == "2 dice");
}

TEST_CASE("a hint follows its message after a semicolon, only when there is one", "[text]") {
    CHECK(with_hint("unknown game 'colg'", "did you mean 'colf'?") ==
          "unknown game 'colg'; did you mean 'colf'?");
    CHECK(with_hint("unknown game 'zzz'", "") == "unknown game 'zzz'");
}

TEST_CASE("a whole number's thousands are grouped by commas", "[text]") {
    CHECK(grouped_number(0) == "0");
    CHECK(grouped_number(999) == "999");
    CHECK(grouped_number(1000) == "1,000");
    CHECK(grouped_number(107000) == "107,000");
    CHECK(grouped_number(1234567) == "1,234,567");
    CHECK(grouped_number(18446744073709551615u) == "18,446,744,073,709,551,615");
}
