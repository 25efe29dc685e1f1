#include "games/colf/guided.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "cli/context.hpp"
#include "games/colf/build.hpp"
#include "games/colf/guided_fixture.hpp"
#include "games/colf/policy.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;
using pnpkit::test::rolled_in;
using pnpkit::test::TempDir;

namespace {

bool starts(const std::string& text, const std::string& prefix) {
    return text.rfind(prefix, 0) == 0;
}

// The answer a player following the simulator's default policy gives to `prompt`, from the game
// as it stands.
std::string policy_answer(const GuidedGame& game, const std::string& prompt) {
    const Policy& policy = all_policies().front();
    const ColfData& data = game.data();
    TurnChoice turn = choose_turn(game.hero(), game.tokens(), game.deck(DeckKind::nouns),
                                  game.deck(DeckKind::adjectives), data, policy);
    if (starts(prompt, "Turn ")) {
        if (turn.action == Action::rest) return "rest";
        return turn.action == Action::master ? "master" : "explore";
    }
    if (starts(prompt, "The Master's level")) return std::to_string(turn.level);
    if (starts(prompt, "The monster's level")) return std::to_string(turn.level);
    if (starts(prompt, "The backs you pick")) {
        auto split = choose_split(game.deck(DeckKind::nouns), game.deck(DeckKind::adjectives), data,
                                  turn.level);
        REQUIRE(split);
        std::string text = std::to_string(split->noun);
        for (int a : split->adjectives) text += " " + std::to_string(a);
        return text;
    }
    if (starts(prompt, "Where does ")) return "attack";
    if (starts(prompt, "Fight or flee")) return "fight";
    if (starts(prompt, "Dice ")) return "none";  // XP re-rolls
    if (starts(prompt, "Place your dice")) return "1";
    if (starts(prompt, "Boosts")) return game.hero().xp > 0 ? "0 1" : "0 0";
    if (starts(prompt, "Hit ")) return "1";
    if (starts(prompt, "Grow to")) return "yes";
    if (starts(prompt, "Adapt")) return "done";
    FAIL("no answer for the prompt '" << prompt << "'");
    return {};
}

// Plays a whole rolled game in `path` one answer a run: each run ends when its input does, at the
// question asked next, which the policy answers from the game replayed so far. Returns the
// answers in order.
std::vector<std::string> play_by_policy(const std::filesystem::path& path, std::uint64_t seed) {
    std::vector<std::string> answers;
    Run run = play_colf("", rolled_in(path), seed);
    for (int guard = 0; run.code == ExitCode::usage && guard < 2000; ++guard) {
        const std::string marker = "while asking: ";
        auto at = run.err.find(marker);
        REQUIRE(at != std::string::npos);
        std::string prompt = run.err.substr(at + marker.size());
        prompt = prompt.substr(0, prompt.find('\n'));
        play::Replayed now = replayed(path);
        answers.push_back(policy_answer(game_of(now), prompt));
        run = play_colf(answers.back() + "\n", rolled_in(path));
    }
    REQUIRE(run.code == ExitCode::ok);
    return answers;
}

std::string lines(const std::vector<std::string>& answers) {
    std::string text;
    for (const auto& a : answers) text += a + "\n";
    return text;
}

}  // namespace

TEST_CASE(
    "a whole guided game is played from piped answers, and resumed in pieces it ends the same",
    "[colf][guided]") {
    TempDir dir;
    std::vector<std::string> answers = play_by_policy(dir / "pieces.toml", 5);
    play::Replayed end = replayed(dir / "pieces.toml");
    CHECK(end.over);
    const GuidedGame& game = game_of(end);
    CHECK(game.outcome() != GuidedGame::Outcome::playing);
    CHECK(game.turn() > 0);

    Run whole = play_colf(lines(answers), rolled_in(dir / "whole.toml"), 5);
    CHECK(whole.code == ExitCode::ok);
    CHECK(answers_in(dir / "whole.toml") == answers_in(dir / "pieces.toml"));
    CHECK(whole.out.find("CoLF DaDA: your hero starts at level 3") != std::string::npos);
    CHECK(whole.out.find("Round 1 against ") != std::string::npos);
    if (game.outcome() == GuidedGame::Outcome::won) {
        CHECK(game.tier() == game.data().tier_index(game.tokens()));
        CHECK(whole.out.find("You beat the Master Monster") != std::string::npos);
    } else {
        CHECK(whole.out.find("The game is lost") != std::string::npos);
    }
}

TEST_CASE("undo in a guided game takes back an answer and the rolls after it", "[colf][guided]") {
    TempDir dir;
    std::vector<std::string> answers = play_by_policy(dir / "plain.toml", 9);
    REQUIRE(answers.size() > 6);
    // Answer the fifth question the other way round, take it back, and go on as before.
    std::vector<std::string> undone(answers.begin(), answers.begin() + 4);
    std::string other = answers[4] == "rest" ? "explore" : answers[4] == "attack" ? "defense" : "1";
    undone.push_back(other);
    undone.push_back("undo");
    undone.insert(undone.end(), answers.begin() + 4, answers.end());
    Run run = play_colf(lines(undone), rolled_in(dir / "undone.toml"), 9);
    CHECK(run.code == ExitCode::ok);
    CHECK(run.out.find("Took back 1 answer.") != std::string::npos);
    CHECK(answers_in(dir / "undone.toml") == answers_in(dir / "plain.toml"));
}

TEST_CASE("status prints the hero and the monster as on their sheets", "[colf][guided]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "typed.toml";
    options.draws = play::DrawMode::typed;
    // Typed dominoes for the hero: three, then one more for the blank of 0-4 (R5).
    Run run =
        play_colf("2-5\n0-4\n3-3\n1-6\nattack\ndefense\ndefense\nattack\nstatus\n", options, 3);
    CHECK(run.code == ExitCode::usage);  // input ends at the first turn
    CHECK(run.out.find("0-4 has a blank: one more domino (R5).") != std::string::npos);
    CHECK(run.out.find("Hero: level 3 (3 dice), XP 0") != std::string::npos);
    CHECK(run.out.find("  Attack:  2-5  1-6\n  Defense: 0-4  3-3\n") != std::string::npos);
    CHECK(run.out.find("Turn pool: 19 of 20 tokens left (turn 1)") != std::string::npos);
    CHECK(run.out.find("the bag holds 24 dominoes") != std::string::npos);

    play::Replayed typed = replayed(dir / "typed.toml");  // holds the game `game` refers to
    const GuidedGame& game = game_of(typed);
    REQUIRE(game.hero().tiles.size() == 4);
    CHECK(game.hero().tiles[1] == Tile{Domino::of(0, 4), Side::defense, 0});
    CHECK_FALSE(game.pool().contains(Domino::of(3, 3)));
}

TEST_CASE("a typed combat round follows the engine: the monster's procedure, damage, hits and XP",
          "[colf][guided]") {
    TempDir dir;
    play::PlayOptions options;
    options.session = dir / "round.toml";
    options.draws = play::DrawMode::typed;
    // The hero: 1-2 and 3-4 in Attack, 5-6 in Defense. No blank, so no extra draw.
    std::string input = "1-2\n3-4\n5-6\nattack\nattack\ndefense\nexplore\n2\n";
    Run first = play_colf(input, options, 4);
    REQUIRE(first.code == ExitCode::usage);
    // The backs for a level-2 monster; the cards are drawn by name, then its dominoes.
    play::Replayed at_backs = replayed(dir / "round.toml");
    const GuidedGame& game = game_of(at_backs);
    auto split =
        choose_split(game.deck(DeckKind::nouns), game.deck(DeckKind::adjectives), game.data(), 2);
    REQUIRE(split);
    CHECK(split->noun == 1);
    const Card* noun = nullptr;
    const Card* adjective = nullptr;
    for (const Card& c : game.data().nouns)
        if (c.level == 1 && !noun) noun = &c;
    for (const Card& c : game.data().adjectives)
        if (c.level == 1 && !adjective) adjective = &c;
    REQUIRE(noun);
    REQUIRE(adjective);
    std::string more = "1 1\n" + noun->name + "\n" + adjective->id + "\n";
    int attack = noun->attack + adjective->attack;
    int defense = noun->defense + adjective->defense;
    // Its dominoes: all its Attack on 2-2 ... (no blanks so the count is exact).
    const Domino monster_tiles[] = {Domino::of(2, 2), Domino::of(2, 3), Domino::of(4, 4),
                                    Domino::of(4, 5), Domino::of(5, 5), Domino::of(6, 6)};
    REQUIRE(attack + defense <= 6);
    for (int i = 0; i < attack + defense; ++i) more += monster_tiles[i].to_string() + "\n";
    // Fight: the hero rolls 1 2 6 (1 and 2 on 1-2, the 6 on 5-6), the monster rolls its dice.
    more += "fight\n1 2 6\n";
    Run second = play_colf(more, options);
    REQUIRE(second.code == ExitCode::usage);
    CHECK(second.err.find("while asking: The monster's 2 dice") != std::string::npos);
    CHECK(second.out.find("Your dice: Attack 2 (1 on 1-2, 2 on 1-2), Defense 1 (6 on 5-6).") !=
          std::string::npos);

    // The monster rolls 1 1: no number of its fits a 1, it has no blank and no rage: both dice go
    // back for 2 rage. Damage: hero Attack 2 - its Defense 0 + 1; its Attack 0 - 1 + bite.
    Run third = play_colf("1 1\n", options);
    play::Replayed round = replayed(dir / "round.toml");  // holds the game `after` refers to
    const GuidedGame& after = game_of(round);
    int bite = noun->bite + adjective->bite;
    int hp = noun->hp + adjective->hp;
    CHECK(third.out.find("The monster: Attack 0 (no dice), Defense 0 (no dice), 2 dice left over "
                         "(+1 rage each); rage now 2.") != std::string::npos);
    CHECK(third.out.find("You deal 3 (its HP " + std::to_string(std::max(0, hp - 3)) +
                         ") and take " + std::to_string(bite) + ".") != std::string::npos);
    if (hp > 3 && bite == 0) {
        REQUIRE(after.foe());
        CHECK(after.foe()->rage == 2);
        CHECK(after.foe()->hp == hp - 3);
    }
}

TEST_CASE("bad answers on a pipe end the guided game with exit 2 naming the line",
          "[colf][guided]") {
    TempDir dir;
    Run run = play_colf("sideways\n", rolled_in(dir / "bad.toml"), 2);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.err.find("line 1: 'sideways' is not one of the choices") != std::string::npos);
    CHECK(answers_in(dir / "bad.toml").size() >= 3);  // the hero's dominoes drawn so far stay
}

TEST_CASE("a corrupt colf session is reported at the step that breaks it", "[colf][guided]") {
    TempDir dir;
    auto path = dir.write("bad.toml",
                          "pnpkit_play = 1\ngame = \"colf\"\nseed = 3\nsteps = [\n"
                          "    { ask = \"hero-tile\", answer = \"7-7\", by = \"pnpkit\" },\n]\n");
    Run run = play_colf("", rolled_in(path));
    CHECK(run.code == ExitCode::data);
    CHECK(run.err.find("bad.toml:5:5: error: step 1: '7-7' is not an answer to 'hero-tile'") !=
          std::string::npos);
}
