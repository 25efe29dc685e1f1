#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "layout/print_specs.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::test {

// The print services and machines shipped in templates/print/, which must load without a finding.
inline layout::PrintSpecs shipped_print_specs() {
    Diagnostics ds;
    layout::PrintSpecs specs = layout::load_print_specs(source_dir() / "templates" / "print", ds);
    INFO(messages(ds));
    REQUIRE(ds.error_count() == 0);
    REQUIRE(ds.warning_count() == 0);
    return specs;
}

// A shipped print-and-cut machine by id.
inline layout::Cutter shipped_cutter(const std::string& id) {
    layout::PrintSpecs specs = shipped_print_specs();
    REQUIRE(specs.cutter(id));
    return *specs.cutter(id);
}

// A shipped print service by id.
inline layout::PrintService shipped_service(const std::string& id) {
    layout::PrintSpecs specs = shipped_print_specs();
    REQUIRE(specs.service(id));
    return *specs.service(id);
}

}  // namespace pnpkit::test
