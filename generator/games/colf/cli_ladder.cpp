#include <chrono>
#include <cstdio>
#include <thread>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/bound.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/ladder.hpp"

namespace pnpkit::colf {

ExitCode run_ladder_command(std::uint64_t games, std::uint64_t advisor_games, int threads,
                            cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    threads =
        threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto start = std::chrono::steady_clock::now();
    ladder::LadderSpec spec = ladder_spec(advisor_games);
    std::uint64_t seed = context.seed();
    BoundTally tally;
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(*data, &tally); }, seed, games, threads);
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
