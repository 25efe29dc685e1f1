#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>

// pnpkit keeps solver values in the user's cache folder (core/user_cache): the tests keep theirs
// in a folder of their own, removed at the end, and never read or fill the user's.
int main(int argc, char* argv[]) {
    std::string folder = (std::filesystem::temp_directory_path() / "pnpkit-tests-XXXXXX").string();
    if (!::mkdtemp(folder.data())) return 3;
    ::setenv("XDG_CACHE_HOME", folder.c_str(), 1);
    int result = Catch::Session().run(argc, argv);
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
    return result;
}
