#include "games/dragon_dance/dance_play.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "cli/context.hpp"
#include "core/text.hpp"
#include "games/dragon_dance/fixture.hpp"
#include "play/console.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using pnpkit::test::TempDir;

namespace {

const play::GameDef& def() {
    static const play::GameDef d = dance_def(std::make_shared<const GameData>(support::shipped()));
    return d;
}

struct Run {
    ExitCode code = ExitCode::ok;
    std::string out;
    std::string err;
};

// A new game needs its seed; a resumed one keeps its own (nullopt).
Run play_dance(const std::string& input, play::PlayOptions options,
               std::optional<std::uint64_t> seed = std::nullopt) {
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Context context(in, out, err);
    context.options.seed = seed;
    context.options.quiet = true;
    if (!options.dice) options.dice = play::DiceMode::rolled;
    Run run;
    run.code = play::run_play(def(), options, context);
    run.out = out.str();
    run.err = err.str();
    return run;
}

play::PlayOptions as(const std::string& seats, const std::filesystem::path& session = {}) {
    play::PlayOptions options;
    options.session = session;
    options.setup["as"] = seats;
    return options;
}

const DancePlay& dance(const play::Replayed& replayed) {
    return dynamic_cast<const DancePlay&>(*replayed.game);
}

// Plays a session to its end one answer a run, each answer legal where the game stands: no die,
// the first card the table offers, no follow-up. Returns what the last run printed.
std::string play_out(const std::filesystem::path& session, const std::string& seats) {
    std::string last;
    for (int answers = 0; answers < 400; ++answers) {
        Diagnostics diagnostics;
        auto replayed = play::replay_session(def(), session, diagnostics);
        REQUIRE(replayed);
        if (replayed->over) return last;
        const std::string& asking = replayed->waiting_for;
        std::string answer = asking.find("Follow-up") != std::string::npos ? "skip"
                             : asking.find("card") != std::string::npos    ? "1"
                                                                           : "none";
        play::PlayOptions options = as(seats, session);
        options.dice.reset();
        Run run = play_dance(answer + "\n", options);
        INFO(asking << " <- " << answer << "\n" << run.err);
        REQUIRE((run.code == ExitCode::ok || run.err.find("input ended") != std::string::npos));
        last = run.out;
    }
    FAIL("the game did not end in 400 answers");
    return last;
}

}  // namespace

TEST_CASE("a piped answer that is no die of yours ends the run with exit 2, never a loop",
          "[dragon-dance][dance-play]") {
    std::string ones;
    for (int i = 0; i < 200; ++i) ones += "1\n";
    Run run = play_dance(ones, as("knight"), 1);
    CHECK(run.code == ExitCode::usage);
    CHECK(run.err.find("is not one of your dice; type ") != std::string::npos);
}

TEST_CASE("a game against the computer plays to its end, its result said once",
          "[dragon-dance][dance-play]") {
    TempDir dir;
    Run first = play_dance("none\n", as("knight", dir / "dance.toml"), 4);
    CHECK(first.out.find("Round 1, long range | Knight 9/9, dice ") != std::string::npos);
    std::string last = play_out(dir / "dance.toml", "knight");
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "dance.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->over);
    const DancePlay& game = dance(*replayed);
    CHECK(game.outcome() != Outcome::none);
    CHECK(outcome(game.state()) == game.outcome());  // the rules' verdict on the lives left
    std::size_t at = last.find("Result: ");
    REQUIRE(at != std::string::npos);
    CHECK(last.find("Result: ", at + 1) == std::string::npos);
}

TEST_CASE("undo, status and cards at a Dragon Dance prompt", "[dragon-dance][dance-play]") {
    TempDir dir;
    Run run = play_dance("cards\nnone\nundo\nstatus\nquit\n", as("knight", dir / "dance.toml"), 4);
    INFO(run.out << run.err);
    CHECK(run.code == ExitCode::ok);
    CHECK(run.out.find("Your hand (Knight), at long range:\n  Hack: attack: none 1 |") !=
          std::string::npos);
    CHECK(run.out.find(
              "The Dragon's cards playable at long range (its die is not shown yet; dice ") !=
          std::string::npos);
    CHECK(run.out.find("Took back 1 answer.") != std::string::npos);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "dance.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->waiting_for == "Your die");  // the knight's die, asked again

    play::PlayOptions status = as("knight", dir / "dance.toml");
    status.status = true;
    Run shown = play_dance("", status);
    CHECK(shown.out.find("Round 1, long range | Knight 9/9") != std::string::npos);
    CHECK(shown.out.find("Next: Your die") != std::string::npos);

    // Once both dice are shown, `cards` gives what the other side's cards do with its die.
    Run revealed = play_dance("none\ncards\nquit\n", as("knight", dir / "shown.toml"), 4);
    INFO(revealed.out);
    CHECK(revealed.out.find("The Dragon's cards playable at long range, having chosen ") !=
          std::string::npos);
}

TEST_CASE("two people at one terminal: each secret choice on a cleared screen",
          "[dragon-dance][dance-play]") {
    Run run = play_dance("none\nnone\n1\n", as("both"), 2u);
    CHECK(run.out.find("-- Knight --") != std::string::npos);
    CHECK(run.out.find("Knight, your die (") != std::string::npos);
    std::size_t knight = run.out.find("Knight, your die (");
    std::size_t rule = run.out.find(std::string(60, '-'), knight);  // clear_screen off a terminal
    std::size_t dragon = run.out.find("Dragon, your die (");
    CHECK(knight < rule);
    CHECK(rule < dragon);
    CHECK(run.out.find("Dice shown: Knight no die, Dragon no die.") != std::string::npos);
    CHECK(run.out.find("Knight, your card at long range, with no die") != std::string::npos);
    CHECK(run.out.find("Dragon, your card") != std::string::npos);
}

TEST_CASE("Dragon Dance dice are typed, or rolled from the seed", "[dragon-dance][dance-play]") {
    play::PlayOptions typed = as("dragon");
    typed.dice = play::DiceMode::typed;
    Run run = play_dance("6 5 4 3 2\n1 1 1\n", typed, 1u);
    CHECK(run.out.find("The Knight rolls 5 dice (") != std::string::npos);
    CHECK(run.out.find("> 6 5 4 3 2\n") != std::string::npos);
    CHECK(run.out.find("Round 1, long range | Knight 9/9, dice 6 5 4 3 2, discards none | Dragon "
                       "20/20, dice 1 1 1") != std::string::npos);
    Run a = play_dance("", as("dragon"), 9);
    Run b = play_dance("", as("dragon"), 9);
    CHECK(a.out == b.out);
    CHECK(seats_from_setup({}) == Seats::knight);
    CHECK_THROWS_AS(seats_from_setup({{"as", "princess"}}), UsageError);
}

TEST_CASE("a knight game with a combo is saved, resumed and shown by --status (issue 18.1)",
          "[dragon-dance][dance-play]") {
    TempDir dir;
    Run first = play_dance("none\ncharge\n5\nhack\n4\nquit\n", as("knight", dir / "s.toml"), 7);
    INFO(first.out << first.err);
    REQUIRE(first.code == ExitCode::ok);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "s.toml", diagnostics);
    REQUIRE(replayed);
    CHECK(replayed->waiting_for == "Your die");
    CHECK(dance(*replayed).state().side(Side::dragon).life == 13);  // 3 from Hack, 2 from Slash

    // The follow-up's answer is taken in the log's own form, as typed ("4"), or as "skip".
    play::PlayOptions resume = as("knight", dir / "s.toml");
    resume.dice.reset();
    Run again = play_dance("undo\nfollow 2\nquit\n", resume);
    INFO(again.out << again.err);
    CHECK(again.code == ExitCode::ok);
    CHECK(again.out.find("Combo: the Knight follows up with Slash with a 2") != std::string::npos);
}

TEST_CASE("the computer's secret choices are shown only once yours are made (issue 18.2)",
          "[dragon-dance][dance-play]") {
    Run run = play_dance("none\nflap\nquit\n", as("dragon"), 7);
    INFO(run.out);
    CHECK(run.out.find("in secret") == std::string::npos);
    std::size_t die = run.out.find("Your die (6, 3, none)> none");
    std::size_t dice_shown = run.out.find("Dice shown: Knight a 4, Dragon no die.");
    std::size_t card = run.out.find("choose 1-6> flap");
    std::size_t cards_shown = run.out.find("Knight plays Lance Thrust with a 4, Dragon plays Flap");
    REQUIRE(die != std::string::npos);
    CHECK(die < dice_shown);
    CHECK(dice_shown < card);
    CHECK(card < cards_shown);
    CHECK(cards_shown != std::string::npos);
}

TEST_CASE("the computer chooses from the position alone, whatever the player answers",
          "[dragon-dance][dance-play]") {
    // The knight's die is asked before the computer's dragon chooses: a different answer must not
    // change the dragon's die (both games share the seed, so the same stream at that step).
    TempDir dir;
    std::vector<std::string> dragon_dice;
    for (const char* knight_die : {"none", "5", "1"}) {
        std::string session = std::string("s") + knight_die + ".toml";
        Run run = play_dance(std::string(knight_die) + "\nquit\n", as("knight", dir / session), 7);
        REQUIRE(run.code == ExitCode::ok);
        Diagnostics diagnostics;
        auto log = play::load_log(dir / session, "dragon-dance", diagnostics);
        REQUIRE(log);
        REQUIRE(log->steps.size() == 4);
        CHECK(log->steps[2].ask == "knight-die");
        CHECK(log->steps[3].ask == "dragon-die");
        dragon_dice.push_back(log->steps[3].answer);
    }
    CHECK(dragon_dice[0] == dragon_dice[1]);
    CHECK(dragon_dice[1] == dragon_dice[2]);
}

TEST_CASE("a side holding no dice is not asked for one (issue 18.5)",
          "[dragon-dance][dance-play]") {
    // Both seats at the table, each spending a die whenever it holds one, until the knight has
    // none; every question is answered by a stand-in that records what it was asked.
    play::Log log;
    log.game = "dragon-dance";
    log.seed = 5;
    log.dice = play::DiceMode::rolled;
    log.setup["as"] = "both";
    auto game = def().make(log);
    const auto& dance_game = dynamic_cast<const DancePlay&>(*game);
    std::istringstream in;
    std::ostringstream out;
    play::Console console(in, out, play::Terminal::no);
    int unasked = 0;
    play::Table::Hooks hooks;
    hooks.on_ask = [&](const play::Question& q) {
        if (q.ask->id != "knight-die") return;
        bool holds = dance_game.state().side(Side::knight).dice.total() > 0;
        CHECK(q.by_pnpkit == !holds);
        unasked += q.by_pnpkit;
    };
    std::size_t answered = 0;
    hooks.player = [&](const play::Question& q) {
        REQUIRE(++answered < 1000);
        // A die rather than none (dice are listed none first), the first card, a follow-up.
        return q.ask->id.ends_with("-card") ? q.answers.front() : q.answers.back();
    };
    play::Table table(log, console, std::move(hooks));
    game->play(table);
    CHECK(unasked > 0);
    CHECK(out.str().find("Knight, you hold no dice: no die this round.") != std::string::npos);
    CHECK(out.str().find("your die (none)") == std::string::npos);
}

TEST_CASE("cards shows a card without a table once, not once a die", "[dragon-dance][dance-play]") {
    TempDir dir;
    REQUIRE(play_dance("quit\n", as("knight", dir / "s.toml"), 4).code == ExitCode::ok);
    Diagnostics diagnostics;
    auto replayed = play::replay_session(def(), dir / "s.toml", diagnostics);
    REQUIRE(replayed);
    std::string text = dance(*replayed).cards_text(Side::knight);
    INFO(text);
    CHECK(text.find("  Advance: movement; reduce range\n") != std::string::npos);
    CHECK(text.find("  Flap: with ") != std::string::npos);  // a card with a table: per die
}
