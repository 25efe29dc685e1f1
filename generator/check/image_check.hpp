#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"

// The preflight's checks of a picture pnpkit wrote (a card's PNG, a print service's PNG or JPEG):
// read back from the file, as a print shop's upload checker would.
namespace pnpkit::check {

// What a PNG or JPEG file says of itself.
struct ImageFacts {
    std::string format;         // "PNG" or "JPEG"
    int width = 0;              // pixels
    int height = 0;
    std::optional<double> dpi;  // its resolution tag (PNG pHYs in metres, JPEG JFIF in inches)
    bool alpha = false;         // it has an alpha channel (PNG RGBA or grey with alpha)
    bool clear_edge = false;    // a pixel of its outer rows or columns is not wholly opaque
};

// Reads the facts of a PNG or JPEG file; nullopt with the reason in `why` when it is neither or
// cannot be read whole.
std::optional<ImageFacts> read_image_facts(const std::filesystem::path& file, std::string& why);

// What the renderer meant to write.
struct ImageExpectation {
    int width = 0;
    int height = 0;
    double dpi = 0;
};

// Checks a picture written for `component` (shown to the user as `shown`): readable, the size and
// resolution the render asked for, and opaque to its edges (no transparent or soft border). Each
// problem is an error at the file.
void check_image(const std::filesystem::path& file, const std::string& shown,
                 const std::string& component, const ImageExpectation& expected,
                 Diagnostics& out);

}  // namespace pnpkit::check
