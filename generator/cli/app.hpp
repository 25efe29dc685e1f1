#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace pnpkit::cli {

// Runs pnpkit with the given arguments (without the program name), writing to out and err.
// Returns the process exit code (see ExitCode). Never throws.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The same, reading what interactive commands ask from `in`.
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err);

// main's entry: run() on std::cout and std::cerr.
int run(int argc, char** argv);

}  // namespace pnpkit::cli
