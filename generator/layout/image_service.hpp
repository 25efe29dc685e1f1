#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace pnpkit::layout {

// Decodes image files for layout, so that a corrupt one is reported with the card that shows it;
// the decoding service lives in render/ and keeps what it decoded for drawing.
class ImageService {
public:
    virtual ~ImageService() = default;
    // Decodes the file (whose header was checked): what is wrong with it in words (corrupt,
    // truncated, unsupported), or nullopt when it can be drawn.
    virtual std::optional<std::string> check(const std::filesystem::path& file) = 0;
};

}  // namespace pnpkit::layout
