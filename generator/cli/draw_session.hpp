#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "core/session.hpp"
#include "core/text.hpp"
#include "play/log.hpp"
#include "play/log_file.hpp"

namespace CLI {
class App;
}

namespace pnpkit {
class JsonWriter;
}

namespace pnpkit::cli {

class Context;

// The subcommands of `pnpkit draw`: domino and return (draw_domino.cpp), deck and discard
// (draw_deck.cpp), show, reset and undo (draw.cpp).
void setup_draw_domino(CLI::App& draw, Context& context);
void setup_draw_return(CLI::App& draw, Context& context);
void setup_draw_deck(CLI::App& draw, Context& context);
void setup_draw_discard(CLI::App& draw, Context& context);
void setup_draw_show(CLI::App& draw, Context& context);
void setup_draw_reset(CLI::App& draw, Context& context);
void setup_draw_undo(CLI::App& draw, Context& context);

enum class SessionRequired { yes, no };

// Adds --session FILE (also taken from $PNPKIT_SESSION) to a draw subcommand.
void add_session_option(CLI::App& command, std::filesystem::path& path, SessionRequired required);

enum class SessionOrigin { file, new_session };

// The session one draw command works on: a file, or none (a fresh table, kept nowhere). The file
// is a log (play/draw_log.hpp): the table is what replaying it gives; a command changes `session`
// and save() appends the command and what it changed.
struct SessionFile {
    play::LogFile file;
    play::Log log;
    Session session;   // the table: what the log gives, then what the command made of it
    Session replayed;  // the table as the log gives it
    SessionOrigin origin = SessionOrigin::new_session;
    std::string command;                // the command as the log keeps it: "draw domino 3"
    std::optional<std::uint64_t> seed;  // this command's --seed, when it differs from the log's

    bool kept() const { return file.kept(); }
    // How the output names the file: "game.toml".
    std::string display() const { return file.display(); }
    // The generator of this command's draws: stream i of the seed (--seed, else the session's),
    // where i is the number of steps before the command, so that the same table and seed always
    // draw the same.
    Rng rng() const;
    // The seed rng() comes from.
    std::uint64_t draw_seed() const { return seed.value_or(log.seed); }
    // Appends the command and what it did to the log and writes it, when there is a file.
    void save();
};

// Opens --session (or starts a table kept nowhere when `path` is empty) for `command`. A command
// that writes locks the file against other pnpkit processes until the SessionFile is gone
// (waiting briefly for one that holds it); one that only reads takes no lock and writes nothing.
// A missing file is a new session (said on stderr when writing); a corrupt one, a play session or
// an old draw session is reported and gives nullopt (never a silent reset). A folder that does not
// exist, or a lock that stays taken, is an OutsideError; $PNPKIT_SESSION set empty, a UsageError.
std::optional<SessionFile> open_session_file(const std::filesystem::path& path, std::string command,
                                             play::Access access, Context& context,
                                             Diagnostics& diagnostics);

// The comment a draw session's file begins with.
std::string draw_session_comment(const std::string& display);

// Whether the log is a draw session's; a guided game's session is reported (what draw cannot do
// with it, and how to see it) and gives false.
bool is_draw_log(const play::Log& log, const std::string& display, Diagnostics& diagnostics);

// Reports diagnostics that stop a command (text on stderr, or a JSON object naming the session)
// and returns the data exit code.
ExitCode fail_with(const Diagnostics& diagnostics, const std::filesystem::path& session,
                   Context& context);

// Writes the "session" and "new_session" fields every draw command's JSON starts with.
void write_session_fields(JsonWriter& json, const SessionFile& file);

// Writes `key` and the tiles as an array of strings: ["2-5", "0-0"].
void write_tiles(JsonWriter& json, std::string_view key, const std::vector<Domino>& tiles);

// "2-5 0-0 6-6"
std::string tile_list(const std::vector<Domino>& tiles);

// "1 tile", "3 tiles" (core/text.hpp), also named cli::count_of for the games' commands.
using pnpkit::count_of;

}  // namespace pnpkit::cli
