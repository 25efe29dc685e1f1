#pragma once

#include <CLI/CLI.hpp>

namespace pnpkit::cli {

// CLI11's check of a --paper value: a named paper or WIDTHxHEIGHT with a unit, the message saying
// what is wrong otherwise. Its description lists the named papers, for help and completions.
CLI::Validator paper_check();

}  // namespace pnpkit::cli
