#include "core/image_file.hpp"

#include <algorithm>
#include <array>
#include <fstream>

namespace pnpkit {

namespace fs = std::filesystem;

std::variant<fs::path, std::string> confined_path(const fs::path& root, std::string_view relative) {
    if (relative.empty()) return std::string("the path is empty");
    fs::path path(relative);
    if (path.is_absolute())
        return std::string("the path is absolute; give it relative to the folder");
    for (const auto& part : path) {
        if (part == "..") return std::string("the path leaves the folder with '..'");
    }
    return root / path;
}

std::variant<ImageSize, std::string> check_png(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::string("not found");
    if (path.extension() != ".png")
        return std::string("not a PNG file (the name must end in .png)");
    // The signature, then the IHDR chunk: length, "IHDR", width and height as big-endian integers.
    std::array<unsigned char, 24> header{};
    std::ifstream in(path, std::ios::binary);
    if (!in.read(reinterpret_cast<char*>(header.data()), header.size()))
        return std::string("not a PNG file");
    constexpr std::array<unsigned char, 8> k_signature{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    bool signature = std::equal(k_signature.begin(), k_signature.end(), header.begin());
    if (!signature || header[12] != 'I' || header[13] != 'H' || header[14] != 'D' ||
        header[15] != 'R') {
        return std::string("not a PNG file");
    }
    auto be32 = [&](std::size_t at) {
        return std::uint32_t{header[at]} << 24 | std::uint32_t{header[at + 1]} << 16 |
               std::uint32_t{header[at + 2]} << 8 | std::uint32_t{header[at + 3]};
    };
    ImageSize size{be32(16), be32(20)};
    std::string dimensions =
        std::to_string(size.width) + " x " + std::to_string(size.height) + " pixels";
    if (size.width == 0 || size.height == 0) return "an empty image (" + dimensions + ")";
    if (size.width > k_max_image_side || size.height > k_max_image_side ||
        std::uint64_t{size.width} * size.height > k_max_image_pixels) {
        return "too large: " + dimensions + ", the most is " + std::to_string(k_max_image_side) +
               " a side and " + std::to_string(k_max_image_pixels / 1'000'000) + " million in all";
    }
    return size;
}

}  // namespace pnpkit
