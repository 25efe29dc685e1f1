#pragma once

#include <ctime>
#include <optional>
#include <string>

namespace pnpkit {

// The time a reproducible build says to write into what it makes: $SOURCE_DATE_EPOCH (seconds
// since 1970), or nullopt when it is unset or not a whole number of seconds of 0 or more.
std::optional<std::time_t> source_date_epoch();

// `when` as UTC in strftime's `format` ("%Y-%m-%d").
std::string utc_time(std::time_t when, const char* format);

}  // namespace pnpkit
