#pragma once

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace pnpkit::test {

struct CommandResult {
    int exit_code = -1;
    std::string output;  // stdout and stderr together
};

// Runs a shell command and captures what it prints; for tests that check files with outside tools.
inline CommandResult run_command(const std::string& command) {
    CommandResult result;
    FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
    if (!pipe) return result;
    char buffer[4096];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.output.append(buffer, n);
    int status = ::pclose(pipe);
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

}  // namespace pnpkit::test
