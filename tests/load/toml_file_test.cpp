#include "load/toml_file.hpp"

#include <sys/stat.h>

#include <catch2/catch.hpp>

#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::load;
using pnpkit::test::TempDir;

namespace {
std::string only_message(const Diagnostics& ds) {
    REQUIRE(ds.items().size() == 1);
    return ds.items().front().to_string();
}
}  // namespace

TEST_CASE("a missing file, a directory and an empty file each get a clear message", "[toml]") {
    TempDir dir;
    std::string base = display_path(dir.path());
    {
        Diagnostics ds;
        CHECK_FALSE(load_toml(dir / "nope.toml", ds));
        CHECK(only_message(ds) == base + "/nope.toml: error: file not found");
    }
    {
        Diagnostics ds;
        CHECK_FALSE(load_toml(dir.path(), ds));
        CHECK(only_message(ds) == base + ": error: is a directory, expected a TOML file");
    }
    {
        Diagnostics ds;
        CHECK_FALSE(load_toml(dir.write("empty.toml", "  \n\n"), ds));
        CHECK(only_message(ds) ==
              base + "/empty.toml:1:1: error: file is empty\n  hint: a TOML data file needs at least one key");
    }
}

TEST_CASE("a FIFO, a device and a file over the limit are refused before they are read", "[toml]") {
    TempDir dir;
    std::string base = display_path(dir.path());
    REQUIRE(::mkfifo((dir / "fifo.toml").c_str(), 0600) == 0);
    Diagnostics ds;
    CHECK_FALSE(load_toml(dir / "fifo.toml", ds));
    CHECK(only_message(ds) == base +
                                  "/fifo.toml: error: is not a regular file (a FIFO, a device or a "
                                  "socket)\n  hint: pnpkit reads only ordinary files");
    Diagnostics big;
    CHECK_FALSE(load_toml(dir.write("big.toml", "a = 1\nb = 2\n"), big, 8));
    CHECK(
        only_message(big) ==
        base +
            "/big.toml:1:1: error: file is too large: 12 bytes, where pnpkit reads up to 8 bytes");
    Diagnostics fits;
    CHECK(load_toml(dir / "big.toml", fits, 12));
    CHECK(size_words(std::uintmax_t{4} << 20) == "4 MiB");
    CHECK(size_words(3072) == "3 KiB");
    CHECK(size_words(1) == "1 byte");
}

TEST_CASE("a file that is not UTF-8 is reported at the bad byte", "[toml]") {
    Diagnostics ds;
    CHECK_FALSE(parse_toml("name = \"ok\"\ntitle = \"caf\xe9\"\n", "x.toml", ds));
    CHECK(only_message(ds) ==
          "x.toml:2:13: error: file is not valid UTF-8 (bad byte at offset 24)\n  hint: save the file as UTF-8");
}

TEST_CASE("TOML syntax errors keep their position", "[toml]") {
    Diagnostics ds;
    CHECK_FALSE(parse_toml("a = 1\nb = [1, 2\nc = 3\n", "bad.toml", ds));
    REQUIRE(ds.items().size() == 1);
    const auto& d = ds.items().front();
    CHECK(d.pos.file == "bad.toml");
    CHECK(d.pos.line == 3);
    CHECK(d.message.starts_with("TOML syntax: "));
}

TEST_CASE("good TOML parses and display paths are relative to the working directory", "[toml]") {
    Diagnostics ds;
    auto doc = parse_toml("a = 1\n", "good.toml", ds);
    REQUIRE(doc);
    CHECK(ds.empty());
    CHECK(doc->root["a"].value<int>() == 1);
    CHECK(display_path(std::filesystem::current_path() / "data" / "x.toml") == "data/x.toml");
    CHECK(display_path("/definitely/elsewhere.toml") == "/definitely/elsewhere.toml");
}
