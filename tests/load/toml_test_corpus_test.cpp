// The TOML compliance suite's invalid TOML 1.0 files (tests/fixtures/toml-test/, MIT): each, put in
// place of a game's data file, makes `pnpkit validate` exit 1 with an error at a line and column.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli/app.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

std::string read_bytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("every invalid TOML 1.0 file of toml-test is a data error with its position", "[load][toml-test]") {
    fs::path corpus = source_dir() / "tests" / "fixtures" / "toml-test";
    std::ifstream list(corpus / "invalid-toml-1.0.0.txt");
    TempDir data;
    fs::copy(source_dir() / "data" / "colf", data / "colf", fs::copy_options::recursive);
    fs::path target = data / "colf" / "nouns.toml";
    // "/tmp/.../colf/nouns.toml:3:7: error: ..." (the temporary directory is not below the working one).
    std::regex positioned("(^|\n)" + std::regex_replace(target.generic_string(), std::regex(R"([.^$|()\[\]{}*+?\\])"),
                                                        R"(\$&)") +
                          ":[0-9]+:[0-9]+: error: ");
    int files = 0;
    for (std::string name; std::getline(list, name);) {
        if (name.empty()) continue;
        INFO(name);
        std::string text = read_bytes(corpus / name);
        REQUIRE(fs::is_regular_file(corpus / name));
        {
            std::ofstream out(target, std::ios::binary | std::ios::trunc);
            out << text;
        }
        std::ostringstream out, err;
        int code = pnpkit::cli::run({"--data", data.path().string(), "validate", "colf"}, out, err);
        INFO(err.str());
        CHECK(code == 1);
        CHECK(std::regex_search(err.str(), positioned));
        ++files;
    }
    CHECK(files == 499);
}
