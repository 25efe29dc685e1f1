#include "core/image_file.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <optional>

namespace pnpkit {

namespace fs = std::filesystem;

namespace {

// `path` with every symbolic link resolved, as far as it exists; empty when it cannot be resolved.
fs::path real_path(const fs::path& path) {
    std::error_code ec;
    fs::path real = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? fs::path() : real;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::uint32_t big_endian(const unsigned char* at, int bytes) {
    std::uint32_t value = 0;
    for (int i = 0; i < bytes; ++i) value = value << 8 | at[i];
    return value;
}

// The format the first bytes of a file show, if they show one.
std::optional<ImageFormat> sniff(std::string_view head) {
    if (head.starts_with("\x89PNG\r\n\x1a\n")) return ImageFormat::png;
    if (head.starts_with("\xFF\xD8\xFF")) return ImageFormat::jpeg;
    if (head.starts_with("\xEF\xBB\xBF")) head.remove_prefix(3);
    std::size_t start = head.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && head[start] == '<' &&
        head.find("<svg") != std::string_view::npos) {
        return ImageFormat::svg;
    }
    return std::nullopt;
}

std::optional<ImageSize> png_size(std::string_view head) {
    // The signature, then the IHDR chunk: length, "IHDR", width and height as big-endian integers.
    if (head.size() < 24 || head.substr(12, 4) != "IHDR") return std::nullopt;
    const auto* bytes = reinterpret_cast<const unsigned char*>(head.data());
    return ImageSize{big_endian(bytes + 16, 4), big_endian(bytes + 20, 4)};
}

// The size in a JPEG's frame header (SOFn), walking the segments before it; nullopt when the file
// ends or the scan starts first.
std::optional<ImageSize> jpeg_size(std::ifstream& in) {
    in.clear();
    in.seekg(2);
    std::array<unsigned char, 9> segment{};
    while (in.read(reinterpret_cast<char*>(segment.data()), 2)) {
        if (segment[0] != 0xFF) return std::nullopt;
        unsigned char marker = segment[1];
        if (marker == 0xFF) {  // a fill byte: the marker follows
            in.seekg(-1, std::ios::cur);
            continue;
        }
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue;  // no length
        if (marker == 0xD9 || marker == 0xDA) return std::nullopt;  // end of image, start of scan
        if (!in.read(reinterpret_cast<char*>(segment.data()), 2)) return std::nullopt;
        std::uint32_t length = big_endian(segment.data(), 2);
        if (length < 2) return std::nullopt;
        bool frame =
            marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) {
            // precision, height, width, components
            if (length < 8 || !in.read(reinterpret_cast<char*>(segment.data()), 6))
                return std::nullopt;
            return ImageSize{big_endian(segment.data() + 3, 2), big_endian(segment.data() + 1, 2)};
        }
        in.seekg(length - 2, std::ios::cur);
    }
    return std::nullopt;
}

}  // namespace

bool inside_real_path(const fs::path& root, const fs::path& file) {
    fs::path real_root = real_path(root);
    fs::path real_file = real_path(file);
    if (real_root.empty() || real_file.empty()) return false;
    auto [r, f] =
        std::mismatch(real_root.begin(), real_root.end(), real_file.begin(), real_file.end());
    // A trailing separator makes an empty last element of the root.
    return r == real_root.end() || (std::next(r) == real_root.end() && r->empty());
}

std::variant<fs::path, std::string> confined_path(const fs::path& root, std::string_view relative) {
    if (relative.empty()) return std::string("the path is empty");
    fs::path path(relative);
    if (path.is_absolute())
        return std::string("the path is absolute; give it relative to the folder");
    for (const auto& part : path) {
        if (part == "..") return std::string("the path leaves the folder with '..'");
    }
    fs::path full = root / path;
    if (!inside_real_path(root, full))
        return std::string("the path leads out of the folder through a symbolic link");
    return full;
}

const char* to_string(ImageFormat format) {
    switch (format) {
        case ImageFormat::png:
            return "PNG";
        case ImageFormat::jpeg:
            return "JPEG";
        case ImageFormat::svg:
            return "SVG";
    }
    return "?";
}

std::variant<ImageFormat, std::string> image_format_of(const fs::path& path) {
    std::string extension = lower(path.extension().string());
    if (extension == ".png") return ImageFormat::png;
    if (extension == ".jpg" || extension == ".jpeg") return ImageFormat::jpeg;
    if (extension == ".svg") return ImageFormat::svg;
    return std::string(
        "not a PNG, JPEG or SVG file (the name must end in .png, .jpg, .jpeg or .svg)");
}

std::variant<ImageHeader, std::string> check_image(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::string("not found");
    auto promised = image_format_of(path);
    if (const auto* reason = std::get_if<std::string>(&promised)) return *reason;
    ImageHeader header{std::get<ImageFormat>(promised), {}};
    std::string kind = to_string(header.format);
    auto a = [](ImageFormat f) { return std::string(f == ImageFormat::svg ? "an " : "a "); };
    std::uintmax_t bytes = fs::file_size(path, ec);
    if (ec) return std::string("cannot be read");
    std::uintmax_t limit = header.format == ImageFormat::jpeg  ? k_max_jpeg_bytes
                           : header.format == ImageFormat::svg ? k_max_svg_bytes
                                                               : bytes;
    if (bytes > limit) {
        return "too large: " + std::to_string(bytes >> 20) + " MB, the most for a " + kind +
               " file is " + std::to_string(limit >> 20) + " MB";
    }

    std::ifstream in(path, std::ios::binary);
    std::string head(4096, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    auto found = sniff(head);
    if (found != header.format) {
        std::string what = "not " + a(header.format) + kind + " file";
        if (found) {
            return what + ": it holds " + a(*found) + to_string(*found) + " image (name it ." +
                   lower(to_string(*found)) + ")";
        }
        return what;
    }
    if (header.format == ImageFormat::svg) return header;
    auto size = header.format == ImageFormat::png ? png_size(head) : jpeg_size(in);
    if (!size)
        return "not " + a(header.format) + kind + " file (its header is cut short or damaged)";
    header.size = *size;
    std::string dimensions =
        std::to_string(size->width) + " x " + std::to_string(size->height) + " pixels";
    if (size->width == 0 || size->height == 0) return "an empty image (" + dimensions + ")";
    if (size->width > k_max_image_side || size->height > k_max_image_side ||
        std::uint64_t{size->width} * size->height > k_max_image_pixels) {
        return "too large: " + dimensions + ", the most is " + std::to_string(k_max_image_side) +
               " a side and " + std::to_string(k_max_image_pixels / 1'000'000) + " million in all";
    }
    return header;
}

}  // namespace pnpkit
