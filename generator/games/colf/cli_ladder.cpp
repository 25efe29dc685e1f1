#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

#include "cli/context.hpp"
#include "core/interval.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/bound.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/ladder.hpp"

namespace pnpkit::colf {

ExitCode run_ladder_command(std::uint64_t games, std::uint64_t advisor_games,
                            std::uint64_t perfect_games, int threads, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    threads =
        threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto start = std::chrono::steady_clock::now();
    ladder::LadderSpec spec = ladder_spec(advisor_games, perfect_games);
    std::uint64_t seed = context.seed();
    BoundTally tally;
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(*data, &tally, k_bound_decisions, perfect_games); },
        seed, games, threads);
    std::optional<CardShare> share = card_share(result);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("game", "colf");
        ladder::write_ladder_fields(json, spec, result);
        json.key("bound")
            .begin_object()
            .field("searched", tally.searched.load())
            .field("lost", tally.lost.load())
            .field("unsettled", tally.unsettled.load())
            .field("max_decisions", k_bound_decisions)
            .field("perfect_searched", tally.perfect_searched.load())
            .field("perfect_found", tally.perfect_found.load())
            .end_object();
        if (share) {
            json.key("card_share_of_advisor")
                .begin_object()
                .field("games", share->games)
                .field("share", share->share)
                .field("half_width", share->half_width)
                .end_object();
        }
        json.end_object();
        context.out() << '\n';
    } else {
        ladder::print_ladder_text(context.out(),
                                  "CoLF DaDA: the strength ladder (win rate, 95% intervals)", spec,
                                  result);
        std::string top = data->tiers.empty() ? "" : data->tiers.back().title;
        context.out() << "A game is won when the Master Monster is beaten; perfect: won in the top "
                         "score tier ("
                      << top << ").\n";
        std::uint64_t searched = tally.searched.load();
        std::uint64_t lost = tally.lost.load();
        std::uint64_t unsettled = tally.unsettled.load();
        context.out() << "The bound looked further at the " << grouped_number(searched)
                      << " games neither card nor patient won: " << searched - lost - unsettled
                      << " won (by another named policy, by patient with one turn answered "
                         "otherwise, or by the search), "
                      << lost << " proved lost, " << unsettled << " counted as won unsettled ("
                      << grouped_number(k_bound_decisions) << " decisions searched at most).\n";
        if (spec.policies[row_bound].perfect == ladder::Perfect::at_least) {
            const ladder::RowStats& bound = result.rows[row_bound];
            auto found = static_cast<std::uint64_t>(
                std::llround(bound.perfect * static_cast<double>(bound.perfect_games)));
            Interval ci = wilson_interval(found, bound.perfect_games);
            char text[96];
            std::snprintf(text, sizeof text, "%.2f%% (95%% interval %.2f%% to %.2f%%)",
                          100 * bound.perfect, 100 * ci.low, 100 * ci.high);
            context.out() << "The bound's perfect games (of its first "
                          << grouped_number(bound.perfect_games)
                          << "): those a named policy won in the top tier, and "
                          << grouped_number(tally.perfect_found.load()) << " of the "
                          << grouped_number(tally.perfect_searched.load())
                          << " other won games where patient with a Master answer moved earlier "
                             "wins there: "
                          << text
                          << ", found, not searched to the end (the top tier's tree is too "
                             "large), so at least that.\n";
        }
        if (share) {
            char text[160];
            std::snprintf(text, sizeof text,
                          "The card wins %.1f%% ± %.1f%% of the advisor's win rate (paired, on "
                          "the advisor's %llu games).\n",
                          100 * share->share, 100 * share->half_width,
                          static_cast<unsigned long long>(share->games));
            context.out() << text;
        }
    }
    context.info(pnpkit::ladder::timing_line("played the ladder", start, threads));
    return ExitCode::ok;
}

}  // namespace pnpkit::colf
