#include <chrono>
#include <cstdio>
#include <thread>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/ladder.hpp"

namespace pnpkit::colf {

ExitCode run_ladder_command(std::uint64_t games, std::uint64_t coach_games, int threads,
                            cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    threads =
        threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto start = std::chrono::steady_clock::now();
    ladder::LadderSpec spec = ladder_spec(coach_games);
    std::uint64_t seed = context.seed();
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(*data); }, seed, games, threads);
    std::optional<CardShare> share = card_share(result);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("game", "colf");
        ladder::write_ladder_fields(json, spec, result);
        if (share) {
            json.key("card_share_of_coach")
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
        if (share) {
            char text[160];
            std::snprintf(text, sizeof text,
                          "The card wins %.1f%% ± %.1f%% of the coach's win rate (paired, on the "
                          "coach's %llu games).\n",
                          100 * share->share, 100 * share->half_width,
                          static_cast<unsigned long long>(share->games));
            context.out() << text;
        }
    }
    context.info(pnpkit::ladder::timing_line("played the ladder", start, threads));
    return ExitCode::ok;
}

}  // namespace pnpkit::colf
