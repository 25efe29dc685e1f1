#include <catch2/catch.hpp>

#include "layout/icon_spec.hpp"
#include "layout/markup.hpp"

using namespace pnpkit::layout;

TEST_CASE("user text is escaped for markup", "[markup]") {
    CHECK(escape_markup("Fish & <Chips> 'n' \"peas\"") == "Fish &amp; &lt;Chips&gt; &#39;n&#39; &quot;peas&quot;");
    CHECK(escape_markup("plain") == "plain");
}

TEST_CASE("fields are substituted and unknown ones reported", "[markup]") {
    std::vector<std::string> missing;
    auto lookup = [](std::string_view name) -> std::optional<std::string> {
        if (name == "name") return "Goblin";
        if (name == "hp") return "3";
        return std::nullopt;
    };
    auto note = [&](std::string_view name) { missing.emplace_back(name); };
    CHECK(substitute_fields("<b>{name}</b> {hp} HP", lookup, note) == "<b>Goblin</b> 3 HP");
    CHECK(substitute_fields("{{literal}} {naem}!", lookup, note) == "{literal} !");
    CHECK(missing == std::vector<std::string>{"naem"});
    CHECK(substitute_fields("unclosed {name", lookup, note) == "unclosed {name");
}

TEST_CASE("icon short codes split text; other colons stay text", "[markup]") {
    auto runs = split_icons("Roll :die5: at 10:30 for :domino-2-5::heart:");
    REQUIRE(runs.size() == 5);
    CHECK(runs[0].text == "Roll ");
    CHECK(runs[1].icon == IconSpec{IconKind::die, 5, 0});
    CHECK(runs[2].text == " at 10:30 for ");
    CHECK(runs[3].icon == IconSpec{IconKind::domino, 2, 5});
    CHECK(runs[4].icon == IconSpec{IconKind::heart, 0, 0});
    CHECK(split_icons(":notanicon: x").size() == 1);
}

TEST_CASE("icon names parse and print back", "[icons]") {
    for (const char* name : {"die0", "die6", "no-die", "domino-0-0", "domino-9-3", "slot", "heart", "coin", "shield", "sword",
                             "skull", "xp", "turn", "hit", "rage", "flame", "move", "range-long", "range-short",
                             "cube-white", "cube-black"}) {
        auto icon = parse_icon(name);
        REQUIRE(icon);
        CHECK(icon->to_string() == name);
    }
    CHECK_FALSE(parse_icon("die7"));
    CHECK_FALSE(parse_icon("domino-1-10"));
    CHECK_FALSE(parse_icon("domino-1"));
    CHECK_FALSE(parse_icon("hearts"));
    CHECK(parse_icon("domino-2-5")->aspect() == 2.0);
    CHECK(parse_icon("die3")->aspect() == 1.0);
    CHECK(parse_icon("no-die")->kind == IconKind::no_die);  // not a die face: "no die chosen"
    CHECK(parse_icon("no-die")->aspect() == 1.0);
}

TEST_CASE("check_markup accepts Pango markup and says what is wrong with the rest", "[markup]") {
    CHECK_FALSE(check_markup("plain text, :die5: and all"));
    CHECK_FALSE(
        check_markup("<b>bold</b> <i>it</i> <span foreground=\"#aa0000\" size='large'>red</span> "
                     "&amp; &#233; &#x41;"));
    CHECK_FALSE(check_markup("<b><i>nested</i></b>"));
    CHECK(check_markup("<b>open") == "<b> is never closed");
    CHECK(check_markup("<b><i>x</b></i>") == "</b> closes <i>");
    CHECK(check_markup("x</b>") == "</b> closes nothing");
    CHECK(check_markup("<blink>x</blink>") == "unknown tag <blink>");
    CHECK(check_markup("a < b") == "'<' must start a tag such as <b> (write &lt; for a plain '<')");
    CHECK(check_markup("salt & pepper") ==
          "'&' must start an entity such as &amp; (write &amp; for a plain '&')");
    CHECK(check_markup("<b size=\"3\">x</b>") == "<b> takes no attributes (use <span>)");
    CHECK(check_markup("<span colour>x</span>") == "<span> is not written name=\"value\" ... >");
}
