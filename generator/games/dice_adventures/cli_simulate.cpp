#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <thread>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/difficulty.hpp"
#include "games/dice_adventures/simulate.hpp"
#include "games/dice_adventures/solver_cache.hpp"

namespace pnpkit::dice_adventures {

namespace {

struct SimulateOptions {
    std::uint64_t games = 10000;
    int threads = 0;
    std::string policy = "optimal";
    std::string party;
    std::string mode;
    bool deck = false;
    bool ladder = false;
    bool card_losses = false;
    std::uint64_t bound_games = 0;  // 0: k_ladder_bound_games
};

// The default number of games of the ladder: enough for intervals of at most ±0.05 points.
constexpr std::uint64_t k_ladder_games = 70000;
// The default number of games of the ladder's clairvoyant bound (its search is the slow row).
constexpr std::uint64_t k_ladder_bound_games = 1500;

// The party the solver ranks first, and its value, every party's game worked out on `threads`
// threads.
std::pair<std::vector<int>, double> best_party(Solver& solver, int threads) {
    const Rules& rules = solver.rules();
    auto parties = all_parties(rules.class_count(), rules.settings().party);
    std::vector<Camp> starts;
    for (const auto& party : parties) starts.push_back(start_camp(rules, party));
    solver.solve(starts, threads);
    std::pair<std::vector<int>, double> best{{}, -1e300};
    for (const auto& party : parties) {
        double v = solver.start_value(party);
        if (v > best.second) best = {party, v};
    }
    return best;
}

void print_text(std::ostream& out, const Rules& rules, const SimulateOptions& o,
                const std::vector<int>& party, std::uint64_t seed, const SimulationStats& s,
                std::optional<double> exact) {
    char line[200];
    out << "Dice Adventures, " << rules.mode->name << (rules.deck ? " with the adventure deck" : "")
        << ", party " << party_names(*rules.data, party) << ": " << s.games << " games, policy "
        << o.policy << ", seed " << seed << '\n';
    std::snprintf(line, sizeof line, "mean score %.3f (95%% interval %.3f to %.3f)\n", s.mean(),
                  s.mean() - s.half_width(), s.mean() + s.half_width());
    out << line;
    if (exact) {
        bool inside = std::abs(*exact - s.mean()) <= s.half_width();
        std::snprintf(line, sizeof line, "exact optimal value %.3f: %s the interval\n", *exact,
                      inside ? "inside" : "OUTSIDE");
        out << line;
    }
    std::snprintf(line, sizeof line, "deaths per game %.3f; games ending with nobody left %llu\n",
                  static_cast<double>(s.deaths) / static_cast<double>(s.games),
                  static_cast<unsigned long long>(s.wipeouts));
    out << line << "scores (score: games):\n";
    for (auto [score, n] : s.scores) {
        std::snprintf(line, sizeof line, "  %3d  %8llu  %5.1f%%\n", score,
                      static_cast<unsigned long long>(n),
                      100.0 * static_cast<double>(n) / static_cast<double>(s.games));
        out << line;
    }
}

void print_json(std::ostream& out, const Rules& rules, const SimulateOptions& o,
                const std::vector<int>& party, std::uint64_t seed, const SimulationStats& s,
                std::optional<double> exact) {
    JsonWriter json(out);
    json.begin_object()
        .field("mode", rules.mode->id)
        .field("deck", rules.deck)
        .field("policy", o.policy);
    std::vector<std::string> ids;
    for (int c : party) ids.push_back(rules.cls(c).id);
    json.key("party").value(std::span<const std::string>(ids));
    json.field("seed", seed).field("games", s.games).field("mean", s.mean());
    json.key("mean_95")
        .begin_array()
        .value(s.mean() - s.half_width())
        .value(s.mean() + s.half_width())
        .end_array();
    if (exact) json.field("exact", *exact);
    json.field("deaths", s.deaths).field("wipeouts", s.wipeouts);
    json.key("scores").begin_object();
    for (auto [score, n] : s.scores) json.field(std::to_string(score), n);
    json.end_object().end_object();
    out << '\n';
}

ExitCode run_simulate(const SimulateOptions& o, bool games_given, cli::Context& context) {
    if (o.ladder) {
        LadderOptions ladder{games_given ? o.games : k_ladder_games,
                             o.threads,
                             o.party,
                             o.mode,
                             o.deck,
                             o.bound_games > 0 ? o.bound_games : k_ladder_bound_games};
        return run_ladder_command(ladder, context);
    }
    if (o.card_losses) {
        return run_card_losses_command({o.games, o.threads, o.party, o.mode, o.deck}, context);
    }
    const PolicyInfo* policy = find_policy(o.policy);
    if (!policy) {
        std::vector<std::string> names;
        for (const PolicyInfo& p : all_policies()) names.emplace_back(p.name);
        throw UsageError(with_hint("--policy: unknown policy '" + o.policy + "'",
                                   did_you_mean(o.policy, names)) +
                         " (policies: " + join(names, ", ") + ")");
    }
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    Rules rules{&data, &mode_named(data, o.mode), o.deck};
    int threads = o.threads > 0
                      ? o.threads
                      : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto start = std::chrono::steady_clock::now();
    // One solution, worked out once on every thread, serves the exact value and every game.
    Solver solver(rules);
    std::size_t cached = load_camp_cache(solver);
    std::vector<int> party;
    std::optional<double> exact;
    if (o.party.empty()) {
        auto [best, value] = best_party(solver, threads);
        party = best;
        if (policy->kind == PolicyKind::optimal) exact = value;
    } else {
        party = parse_party(data, o.party, "--party");
        if (static_cast<int>(party.size()) != data.settings.party)
            throw UsageError("--party: a game starts with " + std::to_string(data.settings.party) +
                             " heroes");
    }
    std::uint64_t seed = context.seed();
    SimulationStats stats = simulate(solver, policy->kind, party, seed, o.games, threads);
    if (policy->kind == PolicyKind::optimal && !exact) exact = solver.start_value(party);
    save_camp_cache(solver, cached);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (context.json())
        print_json(context.out(), rules, o, party, seed, stats, exact);
    else
        print_text(context.out(), rules, o, party, seed, stats, exact);
    char line[128];
    std::snprintf(line, sizeof line, "solved and played %llu games in %.2f s on %d thread(s)",
                  static_cast<unsigned long long>(o.games), seconds, threads);
    context.info(line);
    return ExitCode::ok;
}

}  // namespace

void setup_simulate(CLI::App& simulate, cli::Context& context) {
    auto o = std::make_shared<SimulateOptions>();
    CLI::App* cmd = simulate.add_subcommand("dice-adventures",
                                            "Play whole games of Dice Adventures with a policy");
    cmd->add_option("--games", o->games, "Number of games (default 10000)")
        ->check(CLI::Range(1ull, 100000000ull));
    cmd->add_option("--threads", o->threads,
                    "Threads (default: one a core); results do not depend on it")
        ->check(CLI::Range(1, 256));
    std::string policies;
    for (const PolicyInfo& p : all_policies())
        policies += "  " + std::string(p.name) + ": " + std::string(p.summary) + "\n";
    cmd->add_option("--policy", o->policy, "optimal, greedy or none (default optimal)")
        ->type_name("NAME");
    cmd->add_option("--party", o->party, "The starting party (default: the solver's best)")
        ->type_name("CLASSES");
    cmd->add_option("--mode", o->mode, "basic, hardcore or hardcore+ (default: basic)")
        ->type_name("MODE");
    cmd->add_flag("--deck", o->deck, "Play with the adventure deck");
    cmd->add_flag("--ladder", o->ladder,
                  "Every policy on the same games, with paired differences from the advisor "
                  "(default 70000 games)");
    cmd->add_option("--bound-games", o->bound_games,
                    "With --ladder: the games the clairvoyant bound plays, the first of the "
                    "ladder's (default " +
                        std::to_string(k_ladder_bound_games) + ")")
        ->type_name("N");
    cmd->add_flag("--card-losses", o->card_losses,
                  "The strategy card's loss against the exact solver on the ladder's games, by "
                  "rule and kind of decision (default 10000 games)");
    cmd->footer(
        "Policies:\n" + policies +
        "With the optimal policy the exact expected score is printed beside the simulated mean.\n"
        "Game i plays on the stream Rng(seed).stream(i): a seed gives the same numbers on any "
        "thread count.\n"
        "Examples:\n"
        "  pnpkit simulate dice-adventures --seed 1\n"
        "  pnpkit simulate dice-adventures --policy greedy --party bard,cleric,wizard --games "
        "20000\n");
    cmd->callback([o, cmd, &context] {
        context.result = run_simulate(*o, cmd->count("--games") > 0, context);
    });
}

}  // namespace pnpkit::dice_adventures
