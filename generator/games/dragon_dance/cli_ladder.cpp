#include "games/dragon_dance/cli_ladder.hpp"

#include <chrono>

#include "core/json.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/ladder.hpp"

namespace pnpkit::dragon_dance {

ExitCode run_ladder_command(const DanceLadderOptions& o, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    auto start = std::chrono::steady_clock::now();
    ladder::LadderSpec spec = ladder_spec(o.side, o.bound_games);
    std::uint64_t seed = context.seed();
    const GameData& game = *data;
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(game, o.side); }, seed, o.games, o.threads);
    std::string side(to_string(o.side));
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("game", "dragon-dance").field("as", side);
        json.field("draw", 0.5);
        ladder::write_ladder_fields(json, spec, result);
        json.end_object();
        context.out() << '\n';
    } else {
        std::string title = "Dragon Dance, the " + side_name(game, o.side) +
                            " against the computer: the strength ladder (win rate, a draw "
                            "counting half, 95% intervals)";
        ladder::print_ladder_text(context.out(), title, spec, result);
    }
    context.info(pnpkit::ladder::timing_line("played the ladder", start, o.threads));
    return ExitCode::ok;
}

}  // namespace pnpkit::dragon_dance
