#pragma once

#include <cstdint>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "core/error.hpp"
#include "core/paths.hpp"
#include "core/rng.hpp"

namespace pnpkit::cli {

enum class OutputFormat { text, json };

// Options every subcommand shares, filled in by CLI11 before any subcommand runs.
struct GlobalOptions {
    std::filesystem::path data_dir;  // empty: the project's data/
    std::optional<std::uint64_t> seed;
    OutputFormat format = OutputFormat::text;
    bool quiet = false;
};

// What a subcommand gets to work with: the global options, the output streams and the result.
// The outside world reaches commands only through here, so tests can run commands in-process.
class Context {
public:
    Context(std::ostream& out, std::ostream& err) : m_in(std::cin), m_out(out), m_err(err) {}
    Context(std::istream& in, std::ostream& out, std::ostream& err)
        : m_in(in), m_out(out), m_err(err) {}

    GlobalOptions options;
    ExitCode result = ExitCode::ok;

    // What the player types, for interactive commands (std::cin unless a test gives another).
    std::istream& in() { return m_in; }
    std::ostream& out() { return m_out; }
    std::ostream& err() { return m_err; }
    bool json() const { return options.format == OutputFormat::json; }

    ProjectPaths paths() const { return find_project_paths(options.data_dir); }

    // The seed of this run: --seed when given, else one chosen now and announced on stderr
    // ("seed: N") unless --quiet, so that the run can be replayed.
    std::uint64_t seed();
    Rng make_rng() { return Rng(seed()); }

    // Prints diagnostics (text on stderr; nothing here for JSON, where commands embed them).
    void report(const Diagnostics& diagnostics);
    // Prints a line on stderr unless --quiet.
    void info(const std::string& line);

private:
    std::istream& m_in;
    std::ostream& m_out;
    std::ostream& m_err;
    std::optional<std::uint64_t> m_chosen_seed;
};

}  // namespace pnpkit::cli
