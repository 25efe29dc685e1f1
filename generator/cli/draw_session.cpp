#include "cli/draw_session.hpp"

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <ostream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "load/toml_file.hpp"
#include "play/draw_log.hpp"

namespace pnpkit::cli {

void add_session_option(CLI::App& command, std::filesystem::path& path, SessionRequired required) {
    CLI::Option* option =
        command
            .add_option("--session", path, "Session file keeping the bag and decks between calls")
            ->type_name("FILE")
            ->envname("PNPKIT_SESSION")
            ->check([](const std::string& value) {
                return value.empty() ? std::string("--session needs a file name") : std::string();
            });
    if (required == SessionRequired::yes) option->required();
}

std::string draw_session_comment(const std::string& display) {
    std::string see = "See it with: pnpkit draw show --session " + display + "\n";
    return "Dominoes and cards drawn at the table, kept by pnpkit draw.\n" + see +
           "pnpkit adds steps after every command; the table is what replaying them gives.";
}

bool is_draw_log(const play::Log& log, const std::string& display, Diagnostics& diagnostics) {
    if (log.game == play::k_draw_game) return true;
    std::string play = log.game == "dragon-dice-solo" ? "pnpkit dragon-dice-solo campaign status"
                                                      : "pnpkit " + log.game + " play --status";
    diagnostics.error(log.game_pos,
                      "this is the session of a guided game of '" + log.game +
                          "', not a draw session: pnpkit draw cannot draw from it or change it, "
                          "as its tiles and cards are the game's",
                      "see it with: " + play + " --session " + display +
                          "; give pnpkit draw a session file of its own");
    return false;
}

Rng SessionFile::rng() const {
    return Rng(draw_seed()).stream(log.steps.size());
}

void SessionFile::save() {
    if (!kept()) return;
    play::Log next = log;
    play::record_draws(next, command, replayed, session);
    file.save(next, draw_session_comment(display()), play::Modes::left_out);
    log = std::move(next);
    replayed = session;
}

std::optional<SessionFile> open_session_file(const std::filesystem::path& path, std::string command,
                                             play::Access access, Context& context,
                                             Diagnostics& diagnostics) {
    const char* env = std::getenv("PNPKIT_SESSION");
    if (path.empty() && env && *env == '\0') {
        throw UsageError(
            "$PNPKIT_SESSION is set but empty: give it a file name, or unset it to "
            "draw without a session");
    }
    SessionFile file;
    file.file = play::LogFile(path, access);
    file.command = std::move(command);
    file.log.game = std::string(play::k_draw_game);
    if (file.file.exists()) {
        auto log = file.file.read(diagnostics);
        if (!log) return std::nullopt;
        if (!is_draw_log(*log, file.display(), diagnostics)) return std::nullopt;
        auto table = play::replay_draws(*log, diagnostics);
        if (!table) return std::nullopt;
        file.log = std::move(*log);
        file.session = std::move(*table);
        file.replayed = file.session;
        file.origin = SessionOrigin::file;
        if (context.options.seed && *context.options.seed != file.log.seed)
            file.seed = context.options.seed;
        return file;
    }
    // A new table: the seed is chosen (and said) only by a command that draws or keeps it.
    if (access == play::Access::write) file.log.seed = context.seed();
    if (file.kept() && access == play::Access::write) context.info("new session " + file.display());
    return file;
}

ExitCode fail_with(const Diagnostics& diagnostics, const std::filesystem::path& session,
                   Context& context) {
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        json.key("session");
        if (session.empty()) {
            json.null();
        } else {
            json.value(load::display_path(session));
        }
        json.key("diagnostics");
        write_json(json, diagnostics);
        json.end_object();
    } else {
        context.report(diagnostics);
    }
    return ExitCode::data;
}

void write_session_fields(JsonWriter& json, const SessionFile& file) {
    json.key("session");
    if (file.kept()) {
        json.value(file.display());
    } else {
        json.null();
    }
    json.field("new_session", file.kept() && file.origin == SessionOrigin::new_session);
}

void write_tiles(JsonWriter& json, std::string_view key, const std::vector<Domino>& tiles) {
    json.key(key).begin_array();
    for (Domino tile : tiles) json.value(tile.to_string());
    json.end_array();
}

std::string tile_list(const std::vector<Domino>& tiles) {
    std::string out;
    for (Domino tile : tiles) out += (out.empty() ? "" : " ") + tile.to_string();
    return out;
}

}  // namespace pnpkit::cli
