// Review and the coach of Dice Adventures, Domino Run, Dragon Dance and CoLF DaDA through the
// command line's own code path (cli::run), on games recorded here (Dice Adventures and Domino Run:
// pnpkit rolling the dice and drawing the tiles, seeds 1 to 3; Dice Adventures always takes the
// first choice, Domino Run the first and every third time the second; Dragon Dance: see
// dragon_dance_cases; CoLF: see colf_bench, or run `coach_bench colf` for its cases alone).
//
// Review: a whole game's `review --session` against `play --session --status` of the same session
// (the replay alone) in the same run, from an empty solver cache and a warm one (Domino Run has no
// cache: its values are roll-outs). Target: a whole game reviewed in at most 2 s of processor
// time.
// Coach: each game's answers played again in a new session with and without `--coach`; the time
// from one prompt to the next is taken at every prompt (the moment the console asks for the next
// line), and the coach's cost at a prompt is the difference between the two runs. Target: the
// check adds at most 100 ms to 95% of prompts.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <streambuf>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/load.hpp"
#include "play/console.hpp"
#include "time_per_run.hpp"

using pnpkit::bench::time_per_run;
using pnpkit::bench::Timing;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

fs::path g_dir;  // the benchmark's sessions and its own cache folder

void empty_cache() {
    fs::remove_all(g_dir / "cache");
}

// Piped input handing out one line at a time, noting the moment each is asked for.
class LineClock : public std::streambuf {
public:
    explicit LineClock(std::vector<std::string> lines) : m_lines(std::move(lines)) {}
    std::vector<Clock::time_point> asked;

protected:
    int_type underflow() override {
        asked.push_back(Clock::now());
        if (m_next >= m_lines.size()) return traits_type::eof();
        m_line = m_lines[m_next++] + "\n";
        setg(m_line.data(), m_line.data(), m_line.data() + m_line.size());
        return traits_type::to_int_type(m_line[0]);
    }

private:
    std::vector<std::string> m_lines;
    std::size_t m_next = 0;
    std::string m_line;
};

// The seconds between one prompt and the next, over a whole game played from `lines`.
std::vector<double> prompt_times(const std::vector<std::string>& args,
                                 const std::vector<std::string>& lines) {
    LineClock clock(lines);
    std::istream in(&clock);
    std::ostringstream out, err;
    if (pnpkit::cli::run(args, in, out, err) != 0) {
        std::fprintf(stderr, "pnpkit failed: %s\n", err.str().c_str());
        std::exit(1);
    }
    std::vector<double> gaps;
    for (std::size_t i = 1; i < clock.asked.size(); ++i)
        gaps.push_back(std::chrono::duration<double>(clock.asked[i] - clock.asked[i - 1]).count());
    return gaps;
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    std::size_t at = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[at];
}

// Dragon Dance, three games a side: no die and the first card every round, on seeds where that
// whole game asks nothing else (the knight's first card at short range, Hack, may be followed up).
// Review against --status of the same session; the coach's cost prompt by prompt as above.
void dragon_dance_cases() {
    std::vector<std::string> answers;
    for (int i = 0; i < 40; ++i) answers.insert(answers.end(), {"none", "1"});
    std::string input;
    for (const auto& a : answers) input += a + "\n";
    std::printf("Dragon Dance: review and coach through pnpkit's command line\n");
    std::printf("  %-44s %10s %10s %8s\n", "run", "cpu ms", "wall ms", "ratio");
    std::vector<double> costs;
    double slowest = 0;
    const std::vector<std::pair<std::string, std::vector<int>>> games{{"knight", {11, 16, 18}},
                                                                      {"dragon", {1, 2, 3}}};
    for (const auto& [side, seeds] : games) {
        for (int seed : seeds) {
            std::string name = side + " seed " + std::to_string(seed);
            auto args = [&](const std::string& file, bool coach) {
                std::vector<std::string> a{"-q",           "--seed",    std::to_string(seed),
                                           "dragon-dance", "play",      "--as",
                                           side,           "--session", (g_dir / file).string()};
                if (coach) a.push_back("--coach");
                return a;
            };
            std::string session = (g_dir / "dance.toml").string();
            fs::remove(session);
            time_per_run(args("dance.toml", false), 0.0, {}, input);  // records the game
            Timing base =
                time_per_run({"-q", "dragon-dance", "play", "--session", session, "--status"}, 0.5);
            Timing review =
                time_per_run({"-q", "dragon-dance", "review", "--session", session}, 0.5);
            std::printf("  %-44s %10.1f %10.1f %8s\n", (name + ": --status (the baseline)").c_str(),
                        1e3 * base.cpu, 1e3 * base.wall, "1.0x");
            std::printf("  %-44s %10.1f %10.1f %7.1fx\n", (name + ": review").c_str(),
                        1e3 * review.cpu, 1e3 * review.wall, review.cpu / base.cpu);
            slowest = std::max(slowest, review.cpu);
            fs::remove(g_dir / "plain.toml");
            fs::remove(g_dir / "coached.toml");
            std::vector<double> plain = prompt_times(args("plain.toml", false), answers);
            std::vector<double> coached = prompt_times(args("coached.toml", true), answers);
            for (std::size_t i = 0; i < std::min(plain.size(), coached.size()); ++i)
                costs.push_back(coached[i] - plain[i]);
        }
    }
    double p95 = percentile(costs, 0.95);
    std::printf(
        "coach, %zu prompts of 6 games: the check adds %.2f ms at the median, %.2f ms at the 95th "
        "percentile, %.1f ms at most\n",
        costs.size(), 1e3 * percentile(costs, 0.5), 1e3 * p95,
        1e3 * *std::max_element(costs.begin(), costs.end()));
    std::printf(
        "target, a whole game reviewed within 2 s of processor time: %s (slowest %.1f ms)\n",
        slowest <= 2.0 ? "met" : "NOT MET", 1e3 * slowest);
    std::printf("target, the coach adds at most 100 ms to 95%% of prompts: %s\n",
                p95 <= 0.1 ? "met" : "NOT MET");
}

// The player's answers of a CoLF game pnpkit plays with `seed` (dice rolled): explore each turn,
// else the first answer offered.
std::vector<std::string> colf_answers(std::uint64_t seed) {
    pnpkit::Diagnostics diagnostics;
    auto loaded =
        pnpkit::colf::load_data(fs::path(PNPKIT_BENCH_SOURCE_DIR) / "data" / "colf", diagnostics);
    if (!loaded) std::exit(1);
    auto data = std::make_shared<const pnpkit::colf::ColfData>(std::move(*loaded));
    pnpkit::play::Log log;
    log.game = "colf";
    log.seed = seed;
    log.dice = pnpkit::play::DiceMode::rolled;
    pnpkit::colf::GuidedGame game(data);
    std::istringstream in;
    std::ostringstream out;
    pnpkit::play::Console console(in, out, pnpkit::play::Terminal::no);
    pnpkit::play::Table::Hooks hooks;
    std::vector<std::string> answers;
    hooks.player = [&](const pnpkit::play::Question& q) {
        std::string answer = q.answers.front();
        for (const auto& a : q.answers)
            if (a == "explore") answer = a;
        answers.push_back(answer);
        return answer;
    };
    pnpkit::play::Table table(log, console, hooks);
    game.play(table);
    return answers;
}

// CoLF DaDA: review of whole games and the coach's cost at each prompt, as for Dice Adventures
// (its values are roll-outs: no cache).
bool colf_bench() {
    bool met = true;
    std::printf("CoLF DaDA: review and coach through pnpkit's command line\n");
    std::printf("  %-44s %10s %10s %8s\n", "run", "cpu ms", "wall ms", "ratio");
    std::vector<double> costs, coached_all;
    for (int seed = 1; seed <= 3; ++seed) {
        std::vector<std::string> answers = colf_answers(static_cast<std::uint64_t>(seed));
        std::string input;
        for (const auto& a : answers) input += a + "\n";
        std::string session = (g_dir / ("colf" + std::to_string(seed) + ".toml")).string();
        time_per_run({"-q", "--seed", std::to_string(seed), "colf", "play", "--session", session,
                      "--dice", "rolled"},
                     0.0, {}, input);
        Timing base = time_per_run({"-q", "colf", "play", "--session", session, "--status"}, 0.5);
        Timing review = time_per_run({"-q", "colf", "review", "--session", session}, 0.0);
        std::string name = "seed " + std::to_string(seed) + " (" + std::to_string(answers.size()) +
                           " decisions): ";
        std::printf("  %-44s %10.1f %10.1f %8s\n", (name + "--status").c_str(), 1e3 * base.cpu,
                    1e3 * base.wall, "1.0x");
        std::printf("  %-44s %10.1f %10.1f %7.1fx\n", (name + "review").c_str(), 1e3 * review.cpu,
                    1e3 * review.wall, review.cpu / base.cpu);
        met = met && review.cpu <= 2.0;
        auto again = [&](const std::string& file, bool coach) {
            fs::remove(g_dir / file);
            std::vector<std::string> args{"-q",    "--seed",    std::to_string(seed),    "colf",
                                          "play",  "--session", (g_dir / file).string(), "--dice",
                                          "rolled"};
            if (coach) args.push_back("--coach");
            return prompt_times(args, answers);
        };
        std::vector<double> plain = again("colf-plain.toml", false);
        std::vector<double> coached = again("colf-coached.toml", true);
        for (std::size_t i = 0; i < std::min(plain.size(), coached.size()); ++i) {
            costs.push_back(coached[i] - plain[i]);
            coached_all.push_back(coached[i]);
        }
    }
    double p95 = percentile(costs, 0.95);
    std::printf(
        "coach, %zu prompts of 3 games: the check adds %.2f ms at the median, %.2f ms at the 95th "
        "percentile, %.1f ms at most\n",
        costs.size(), 1e3 * percentile(costs, 0.5), 1e3 * p95,
        1e3 * *std::max_element(costs.begin(), costs.end()));
    std::printf("target, a whole game reviewed within 2 s of processor time: %s\n",
                met ? "met" : "NOT MET");
    std::printf("target, the coach adds at most 100 ms to 95%% of prompts: %s\n",
                p95 <= 0.1 ? "met" : "NOT MET");
    return met && p95 <= 0.1;
}

// One game's review and coach through the command line, seeds 1 to 3, printed; `costs` and
// `coached_all` collect each prompt's cost of the coach and its time coached. False when a review
// took more than 2 s of processor time.
bool review_and_coach(const std::string& game, const std::string& title,
                      const std::vector<std::string>& answers, bool solver_cache,
                      std::vector<double>& costs, std::vector<double>& coached_all) {
    std::string input;
    for (const auto& a : answers) input += a + "\n";
    bool met = true;
    std::printf("%s: review and coach through pnpkit's command line\n", title.c_str());
    std::printf("  %-44s %10s %10s %8s\n", "run", "cpu ms", "wall ms", "ratio");
    for (int seed = 1; seed <= 3; ++seed) {
        std::string session = (g_dir / (game + std::to_string(seed) + ".toml")).string();
        std::vector<std::string> play{"-q",    "--seed", std::to_string(seed),
                                      game,    "play",   "--session",
                                      session, "--dice", "rolled"};
        time_per_run(play, 0.0, {}, input);  // records the game
        Timing base = time_per_run({"-q", game, "play", "--session", session, "--status"}, 0.5);
        std::vector<std::string> review{"-q", game, "review", "--session", session};
        empty_cache();
        Timing cold = time_per_run(review, 0.0, empty_cache);
        Timing warm = solver_cache ? time_per_run(review, 1.0) : cold;
        std::string name = "seed " + std::to_string(seed) + ": ";
        std::printf("  %-44s %10.1f %10.1f %8s\n", (name + "--status (the baseline)").c_str(),
                    1e3 * base.cpu, 1e3 * base.wall, "1.0x");
        std::printf("  %-44s %10.1f %10.1f %7.1fx\n",
                    (name + (solver_cache ? "review, cold cache" : "review")).c_str(),
                    1e3 * cold.cpu, 1e3 * cold.wall, cold.cpu / base.cpu);
        if (solver_cache)
            std::printf("  %-44s %10.1f %10.1f %7.1fx\n", (name + "review, warm cache").c_str(),
                        1e3 * warm.cpu, 1e3 * warm.wall, warm.cpu / base.cpu);
        met = met && cold.cpu <= 2.0;

        // The same answers again, with and without the coach (warm cache), prompt by prompt.
        auto again = [&](const std::string& name, bool coach) {
            fs::remove(g_dir / name);
            std::vector<std::string> args{"-q",    "--seed",    std::to_string(seed),    game,
                                          "play",  "--session", (g_dir / name).string(), "--dice",
                                          "rolled"};
            if (coach) args.push_back("--coach");
            return prompt_times(args, answers);
        };
        std::vector<double> plain = again("plain.toml", false);
        std::vector<double> coached = again("coached.toml", true);
        for (std::size_t i = 0; i < std::min(plain.size(), coached.size()); ++i) {
            costs.push_back(coached[i] - plain[i]);
            coached_all.push_back(coached[i]);
        }
    }
    return met;
}

// The coach's cost over the prompts of one game's runs, printed; false when the 95th percentile
// is over 100 ms.
bool coach_figures(const std::vector<double>& costs, const std::vector<double>& coached_all,
                   const char* what) {
    double p95 = percentile(costs, 0.95);
    std::printf(
        "coach, %zu prompts of 3 games (%s): the check adds %.2f ms at the median, "
        "%.2f ms at the 95th percentile, %.1f ms at most; a coached prompt takes %.2f ms "
        "at the 95th percentile\n",
        costs.size(), what, 1e3 * percentile(costs, 0.5), 1e3 * p95,
        1e3 * *std::max_element(costs.begin(), costs.end()), 1e3 * percentile(coached_all, 0.95));
    return p95 <= 0.1;
}

}  // namespace

int main(int argc, char** argv) {
    g_dir = fs::temp_directory_path() / ("pnpkit-coach-bench-" + std::to_string(::getpid()));
    fs::create_directories(g_dir);
    ::setenv("XDG_CACHE_HOME", (g_dir / "cache").c_str(), 1);
    if (argc > 1 && std::string(argv[1]) == "colf") {  // `coach_bench colf`: CoLF's cases alone
        colf_bench();
        fs::remove_all(g_dir);
        return 0;
    }

    std::vector<std::string> adventure{"bard", "cleric", "thief"};
    for (int i = 0; i < 300; ++i) adventure.push_back("1");
    std::vector<double> costs, coached_all;
    bool met =
        review_and_coach("dice-adventures", "Dice Adventures", adventure, true, costs, coached_all);
    bool fast = coach_figures(costs, coached_all, "warm cache");

    // Domino Run: the first answer (the farthest place, a bonus die), every third time the second.
    std::vector<std::string> domino;
    for (int i = 0; i < 400; ++i) domino.push_back(i % 3 == 2 ? "2" : "1");
    std::vector<double> domino_costs, domino_coached;
    met =
        review_and_coach("domino-run", "Domino Run", domino, false, domino_costs, domino_coached) &&
        met;
    fast = coach_figures(domino_costs, domino_coached, "Domino Run") && fast;

    std::printf("target, a whole game reviewed within 2 s of processor time (cold cache): %s\n",
                met ? "met" : "NOT MET");
    std::printf("target, the coach adds at most 100 ms to 95%% of prompts: %s\n",
                fast ? "met" : "NOT MET");
    dragon_dance_cases();
    colf_bench();
    fs::remove_all(g_dir);
    return 0;
}
