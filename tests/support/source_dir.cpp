#include "support/temp_dir.hpp"

namespace pnpkit::test {

// Compiled alone with the checkout's path, so that no other test file depends on it.
std::filesystem::path source_dir() { return PNPKIT_TEST_SOURCE_DIR; }

}  // namespace pnpkit::test
