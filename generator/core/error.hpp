#pragma once

#include <stdexcept>
#include <string>

namespace pnpkit {

// Process exit codes, as documented in docs/commands.md.
enum class ExitCode : int {
    ok = 0,       // success (warnings alone still succeed)
    data = 1,     // data or validation errors
    usage = 2,    // command-line usage errors
    outside = 3,  // the outside world failed: a file could not be read or written, a font is missing
};

// A failure of the outside world (filesystem, fonts, clock). Thrown, caught once in cli::run, exit 3.
class OutsideError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A mistake in how the program was called that CLI11 itself cannot see (exit 2).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace pnpkit
