#include <atomic>
#include <chrono>
#include <iomanip>
#include <optional>
#include <sstream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "games/domino_run/cli.hpp"
#include "games/domino_run/ladder.hpp"

namespace pnpkit::domino_run {

ExitCode run_ladder_command(const LadderOptions& o, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    const Rules& rules = data->rules;
    auto start = std::chrono::steady_clock::now();
    ladder::LadderSpec spec = ladder_spec(o.advisor_games, o.bound_games);
    std::uint64_t seed = context.seed();
    std::atomic<std::uint64_t> unsettled{0};
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(rules, seed, &unsettled); }, seed, o.games,
        o.threads);
    std::uint64_t bound_games = result.rows.back().games;
    std::optional<ladder::ControlEstimate> by_card = advisor_by_card(result);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("game", "domino-run");
        ladder::write_ladder_fields(json, spec, result);
        json.field("bound_unsettled", unsettled.load());
        if (by_card) {
            json.key("advisor_card_control_variate").begin_object();
            json.field("win_rate", 100 * by_card->mean)
                .field("half_width", 100 * by_card->half_width)
                .field("beta", by_card->beta)
                .field("advisor_games", by_card->games)
                .field("card_games", by_card->control_games);
            json.end_object();
        }
        json.end_object();
        context.out() << '\n';
    } else {
        ladder::print_ladder_text(context.out(),
                                  "Domino Run: the strength ladder (win rate, 95% intervals)", spec,
                                  result);
        context.out() << "Game i meets the dice and draws of Rng(seed).stream(2i) in every row "
                         "(the k-th die and the k-th draw whatever the player does).\n";
        context.out() << "The bound counted " << unsettled.load() << " of its " << bound_games
                      << " games as won without settling them (" << k_bound_nodes
                      << " decisions searched).\n";
        if (by_card) {
            std::ostringstream line;
            line << std::fixed << std::setprecision(2)
                 << "The advisor with the card as a control variate (a regression estimate, not a "
                    "plain mean: its "
                 << by_card->games << " games paired with the card's, beta " << by_card->beta
                 << ", and the card's " << by_card->control_games
                 << " games): " << 100 * by_card->mean << "% ± " << 100 * by_card->half_width
                 << "%.\n";
            context.out() << line.str();
        }
    }
    context.info(pnpkit::ladder::timing_line("played the ladder", start, o.threads));
    return ExitCode::ok;
}

}  // namespace pnpkit::domino_run
