#include "games/dragon_dance/console.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

struct Session {
    GameRecord record;
    std::string transcript;
};

Session play(const std::string& input, Side human, std::uint64_t seed) {
    std::istringstream in(input);
    std::ostringstream out;
    Rng rng(seed);
    Session s;
    s.record = play_in_terminal(support::shipped(), human, rng, in, out);
    s.transcript = out.str();
    return s;
}

// Always no die and the first card offered; a follow-up also with no die: always legal.
std::string plain_answers(int rounds) {
    std::string input;
    for (int i = 0; i < rounds * 3; ++i)
        input += "none\n1\n";
    return input;
}

}  // namespace

TEST_CASE("a wrong answer is explained, the legal choices listed, and asked again",
          "[dragon-dance][console]") {
    Session s = play("9\nnone\nflap\n42\n", Side::knight, 7);
    CHECK_THAT(s.transcript, Catch::Contains("'9' is not one of your choices; type one of "));
    CHECK_THAT(s.transcript, Catch::Contains(", none.\n"));
    CHECK_THAT(
        s.transcript,
        Catch::Contains("'flap' is not a card you can play now; type 1 to 6 or one of charge, "
                        "thrust, shield, dodge, retreat, knight-recuperate."));
    CHECK_THAT(s.transcript, Catch::Contains("'42' is not a card you can play now"));
}

TEST_CASE("end of input ends the game cleanly as abandoned", "[dragon-dance][console]") {
    Session s = play("none\n", Side::dragon, 7);
    CHECK(s.record.abandoned);
    CHECK(s.record.outcome == Outcome::none);
    CHECK_THAT(s.transcript, Catch::EndsWith("Game abandoned after 0 rounds.\n"));
    Session quit = play("quit\n", Side::knight, 7);
    CHECK(quit.record.abandoned);
}

TEST_CASE("a piped game runs to its end and reports the result", "[dragon-dance][console]") {
    Session s = play(plain_answers(200), Side::knight, 11);
    CHECK_FALSE(s.record.abandoned);
    CHECK(s.record.outcome != Outcome::none);
    CHECK_THAT(s.transcript,
               Catch::Contains("== Round 1 ==\nRange: long\nKnight: life 9 of 9; dice "));
    CHECK_THAT(s.transcript, Catch::Contains("Result: "));
}

TEST_CASE("the same seed and answers replay the same game", "[dragon-dance][console]") {
    std::string answers = plain_answers(200);
    Session a = play(answers, Side::dragon, 12);
    Session b = play(answers, Side::dragon, 12);
    CHECK(a.transcript == b.transcript);
    Session c = play(answers, Side::dragon, 13);
    CHECK(a.transcript != c.transcript);
}

TEST_CASE("menu lines show what each card does with the chosen die", "[dragon-dance][console]") {
    const GameData& data = support::shipped();
    CHECK(card_summary(data.card(Side::knight, support::card(Side::knight, "charge")), 6) ==
          "attack 5; charge, reduce range");
    CHECK(card_summary(data.card(Side::dragon, support::card(Side::dragon, "flap")), 1) ==
          "defence 4");
    CHECK(card_summary(data.card(Side::knight, support::card(Side::knight, "dodge")), 3) ==
          "defence; dodge");
}
