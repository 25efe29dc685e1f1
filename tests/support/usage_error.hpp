#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "core/error.hpp"

namespace pnpkit::test {

// The message of the UsageError `fn` throws; fails the test when it throws none.
inline std::string usage_error(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const UsageError& e) {
        return e.what();
    }
    FAIL("no usage error");
    return {};
}

}  // namespace pnpkit::test
