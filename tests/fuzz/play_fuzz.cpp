// Fuzzes guided-play sessions (`pnpkit GAME play --session FILE`): the log reader and writer, then
// the real command replaying the file to its end, as `--status` does, through the game it names.
// Invariants: a log that reads without errors is written as text that reads back to the same log;
// the command ends with exit 0 (the file replays) or 1 (a problem with the file, each at its line
// and column), never a crash, a hang, another exit code or a message without a position.
#include <cctype>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "core/atomic_file.hpp"
#include "core/diagnostic.hpp"
#include "fuzz.hpp"
#include "load/toml_file.hpp"
#include "play/log.hpp"
#include "support/temp_dir.hpp"

namespace {

using pnpkit::fuzz::violated;

// The command that shows a session of each game with a guided play mode.
const std::map<std::string, std::vector<std::string>> k_status_commands = {
    {"colf", {"colf", "play", "--status"}},
    {"domino-run", {"domino-run", "play", "--status"}},
    {"dice-adventures", {"dice-adventures", "play", "--status"}},
    {"dragon-dance", {"dragon-dance", "play", "--status"}},
    {"dragon-dice-solo", {"dragon-dice-solo", "campaign", "status"}},
};

std::optional<pnpkit::play::Log> read(std::string_view text, pnpkit::Diagnostics& diagnostics) {
    auto document = pnpkit::load::parse_toml(text, "play.toml", diagnostics);
    if (!document) return std::nullopt;
    return pnpkit::play::read_log(*document, diagnostics);
}

// Every "pnpkit: error" or "FILE: error" line of the command's errors names play.toml with a line.
void check_positions(const std::string& errors) {
    std::istringstream lines(errors);
    std::string line;
    while (std::getline(lines, line)) {
        auto at = line.find("error: ");
        if (at == std::string::npos || line.starts_with("  ")) continue;
        auto file = line.find("play.toml:");
        if (file == std::string::npos || !std::isdigit(static_cast<unsigned char>(line[file + 10])))
            violated("an error about the session without its line and column: " + line);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = pnpkit::fuzz::as_text(data, size);
    pnpkit::Diagnostics diagnostics;
    auto log = read(text, diagnostics);
    if (!log) return 0;
    if (diagnostics.has_errors()) violated("a play session read with errors");

    std::string written = pnpkit::play::log_to_toml(*log, "Fuzz", "pnpkit fuzz play");
    pnpkit::Diagnostics again;
    auto reread = read(written, again);
    if (!reread || pnpkit::play::log_to_toml(*reread, "Fuzz", "pnpkit fuzz play") != written)
        violated("a play session does not read back as written:\n" + written);

    auto command = k_status_commands.find(log->game);
    if (command == k_status_commands.end()) return 0;
    static const pnpkit::test::TempDir dir;
    std::filesystem::path session = dir.path() / "play.toml";
    pnpkit::write_file_atomically(session, text);
    std::vector<std::string> args = {"--data", (pnpkit::test::source_dir() / "data").string(),
                                     "--quiet"};
    args.insert(args.end(), command->second.begin(), command->second.end());
    args.insert(args.end(), {"--session", session.string()});
    std::istringstream in;
    std::ostringstream out, err;
    int code = pnpkit::cli::run(args, in, out, err);
    if (code != 0 && code != 1)
        violated("exit " + std::to_string(code) + " replaying a session:\n" + err.str());
    if (code == 1) check_positions(err.str());
    return 0;
}
