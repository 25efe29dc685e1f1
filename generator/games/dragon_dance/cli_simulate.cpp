#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <thread>

#include "core/json.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/cli_ladder.hpp"
#include "games/dragon_dance/commands.hpp"
#include "games/dragon_dance/sim_report.hpp"
#include "games/dragon_dance/simulate.hpp"
#include "layout/paper.hpp"
#include "render/report.hpp"

namespace pnpkit::dragon_dance {

namespace {

struct SimulateOptions {
    int games = 1000;
    int threads = 0;  // 0: one per core
    int max_rounds = 200;
    std::vector<std::string> matchups;
    std::filesystem::path report;  // empty: no report
    bool ladder = false;
    std::string side = "knight";
    std::uint64_t bound_games = k_dance_bound_games;
};

// "computer-random" → the computer as the knight against a random dragon; nullopt when a word is
// not a controller.
std::optional<Matchup> parse_matchup(const std::string& name) {
    auto dash = name.find('-');
    if (dash == std::string::npos)
        return std::nullopt;
    auto knight = controller_named(name.substr(0, dash));
    auto dragon = controller_named(name.substr(dash + 1));
    if (!knight || !dragon)
        return std::nullopt;
    return Matchup{*knight, *dragon};
}

std::string percent(double rate) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100.0 * rate);
    return buffer;
}

std::string proportion_text(const Proportion& p) {
    return percent(p.rate) + " [" + percent(p.low) + ", " + percent(p.high) + "]";
}

std::string pad(std::string text, std::size_t width) {
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

std::string rounds_text(const Tally& t) {
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%.1f ± %.1f (%d to %d, median %d)", t.mean_rounds,
                  t.rounds_margin, t.min_rounds, t.max_rounds, t.median_rounds);
    return buffer;
}

void write_proportion(JsonWriter& json, std::string_view key, const Proportion& p) {
    json.key(key).begin_object();
    json.field("count", p.count).field("rate", p.rate).field("low", p.low).field("high", p.high);
    json.end_object();
}

void print_json(std::ostream& out, const SimulationSettings& settings,
                const std::vector<Tally>& tallies) {
    JsonWriter json(out);
    json.begin_object();
    json.field("game", "dragon-dance").field("seed", settings.seed).field("games", settings.games);
    json.field("threads", settings.threads).field("max_rounds", settings.max_rounds);
    json.key("matchups").begin_array();
    for (const Tally& t : tallies) {
        json.begin_object();
        json.field("knight", to_string(t.matchup.knight))
            .field("dragon", to_string(t.matchup.dragon));
        write_proportion(json, "knight_wins", t.knight_wins);
        write_proportion(json, "dragon_wins", t.dragon_wins);
        write_proportion(json, "draws", t.draws);
        write_proportion(json, "unfinished", t.unfinished);
        json.key("rounds").begin_object();
        json.field("mean", t.mean_rounds)
            .field("margin", t.rounds_margin)
            .field("min", t.min_rounds);
        json.field("median", t.median_rounds).field("max", t.max_rounds);
        json.end_object();
        json.end_object();
    }
    json.end_array();
    json.end_object();
    out << '\n';
}

void print_text(std::ostream& out, const SimulationSettings& settings,
                const std::vector<Tally>& tallies) {
    out << "Dragon Dance: " << settings.games << " games a matchup, seed " << settings.seed
        << ", at most " << settings.max_rounds << " rounds a game; 95% intervals in brackets\n\n";
    out << pad("knight v dragon", 21) << pad("knight wins", 24) << pad("dragon wins", 24)
        << pad("draws", 24) << pad("unfinished", 24) << "rounds (mean ± 95%)\n";
    for (const Tally& t : tallies) {
        std::string who = std::string(to_string(t.matchup.knight)) + " v " +
                          std::string(to_string(t.matchup.dragon));
        out << pad(who, 21) << pad(proportion_text(t.knight_wins), 24)
            << pad(proportion_text(t.dragon_wins), 24) << pad(proportion_text(t.draws), 24)
            << pad(proportion_text(t.unfinished), 24) << rounds_text(t) << '\n';
    }
}

// The ladder's options from the simulator's; the ladder takes one side and no matchups.
ExitCode run_dance_ladder(const SimulateOptions& options, bool games_given, cli::Context& context) {
    if (!options.matchups.empty() || !options.report.empty())
        throw UsageError("--ladder plays the computer with each policy: no --matchup or --report");
    DanceLadderOptions ladder;
    ladder.games = games_given ? static_cast<std::uint64_t>(options.games) : k_dance_ladder_games;
    ladder.threads = options.threads > 0 ? options.threads : 1;
    ladder.side = options.side == "dragon" ? Side::dragon : Side::knight;
    ladder.bound_games = options.bound_games;
    return run_ladder_command(ladder, context);
}

ExitCode run_simulate(const SimulateOptions& options, cli::Context& context) {
    if (!options.report.empty())
        render::require_report_format(options.report);
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    SimulationSettings settings;
    settings.games = options.games;
    settings.seed = context.seed();
    unsigned cores = std::thread::hardware_concurrency();
    settings.threads =
        options.threads > 0 ? options.threads : static_cast<int>(cores == 0 ? 1 : cores);
    settings.max_rounds = options.max_rounds;
    std::vector<std::string> names = options.matchups;
    if (names.empty())
        names = {"computer-computer", "computer-random", "random-computer"};

    auto start = std::chrono::steady_clock::now();
    std::vector<Tally> tallies;
    for (const auto& name : names)
        tallies.push_back(simulate(*data, *parse_matchup(name), settings));
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;

    if (context.json()) {
        print_json(context.out(), settings, tallies);
    } else {
        print_text(context.out(), settings, tallies);
    }
    char line[96];
    std::snprintf(line, sizeof line, "%zu games in %.2f s on %d threads",
                  tallies.size() * settings.games, elapsed.count(), settings.threads);
    context.info(line);
    if (!options.report.empty()) {
        auto pages = layout::layout_report(simulation_report(settings, tallies),
                                           layout::paper_size(layout::Paper::a4));
        for (const auto& file :
             render::write_report(pages, options.report, context.paths().fonts,
                                  "Dragon Dance simulation")) {
            context.info("wrote " + file.string());
        }
    }
    return ExitCode::ok;
}

}  // namespace

void setup_simulate(CLI::App& simulate, cli::Context& context) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* cmd = simulate.add_subcommand(
        "dragon-dance", "Computer against computer, and against a random player");
    cmd->add_option("--games", options->games, "Games per matchup (default 1000)")
        ->check(CLI::Range(1, 10000000));
    cmd->add_option("--threads", options->threads,
                    "Worker threads (default: one per core); results do not depend on it")
        ->check(CLI::Range(1, 64));
    cmd->add_option("--max-rounds", options->max_rounds,
                    "Stop a game after this many rounds as unfinished (default 200)")
        ->check(CLI::Range(1, 100000));
    cmd->add_option(
           "--matchup", options->matchups,
           "KNIGHT-DRAGON, each computer, old (the first computer) or random (repeatable; "
           "default: computer-computer, computer-random, random-computer)")
        ->check(CLI::Validator(
            [](const std::string& name) {
                return parse_matchup(name)
                           ? std::string()
                           : "'" + name + "' is not WHO-WHO with computer, old or random";
            },
            "WHO-WHO"))
        ->type_name("WHO-WHO");
    cmd->add_option("--report", options->report,
                    "Also draw charts into FILE (.pdf or .png): outcomes with 95% intervals and "
                    "game length, by matchup")
        ->type_name("FILE");
    cmd->add_flag("--ladder", options->ladder,
                  "The strength ladder: random, old, card, advisor and bound play one side "
                  "against the computer on the same duels (default 107000 games)");
    cmd->add_option("--as", options->side, "The ladder's side: knight (default) or dragon")
        ->check(CLI::IsMember({"knight", "dragon"}));
    cmd->add_option("--bound-games", options->bound_games,
                    "Games of the ladder's bound row, the first ones (default 5000; 0: all)");
    cmd->footer(
        "Game i of each matchup uses the random stream i of --seed, so any thread count gives the "
        "same figures.\n"
        "Examples:\n"
        "  pnpkit simulate dragon-dance --games 2000 --seed 1 --threads 2\n"
        "  pnpkit simulate dragon-dance --matchup computer-old --matchup old-computer --seed 1\n"
        "  pnpkit simulate dragon-dance --games 2000 --seed 1 --report dragon-dance.pdf\n"
        "  pnpkit --seed 1 simulate dragon-dance --ladder --as dragon --threads 2\n");
    cmd->callback([options, cmd, &context] {
        context.result = options->ladder
                             ? run_dance_ladder(*options, cmd->count("--games") > 0, context)
                             : run_simulate(*options, context);
    });
}

}  // namespace pnpkit::dragon_dance
