#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>
#include <ostream>

#include "cli/context.hpp"
#include "cli/draw_session.hpp"
#include "cli/game_data.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/deck_session.hpp"
#include "games/load_all.hpp"

namespace pnpkit::cli {

namespace {

struct DrawDeckOptions {
    std::string deck;
    int count = 1;
    std::vector<std::string> back;
    std::filesystem::path session;
};

struct DrawDiscardOptions {
    std::string deck;
    std::vector<std::string> cards;
    std::filesystem::path session;
};

// A game's deck, loaded for one command.
struct LoadedDeck {
    games::DeckName name;
    std::vector<games::DeckDef> decks;
    const games::DeckDef* deck = nullptr;
};

// Finds the deck `text` names (see games::locate_deck) in the game's data. An unknown game or
// deck is a usage error; data errors go to `diagnostics` and give nullopt.
std::optional<LoadedDeck> load_deck(const std::string& text, Context& context,
                                    Diagnostics& diagnostics) {
    auto [game_found, name] = games::locate_deck(text, game_search(context));
    LoadedDeck loaded{std::move(name), {}, nullptr};
    auto game = games::load_game(game_found, diagnostics);
    if (!game) return std::nullopt;
    loaded.decks = game->decks();
    loaded.deck = &games::find_deck(loaded.decks, loaded.name);
    return loaded;
}

// What a deck command works on: the session, the deck, and the session's state of the deck.
struct OpenDeck {
    SessionFile file;
    LoadedDeck loaded;
    SessionDeck* state = nullptr;  // null when the session has not drawn from the deck yet
};

// Opens the session and the deck and checks the session's state of the deck against it; nullopt
// (with diagnostics) when the session or the game's data is broken or the two do not fit.
std::optional<OpenDeck> open_deck(const std::string& deck, const std::filesystem::path& session,
                                  std::string command, Context& context, Diagnostics& diagnostics) {
    auto file =
        open_session_file(session, std::move(command), play::Access::write, context, diagnostics);
    if (!file) return std::nullopt;
    auto loaded = load_deck(deck, context, diagnostics);
    if (!loaded) return std::nullopt;
    OpenDeck open{std::move(*file), std::move(*loaded), nullptr};
    open.state = open.file.session.find_deck(open.loaded.name.full());
    if (open.state && !games::check_session_deck(*open.state, *open.loaded.deck, diagnostics))
        return std::nullopt;
    return open;
}

std::string pad(const std::string& text, std::size_t width) {
    return text + std::string(width - std::min(width, utf8_length(text)), ' ');
}

// One line a card, its id, name and back in aligned columns.
std::vector<std::string> card_lines(const std::vector<const games::DeckCard*>& cards) {
    std::size_t id_width = 0, name_width = 0;
    for (const games::DeckCard* card : cards) {
        id_width = std::max(id_width, utf8_length(card->id));
        name_width = std::max(name_width, utf8_length(card->name));
    }
    std::vector<std::string> lines;
    for (const games::DeckCard* card : cards) {
        std::vector<std::string> back;
        for (const auto& [key, value] : card->back) back.push_back(key + "=" + value);
        std::string line = pad(card->id, id_width) + "  " + pad(card->name, name_width);
        if (!back.empty()) line += "  back: " + join(back, ", ");
        lines.push_back(std::string(trim(line)));
    }
    return lines;
}

std::string piles_line(const SessionDeck& state) {
    return "left: " + std::to_string(state.cards.size()) + " in the draw pile, " +
           std::to_string(state.cards.discards().size()) + " in the discards, " +
           std::to_string(state.out.size()) + " out";
}

void write_piles(JsonWriter& json, const SessionDeck& state) {
    json.field("draw_pile", static_cast<std::uint64_t>(state.cards.size()))
        .field("discards", static_cast<std::uint64_t>(state.cards.discards().size()))
        .field("out", state.out);
}

void write_card(JsonWriter& json, const games::DeckCard& card) {
    json.begin_object().field("id", card.id).field("name", card.name);
    json.key("back").begin_object();
    for (const auto& [key, value] : card.back) json.field(key, value);
    json.end_object().end_object();
}

void print_draw(const games::DeckDraw& draw, std::size_t count, const games::BackFilter& filter,
                const LoadedDeck& loaded, const SessionDeck& state, std::ostream& out) {
    std::string name = loaded.name.full();
    std::string why = state.cards.size() > 0
                          ? "no card left in the draw pile shows " + filter.to_string()
                          : "the draw pile and the discards are empty";
    if (draw.cards.empty()) {
        out << "drew no cards from " << name << ": " << why << '\n';
    } else if (draw.cards.size() < count) {
        out << "drew " << draw.cards.size() << " of " << count_of(count, "card") << " from " << name
            << " (" << why << "):\n";
    } else {
        out << "drew " << count_of(count, "card") << " from " << name << ":\n";
    }
    std::vector<const games::DeckCard*> cards;
    for (const auto& id : draw.cards) cards.push_back(games::find_card(*loaded.deck, id));
    std::vector<std::string> lines = card_lines(cards);
    auto refresh = draw.refreshes.begin();
    for (std::size_t i = 0; i <= lines.size(); ++i) {
        for (; refresh != draw.refreshes.end() && refresh->before_card == i; ++refresh) {
            out << "  (the draw pile ran out: " << count_of(refresh->shuffled, "discard")
                << " shuffled into a new draw pile)\n";
        }
        if (i < lines.size()) out << "  " << lines[i] << '\n';
    }
    out << piles_line(state) << '\n';
}

ExitCode run_draw_deck(const DrawDeckOptions& options, Context& context) {
    Diagnostics diagnostics;
    std::string command = "draw deck " + options.deck + " " + std::to_string(options.count);
    for (const std::string& back : options.back) command += " --back " + back;
    auto open = open_deck(options.deck, options.session, command, context, diagnostics);
    if (!open) return fail_with(diagnostics, options.session, context);
    SessionFile* file = &open->file;
    const LoadedDeck* loaded = &open->loaded;
    games::BackFilter filter(options.back, *loaded->deck, loaded->name);
    Rng rng = file->rng();
    SessionDeck* state = open->state;
    if (!state)
        state = &file->session.add_deck(games::new_session_deck(loaded->name, *loaded->deck, rng));
    auto count = static_cast<std::size_t>(options.count);
    games::DeckDraw draw = games::draw_cards(*state, *loaded->deck, count, filter, rng);
    file->save();

    if (!context.json()) {
        print_draw(draw, count, filter, *loaded, *state, context.out());
        return ExitCode::ok;
    }
    JsonWriter json(context.out());
    json.begin_object();
    write_session_fields(json, *file);
    json.field("seed", file->draw_seed())
        .field("deck", loaded->name.full())
        .field("requested", options.count);
    json.key("back").begin_object();
    for (const auto& [key, value] : filter.wanted()) json.field(key, value);
    json.end_object();
    json.key("drawn").begin_array();
    for (const auto& id : draw.cards) write_card(json, *games::find_card(*loaded->deck, id));
    json.end_array().field("short", draw.cards.size() < count);
    json.key("refreshes").begin_array();
    for (const auto& refresh : draw.refreshes) {
        json.begin_object()
            .field("before_card", static_cast<std::uint64_t>(refresh.before_card))
            .field("shuffled", static_cast<std::uint64_t>(refresh.shuffled))
            .end_object();
    }
    json.end_array();
    write_piles(json, *state);
    json.end_object();
    return ExitCode::ok;
}

ExitCode run_draw_discard(const DrawDiscardOptions& options, Context& context) {
    Diagnostics diagnostics;
    auto open = open_deck(options.deck, options.session,
                          "draw discard " + options.deck + " " + join(options.cards, " "), context,
                          diagnostics);
    if (!open) return fail_with(diagnostics, options.session, context);
    SessionFile* file = &open->file;
    const LoadedDeck* loaded = &open->loaded;
    SessionDeck* state = open->state;
    if (!state) {
        throw UsageError("no card of " + loaded->name.full() + " is out: session " +
                         file->display() + " has not drawn from it");
    }
    std::vector<std::string> problems = games::discard_cards(*state, *loaded->deck, options.cards);
    if (!problems.empty()) throw UsageError(join(problems, "; "));
    file->save();

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        write_session_fields(json, *file);
        json.field("deck", loaded->name.full()).field("discarded", options.cards);
        write_piles(json, *state);
        json.end_object();
        return ExitCode::ok;
    }
    context.out() << "discarded " << count_of(options.cards.size(), "card") << " to "
                  << loaded->name.full() << ": " << join(options.cards, " ") << " ("
                  << options.cards.back() << " on top)\n"
                  << piles_line(*state) << '\n';
    return ExitCode::ok;
}

}  // namespace

void setup_draw_deck(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawDeckOptions>();
    CLI::App* cmd = draw.add_subcommand("deck", "Draw cards from a game's deck");
    cmd->add_option("deck", options->deck,
                    "The deck, as GAME:DECK (GAME a name or a folder, such as ./mygame:cards), "
                    "or DECK alone in your game's folder")
        ->required()
        ->type_name("GAME:DECK");
    cmd->add_option("count", options->count, "How many cards to draw (default 1)")
        ->check(CLI::Range(1, 10000))
        ->type_name("N");
    cmd->add_option("--back", options->back,
                    "Take the card nearest the top whose back shows this (repeat to ask for more)")
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
    add_session_option(*cmd, options->session, SessionRequired::no);
    cmd->footer(
        "A deck new to the session starts from all its cards, shuffled. When the draw pile is "
        "empty,\n"
        "the discards are shuffled into a new one. Asking for more cards than there are draws "
        "what\n"
        "is there and says so (exit 0).\n"
        "Examples:\n"
        "  pnpkit draw deck colf:nouns 1 --back level=3 --session game.toml\n"
        "  pnpkit draw deck colf:adjectives 2 --session game.toml\n"
        "  pnpkit draw deck ./lantern-market:cards 5\n");
    cmd->callback([options, &context] { context.result = run_draw_deck(*options, context); });
}

void setup_draw_discard(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawDiscardOptions>();
    CLI::App* cmd = draw.add_subcommand("discard", "Put drawn cards on their deck's discard pile");
    cmd->add_option("deck", options->deck,
                    "The deck, as GAME:DECK (GAME a name or a folder, such as ./mygame:cards), "
                    "or DECK alone in your game's folder")
        ->required()
        ->type_name("GAME:DECK");
    cmd->add_option("cards", options->cards,
                    "Card ids, in the order they go down (the last ends on top)")
        ->required()
        ->type_name("CARD");
    add_session_option(*cmd, options->session, SessionRequired::yes);
    cmd->footer(
        "Only cards that are out can be discarded; naming any other card changes nothing (exit "
        "2).\n"
        "Examples:\n"
        "  pnpkit draw discard colf:nouns goblin --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_draw_discard(*options, context); });
}

}  // namespace pnpkit::cli
