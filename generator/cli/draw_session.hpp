#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/error.hpp"
#include "core/file_lock.hpp"
#include "core/session.hpp"
#include "core/text.hpp"

namespace CLI {
class App;
}

namespace pnpkit {
class JsonWriter;
}

namespace pnpkit::cli {

class Context;

// The subcommands of `pnpkit draw`: domino and return (draw_domino.cpp), deck and discard
// (draw_deck.cpp), show and reset (draw.cpp).
void setup_draw_domino(CLI::App& draw, Context& context);
void setup_draw_return(CLI::App& draw, Context& context);
void setup_draw_deck(CLI::App& draw, Context& context);
void setup_draw_discard(CLI::App& draw, Context& context);
void setup_draw_show(CLI::App& draw, Context& context);
void setup_draw_reset(CLI::App& draw, Context& context);

enum class SessionRequired { yes, no };

// Adds --session FILE (also taken from $PNPKIT_SESSION) to a draw subcommand.
void add_session_option(CLI::App& command, std::filesystem::path& path, SessionRequired required);

// The session one draw command works on: a file, or none (a fresh table, kept nowhere).
struct SessionFile {
    std::filesystem::path path;  // empty: no --session
    Session session;
    SessionOrigin origin = SessionOrigin::new_session;
    // Held from before the file is read until the command ends, so that two pnpkit processes
    // never read the same state and both write it back (a draw would be lost or made twice).
    std::optional<FileLock> lock;

    bool kept() const { return !path.empty(); }
    // How the output names the file: "game.toml".
    std::string display() const;
    // Writes the session back atomically when there is a file.
    void save() const;
};

// Opens --session (or starts a table kept nowhere when `path` is empty), locked against other
// pnpkit processes until the SessionFile is gone (waiting briefly for one that holds it). A
// missing file is a new session, said on stderr; a corrupt one is reported and gives nullopt (never
// a silent reset). A folder that does not exist, or a lock that stays taken, is an OutsideError.
std::optional<SessionFile> open_session_file(const std::filesystem::path& path, Context& context,
                                             Diagnostics& diagnostics);

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
