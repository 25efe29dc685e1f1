#include "core/source_date.hpp"

#include <cstdlib>

namespace pnpkit {

std::optional<std::time_t> source_date_epoch() {
    const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
    if (!epoch) return std::nullopt;
    char* end = nullptr;
    long long value = std::strtoll(epoch, &end, 10);
    if (end == epoch || *end != '\0' || value < 0) return std::nullopt;
    return static_cast<std::time_t>(value);
}

std::string utc_time(std::time_t when, const char* format) {
    std::tm utc{};
    gmtime_r(&when, &utc);
    char buf[64];
    std::size_t n = std::strftime(buf, sizeof buf, format, &utc);
    return std::string(buf, n);
}

}  // namespace pnpkit
