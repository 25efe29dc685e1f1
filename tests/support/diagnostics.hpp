#pragma once

#include <string>

#include "core/diagnostic.hpp"

namespace pnpkit::test {

// Every diagnostic as printed, one after another, each ending in a newline.
inline std::string messages(const Diagnostics& diagnostics) {
    std::string out;
    for (const auto& d : diagnostics.items()) out += d.to_string() + "\n";
    return out;
}

}  // namespace pnpkit::test
