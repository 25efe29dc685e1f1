// Fuzzes dice expressions through `pnpkit roll` as a user runs it: parse, roll, and --stats, in
// text and JSON. The input is one expression.
// Invariants: the exit code is 0 or 2 (a usage error), JSON output is one object, an error says
// where it is, and --stats prints a bounded number of lines.
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "fuzz.hpp"

namespace {

using pnpkit::fuzz::violated;

constexpr std::size_t k_max_stats_lines = 200;

void run_roll(const std::string& expression, bool json, bool stats) {
    std::vector<std::string> args{"--seed", "7", "--quiet"};
    if (json) args.insert(args.end(), {"--format", "json"});
    args.push_back("roll");
    if (stats) args.push_back("--stats");
    args.insert(args.end(), {"--", expression});
    std::ostringstream out_stream, err_stream;
    int code = pnpkit::cli::run(args, out_stream, err_stream);
    std::string out = out_stream.str(), err = err_stream.str();
    std::string what = std::string(stats ? "roll --stats" : "roll") + (json ? " (json)" : "");
    if (code != 0 && code != 2) violated(what + " exited " + std::to_string(code) + ": " + err);
    if (json && (out.empty() || out.front() != '{' || out.back() != '\n'))
        violated(what + " printed no JSON object: " + out);
    if (!json && code == 2 && err.find(" at column ") == std::string::npos)
        violated(what + " failed without a column: " + err);
    if (stats && !json && code == 0 &&
        static_cast<std::size_t>(std::count(out.begin(), out.end(), '\n')) > k_max_stats_lines)
        violated(what + " printed more than " + std::to_string(k_max_stats_lines) + " lines");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string expression(pnpkit::fuzz::as_text(data, size));
    for (bool stats : {false, true}) {
        for (bool json : {false, true}) run_roll(expression, json, stats);
    }
    return 0;
}
