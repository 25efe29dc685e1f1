#pragma once
// The sanitizer build (`make test-sanitize`: clang -O1, ASan, UBSan, libstdc++ assertions) runs
// number-heavy code 20 to 40 times slower than the release build. The few tests that repeat one
// check over a large instance (an exhaustive solver, thousands of simulated games) take a smaller
// instance there; the check itself is the same, and the release build (`make test`) runs the large
// one. PNPKIT_TEST_SANITIZED is set by tests/CMakeLists.txt when PNPKIT_SANITIZE is on.

namespace pnpkit::test {

#ifdef PNPKIT_TEST_SANITIZED
inline constexpr bool k_sanitized_build = true;
#else
inline constexpr bool k_sanitized_build = false;
#endif

}  // namespace pnpkit::test
