// Every game with guided play (each registered game whose data gives a play definition) is played
// at random with rolled dice, and every prefix of its log, written as a session file saves it and
// read back, is resumed: the replay must reach the same state and ask the same next question, with
// the same legal answers, that the live game had there; `--status` (replay_log) must agree too.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>

#include "core/rng.hpp"
#include "games/game.hpp"
#include "load/toml_file.hpp"
#include "play/challenge.hpp"
#include "play/console.hpp"
#include "play/log.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;

namespace {

// The table as a question found it: which question, the game's status, the legal answers.
struct Snapshot {
    std::string ask;
    std::string prompt;
    std::string status;
    std::vector<std::string> answers;
    bool operator==(const Snapshot&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Snapshot& s) {
    out << s.ask << " '" << s.prompt << "' [";
    for (const auto& a : s.answers) out << a << ";";
    return out << "]\n" << s.status;
}

// Thrown by a hook to stop a game where it stands.
struct StopPlay {};

Snapshot snapshot(const play::Question& q, const play::Game& game) {
    return {q.ask->id, q.ask->prompt, game.status(), q.answers};
}

// A console that reads nothing and keeps what is printed.
struct Silent {
    std::istringstream in;
    std::ostringstream out;
    play::Console console{in, out, play::Terminal::no};
};

// One random game: the live snapshot at every step (and one more when it stopped at `max_steps`),
// its log, and its status at the end.
struct RandomGame {
    play::Log log;
    std::vector<Snapshot> asked;  // asked[k]: the question the game put after k steps
    bool over = false;
    std::string final_status;
};

RandomGame play_randomly(const play::GameDef& def, const std::map<std::string, std::string>& setup,
                         std::uint64_t seed, std::size_t max_steps,
                         std::optional<std::uint64_t> chooser_seed = std::nullopt) {
    RandomGame run;
    run.log.game = def.id;
    run.log.seed = seed;
    run.log.dice = play::DiceMode::rolled;
    run.log.setup = setup;
    std::unique_ptr<play::Game> game = def.make(run.log);
    Rng chooser = Rng(chooser_seed.value_or(seed)).stream(1000003);
    Silent silent;
    play::Table::Hooks hooks;
    hooks.on_ask = [&](const play::Question& q) {
        REQUIRE(run.asked.size() == run.log.steps.size());
        run.asked.push_back(snapshot(q, *game));
        if (run.log.steps.size() >= max_steps) throw StopPlay{};
    };
    hooks.player = [&](const play::Question& q) {
        INFO(def.id << ": question '" << q.ask->id << "' (" << q.ask->prompt << ")");
        REQUIRE(!q.answers.empty());  // a free-text question must give Ask::answers
        return q.answers[chooser.below(q.answers.size())];
    };
    play::Table table(run.log, silent.console, hooks);
    try {
        game->play(table);
        run.over = true;
    } catch (const StopPlay&) {
    }
    run.final_status = game->status();
    return run;
}

// The first `steps` steps of `run` as a session file saves them, read back from its text.
play::Log saved(const play::GameDef& def, const RandomGame& run, std::size_t steps) {
    play::Log log = run.log;
    log.steps.resize(steps);
    std::string text = play::log_to_toml(log, def.title, def.command);
    Diagnostics diagnostics;
    auto document = load::parse_toml(text, "play.toml", diagnostics);
    REQUIRE(document);
    auto read = play::read_log(*document, diagnostics);
    INFO(text);
    REQUIRE(read);
    REQUIRE(diagnostics.empty());
    return *read;
}

// Resumes the first `steps` steps of `run` as a new run would: nullopt when the game is over.
std::optional<Snapshot> resume(const play::GameDef& def, const RandomGame& run, std::size_t steps,
                               std::string& status) {
    play::Log log = saved(def, run, steps);
    std::unique_ptr<play::Game> game = def.make(log);
    std::optional<Snapshot> next;
    Silent silent;
    play::Table::Hooks hooks;
    hooks.on_ask = [&](const play::Question& q) {
        next = snapshot(q, *game);
        throw StopPlay{};
    };
    play::Table table(log, silent.console, hooks);
    try {
        game->play(table);
    } catch (const StopPlay&) {
    } catch (const play::ReplayError& e) {
        FAIL(e.what());
    }
    status = game->status();
    return next;
}

// Checks every prefix of the run's log, resumed and replayed as --status does.
void check_prefixes(const play::GameDef& def, const RandomGame& run) {
    for (std::size_t k = 0; k <= run.log.steps.size(); ++k) {
        INFO("after " << k << " of " << run.log.steps.size() << " steps"
                      << (k > 0 ? ", the last " + run.log.steps[k - 1].ask + " = " +
                                      run.log.steps[k - 1].answer
                                : std::string()));
        std::string status;
        std::optional<Snapshot> next = resume(def, run, k, status);
        if (k < run.asked.size()) {
            REQUIRE(next);
            CHECK(*next == run.asked[k]);
        } else {
            CHECK(!next);  // the game ended there
            CHECK(status == run.final_status);
        }
        play::Log log = saved(def, run, k);
        Diagnostics diagnostics;
        auto replayed = play::replay_log(def, log, diagnostics);
        REQUIRE(replayed);
        CHECK(replayed->over == (k >= run.asked.size()));
        if (k < run.asked.size()) {
            CHECK(replayed->waiting_for == run.asked[k].prompt);
            CHECK(replayed->game->status() == run.asked[k].status);
        }
    }
}

}  // namespace

TEST_CASE("every game's guided play replays every prefix of random games to the same question",
          "[play][replay]") {
    const int games_per_setup = test::k_sanitized_build ? 1 : 8;
    const std::size_t max_steps = test::k_sanitized_build ? 40 : 150;
    std::set<std::string> played;
    for (const games::GameInfo& info : games::all_games()) {
        Diagnostics diagnostics;
        auto loaded = info.load(test::source_dir() / "data" / std::string(info.id), diagnostics);
        REQUIRE(loaded);
        REQUIRE(!diagnostics.has_errors());
        std::optional<play::GameDef> def = loaded->play_def();
        if (!def) continue;
        played.insert(def->id);
        std::vector<std::map<std::string, std::string>> setups = def->sample_setups;
        if (setups.empty()) setups.emplace_back();
        for (const auto& setup : setups) {
            for (int g = 0; g < games_per_setup; ++g) {
                std::uint64_t seed = 101 + static_cast<std::uint64_t>(g) * 7;
                std::string shown;
                for (const auto& [key, value] : setup) shown += " --" + key + " " + value;
                INFO(def->id << " with seed " << seed << shown);
                RandomGame run = play_randomly(*def, setup, seed, max_steps);
                CHECK(!run.log.steps.empty());
                check_prefixes(*def, run);
            }
        }
    }
    CHECK(played == std::set<std::string>{"colf", "dice-adventures", "domino-run", "dragon-dance",
                                          "dragon-dice-solo"});
}

namespace {

// A roll as the log keeps it ("5 3 1"), or nullopt for an answer that is not dice.
std::optional<std::vector<int>> dice_of(const std::string& answer) {
    std::istringstream in(answer);
    std::vector<int> dice;
    std::string word;
    while (in >> word) {
        if (word.empty() || word.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        dice.push_back(std::stoi(word));
    }
    if (dice.empty()) return std::nullopt;
    return dice;
}

// pnpkit's rolls of a log, by question: rolls["hero-dice"][k] is the k-th roll of the hero dice.
std::map<std::string, std::vector<std::vector<int>>> rolls_of(const play::Log& log) {
    std::map<std::string, std::vector<std::vector<int>>> rolls;
    for (const play::Step& step : log.steps) {
        if (step.by != play::By::pnpkit) continue;
        if (auto dice = dice_of(step.answer)) rolls[step.ask].push_back(*dice);
    }
    return rolls;
}

// The rolls two games both made (the k-th of a kind in both), and how many of them differ in a
// die both rolled (one may roll fewer dice: a hero fallen).
struct RollsCompared {
    std::size_t both = 0;
    std::size_t differ = 0;
};

RollsCompared compare_rolls(const play::Log& a, const play::Log& b) {
    RollsCompared out;
    auto ra = rolls_of(a);
    auto rb = rolls_of(b);
    for (const auto& [ask, rolls] : ra) {
        auto it = rb.find(ask);
        if (it == rb.end()) continue;
        for (std::size_t k = 0; k < std::min(rolls.size(), it->second.size()); ++k) {
            const auto& x = rolls[k];
            const auto& y = it->second[k];
            std::size_t n = std::min(x.size(), y.size());
            ++out.both;
            if (!std::equal(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(n), y.begin()))
                ++out.differ;
        }
    }
    return out;
}

}  // namespace

TEST_CASE("a challenge deals every player the same rolls whatever they choose, and replays",
          "[play][replay][challenge]") {
    const std::size_t max_steps = test::k_sanitized_build ? 40 : 150;
    std::size_t compared = 0;
    std::size_t differ_without = 0;
    for (const games::GameInfo& info : games::all_games()) {
        Diagnostics diagnostics;
        auto loaded = info.load(test::source_dir() / "data" / std::string(info.id), diagnostics);
        REQUIRE(loaded);
        std::optional<play::GameDef> def = loaded->play_def();
        if (!def) continue;
        std::map<std::string, std::string> setup = def->sample_setups.empty()
                                                       ? std::map<std::string, std::string>{}
                                                       : def->sample_setups.front();
        std::map<std::string, std::string> challenge = setup;
        challenge["challenge"] = "12";
        std::uint64_t seed = play::challenge_seed(12);
        INFO(def->id);
        // Two players who choose differently (their own random choices) on the same challenge.
        RandomGame first = play_randomly(*def, challenge, seed, max_steps, 1);
        RandomGame second = play_randomly(*def, challenge, seed, max_steps, 2);
        RollsCompared same = compare_rolls(first.log, second.log);
        CHECK(same.differ == 0);
        compared += same.both;
        check_prefixes(*def, first);
        // The same two players on an ordinary game of the same seed: rolls follow the steps, so
        // different choices shift them (what a challenge prevents).
        RandomGame plain_first = play_randomly(*def, setup, seed, max_steps, 1);
        RandomGame plain_second = play_randomly(*def, setup, seed, max_steps, 2);
        differ_without += compare_rolls(plain_first.log, plain_second.log).differ;
    }
    CHECK(compared >= 20);
    CHECK(differ_without > 0);
}
