#include "play/answers.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit;
using namespace pnpkit::play;

TEST_CASE("parse_dice reads the spellings players use and refuses the rest", "[play][answers]") {
    CHECK(parse_dice("6 1", 6) == std::vector<int>{6, 1});
    CHECK(parse_dice(" 4 , 4 ", 6) == std::vector<int>{4, 4});
    CHECK(parse_dice("44", 6) == std::vector<int>{4, 4});
    CHECK(parse_dice("12", 12) == std::vector<int>{12});
    CHECK_FALSE(parse_dice("7", 6));
    CHECK_FALSE(parse_dice("0", 6));
    CHECK_FALSE(parse_dice("4 x", 6));
    CHECK_FALSE(parse_dice("47", 6));
}

TEST_CASE("yes/no and number answers are checked and kept in one spelling", "[play][answers]") {
    Checker yes_no = check_yes_no();
    CHECK(yes_no(" Y ").value == "yes");
    CHECK(yes_no("NO").value == "no");
    CHECK(yes_no("maybe").error == "type yes or no");
    CHECK(parse_yes_no("Yes") == true);
    CHECK_FALSE(parse_yes_no(""));

    Checker one_to_six = check_number(1, 6);
    CHECK(one_to_six(" 6").value == "6");
    CHECK_FALSE(one_to_six("7").value);
    CHECK(one_to_six("0").error == "type a whole number from 1 to 6");
    CHECK_FALSE(one_to_six("3.5").value);

    Checker from_two = check_number_from(2);
    CHECK(from_two("40000").value == "40000");
    CHECK(from_two("1").error == "type a whole number of 2 or more");
    CHECK(from_two("99999999999").error == "that number is too large");

    CHECK(parse_whole("-3") == -3);
    CHECK_FALSE(parse_whole(""));
    CHECK_FALSE(parse_whole("3 "));
}

TEST_CASE("an option is matched by key or label in any case, Latin-1 capitals too",
          "[play][answers]") {
    const Option options[] = {{"rest", "heal a little"}, {"élan", "charge"}};
    Checker numbered = check_option(options, true);
    CHECK(numbered("2").value == "élan");
    CHECK(numbered("HEAL A LITTLE").value == "rest");
    CHECK(numbered("ÉLAN").value == "élan");
    CHECK_FALSE(check_option(options, false)("1").value);
    CHECK(option_keys(options) == std::vector<std::string>{"rest", "élan"});
}
