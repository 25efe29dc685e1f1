#pragma once

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "support/json_reader.hpp"

// `pnpkit render` and `pnpkit validate` run as the binary runs them (cli::run, --format json), for
// the tests that hold validate to its promise: it reports everything render would refuse, at the
// same positions. A corpus of broken games (tests/fixtures/broken/) is checked this way.
namespace pnpkit::test {

struct CheckOutcome {
    int code = -1;
    // Every diagnostic as "file:line:col: severity: message", file names with `strip` removed.
    std::vector<std::string> diagnostics;
};

// Runs pnpkit with these arguments and reads the diagnostics of its JSON output.
inline CheckOutcome run_checked(const std::vector<std::string>& args, const std::string& strip) {
    std::ostringstream out, err;
    CheckOutcome outcome;
    outcome.code = cli::run(args, out, err);
    if (out.str().empty()) return outcome;  // an outside failure (exit 3) prints no JSON
    Json json = JsonReader::parse(out.str());
    for (const Json& d : json["diagnostics"].array()) {
        std::string file = d["file"].text();
        if (file.starts_with(strip)) file = file.substr(strip.size());
        std::string message = d["message"].text();
        for (auto at = message.find(strip); at != std::string::npos; at = message.find(strip, at))
            message.erase(at, strip.size());
        outcome.diagnostics.push_back(file + ":" + std::to_string(d["line"].integer()) + ":" +
                                      std::to_string(d["column"].integer()) + ": " +
                                      d["severity"].text() + ": " + message);
    }
    return outcome;
}

// What `pnpkit validate` says about the games of `data` (every game when `games` is empty).
inline CheckOutcome validate_outcome(const std::filesystem::path& data,
                                     const std::vector<std::string>& games = {}) {
    std::vector<std::string> args{"--format", "json", "--data", data.string(), "validate"};
    args.insert(args.end(), games.begin(), games.end());
    return run_checked(args, data.string() + "/");
}

// What `pnpkit render` says about them, writing into `out` (every output format, so that nothing
// render does goes unchecked).
inline CheckOutcome render_outcome(const std::filesystem::path& data,
                                   const std::filesystem::path& out,
                                   const std::vector<std::string>& games = {}) {
    std::vector<std::string> args{"--format",    "json",     "--data",
                                  data.string(), "render",   "--out",
                                  out.string(),  "--format", "pdf,png,tts,preview",
                                  "--dpi",       "36"};
    args.insert(args.end(), games.begin(), games.end());
    return run_checked(args, data.string() + "/");
}

// The diagnostics render gave that validate did not: empty when validate caught everything.
inline std::vector<std::string> missed_by_validate(const CheckOutcome& render,
                                                   const CheckOutcome& validate) {
    std::vector<std::string> missed;
    for (const auto& d : render.diagnostics) {
        if (std::find(validate.diagnostics.begin(), validate.diagnostics.end(), d) ==
            validate.diagnostics.end())
            missed.push_back(d);
    }
    return missed;
}

}  // namespace pnpkit::test
