#include "core/length.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace pnpkit {

std::string Length::to_string() const {
    char buf[32];
    double mm = std::round(to_mm() * 100.0) / 100.0;
    std::snprintf(buf, sizeof buf, "%gmm", mm == 0 ? 0.0 : mm);
    return buf;
}

std::optional<Length> parse_length(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    double value = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    if (begin != end && *begin == '+') ++begin;
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || !std::isfinite(value)) return std::nullopt;
    std::string_view unit(ptr, static_cast<std::size_t>(end - ptr));
    while (!unit.empty() && unit.front() == ' ') unit.remove_prefix(1);
    if (unit == "mm") return Length::mm(value);
    if (unit == "cm") return Length::cm(value);
    if (unit == "in") return Length::in(value);
    if (unit == "pt") return Length::pt(value);
    return std::nullopt;
}

}  // namespace pnpkit
