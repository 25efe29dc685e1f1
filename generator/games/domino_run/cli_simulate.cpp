#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>
#include <thread>

#include "cli/context.hpp"
#include "core/interval.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/common/counts.hpp"
#include "games/domino_run/cli.hpp"
#include "games/domino_run/sim_report.hpp"
#include "games/domino_run/simulate.hpp"
#include "layout/paper.hpp"
#include "render/report.hpp"

namespace pnpkit::domino_run {

using counts::mean_of;
using counts::median_of;
using counts::percent_of;
using counts::print_counts;

namespace {

struct SimulateArgs {
    std::uint64_t games = 10000;
    int threads = 0;  // 0: one a core
    std::string policy = "greedy";
    std::filesystem::path report;  // empty: no report
    bool ladder = false;
    std::uint64_t advisor_games = 0;  // 0: k_ladder_advisor_games
    std::uint64_t bound_games = 0;    // 0: k_ladder_bound_games
};

// The ladder's games by default: intervals of at most ±0.3 percentage points at any win rate.
constexpr std::uint64_t k_ladder_games = 110000;
// The advisor's games in the ladder by default: it takes hundreds of roll-outs a decision.
constexpr std::uint64_t k_ladder_advisor_games = 1000;
// The bound's games by default: its search takes about 20 ms a game.
constexpr std::uint64_t k_ladder_bound_games = 5000;

// The look-ahead policy costs thousands of roll-outs a decision: a report on another policy runs it
// on at most this many of the same games (its bar says how many).
constexpr std::uint64_t k_report_lookahead_games = 1000;

void print_text(std::ostream& out, const Policy& policy, std::uint64_t seed,
                const SimulationStats& s) {
    Interval ci = wilson_interval(s.wins, s.games);
    char line[200];
    out << "Domino Run: " << s.games << " games, policy " << policy.name() << ", seed " << seed
        << '\n';
    std::snprintf(line, sizeof line, "win rate: %s (95%% interval %.1f%% to %.1f%%)\n",
                  percent_of(s.wins, s.games).c_str(), 100 * ci.low, 100 * ci.high);
    out << line;
    std::uint64_t losses = s.games - s.wins - s.unfinished;
    std::snprintf(line, sizeof line,
                  "turns: mean %.1f, median %zu (wins: mean %.1f); the enemy caught the player "
                  "%.2f times a game\n",
                  mean_of(s.turns), median_of(s.turns), mean_of(s.win_turns),
                  s.games ? static_cast<double>(s.catches) / static_cast<double>(s.games) : 0.0);
    out << line;
    if (s.mulligans > 0)
        out << "fresh starting lines: " << s.mulligans << " (" << percent_of(s.mulligans, s.games)
            << ")\n";
    print_counts(out, "keys claimed (keys: games):", s.keys, s.games);
    out << "losses: " << losses << ", each caught with no treasure left (a key gives one)";
    if (s.unfinished > 0)
        out << "; unfinished after " << k_turn_limit << " turns: " << s.unfinished;
    out << '\n';
    print_counts(out, "  by keys held (keys: losses):", s.losses_keys, losses);
    if (s.losses_dry > 0)
        out << "  with the pile empty: " << s.losses_dry << " (" << percent_of(s.losses_dry, losses)
            << ")\n";
}

void write_counts(JsonWriter& json, std::string_view key,
                  const std::vector<std::uint64_t>& counts) {
    json.key(key).begin_object();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] != 0) json.field(std::to_string(i), counts[i]);
    }
    json.end_object();
}

void print_json(std::ostream& out, const Policy& policy, std::uint64_t seed,
                const SimulationStats& s) {
    Interval ci = wilson_interval(s.wins, s.games);
    JsonWriter json(out);
    json.begin_object();
    json.field("policy", policy.name()).field("seed", seed).field("games", s.games);
    json.field("wins", s.wins).field("unfinished", s.unfinished);
    json.field("win_rate",
               s.games ? static_cast<double>(s.wins) / static_cast<double>(s.games) : 0.0);
    json.key("win_rate_95").begin_array().value(ci.low).value(ci.high).end_array();
    json.field("mean_turns", mean_of(s.turns)).field("catches", s.catches);
    json.field("mulligans", s.mulligans);
    write_counts(json, "keys", s.keys);
    write_counts(json, "turns", s.turns);
    write_counts(json, "losses_by_keys", s.losses_keys);
    json.field("losses_with_empty_pile", s.losses_dry);
    json.end_object();
    out << '\n';
}

// The report: every policy's win rate (the other policies simulated now on the same seed, the
// look-ahead on at most k_report_lookahead_games games) and the charts of the policy asked for.
void write_report(const std::filesystem::path& path, const Rules& rules, const Policy& chosen,
                  const SimulationStats& stats, std::uint64_t seed, int threads,
                  cli::Context& context) {
    std::vector<PolicyRun> runs;
    std::size_t focus = 0;
    for (const auto& p : all_policies()) {
        if (p.get() == &chosen) {
            focus = runs.size();
            runs.push_back({p.get(), stats});
            continue;
        }
        std::uint64_t games = stats.games;
        if (p->name() == "look-ahead") games = std::min(games, k_report_lookahead_games);
        runs.push_back({p.get(), simulate(rules, *p, seed, games, threads)});
    }
    auto pages = layout::layout_report(simulation_report(runs, focus, seed),
                                       layout::paper_size(layout::Paper::a4));
    for (const auto& file :
         render::write_report(pages, path, context.paths().fonts, "Domino Run simulation"))
        context.info("wrote " + file.string());
}

ExitCode run_simulate(const SimulateArgs& args, bool games_given, cli::Context& context) {
    int threads = args.threads > 0
                      ? args.threads
                      : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (args.ladder) {
        if (!args.report.empty()) throw UsageError("--report: not with --ladder");
        LadderOptions ladder{games_given ? args.games : k_ladder_games,
                             args.advisor_games > 0 ? args.advisor_games : k_ladder_advisor_games,
                             args.bound_games > 0 ? args.bound_games : k_ladder_bound_games,
                             threads};
        return run_ladder_command(ladder, context);
    }
    const Policy* policy = find_policy(args.policy);
    if (!policy) {
        std::vector<std::string> names = policy_names();
        throw UsageError(with_hint("--policy: unknown policy '" + args.policy + "'",
                                   did_you_mean(args.policy, names)) +
                         " (policies: " + join(names, ", ") + ")");
    }
    if (!args.report.empty()) render::require_report_format(args.report);
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    std::uint64_t seed = context.seed();
    auto start = std::chrono::steady_clock::now();
    SimulationStats stats = simulate(data->rules, *policy, seed, args.games, threads);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (context.json())
        print_json(context.out(), *policy, seed, stats);
    else
        print_text(context.out(), *policy, seed, stats);
    char line[128];
    std::snprintf(line, sizeof line, "played %llu games in %.2f s on %d thread(s)",
                  static_cast<unsigned long long>(args.games), seconds, threads);
    context.info(line);
    if (!args.report.empty())
        write_report(args.report, data->rules, *policy, stats, seed, threads, context);
    return ExitCode::ok;
}

}  // namespace

void setup_simulate(CLI::App& simulate, cli::Context& context) {
    auto args = std::make_shared<SimulateArgs>();
    CLI::App* cmd =
        simulate.add_subcommand("domino-run", "Play whole games of Domino Run with a named policy");
    cmd->add_option("--games", args->games, "Number of games (default 10000)")
        ->check(CLI::Range(1ull, 1000000000ull))
        ->type_name("N");
    cmd->add_option("--threads", args->threads,
                    "Threads (default: one a core); results do not depend on it")
        ->check(CLI::Range(1, 256))
        ->type_name("T");
    std::string policies;
    for (const auto& p : all_policies())
        policies += "  " + std::string(p->name()) + ": " + std::string(p->objective()) + "\n";
    cmd->add_option("--policy", args->policy, "Policy to play (default greedy)")->type_name("NAME");
    cmd->add_option("--report", args->report,
                    "Also draw charts into FILE (.pdf or .png): every policy's win rate (the "
                    "look-ahead on at most " +
                        std::to_string(k_report_lookahead_games) +
                        " of the games), and the keys, turns and losses of --policy")
        ->type_name("FILE");
    cmd->add_flag("--ladder", args->ladder,
                  "The strength ladder: random, greedy, the strategy card, the advisor and a "
                  "clairvoyant bound on the same games, with paired differences from the advisor "
                  "(default " +
                      std::to_string(k_ladder_games) + " games)");
    cmd->add_option("--advisor-games", args->advisor_games,
                    "With --ladder: the advisor plays only the first N games (default " +
                        std::to_string(k_ladder_advisor_games) + ")")
        ->check(CLI::Range(1ull, 1000000000ull))
        ->type_name("N");
    cmd->add_option("--bound-games", args->bound_games,
                    "With --ladder: the clairvoyant bound plays only the first N games (default " +
                        std::to_string(k_ladder_bound_games) + ")")
        ->check(CLI::Range(1ull, 1000000000ull))
        ->type_name("N");
    cmd->footer(
        "Policies and what each maximises:\n" + policies +
        "Game i takes its dice and tiles from Rng(seed).stream(2i) and the policy's own\n"
        "randomness from stream 2i+1, so a seed gives the same numbers on any thread count.\n"
        "Examples:\n"
        "  pnpkit simulate domino-run --games 1000000 --policy greedy --seed 1\n"
        "  pnpkit simulate domino-run --games 2000 --policy look-ahead --seed 1\n"
        "  pnpkit simulate domino-run --games 100000 --seed 1 --report balance.pdf\n"
        "  pnpkit --seed 1 simulate domino-run --ladder --threads 2\n");
    cmd->callback([args, cmd, &context] {
        context.result = run_simulate(*args, cmd->count("--games") > 0, context);
    });
}

}  // namespace pnpkit::domino_run
