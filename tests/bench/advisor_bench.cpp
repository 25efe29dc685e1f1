// Every advisor through the command line's own code path (cli::run), on a set of states that
// includes the hardest each is known to have, with the slowest answer of each against a baseline
// measured in the same run: `pnpkit validate` of every game (reading and checking all the data,
// the floor under any command). Target: every advisor answers within a second.
//
// Dice Adventures counts as six advisors, one per mode (basic, hardcore, hardcore+) without the
// deck and with it, each with its own slowest state and verdict. It keeps its values between
// adventures in the user's cache folder: its states are timed cold (an empty cache: the whole game
// is solved) and warm (the cache the cold run filled), in a cache folder of the benchmark's own.
// In every mode, with the deck and without it, a cold question reads the table the build worked
// out (share/pnpkit/tables; the benchmark says whether it is there, and without it the whole game
// is solved). CoLF's monster odds are forgotten before every call.
// Then `simulate dice-adventures` on one thread and on two: the second thread's speed-up.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "games/colf/foe_odds.hpp"
#include "games/dice_adventures/solver_cache.hpp"
#include "time_per_run.hpp"

using pnpkit::bench::Timing;
using pnpkit::bench::time_per_run;

namespace {

struct State {
    std::string what;
    std::vector<std::string> args;
    enum { plain, cold, warm } cache = plain;  // Dice Adventures: with an empty cache or a filled one
    std::string input = {};  // what the player types (guided play)
};

struct Advisor {
    std::string name;
    std::vector<State> states;
    void (*before_each)() = nullptr;
};

std::filesystem::path g_cache;  // the benchmark's own cache folder

void empty_cache() {
    std::filesystem::remove_all(g_cache);
}

void forget_colf() {
    pnpkit::colf::forget_foe_odds();
}

std::vector<std::string> with(std::vector<std::string> head, const std::vector<std::string>& tail) {
    head.insert(head.end(), tail.begin(), tail.end());
    return head;
}

std::vector<Advisor> advisors() {
    const std::vector<std::string> colf{"-q", "colf", "round"};
    const std::vector<std::string> domino{"-q", "--seed", "1", "domino-run", "advise"};
    const std::vector<std::string> dice{"-q", "dice-adventures", "advise"};
    std::vector<Advisor> out;
    out.push_back(
        {"colf round",
         {
             {"the README's round (level-4 monster)",
              with(colf, {"--hero-attack", "2-5,4-4", "--hero-defense", "1-4,0-3", "--hits", "2-5:5",
                          "--hero-dice", "5,4,4,1,6", "--monster-attack", "1-2,2-6",
                          "--monster-defense", "3-6", "--bite", "1", "--monster-level", "4", "--xp",
                          "1", "--rage", "1", "--monster-hp", "4"})},
             {"level-9 hero, 9 dice, v a level-12 Master with 6 rage",
              with(colf, {"--hero-attack", "1-2,1-6,2-6,4-5,3-4,0-4", "--hero-defense",
                          "1-4,2-4,4-6,1-5,6-6,1-3", "--hero-dice", "1,2,3,4,4,5,6,6,2",
                          "--monster-attack", "0-2,2-3,4-4,5-5", "--monster-defense",
                          "0-3,2-5,5-6,3-5", "--bite", "2", "--monster-level", "12", "--rage", "6",
                          "--monster-hp", "12", "--xp", "5"})},
         },
         forget_colf});
    out.push_back(
        {"domino-run advise",
         {
             {"the illustration, a roll of 6 and 4",
              with(domino, {"--line", "1|2 2|4 0|5 5|1 6|6", "--player", "6", "--roll", "6,4"})},
             {"the issue's reproducer (three 5s, a key)",
              with(domino, {"--line", "0|4 3|6 0|3 0|5", "--enemy", "1", "--player", "2", "--roll",
                            "5,5,5", "--keys", "3-3"})},
             {"a key in reach, three dice",
              with(domino,
                   {"--line", "1|2 2|4 0|5 5|1 6|6 6|3", "--player", "6", "--roll", "6,6,5"})},
             {"late game: four dice, three abilities, eleven tiles",
              with(domino, {"--line", ". 3|1 1|1 1|4 4|0 0|5 5|5 5|6 6|6 6|3 3|3", "--enemy", "1",
                            "--player", "4", "--roll", "2,3,5,6", "--keys", "0-0,2-2,4-4",
                            "--abilities", "2-5,1-2,4-6"})},
         }});
    // Dice Adventures: one advisor per mode, without the deck and with it, each with its hardest
    // known states (adventure 1's shop, where the whole game is solved, and its first dice).
    const std::vector<std::string> first{"--party", "bard,cleric,thief", "--dice", "3,5,1"};
    const std::vector<std::string> shop{"--party", "bard,cleric,thief", "--gold", "3"};
    for (std::string mode : {"basic", "hardcore", "hardcore+"}) {
        std::vector<std::string> in_mode = with(dice, {"--mode", mode});
        std::vector<State> states{
            {mode + ", adventure 1, dice rolled", with(in_mode, first), State::cold},
            {mode + ", adventure 1, dice rolled", with(in_mode, first), State::warm},
            {mode + ", adventure 1, the shop with 3 gold", with(in_mode, shop), State::cold},
            {mode + ", adventure 1, a hireling",
             with(in_mode, {"--party", "bard,ranger,wizard", "--dice", "2,2,6", "--hireling", "4"}),
             State::cold},
        };
        if (mode == "basic")
            states.push_back(
                {"basic, adventure 3, levels 2, 1, 1, a provision",
                 with(in_mode, {"--party", "warrior:2,cleric:1,wizard:1", "--dice", "3,5,1",
                                "--gold", "2", "--provisions", "1", "--adventure", "3"}),
                 State::cold});
        out.push_back({"dice-adventures advise --mode " + mode, states});
        // With the deck: a cold question reads the build's table of the mode (without it, it
        // solves the deck: the shop's cold question solves the same whole game, so it is left out).
        std::vector<std::string> deck = with(in_mode, {"--card", "rat-cellar"});
        out.push_back({"dice-adventures advise --mode " + mode + " with the deck",
                       {
                           {mode + " with the deck, adventure 1, the rat cellar", with(deck, first),
                            State::cold},
                           {mode + " with the deck, adventure 1, the rat cellar", with(deck, first),
                            State::warm},
                       }});
    }
    // Dragon Dance advises inside its guided play (`advise` at a prompt: the side's equilibrium
    // mix): a game played to a prompt, advice asked at each prompt on the way, then quit.
    const std::vector<std::string> dance{"-q", "--seed", "7", "dragon-dance", "play", "--as"};
    out.push_back(
        {"dragon-dance play, advise",
         {
             {"the dragon, round 1: its die and its card",
              with(dance, {"dragon"}), State::plain, "advise\nnone\nadvise\nflap\nquit\n"},
             {"the knight, to round 3 through a combo's follow-up",
              with(dance, {"knight"}), State::plain,
              "advise\nnone\nadvise\ncharge\nadvise\n5\nadvise\nhack\nadvise\n4\nadvise\nquit\n"},
         }});
    return out;
}

}  // namespace

int main() {
    g_cache = std::filesystem::temp_directory_path() /
              ("pnpkit-advisor-bench-" + std::to_string(::getpid()));
    ::setenv("XDG_CACHE_HOME", g_cache.c_str(), 1);
    Timing base = time_per_run({"-q", "validate"}, 2.0);
    std::printf("Every advisor through pnpkit's command line; baseline, pnpkit validate of every "
                "game: %.1f ms processor, %.1f ms wall\n",
                1e3 * base.cpu, 1e3 * base.wall);
    auto tables = pnpkit::dice_adventures::shipped_camp_folder();
    bool table = tables && std::filesystem::is_directory(*tables / "dice-adventures");
    std::printf("the build's Dice Adventures deck table: %s\n",
                table ? "present (a cold question in any mode, with or without the deck, reads it)"
                      : "MISSING (build the pnpkit_tables target): every cold question solves");
    std::printf("  %-58s %10s %10s %8s\n", "state", "cpu ms", "wall ms", "ratio");
    bool met = true;
    for (const Advisor& advisor : advisors()) {
        std::printf("%s\n", advisor.name.c_str());
        const State* slowest = nullptr;
        Timing worst;
        for (const State& s : advisor.states) {
            if (s.cache == State::cold) empty_cache();
            Timing t = s.cache == State::plain && advisor.before_each
                           ? time_per_run(s.args, 1.0, advisor.before_each, s.input)
                           : time_per_run(s.args, s.cache == State::cold ? 0.0 : 1.0,
                                          s.cache == State::cold ? empty_cache
                                                                 : std::function<void()>{},
                                          s.input);
            std::string what = s.what + (s.cache == State::cold   ? " (cold cache)"
                                         : s.cache == State::warm ? " (warm cache)"
                                                                  : "");
            std::printf("  %-58s %10.1f %10.1f %7.1fx\n", what.c_str(), 1e3 * t.cpu, 1e3 * t.wall,
                        t.cpu / base.cpu);
            if (!slowest || t.cpu > worst.cpu) {
                slowest = &s;
                worst = t;
            }
        }
        bool fast = worst.cpu < 1.0;
        met = met && fast;
        std::printf(
            "  slowest: %s%s, %.0f ms of processor time (%.0fx the baseline); within a "
            "second: %s\n",
            slowest->what.c_str(), slowest->cache == State::cold ? " (cold cache)" : "",
            1e3 * worst.cpu, worst.cpu / base.cpu, fast ? "met" : "NOT MET");
    }
    // `simulate dice-adventures` on one thread and on two (the game solved once, shared, the
    // games shared out): wall times, the best of three each from an empty cache.
    auto simulate = [](int threads) {
        return std::vector<std::string>{"-q",       "--seed",  "1",     "simulate",
                                        "dice-adventures",     "--party", "bard,cleric,thief",
                                        "--games",  "20000",   "--threads", std::to_string(threads)};
    };
    double one = 1e300, two = 1e300;
    for (int run = 0; run < 3; ++run) {
        one = std::min(one, time_per_run(simulate(1), 0.0, empty_cache).wall);
        two = std::min(two, time_per_run(simulate(2), 0.0, empty_cache).wall);
    }
    double load[3] = {0, 0, 0};
    if (::getloadavg(load, 3) != 3) load[0] = load[1] = load[2] = -1;
    std::printf("simulate dice-adventures --party bard,cleric,thief --games 20000 --seed 1, best of "
                "3 from an empty cache: 1 thread %.2f s, 2 threads %.2f s wall (load average %.2f "
                "%.2f %.2f)\n",
                one, two, load[0], load[1], load[2]);
    std::filesystem::remove_all(g_cache);
    std::printf("target, every advisor within a second of processor time: %s\n",
                met ? "met" : "NOT MET");
    std::printf("target, two threads at least 1.7x as fast as one on a free machine: %.2fx, %s\n",
                one / two, one / two >= 1.7 ? "met" : "NOT MET");
    return 0;
}
