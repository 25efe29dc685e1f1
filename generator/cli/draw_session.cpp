#include "cli/draw_session.hpp"

#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/json.hpp"
#include "load/toml_file.hpp"

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

std::string SessionFile::display() const {
    return kept() ? load::display_path(path) : std::string();
}

void SessionFile::save() const {
    if (kept()) save_session(path, session);
}

std::optional<SessionFile> open_session_file(const std::filesystem::path& path, Context& context,
                                             Diagnostics& diagnostics) {
    SessionFile file;
    file.path = path;
    if (path.empty()) return file;
    require_folder_of(path);
    file.lock.emplace(path);
    auto opened = open_session(path, diagnostics);
    if (!opened) return std::nullopt;
    file.session = std::move(opened->session);
    file.origin = opened->origin;
    if (file.origin == SessionOrigin::new_session) context.info("new session " + file.display());
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
