#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/context.hpp"
#include "cli/draw_session.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/session.hpp"

namespace pnpkit::colf {

namespace {

struct DiscardOptions {
    std::vector<std::string> tiles;
    std::filesystem::path session;
};

std::string card_name(const ColfData& data, DeckKind kind, const std::string& id) {
    for (const Card& card : data.deck(kind)) {
        if (card.id == id) return card.name;
    }
    return id;
}

// "Hungry Rusty Ogre", from the ids of the cards discarded.
std::string released_name(const ColfData& data, const Release& release) {
    std::vector<std::string> words;
    for (const std::string& id : release.adjectives)
        words.push_back(card_name(data, DeckKind::adjectives, id));
    for (const std::string& id : release.nouns)
        words.push_back(card_name(data, DeckKind::nouns, id));
    return join(words, " ");
}

std::size_t pile(Session& session, DeckKind kind, bool discards) {
    const SessionDeck* deck = session.find_deck(session_deck_name(kind));
    if (!deck) return 0;
    return discards ? deck->cards.discards().size() : deck->cards.size();
}

void write_ids(JsonWriter& json, std::string_view key, const std::vector<std::string>& ids) {
    json.key(key).begin_array();
    for (const auto& id : ids) json.value(id);
    json.end_array();
}

void write_tiles(JsonWriter& json, std::string_view key, const std::vector<Domino>& tiles) {
    json.key(key).begin_array();
    for (Domino tile : tiles) json.value(tile.to_string());
    json.end_array();
}

void print_release(const ColfData& data, const Release& release, cli::SessionFile& file,
                   std::ostream& out) {
    out << "discarded " << released_name(data, release) << ": " << join(release.nouns, " ")
        << (release.nouns.empty() ? "" : " to colf:nouns");
    if (!release.adjectives.empty()) {
        out << (release.nouns.empty() ? "" : ", ") << join(release.adjectives, " ")
            << " to colf:adjectives";
    }
    out << '\n';
    if (!release.returned.empty()) {
        out << "returned " << cli::count_of(release.returned.size(), "tile")
            << " to the bag: " << cli::tile_list(release.returned) << '\n';
    }
    Session& s = file.session;
    out << "left: " << pile(s, DeckKind::nouns, false) << " nouns and "
        << pile(s, DeckKind::adjectives, false) << " adjectives in the draw piles, "
        << pile(s, DeckKind::nouns, true) << " and " << pile(s, DeckKind::adjectives, true)
        << " in the discards";
    if (s.dominoes)
        out << "; " << s.dominoes->bag.size() << " of " << k_set_size << " tiles in the bag";
    out << '\n';
}

void write_release(const Release& release, cli::SessionFile& file, JsonWriter& json) {
    json.begin_object();
    cli::write_session_fields(json, file);
    json.key("discarded").begin_object();
    write_ids(json, "nouns", release.nouns);
    write_ids(json, "adjectives", release.adjectives);
    json.end_object();
    write_tiles(json, "returned", release.returned);
    Session& s = file.session;
    json.key("left").begin_object();
    json.field("nouns", static_cast<std::uint64_t>(pile(s, DeckKind::nouns, false)))
        .field("adjectives", static_cast<std::uint64_t>(pile(s, DeckKind::adjectives, false)))
        .field("tiles", static_cast<std::uint64_t>(s.dominoes ? s.dominoes->bag.size() : 0));
    json.end_object();
    json.end_object();
}

ExitCode run_discard(const DiscardOptions& options, cli::Context& context) {
    std::vector<Domino> tiles;
    for (const std::string& text : options.tiles) {
        auto tile = parse_domino(text);
        if (!tile) throw UsageError("'" + text + "' is not a tile; write tiles as 2-5 or 5|2");
        tiles.push_back(*tile);
    }
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    Diagnostics diagnostics;
    std::string command = "colf discard";
    for (Domino tile : tiles) command += " " + tile.to_string();
    auto file =
        cli::open_session_file(options.session, command, play::Access::write, context, diagnostics);
    if (!file) return cli::fail_with(diagnostics, options.session, context);
    if (!check_session(file->session, *data, diagnostics))
        return cli::fail_with(diagnostics, options.session, context);
    if (cards_out(file->session, DeckKind::nouns).empty() &&
        cards_out(file->session, DeckKind::adjectives).empty()) {
        std::string hint =
            tiles.empty()
                ? ""
                : "; to put tiles back into the bag: pnpkit draw return TILE... --session " +
                      file->display();
        throw UsageError("no monster is in play in session " + file->display() +
                         ": no card of colf:nouns or colf:adjectives is out" + hint);
    }
    if (!tiles.empty() && !file->session.dominoes) {
        throw UsageError("session " + file->display() + " has no dominoes out to put back");
    }
    std::vector<std::string> problems;
    Release release = release_monster(file->session, *data, tiles, problems);
    if (!problems.empty()) {
        throw UsageError(join(problems, "; ") +
                         " (out: " + cli::tile_list(file->session.dominoes->out) + ")");
    }
    file->save();
    if (release.returned.empty() && file->session.dominoes &&
        !file->session.dominoes->out.empty()) {
        context.info(
            "no tiles put back; name the monster's dominoes to return them, or: pnpkit "
            "draw return TILE... --session " +
            file->display());
    }
    if (context.json()) {
        JsonWriter json(context.out());
        write_release(release, *file, json);
    } else {
        print_release(*data, release, *file, context.out());
    }
    return ExitCode::ok;
}

}  // namespace

void setup_discard(CLI::App& colf, cli::Context& context) {
    auto options = std::make_shared<DiscardOptions>();
    CLI::App* cmd = colf.add_subcommand(
        "discard", "Put the monster in play away: its cards to the discards, its dominoes back");
    cmd->add_option("tiles", options->tiles,
                    "The monster's dominoes, as 2-5 or 5|2 (pnpkit colf monster prints them)")
        ->type_name("TILE");
    cli::add_session_option(*cmd, options->session, cli::SessionRequired::yes);
    cmd->footer(
        "When a monster dies or you flee it: every card of colf:nouns and colf:adjectives\n"
        "that is out goes onto its discard pile, and its dominoes go back into the bag:\n"
        "name them all, or none (the session knows them). Naming only some of them, or a\n"
        "tile that is not the monster's, changes nothing (exit 2).\n"
        "pnpkit colf monster --session F prints this command with the monster's dominoes.\n"
        "Examples:\n"
        "  pnpkit colf discard 2-5 3-3 0-4 --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_discard(*options, context); });
}

}  // namespace pnpkit::colf
