#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/error.hpp"
#include "play/coach.hpp"
#include "play/log.hpp"
#include "play/table.hpp"

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::play {

class Table;

// A game as guided play sees it: a program that plays one whole game, asking the table for every
// decision and random value, and the table's state for `status`. Everything it knows comes from
// its answers, so replaying the log rebuilds it.
class Game {
public:
    virtual ~Game() = default;
    // Plays from set-up to the end; returns when the game is over.
    virtual void play(Table& table) = 0;
    // The table as it stands now, as on the game's sheets.
    virtual std::string status() const = 0;
    // The table in one short line, for review ("adventure 2, 3 gold; Bard 5, Cleric 6"); empty:
    // review shows the question's prompt instead.
    virtual std::string brief() const { return {}; }
    // How a finished game ended, for review of a challenge beside the advisor's game of it;
    // nullopt while the game goes on (or for a game that gives none).
    struct Result {
        std::string text;  // "won with 3 keys", "14 points"
        double score = 0;  // what the game maximises: its score, or 1 for a win and 0 for a loss
    };
    virtual std::optional<Result> result() const { return std::nullopt; }
};

// Thrown by GameDef::make when the game's data cannot be loaded (the loader has reported why):
// the play command exits 1.
struct DataUnavailable {};

// What a game gives guided play.
struct GameDef {
    std::string id;       // the registry id, kept in the session: "colf"
    std::string title;    // "CoLF DaDA"
    std::string command;  // how to resume: "pnpkit colf play"
    // A new game for the log's set-up options; throws UsageError when they are not valid.
    std::function<std::unique_ptr<Game>(const Log&)> make;
    // The set-up options the game reads (`make` is not called with any other: a key a session
    // file holds that is not here is a mistake, reported at its `setup`).
    std::vector<std::string> setup_keys = {};
    // The set-ups worth playing in tests (the replay test of every game plays each); empty: the
    // default set-up alone.
    std::vector<std::map<std::string, std::string>> sample_setups = {};
    // For a game whose questions have evaluations (Ask::evaluate): the coach's default threshold,
    // in the questions' unit; `play` then takes --coach and the game has `review`. nullopt: none.
    std::optional<double> coach_threshold = {};
    // The game's table from each kind of outcome it narrates to the rules behind it, for `why`
    // (its rule texts are read from data/<id>/); null: the game gives no rule references.
    const OutcomeTable* outcomes = nullptr;
};

struct PlayOptions {
    std::filesystem::path session;             // empty: the game is kept in memory only
    std::optional<DiceMode> dice;              // overrides the session's
    std::optional<DrawMode> draws;             // overrides the session's
    std::map<std::string, std::string> setup;  // a new game's options; a resumed one must agree
    bool status = false;                       // print the state and stop
    std::size_t undo = 0;                      // answers to take back before going on
    // --coach as given: empty for the game's default threshold, "always", "off" or a threshold;
    // nullopt: as the session says (a new game: off).
    std::optional<std::string> coach;
    // --challenge N: a new game deals challenge N's dice, tiles and cards (play/challenge.hpp).
    std::optional<std::uint64_t> challenge;
};

// Plays (or resumes) a guided game at the console of `context`, saving the session after every
// answer under a lock. Exit codes: 0 when the game ends or the player stops; 1 when the session
// file is bad or does not replay; 2 for bad piped input or piped input that ran out (the game so
// far stays saved); 3 when the file cannot be read, written or locked.
ExitCode run_play(const GameDef& def, const PlayOptions& options, cli::Context& context);

// The coach a session asks for (its `coach` set-up key), off when it has none.
Coaching coaching_of(const GameDef& def, const Log& log);

// A session replayed to its end without asking anything: the game as it stands, for `render
// --session` and status. Problems with the file are diagnostics (nullptr).
struct Replayed {
    std::unique_ptr<Game> game;
    bool over = false;
    std::string waiting_for;  // the prompt of the question the game waits on, when not over
};
// `hooks`, when given, makes the replay's table hooks for the game just made (review's on_replay).
using ReplayHooks = std::function<Table::Hooks(const Game&)>;
std::optional<Replayed> replay_log(const GameDef& def, Log& log, Diagnostics& diagnostics,
                                   const ReplayHooks& hooks = {});
std::optional<Replayed> replay_session(const GameDef& def, const std::filesystem::path& path,
                                       Diagnostics& diagnostics);

// Reads a play session file without writing anything (diagnostics; nullopt when it is not one,
// or is of another game, or is a draw session).
std::optional<Log> load_log(const std::filesystem::path& path, std::string_view game,
                            Diagnostics& diagnostics);
class LogFile;
std::optional<Log> load_log(const LogFile& file, std::string_view game, Diagnostics& diagnostics);

}  // namespace pnpkit::play
