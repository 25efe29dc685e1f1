#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <variant>

namespace pnpkit {

// The largest image pnpkit draws: at most this many pixels a side and in all (64 MB once decoded),
// which is more than a full A4 sheet at 300 dpi needs.
inline constexpr std::uint32_t k_max_image_side = 8192;
inline constexpr std::uint64_t k_max_image_pixels = 16'777'216;

// A path given relative to `root` (a templates folder, a designer's game folder), as the file it
// names. Refused, with the reason in words, when it is empty, absolute or climbs out with "..".
std::variant<std::filesystem::path, std::string> confined_path(const std::filesystem::path& root,
                                                               std::string_view relative);

struct ImageSize {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
};

// Reads a PNG file's size from its header, without decoding it. Gives the reason in words when the
// file is missing, is not a PNG, or is larger than k_max_image_side or k_max_image_pixels.
std::variant<ImageSize, std::string> check_png(const std::filesystem::path& path);

}  // namespace pnpkit
