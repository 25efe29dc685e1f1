#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <thread>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/json.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/difficulty.hpp"
#include "games/dice_adventures/distribution.hpp"
#include "games/dice_adventures/solver_cache.hpp"

namespace pnpkit::dice_adventures {

namespace {

struct BestOptions {
    std::string mode;
    bool deck = false;
    std::string party;
    Bounds bounds;
    bool check_bound = false;
    std::string write_table;  // a folder: write the solved camps there instead of the ranking
};

struct Row {
    std::vector<int> party;
    double value = 0;
    ScoreDistribution distribution;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One block character per score from `low` to `high`, as tall as its chance against the likeliest.
std::string sparkline(const ScoreDistribution& d, int low, int high) {
    static const char* const k_blocks[] = {"\u2581", "\u2582", "\u2583", "\u2584",
                                           "\u2585", "\u2586", "\u2587", "\u2588"};
    double top = 0;
    for (auto [score, chance] : d.chances) top = std::max(top, chance);
    std::string out;
    for (int s = low; s <= high; ++s) {
        auto it = d.chances.find(s);
        double c = it == d.chances.end() ? 0 : it->second;
        if (c < 0.0005) {
            out += ' ';
            continue;
        }
        out += k_blocks[std::clamp(static_cast<int>(std::ceil(c / top * 8)) - 1, 0, 7)];
    }
    return out;
}

void print_text(std::ostream& out, const Rules& rules, const std::vector<Row>& rows) {
    int low = 1000;
    int high = -1000;
    for (const Row& r : rows) {
        low = std::min(low, r.distribution.chances.begin()->first);
        high = std::max(high, r.distribution.chances.rbegin()->first);
    }
    out << "Dice Adventures, " << rules.mode->name << (rules.deck ? " with the adventure deck" : "")
        << ": the expected final score of every starting party under optimal play\n";
    char line[256];
    std::snprintf(line, sizeof line, "%3s  %-28s %8s %6s %4s %4s %4s  %s\n", "#", "party",
                  "expected", "sd", "10%", "50%", "90%",
                  ("scores " + std::to_string(low) + " to " + std::to_string(high)).c_str());
    out << line;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        const ScoreDistribution& d = r.distribution;
        std::snprintf(line, sizeof line, "%3zu  %-28s %8.3f %6.2f %4d %4d %4d  ", i + 1,
                      party_names(*rules.data, r.party).c_str(), r.value, d.deviation(),
                      d.quantile(0.1), d.quantile(0.5), d.quantile(0.9));
        out << line << sparkline(d, low, high) << '\n';
    }
}

void print_json(std::ostream& out, const Rules& rules, const std::vector<Row>& rows,
                const BestOptions& options) {
    JsonWriter json(out);
    json.begin_object();
    json.field("mode", rules.mode->id).field("deck", rules.deck);
    json.field("objective", "expected final score");
    json.field("max_provisions", options.bounds.provisions)
        .field("max_weapons", options.bounds.weapons);
    json.key("parties").begin_array();
    for (const Row& r : rows) {
        json.begin_object();
        std::vector<std::string> ids;
        for (int c : r.party) ids.push_back(rules.cls(c).id);
        json.key("party").value(std::span<const std::string>(ids));
        json.field("expected", r.value).field("sd", r.distribution.deviation());
        json.key("distribution").begin_object();
        for (auto [score, chance] : r.distribution.chances)
            json.field(std::to_string(score), chance);
        json.end_object();
        json.end_object();
    }
    json.end_array().end_object();
    out << '\n';
}

// Solves every party of `parties` on every core and writes the camps to the table file of
// `options.write_table` (what the build installs; read as the cache is); throws OutsideError
// when it cannot be written.
ExitCode write_table(Solver& solver, std::size_t cached,
                     const std::vector<std::vector<int>>& parties, const BestOptions& options,
                     cli::Context& context) {
    std::vector<Camp> starts;
    for (const auto& party : parties) starts.push_back(start_camp(solver.rules(), party));
    solver.solve(starts, static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
    save_camp_cache(solver, cached);
    std::filesystem::path file = camp_cache_file(solver, options.write_table);
    write_file_atomically(file, camp_cache_bytes(solver));
    context.out() << "wrote the values of " << solver.camps().size() << " camps to "
                  << file.string() << '\n';
    return ExitCode::ok;
}

ExitCode run_best(const BestOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    Rules rules{&data, &mode_named(data, options.mode), options.deck};
    std::vector<std::vector<int>> parties =
        options.party.empty()
            ? all_parties(rules.class_count(), data.settings.party)
            : std::vector<std::vector<int>>{parse_party(data, options.party, "--party")};
    auto start = std::chrono::steady_clock::now();
    Solver solver(rules, options.bounds);
    std::size_t cached = load_camp_cache(solver);
    if (!options.write_table.empty()) return write_table(solver, cached, parties, options, context);
    std::vector<Row> rows;
    for (const auto& party : parties) rows.push_back(Row{party, solver.start_value(party), {}});
    save_camp_cache(solver, cached);
    double solved = seconds_since(start);
    for (Row& r : rows) r.distribution = score_distribution(solver, r.party);
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row& a, const Row& b) { return a.value > b.value; });
    if (context.json())
        print_json(context.out(), rules, rows, options);
    else
        print_text(context.out(), rules, rows);
    char line[200];
    std::snprintf(line, sizeof line,
                  "solved %zu parties in %.2f s (%zu camps, %zu tables), distributions in %.2f s",
                  rows.size(), solved, solver.camps_solved(), solver.tables_solved(),
                  seconds_since(start) - solved);
    context.info(line);
    if (!options.check_bound) return ExitCode::ok;

    Bounds raised{options.bounds.provisions + 1, options.bounds.weapons + 1};
    Solver wider(rules, raised);
    double largest = 0;
    for (const Row& r : rows)
        largest = std::max(largest, std::abs(wider.start_value(r.party) - r.value));
    std::snprintf(
        line, sizeof line,
        "bound check: at most %d provisions and %d magic weapons held; with %d and %d the largest "
        "change in any party's value is %.3g%s\n",
        options.bounds.provisions, options.bounds.weapons, raised.provisions, raised.weapons,
        largest, largest < 1e-9 ? " (none)" : ": the bounds bind, raise them");
    (context.json() ? context.err() : context.out()) << line;
    return ExitCode::ok;
}

}  // namespace

void setup_best(CLI::App& app, cli::Context& context) {
    auto options = std::make_shared<BestOptions>();
    CLI::App* cmd = app.add_subcommand(
        "best", "The optimal expected score of every starting party, best first");
    cmd->add_option("--mode", options->mode, "basic, hardcore or hardcore+ (default: basic)")
        ->type_name("MODE");
    cmd->add_flag("--deck", options->deck,
                  "Play with the adventure deck (a card drawn before each adventure)");
    cmd->add_option("--party", options->party, "Only this party, e.g. bard,cleric,wizard")
        ->type_name("CLASSES");
    cmd->add_option("--max-provisions", options->bounds.provisions,
                    "Most provisions the solver holds (default 4)")
        ->check(CLI::Range(0, 14));
    cmd->add_option("--max-weapons", options->bounds.weapons,
                    "Most magic weapons the solver holds (default 2)")
        ->check(CLI::Range(0, 14));
    cmd->add_flag("--check-bound", options->check_bound,
                  "Solve again with one more of each item allowed and report the largest change");
    cmd->add_option("--write-table", options->write_table,
                    "Solve and write the values between adventures under DIR (the table the "
                    "build installs) instead of the ranking")
        ->type_name("DIR");
    cmd->footer(
        "The objective is the expected final score; every value is exact (expectimax over dice, "
        "powers and\n"
        "items inside an adventure, dynamic programming over the adventures). The distribution is "
        "that of\n"
        "the final score under the same optimal play.\n"
        "Examples:\n"
        "  pnpkit dice-adventures best\n"
        "  pnpkit dice-adventures best --mode hardcore --check-bound\n"
        "  pnpkit --format json dice-adventures best --party bard,cleric,wizard --deck\n");
    cmd->callback([options, &context] { context.result = run_best(*options, context); });
}

}  // namespace pnpkit::dice_adventures
