#include "cli/printer_profiles.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

#include "core/atomic_file.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::cli;

TEST_CASE("printer profiles read back what was written", "[printer]") {
    test::TempDir dir;
    std::vector<PrinterProfile> profiles{
        {"office", {Length::mm(0.5), Length::mm(-1)}, 0.3, "letter"},
        {"zz-lab_2", {Length::mm(-12.25), Length::mm(0)}, -1.125, ""},
    };
    auto file = dir.write("printers.toml", printer_profiles_toml(profiles));
    Diagnostics ds;
    auto read = read_printer_profiles(file, ds);
    CHECK(test::messages(ds).empty());
    REQUIRE(read.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(read[i].name == profiles[i].name);
        CHECK(read[i].back_offset.x.to_mm() == Approx(profiles[i].back_offset.x.to_mm()));
        CHECK(read[i].back_offset.y.to_mm() == Approx(profiles[i].back_offset.y.to_mm()));
        CHECK(read[i].back_rotate_deg == Approx(profiles[i].back_rotate_deg));
        CHECK(read[i].paper == profiles[i].paper);
    }
    CHECK(find_profile(read, "office") == &read[0]);
    CHECK(find_profile(read, "home") == nullptr);
}

TEST_CASE("mistakes in the printer profiles are reported where they are", "[printer]") {
    test::TempDir dir;
    auto file = dir.write("printers.toml",
                          "[office]\noffset_x_mm = \"1\"\nrotate_deg = 11\npaper = \"a9\"\n"
                          "colour = 1\n[Bad]\n[plain]\n"
                          "offset_y_mm = -0.5\nnote = 2\n");
    Diagnostics ds;
    auto read = read_printer_profiles(file, ds);
    std::string said = test::messages(ds);
    INFO(said);
    CHECK(said.find("printers.toml:2:15: error:") != std::string::npos);  // a string, not a number
    CHECK(said.find("printers.toml:3:14: error: 'rotate_deg' must be between -10 and 10 degrees") !=
          std::string::npos);
    CHECK(said.find("printers.toml:4:9: error:") != std::string::npos);  // the paper
    CHECK(said.find("printers.toml:5:1: error: unknown key 'colour'") != std::string::npos);
    CHECK(said.find("printers.toml:6:1: error: printer name 'Bad'") != std::string::npos);
    CHECK(said.find("printers.toml:9:1: error: unknown key 'note'") != std::string::npos);
    CHECK(ds.error_count() == 6);
}

TEST_CASE("a missing profiles file has no profiles and is not made", "[printer]") {
    test::TempDir dir;
    Diagnostics ds;
    CHECK(read_printer_profiles(dir / "printers.toml", ds).empty());
    CHECK_FALSE(ds.has_errors());
    CHECK_FALSE(std::filesystem::exists(dir / "printers.toml"));
}

TEST_CASE("the back offset is two numbers of millimetres within 50", "[printer]") {
    auto offset = parse_back_offset(" 0.5 , -1");
    REQUIRE(offset);
    CHECK(offset->x.to_mm() == Approx(0.5));
    CHECK(offset->y.to_mm() == Approx(-1));
    CHECK_FALSE(parse_back_offset("0.5"));
    CHECK_FALSE(parse_back_offset("1,2,3"));
    CHECK_FALSE(parse_back_offset("a,1"));
    CHECK_FALSE(parse_back_offset("51,0"));
    CHECK(parse_back_offset("-50,50"));
}
