#include "core/source_date.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace pnpkit;

TEST_CASE("SOURCE_DATE_EPOCH is read when it is a whole number of seconds", "[source-date]") {
    setenv("SOURCE_DATE_EPOCH", "1515715200", 1);
    CHECK(source_date_epoch() == std::optional<std::time_t>(1515715200));
    for (const char* bad : {"", "12x", "-5", "soon"}) {
        setenv("SOURCE_DATE_EPOCH", bad, 1);
        CHECK_FALSE(source_date_epoch());
    }
    unsetenv("SOURCE_DATE_EPOCH");
    CHECK_FALSE(source_date_epoch());
    CHECK(utc_time(1515715200, "%Y-%m-%dT%H:%M:%SZ") == "2018-01-12T00:00:00Z");
}
