#include "check/contrast.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit::check {

namespace {

double linear_channel(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

}  // namespace

double relative_luminance(const Colour& colour) {
    return 0.2126 * linear_channel(colour.red()) + 0.7152 * linear_channel(colour.green()) +
           0.0722 * linear_channel(colour.blue());
}

double contrast_ratio(const Colour& a, const Colour& b) {
    double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Colour composite(const Colour& top, double opacity, const Colour& under) {
    double a = std::clamp(top.alpha() * opacity, 0.0, 1.0);
    auto mix = [a](std::uint8_t t, std::uint8_t u) {
        return static_cast<std::uint8_t>(std::lround(t * a + u * (1 - a)));
    };
    return Colour::rgb(mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b));
}

}  // namespace pnpkit::check
