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
// The largest JPEG and SVG files read (they are read whole: a JPEG is embedded in a PDF as it is).
inline constexpr std::uintmax_t k_max_jpeg_bytes = 64u << 20;
inline constexpr std::uintmax_t k_max_svg_bytes = 16u << 20;

// A path given relative to `root` (a templates folder, a designer's game folder), as the file it
// names. Refused, with the reason in words, when it is empty, absolute, climbs out with "..", or
// leads out of the folder through a symbolic link (the file's real path must lie inside the
// folder's real path).
std::variant<std::filesystem::path, std::string> confined_path(const std::filesystem::path& root,
                                                               std::string_view relative);

// True when `file`'s real path (symbolic links resolved) lies inside `root`'s real path.
bool inside_real_path(const std::filesystem::path& root, const std::filesystem::path& file);

enum class ImageFormat { png, jpeg, svg };

// "PNG", "JPEG", "SVG".
const char* to_string(ImageFormat format);

struct ImageSize {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
};

// What an image file's header says: its format and, for PNG and JPEG, its size in pixels (an SVG
// is measured when it is parsed: 0 x 0 here).
struct ImageHeader {
    ImageFormat format = ImageFormat::png;
    ImageSize size;
};

// The format an image file name promises by its extension (.png, .jpg, .jpeg, .svg, in any case).
std::variant<ImageFormat, std::string> image_format_of(const std::filesystem::path& path);

// Reads an image file's header, without decoding it: the format must be the one its name
// promises, and a PNG or JPEG no larger than k_max_image_side and k_max_image_pixels, a JPEG or SVG
// file no larger than k_max_jpeg_bytes or k_max_svg_bytes. Gives the reason in words otherwise
// (missing, not an image of its kind, too large). A corrupt body is found only by decoding.
std::variant<ImageHeader, std::string> check_image(const std::filesystem::path& path);

}  // namespace pnpkit
