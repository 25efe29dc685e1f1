#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <ostream>

#include "cli/context.hpp"
#include "cli/draw_session.hpp"
#include "core/json.hpp"
#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

constexpr int k_default_set = 6;

struct DrawDominoOptions {
    int count = 1;
    std::filesystem::path session;
    std::optional<int> set;
};

struct DrawReturnOptions {
    std::vector<std::string> tiles;
    std::filesystem::path session;
};

std::string bag_line(const SessionDominoes& dominoes) {
    int max_pips = dominoes.bag.max_pips();
    return "left in the bag: " + std::to_string(dominoes.bag.size()) + " of " +
           std::to_string(domino_set_size(max_pips)) + " (" + domino_set_name(max_pips) + ")";
}

void write_bag_fields(JsonWriter& json, const SessionDominoes& dominoes) {
    json.field("set", dominoes.bag.max_pips())
        .field("left", static_cast<std::uint64_t>(dominoes.bag.size()));
    write_tiles(json, "out", dominoes.out);
}

// The session's dominoes for a draw: --set picks the set of a new bag, and may change the set of a
// bag with no tile out; changing it under tiles that are out is a usage error.
SessionDominoes& dominoes_for(SessionFile& file, std::optional<int> set) {
    Session& session = file.session;
    if (set && session.dominoes && session.dominoes->bag.max_pips() != *set) {
        const SessionDominoes& d = *session.dominoes;
        if (!d.out.empty()) {
            throw UsageError(
                "session " + file.display() + " holds a " + domino_set_name(d.bag.max_pips()) +
                " set with " + count_of(d.out.size(), "tile") + " out; to change to a " +
                domino_set_name(*set) + " set, first put them back: pnpkit draw reset dominoes");
        }
        session.dominoes.reset();
    }
    return session_dominoes(session, set.value_or(k_default_set));
}

ExitCode run_draw_domino(const DrawDominoOptions& options, Context& context) {
    Diagnostics diagnostics;
    std::string command = "draw domino " + std::to_string(options.count);
    if (options.set) command += " --set " + std::to_string(*options.set);
    auto file =
        open_session_file(options.session, command, play::Access::write, context, diagnostics);
    if (!file) return fail_with(diagnostics, options.session, context);
    SessionDominoes& dominoes = dominoes_for(*file, options.set);
    Rng rng = file->rng();
    auto count = static_cast<std::size_t>(options.count);
    std::vector<Domino> drawn = draw_dominoes(dominoes, count, rng);
    file->save();

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        write_session_fields(json, *file);
        json.field("seed", file->draw_seed()).field("requested", options.count);
        write_tiles(json, "drawn", drawn);
        json.field("short", drawn.size() < count);
        write_bag_fields(json, dominoes);
        json.end_object();
        return ExitCode::ok;
    }
    std::ostream& out = context.out();
    if (drawn.empty()) {
        out << "drew no tiles: the bag is empty\n";
    } else if (drawn.size() < count) {
        out << "drew " << drawn.size() << " of " << count_of(count, "tile") << ": "
            << tile_list(drawn) << " (the bag ran out)\n";
    } else {
        out << "drew " << count_of(drawn.size(), "tile") << ": " << tile_list(drawn) << '\n';
    }
    out << bag_line(dominoes) << '\n';
    if (drawn.size() < count && file->kept()) {
        context.info("put tiles back with: pnpkit draw return TILE... --session " +
                     file->display());
    }
    return ExitCode::ok;
}

ExitCode run_draw_return(const DrawReturnOptions& options, Context& context) {
    std::vector<Domino> tiles;
    for (const std::string& text : options.tiles) {
        auto tile = parse_domino(text);
        if (!tile) throw UsageError("'" + text + "' is not a tile; write tiles as 2-5 or 5|2");
        tiles.push_back(*tile);
    }
    Diagnostics diagnostics;
    auto file = open_session_file(options.session, "draw return " + tile_list(tiles),
                                  play::Access::write, context, diagnostics);
    if (!file) return fail_with(diagnostics, options.session, context);
    if (!file->session.dominoes || file->session.dominoes->out.empty()) {
        throw UsageError("no tile is out of the bag in session " + file->display());
    }
    SessionDominoes& dominoes = *file->session.dominoes;
    std::vector<std::string> problems = return_dominoes(dominoes, tiles);
    if (!problems.empty()) {
        throw UsageError(join(problems, "; ") + " (out: " + tile_list(dominoes.out) + ")");
    }
    file->save();

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        write_session_fields(json, *file);
        write_tiles(json, "returned", tiles);
        write_bag_fields(json, dominoes);
        json.end_object();
        return ExitCode::ok;
    }
    context.out() << "returned " << count_of(tiles.size(), "tile") << ": " << tile_list(tiles)
                  << '\n'
                  << bag_line(dominoes) << '\n';
    return ExitCode::ok;
}

}  // namespace

void setup_draw_domino(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawDominoOptions>();
    CLI::App* cmd = draw.add_subcommand("domino", "Draw domino tiles at random from the bag");
    cmd->add_option("count", options->count, "How many tiles to draw (default 1)")
        ->check(CLI::Range(1, 10000))
        ->type_name("N");
    add_session_option(*cmd, options->session, SessionRequired::no);
    cmd->add_option("--set", options->set,
                    "Which set a new bag holds: double-6 (default), 9, 12, 15 or 18")
        ->check(CLI::IsMember(
            std::vector<int>(standard_domino_sets().begin(), standard_domino_sets().end())))
        ->type_name("N");
    cmd->footer(
        "Without --session the tiles come from a fresh full set and nothing is kept.\n"
        "Asking for more tiles than the bag holds draws what is there and says so (exit 0).\n"
        "Examples:\n"
        "  pnpkit draw domino 3 --session game.toml\n"
        "  pnpkit draw domino --set 9 --seed 7\n");
    cmd->callback([options, &context] { context.result = run_draw_domino(*options, context); });
}

void setup_draw_return(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawReturnOptions>();
    CLI::App* cmd = draw.add_subcommand("return", "Put drawn tiles back into the bag");
    cmd->add_option("tiles", options->tiles, "Tiles to put back, as 2-5 or 5|2")
        ->required()
        ->type_name("TILE");
    add_session_option(*cmd, options->session, SessionRequired::yes);
    cmd->footer(
        "Only tiles that are out of the bag can go back; naming any other tile changes nothing "
        "(exit 2).\n"
        "Examples:\n"
        "  pnpkit draw return 2-5 0-0 --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_draw_return(*options, context); });
}

}  // namespace pnpkit::cli
