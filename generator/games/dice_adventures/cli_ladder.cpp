#include <atomic>
#include <chrono>
#include <cstdio>
#include <optional>
#include <thread>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/ladder.hpp"
#include "games/dice_adventures/solver_cache.hpp"

namespace pnpkit::dice_adventures {

std::vector<int> ladder_party(const GameData& data, const std::string& text) {
    std::vector<int> party = text.empty() ? std::vector<int>{} : parse_party(data, text, "--party");
    if (text.empty()) {
        for (const ClassDef& c : data.classes) {
            if (c.id == "bard" || c.id == "cleric" || c.id == "thief")
                party.push_back(static_cast<int>(&c - data.classes.data()));
        }
    }
    if (static_cast<int>(party.size()) != data.settings.party)
        throw UsageError("--party: a game starts with " + std::to_string(data.settings.party) +
                         " heroes");
    return party;
}

int ladder_threads(int requested) {
    return requested > 0 ? requested
                         : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void solve_party_start(Solver& solver, const Rules& rules, std::span<const int> party,
                       int threads) {
    std::size_t cached = load_camp_cache(solver);
    Camp camp = start_camp(rules, party);
    solver.solve(std::span<const Camp>(&camp, 1), threads);
    save_camp_cache(solver, cached);
}

ExitCode run_ladder_command(const LadderOptions& o, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    Rules rules{&data, &mode_named(data, o.mode), o.deck};
    std::vector<int> party = ladder_party(data, o.party);
    int threads = ladder_threads(o.threads);
    auto start = std::chrono::steady_clock::now();
    Solver solver(rules);
    solve_party_start(solver, rules, party, threads);
    ladder::LadderSpec spec = ladder_spec(o.bound_games);
    std::uint64_t seed = context.seed();
    BoundStats stats;
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(solver, party, &stats); }, seed, o.games, threads);
    std::uint64_t bound_games = result.rows.back().games;
    double exact = solver.start_value(party);
    std::optional<ladder::ControlEstimate> by_advisor = bound_by_advisor(result, exact);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("game", "dice-adventures").field("mode", rules.mode->id);
        json.field("deck", rules.deck);
        std::vector<std::string> ids;
        for (int c : party) ids.push_back(rules.cls(c).id);
        json.key("party").value(std::span<const std::string>(ids));
        json.field("exact_optimal", exact);
        json.field("bound_unsettled", stats.unsettled.load());
        json.field("bound_nodes", stats.nodes.load());
        json.field("bound_most_nodes", stats.most_nodes.load());
        json.field("bound_perfect_searched", stats.perfect_searched.load());
        json.field("bound_perfect_unsettled", stats.perfect_unsettled.load());
        json.field("bound_perfect_nodes", stats.perfect_nodes.load());
        ladder::write_ladder_fields(json, spec, result);
        if (by_advisor) {
            json.key("bound_advisor_control_variate").begin_object();
            json.field("mean", by_advisor->mean)
                .field("half_width", by_advisor->half_width)
                .field("beta", by_advisor->beta)
                .field("bound_games", by_advisor->games);
            json.end_object();
        }
        json.end_object();
        context.out() << '\n';
    } else {
        std::string title = "Dice Adventures, " + rules.mode->name +
                            (rules.deck ? " with the adventure deck" : "") + ", party " +
                            party_names(data, party) +
                            ": the strength ladder (mean final score, 95% intervals)";
        ladder::print_ladder_text(context.out(), title, spec, result);
        char line[160];
        std::snprintf(line, sizeof line,
                      "The exact optimal expected score is %.3f; perfect: every adventure a "
                      "success (result 1 or 2).\n",
                      exact);
        context.out() << line;
        context.out() << "The bound knows the future: its gap to the advisor is what knowing every "
                         "die and pick in advance is worth. "
                      << stats.unsettled.load() << " of its " << bound_games
                      << " games were not settled within " << k_bound_nodes
                      << " decision states and count the most they could still score.\n";
        if (bound_games > 0) {
            std::snprintf(
                line, sizeof line,
                "The bound's search: %.0f decision states a game, at most %llu (%llu "
                "adventure starts remembered).\n",
                static_cast<double>(stats.nodes.load()) / static_cast<double>(bound_games),
                static_cast<unsigned long long>(stats.most_nodes.load()),
                static_cast<unsigned long long>(stats.most_memo.load()));
            context.out() << line;
            std::snprintf(line, sizeof line,
                          "Its perfect games: the advisor's, and %llu searched (%.0f decision "
                          "states each); %llu not settled count as perfect.\n",
                          static_cast<unsigned long long>(stats.perfect_searched.load()),
                          stats.perfect_searched.load() == 0
                              ? 0.0
                              : static_cast<double>(stats.perfect_nodes.load()) /
                                    static_cast<double>(stats.perfect_searched.load()),
                          static_cast<unsigned long long>(stats.perfect_unsettled.load()));
            context.out() << line;
        }
        if (by_advisor) {
            char cv[320];
            std::snprintf(cv, sizeof cv,
                          "The bound with the advisor as a control of known mean (a regression "
                          "estimate, not a plain mean: its %llu games paired with the advisor's, "
                          "beta %.2f, and the exact %.3f): %.3f ± %.3f.\n",
                          static_cast<unsigned long long>(by_advisor->games), by_advisor->beta,
                          exact, by_advisor->mean, by_advisor->half_width);
            context.out() << cv;
        }
    }
    context.info(pnpkit::ladder::timing_line("solved and played the ladder", start, threads));
    return ExitCode::ok;
}

}  // namespace pnpkit::dice_adventures
