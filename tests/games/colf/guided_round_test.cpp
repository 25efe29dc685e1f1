// The console of a guided CoLF round and turn, as a player at the table reads it.

#include <catch2/catch.hpp>
#include <string>

#include "games/colf/guided_fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;
using pnpkit::test::TempDir;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Typed dominoes and dice: the hero holds 1-2 and 3-4 in Attack and 5-6 in Defense, and explores a
// level-2 Smelly Giant Rat (attack 1 domino, bite 1, HP 2) whose Attack domino 0-2 has a blank, so
// 2-2 joins it (R5).
play::PlayOptions typed_in(const std::filesystem::path& session) {
    play::PlayOptions options;
    options.session = session;
    options.draws = play::DrawMode::typed;
    return options;
}

const std::string k_to_the_rat =
    "1-2\n3-4\n5-6\nattack\nattack\ndefense\nexplore\n2\n1 1\ngiant-rat\nsmelly\n0-2\n2-2\n";

}  // namespace

TEST_CASE("a round names the dominoes its blanks destroy, and status counts the round so far",
          "[colf][guided]") {
    TempDir dir;
    // The hero rolls 5 5 5: one on 5-6, two kept off (+2 XP). The rat rolls 6 6: the first on the
    // blank of 0-2, the second back to its pool (+1 rage). Status at the boosts prompt.
    Run run = play_colf(k_to_the_rat + "fight\n5 5 5\n6 6\nstatus\n0 0\n1-2:1\n",
                        typed_in(dir / "rat.toml"), 2);
    REQUIRE(run.code == ExitCode::usage);  // input ends at round 2
    CHECK(has(run.out,
              "The monster: Attack 1 (6 on the blank of 0-2), Defense 0 (no dice), 1 die "
              "left over (+1 rage each); rage now 1."));
    // Before the round is applied, the XP of the dice kept off counts (R15), and the rage is the
    // roll's.
    CHECK(has(run.out, "Hero: level 3 (3 dice), XP 2 (+2 for dice kept off this round)"));
    CHECK(
        has(run.out, "Monster: Smelly Giant Rat, level 2 (2 dice), HP 2, bite 1, rage 1, round 1"));
    CHECK(has(run.out,
              "You deal 1 (its HP 1) and take 1. Both stand (XP 0 -> 2); next round.\n"
              "The monster's 0-2 goes back to the bag: a die on a blank destroys its "
              "domino (R13)."));
    // Between rounds the sheets need no adjustment: status shows them as they are.
    Run between = play_colf("status\n", typed_in(dir / "rat.toml"));
    CHECK(has(between.out, "Hero: level 3 (3 dice), XP 2 (growing costs 6)"));
    CHECK(has(between.out, ", rage 1, round 2"));
}

TEST_CASE("Rest names the hit tokens to lift", "[colf][guided][R14]") {
    TempDir dir;
    // Round 1 as above puts a hit on the 1 of 1-2; round 2 the hero flees, the rat's 1 1 and its
    // rage re-roll 1 1 place nothing, and its bite covers the 3 of 3-4. Turn 2: Rest rolls 1 3 6,
    // which heal both.
    Run run = play_colf(k_to_the_rat +
                            "fight\n5 5 5\n6 6\n0 0\n1-2:1\n"
                            "flee\n1 1\n1 1\n0 0\n3-4:3\ndone\nrest\n1 3 6\nnone\n",
                        typed_in(dir / "rest.toml"), 2);
    REQUIRE(run.code == ExitCode::usage);  // input ends at the adapt question of turn 2
    CHECK(has(run.out,
              "Rest heals 2 hits: lift the hit tokens off the 1 of 1-2 (Attack), the 3 "
              "of 3-4 (Attack)."));
}

TEST_CASE("backs without an adjective are refused with the reason", "[colf][guided]") {
    TempDir dir;
    Run run = play_colf("1-2\n3-4\n5-6\nattack\nattack\ndefense\nexplore\n2\n1\n",
                        typed_in(dir / "backs.toml"), 2);
    CHECK(run.code == ExitCode::usage);
    CHECK(has(run.err,
              "line 9: a monster needs at least one adjective: type the noun's level, then "
              "each adjective's, like 1 1"));
}

TEST_CASE("the Master's level is asked as the master level or more", "[colf][guided][R11]") {
    TempDir dir;
    Run run = play_colf("1-2\n3-4\n5-6\nattack\nattack\ndefense\nmaster\n38\n",
                        typed_in(dir / "master.toml"), 2);
    CHECK(run.code == ExitCode::usage);
    CHECK(has(run.out, "The Master's level (10 or more)> "));
    CHECK_FALSE(has(run.out, "10-37"));
    // A level past the dice pnpkit rolls for one side is refused with the reason.
    CHECK(has(run.err,
              "pnpkit rolls at most 40 dice for the Master, a die a level, and its last "
              "adjective may pass the target: a level up to 37"));
    Run fine = play_colf("12\n", typed_in(dir / "master.toml"));
    CHECK(has(fine.out, "The Master's noun, of the highest level (7)"));
}
