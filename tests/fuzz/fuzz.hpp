#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

// The entry point every harness defines: libFuzzer calls it with each input; so does
// replay_main.cpp, which feeds it the regression corpus in ordinary test builds.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace pnpkit::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Splits an input at its first line break: (first line, the rest). Without one, the whole input
// is the first line.
inline std::pair<std::string_view, std::string_view> split_first_line(std::string_view input) {
    std::size_t end = input.find('\n');
    if (end == std::string_view::npos) return {input, {}};
    return {input.substr(0, end), input.substr(end + 1)};
}

// Stops the process as a crash, so that libFuzzer keeps the input: for an invariant the code broke.
[[noreturn]] inline void violated(const std::string& what) {
    std::fprintf(stderr, "fuzz invariant violated: %s\n", what.c_str());
    std::abort();
}

}  // namespace pnpkit::fuzz
