#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <ostream>
#include <thread>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/sim_report.hpp"
#include "games/colf/simulate.hpp"
#include "games/common/counts.hpp"
#include "layout/paper.hpp"
#include "render/report.hpp"

namespace pnpkit::colf {

using counts::mean_of;
using counts::percent_of;

namespace {

struct SimulateOptions {
    std::uint64_t games = 10000;
    int threads = 0;  // 0: one a core
    std::string policy = "steady";
    std::filesystem::path report;  // empty: no report
    bool ladder = false;
    std::uint64_t advisor_games = 0;  // --ladder: the advisor's row plays this many games (0: none)
    std::uint64_t perfect_games = 0;  // --ladder: the bound's top-tier wins looked for on these
};

// The default number of games of the ladder: a 95% half-width of at most 0.3 percentage points at
// a win rate of 50% (1.96 * 0.5 / 0.003, squared).
constexpr std::uint64_t k_ladder_games = 107000;

void print_text(std::ostream& out, const ColfData& data, const Policy& policy, std::uint64_t seed,
                const SimulationStats& s) {
    Interval ci = wilson_interval(s.wins, s.games);
    char line[160];
    out << "CoLF DaDA: " << s.games << " games, policy " << policy.name << ", seed " << seed
        << '\n';
    std::snprintf(line, sizeof line, "win rate: %s (95%% interval %.1f%% to %.1f%%)\n",
                  percent_of(s.wins, s.games).c_str(), 100 * ci.low, 100 * ci.high);
    out << line;
    out << "score tiers (wins by turn tokens left):\n";
    for (std::size_t i = 0; i < data.tiers.size(); ++i) {
        std::uint64_t n = i < s.tiers.size() ? s.tiers[i] : 0;
        std::snprintf(line, sizeof line, "  %-6s %-14s %10llu  %6s of wins\n",
                      data.tiers[i].range_text("-").c_str(), data.tiers[i].title.c_str(),
                      static_cast<unsigned long long>(n), percent_of(n, s.wins).c_str());
        out << line;
    }
    std::snprintf(line, sizeof line, "turns used: mean %.2f\n", mean_of(s.turns));
    out << line;
    counts::print_counts(out, "turns used (turns: games):", s.turns, s.games);
    std::snprintf(line, sizeof line, "level reached: mean %.2f\n", mean_of(s.levels));
    out << line;
    counts::print_counts(out, "level reached (level: games):", s.levels, s.games);
    std::uint64_t deaths = s.games - s.wins;
    out << "deaths: " << deaths << ", " << s.master_deaths << " of them to the Master Monster\n";
    counts::print_counts(out, "killed by monster level (level: deaths):", s.killers, deaths);
    std::snprintf(line, sizeof line, "per game: %.2f kills, %.2f flights, %.2f rests\n",
                  s.games ? static_cast<double>(s.kills) / static_cast<double>(s.games) : 0.0,
                  s.games ? static_cast<double>(s.flights) / static_cast<double>(s.games) : 0.0,
                  s.games ? static_cast<double>(s.rests) / static_cast<double>(s.games) : 0.0);
    out << line;
}

void write_histogram(JsonWriter& json, std::string_view key,
                     const std::vector<std::uint64_t>& counts) {
    json.key(key).begin_object();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] != 0) json.field(std::to_string(i), counts[i]);
    }
    json.end_object();
}

void print_json(std::ostream& out, const ColfData& data, const Policy& policy, std::uint64_t seed,
                const SimulationStats& s) {
    Interval ci = wilson_interval(s.wins, s.games);
    JsonWriter json(out);
    json.begin_object();
    json.field("policy", policy.name)
        .field("seed", seed)
        .field("games", s.games)
        .field("wins", s.wins);
    json.field("win_rate",
               s.games ? static_cast<double>(s.wins) / static_cast<double>(s.games) : 0.0);
    json.key("win_rate_95").begin_array().value(ci.low).value(ci.high).end_array();
    json.key("tiers").begin_array();
    for (std::size_t i = 0; i < data.tiers.size(); ++i) {
        json.begin_object();
        json.field("min", data.tiers[i].min);
        if (data.tiers[i].max >= 0) json.field("max", data.tiers[i].max);
        json.field("title", data.tiers[i].title)
            .field("wins", i < s.tiers.size() ? s.tiers[i] : std::uint64_t{0});
        json.end_object();
    }
    json.end_array();
    json.field("mean_turns", mean_of(s.turns)).field("mean_level", mean_of(s.levels));
    write_histogram(json, "turns", s.turns);
    write_histogram(json, "levels", s.levels);
    write_histogram(json, "killed_by_level", s.killers);
    json.field("master_deaths", s.master_deaths);
    json.field("kills", s.kills).field("flights", s.flights).field("rests", s.rests);
    json.end_object();
    out << '\n';
}

// The report: every policy's win rate (the other policies simulated now with the same games and
// seed) and the charts of the policy asked for.
void write_simulation_report(const std::filesystem::path& path, const ColfData& data,
                             const Policy& chosen, const SimulationStats& stats, std::uint64_t seed,
                             std::uint64_t games, int threads, cli::Context& context) {
    std::vector<PolicyRun> runs;
    std::size_t focus = 0;
    for (const Policy& p : all_policies()) {
        if (&p == &chosen) {
            focus = runs.size();
            runs.push_back({&p, stats});
        } else {
            runs.push_back({&p, simulate(data, p, seed, games, threads)});
        }
    }
    layout::ChartReport report = simulation_report(data, runs, focus, seed);
    auto pages = layout::layout_report(report, layout::paper_size(layout::Paper::a4));
    for (const auto& file :
         render::write_report(pages, path, context.paths().fonts, "CoLF DaDA simulation")) {
        context.info("wrote " + file.string());
    }
}

ExitCode run_simulate(const SimulateOptions& options, bool games_given, cli::Context& context) {
    if (options.ladder)
        return run_ladder_command(games_given ? options.games : k_ladder_games,
                                  options.advisor_games, options.perfect_games, options.threads,
                                  context);
    const Policy* policy = find_policy(options.policy);
    if (!policy) {
        std::vector<std::string> names;
        for (const Policy& p : all_policies()) names.emplace_back(p.name);
        std::string hint = did_you_mean(options.policy, names);
        throw UsageError("--policy: unknown policy '" + options.policy + "'" +
                         (hint.empty() ? "" : "; " + hint) + " (policies: " + join(names, ", ") +
                         ")");
    }
    if (!options.report.empty()) render::require_report_format(options.report);
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    std::uint64_t seed = context.seed();
    int threads = options.threads > 0
                      ? options.threads
                      : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto start = std::chrono::steady_clock::now();
    SimulationStats stats = simulate(*data, *policy, seed, options.games, threads);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (context.json()) {
        print_json(context.out(), *data, *policy, seed, stats);
    } else {
        print_text(context.out(), *data, *policy, seed, stats);
    }
    char line[128];
    std::snprintf(line, sizeof line, "played %llu games in %.2f s on %d thread(s)",
                  static_cast<unsigned long long>(options.games), seconds, threads);
    context.info(line);
    if (!options.report.empty())
        write_simulation_report(options.report, *data, *policy, stats, seed, options.games, threads,
                                context);
    return ExitCode::ok;
}

}  // namespace

void setup_simulate(CLI::App& simulate, cli::Context& context) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* cmd =
        simulate.add_subcommand("colf", "Play whole games of CoLF DaDA with a named strategy");
    CLI::Option* games = cmd->add_option("--games", options->games,
                                         "Number of games (default 10000; --ladder: 107000)")
                             ->check(CLI::Range(1ull, 1000000000ull))
                             ->type_name("N");
    cmd->add_option("--threads", options->threads,
                    "Threads (default: one a core); results do not depend on it")
        ->check(CLI::Range(1, 256))
        ->type_name("T");
    std::string policies;
    for (const Policy& p : all_policies())
        policies += "  " + std::string(p.name) + ": " + std::string(p.summary) + "\n";
    cmd->add_option("--policy", options->policy, "Strategy to play (default steady)")
        ->type_name("NAME");
    cmd->add_option("--report", options->report,
                    "Also draw charts into FILE (.pdf or .png): every policy's win rate, and the "
                    "score tiers, turns, levels and killers of --policy")
        ->type_name("FILE");
    cmd->add_flag("--ladder", options->ladder,
                  "Every policy of the strength ladder (random, bold, card, patient, the "
                  "clairvoyant bound) on the same games, with paired differences from patient");
    cmd->add_option("--advisor-games,--coach-games", options->advisor_games,
                    "With --ladder: also the advisor's row (the coach's own choices, what advise "
                    "recommends), on the first N games (about 1.3 s of processor time a game; "
                    "default 0: no advisor row)")
        ->check(CLI::Range(0ull, 1000000000ull))
        ->type_name("N");
    cmd->add_option("--perfect-games", options->perfect_games,
                    "With --ladder: the bound's perfect share, on the first N games, as a lower "
                    "bound: the top-tier wins of the named policies and of patient with one turn "
                    "answered otherwise (about 0.35 s of processor time a game; default 0: '-')")
        ->check(CLI::Range(0ull, 1000000000ull))
        ->type_name("N");
    cmd->footer("Policies:\n" + policies +
                "Game i plays on the stream Rng(seed).stream(i), so a seed gives the same numbers "
                "on any thread count.\n"
                "Examples:\n"
                "  pnpkit simulate colf --games 100000 --seed 1\n"
                "  pnpkit simulate colf --games 10000 --policy cautious --format json\n"
                "  pnpkit simulate colf --games 20000 --seed 1 --report balance.pdf\n"
                "  pnpkit --seed 1 simulate colf --ladder --threads 2\n");
    cmd->callback([options, games, &context] {
        context.result = run_simulate(*options, games->count() > 0, context);
    });
}

}  // namespace pnpkit::colf
