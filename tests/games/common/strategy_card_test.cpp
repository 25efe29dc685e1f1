#include "games/common/strategy_card.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <variant>

#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::strategy_card {
namespace {

constexpr const char* k_good =
    "command = \"pnpkit --seed 1 simulate domino-run --ladder --threads 2\"\n"
    "games = 100000\n"
    "card = 61.03\n"
    "advisor = 62.91\n"
    "unit = \"percent\"\n";

// The diagnostics of loading `text` as domino-run's strategy.toml, with the file's path cut to
// its name; `loaded` tells whether figures came back.
std::string problems_of(const std::string& text, bool* loaded = nullptr,
                        const std::string& game = "domino-run") {
    test::TempDir dir;
    auto file = dir.write("strategy.toml", text);
    Diagnostics d;
    auto s = load_strength(file, game, d);
    if (loaded) *loaded = s.has_value();
    std::string out = test::messages(d);
    for (std::size_t at; (at = out.find(file.string())) != std::string::npos;)
        out.replace(at, file.string().size(), "strategy.toml");
    return out;
}

std::string with(std::string text, const std::string& from, const std::string& to) {
    text.replace(text.find(from), from.size(), to);
    return text;
}

TEST_CASE("strategy card: a well-formed strategy.toml gives its figures", "[strategy-card]") {
    test::TempDir dir;
    Diagnostics d;
    auto s = load_strength(dir.write("strategy.toml", k_good), "domino-run", d);
    REQUIRE(s);
    CHECK(d.items().empty());
    CHECK(s->command == "pnpkit --seed 1 simulate domino-run --ladder --threads 2");
    CHECK(s->games == 100000);
    CHECK(s->card == 61.03);
    CHECK(s->advisor == 62.91);
    CHECK(s->unit == Unit::percent);
}

TEST_CASE("strategy card: each problem of strategy.toml is an error at its position",
          "[strategy-card]") {
    bool loaded = true;
    CHECK(problems_of(with(k_good, "card = 61.03\n", ""), &loaded) ==
          "strategy.toml:1:1: error: missing required key 'card'\n");
    CHECK_FALSE(loaded);
    CHECK(problems_of(with(k_good, "61.03", "\"61%\"")) ==
          "strategy.toml:3:8: error: 'card' must be a number, found string\n");
    CHECK(problems_of(with(k_good, "\"percent\"", "\"wins\""))
              .starts_with("strategy.toml:5:8: error: 'unit' must be one of"));
    CHECK(problems_of(with(k_good, "100000", "0")).starts_with("strategy.toml:2:9: error:"));
    CHECK(problems_of(with(k_good, "62.91", "162.91")) ==
          "strategy.toml:4:11: error: 'advisor' is 162.91, not a percentage from 0 to 100\n");
    std::string renamed = problems_of(with(k_good, "games", "game"));
    CHECK(renamed.find("strategy.toml:1:1: error: missing required key 'games'\n") !=
          std::string::npos);
    CHECK(renamed.find("strategy.toml:2:1: error: unknown key 'game'") != std::string::npos);
    CHECK(problems_of(with(k_good, " --ladder", ""))
              .starts_with("strategy.toml:1:11: error: 'command' has no '--ladder'"));
    CHECK(problems_of(with(k_good, "--seed 1 ", ""))
              .starts_with("strategy.toml:1:11: error: 'command' has no '--seed N'"));
    CHECK(problems_of(k_good, nullptr, "colf")
              .starts_with("strategy.toml:1:11: error: 'command' does not run 'simulate colf'"));
    CHECK(
        problems_of(with(k_good, "62.91", "0")) ==
        "strategy.toml:4:11: error: 'advisor' must be above 0: the card prints its share of it\n");
}

TEST_CASE("strategy card: a card above the advisor is refused only where the advisor is optimal",
          "[strategy-card]") {
    std::string points =
        with(with(with(k_good, "percent", "points"), "62.91", "17.6"), "61.03", "17.7");
    bool loaded = true;
    CHECK(
        problems_of(points, &loaded)
            .starts_with("strategy.toml:3:8: error: 'card' (17.700) is above 'advisor' (17.600)"));
    CHECK_FALSE(loaded);
    // A win rate against a computer opponent may beat an advisor that is not optimal.
    CHECK(problems_of(with(k_good, "61.03", "63.5"), &loaded).empty());
    CHECK(loaded);
    CHECK(problems_of("", &loaded).find("error") != std::string::npos);
    CHECK_FALSE(loaded);
}

TEST_CASE("strategy card: the printed share is card / advisor from the file", "[strategy-card]") {
    Strength points{"pnpkit --seed 1 simulate dice-adventures --ladder", 70000, 17.3, 17.626,
                    Unit::points};
    std::string text = strength_text(points);
    CHECK(
        text.starts_with("Played by this card: 17.3 points, 98.2% of the best play\u2019s 17.6, "
                         "over 70,000 games of\n"));
    // The command, with word joiners after every hyphen inside a word or an option's "--", so that
    // it breaks at spaces only.
    CHECK(
        text.ends_with("pnpkit -\u2060-\u2060seed 1 simulate dice-\u2060adventures "
                       "-\u2060-\u2060ladder"));
    Strength wins{"pnpkit --seed 1 simulate colf --ladder", 100000, 61.03, 62.91, Unit::percent};
    CHECK(strength_text(wins).starts_with(
        "Played by this card: wins 61.0%, 97.0% of the advisor\u2019s 62.9%"));
    CHECK(share_percent(wins) == Approx(100 * 61.03 / 62.91));
    // An advisor measured on fewer games: each figure says its own.
    Strength fewer{"pnpkit --seed 1 simulate colf --ladder --advisor-games 1000",
                   107000,
                   99.75,
                   100.0,
                   Unit::percent,
                   1000};
    CHECK(strength_text(fewer) ==
          "Played by this card: wins 99.8% over 107,000 games, 99.8% of the advisor\u2019s "
          "100.0% over\u00a01,000\u00a0games,\u00a0both\u00a0from\npnpkit -\u2060-\u2060seed 1 "
          "simulate colf "
          "-\u2060-\u2060ladder -\u2060-\u2060advisor-\u2060games 1000");
}

// k_good and one more line.
std::string good_and(const char* line) {
    std::string text = k_good;
    text += line;
    return text;
}

TEST_CASE("strategy card: advisor_games, when given, is from 1 to games", "[strategy-card]") {
    test::TempDir dir;
    Diagnostics d;
    auto s = load_strength(dir.write("strategy.toml", good_and("advisor_games = 3000\n")),
                           "domino-run", d);
    REQUIRE(s);
    CHECK(s->advisor_games == 3000);
    CHECK(problems_of(good_and("advisor_games = 100001\n")) ==
          "strategy.toml:6:17: error: 'advisor_games' (100001) is more than 'games' (100000)\n");
    CHECK(problems_of(good_and("advisor_games = 0\n")).find("advisor_games") != std::string::npos);
    // The same games as the card's: said once, as without the key.
    auto same = load_strength(dir.write("same.toml", good_and("advisor_games = 100000\n")),
                              "domino-run", d);
    REQUIRE(same);
    CHECK(same->advisor_games == 0);
}

TEST_CASE("strategy card: the component is one card of the game's template, its rules numbered",
          "[strategy-card]") {
    Strength s{"pnpkit --seed 1 simulate colf --ladder", 10, 50, 60, Unit::percent};
    auto deck =
        make_component({"colf", "CoLF DaDA", "a credit", {"Roll <high>.", "Keep & go."}}, s);
    CHECK(deck.id == "strategy-card");
    REQUIRE(deck.cards.size() == 1);
    const layout::Face& face = deck.cards[0].front;
    CHECK(face.template_id == "colf-strategy");
    CHECK(face.record.find("title")->text == "Playing CoLF DaDA well");
    CHECK(face.record.find("rules")->text ==
          "<b>1.</b> Roll &lt;high&gt;.\n<span size=\"30%\"> </span>\n<b>2.</b> Keep &amp; go.");
    CHECK(face.record.find("strength")->text == strength_text(s));
    CHECK(face.record.find("credit")->text == "a credit");
}

TEST_CASE("strategy card: a game adds its card only when strategy.toml loaded", "[strategy-card]") {
    test::TempDir dir;
    CardText text{"colf", "CoLF DaDA", "", {"One rule."}};
    Diagnostics d;
    std::vector<layout::Component> out;
    StrategyCard::load(dir.path(), text, d).add_to(out);
    CHECK(d.items().empty());  // no strategy.toml: no card, and nothing to say
    CHECK(out.empty());
    dir.write("strategy.toml", "card = \"many\"\n");
    StrategyCard::load(dir.path(), text, d).add_to(out);
    CHECK(d.has_errors());  // a broken one is an error
    CHECK(out.empty());
    dir.write("strategy.toml", with(k_good, "domino-run", "colf"));
    Diagnostics fine;
    StrategyCard::load(dir.path(), text, fine).add_to(out);
    CHECK(fine.items().empty());
    REQUIRE(out.size() == 1);
    CHECK(std::get<layout::DeckComponent>(out[0]).cards[0].front.template_id == "colf-strategy");
}

}  // namespace
}  // namespace pnpkit::strategy_card
