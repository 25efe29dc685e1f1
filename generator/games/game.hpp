#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/component.hpp"
#include "play/session.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::games {

// One card of a deck that `pnpkit draw deck` can draw from: its id, its name, and what its back
// shows (e.g. {"level": "3"}), which is all a player may choose by.
struct DeckCard {
    std::string id;
    std::string name;
    std::map<std::string, std::string> back;
};

struct DeckDef {
    std::string id;  // "nouns": addressed as "colf:nouns"
    std::string title;
    std::vector<DeckCard> cards;
};

// How much a load read, for the summary line of `pnpkit validate`.
struct LoadStats {
    std::size_t files = 0;
    std::size_t records = 0;
};

// A game's data, loaded and validated. Generic commands reach the game only through this.
class LoadedGame {
public:
    virtual ~LoadedGame() = default;
    virtual LoadStats stats() const = 0;
    // Decks a player draws from, for `pnpkit draw deck GAME:DECK`.
    virtual std::vector<DeckDef> decks() const { return {}; }
    // What `pnpkit render` prints for this game: decks and sheets bound to templates/.
    virtual std::vector<layout::Component> components() const { return {}; }
    // The languages its text is written in, the default first (a designer's game may declare
    // several); empty when it has one.
    virtual std::vector<std::string> languages() const { return {}; }
    // What `pnpkit render --lang LANGUAGE` prints: the components with their text in one of
    // languages() (the default's where a text has no translation).
    virtual std::vector<layout::Component> components_in(std::string_view /*language*/) const {
        return components();
    }
    // The game's own title when its data gives one (a designer's game), else empty.
    virtual std::string title() const { return {}; }
    // A designer's game folder: its templates/ is searched before the project's, and image paths
    // of those templates are relative to it. Empty for the built-in games.
    virtual std::filesystem::path own_folder() const { return {}; }
    // What `pnpkit render GAME --session FILE` prints: the game's sheets filled in from a session of
    // guided play (problems with the file go to `diagnostics`); nullopt when the game has none.
    virtual std::optional<std::vector<layout::Component>> session_components(
        const std::filesystem::path& /*session*/, Diagnostics& /*diagnostics*/) const {
        return std::nullopt;
    }
    // The game's guided play over this data (valid while this object lives); nullopt when it has
    // none. The replay test of every game plays each game that gives one.
    virtual std::optional<play::GameDef> play_def() const { return std::nullopt; }
};

// The places where a game adds its own subcommands.
struct CommandHooks {
    CLI::App& root;      // pnpkit <game> ...
    CLI::App& simulate;  // pnpkit simulate <game> ...
    cli::Context& context;
};

// One row of the games registry.
struct GameInfo {
    std::string_view id;     // directory name under data/, and CLI name
    std::string_view title;  // as printed
    // Loads the game's directory and validates it against the game's rules; every problem goes to
    // `diagnostics`. Returns the loaded game even when there are errors, when it got that far.
    std::unique_ptr<LoadedGame> (*load)(const std::filesystem::path& dir, Diagnostics& diagnostics);
    // Adds the game's own subcommands; may be null.
    void (*add_commands)(CommandHooks& hooks);
};

// Every game pnpkit knows, in a fixed order.
std::span<const GameInfo> all_games();
const GameInfo* find_game(std::string_view id);

}  // namespace pnpkit::games
