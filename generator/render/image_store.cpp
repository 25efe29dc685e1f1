#include "render/image_store.hpp"

#include "core/atomic_file.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;

namespace {

// The file's real path, size and modification time: a file changed on disk is a new key.
std::string key_of(const fs::path& file) {
    std::error_code ec;
    fs::path real = fs::weakly_canonical(fs::absolute(file, ec), ec);
    auto size = fs::file_size(file, ec);
    auto time = fs::last_write_time(file, ec).time_since_epoch().count();
    return real.string() + '\n' + std::to_string(size) + '\n' + std::to_string(time);
}

std::variant<std::unique_ptr<Image>, std::string> decode(const fs::path& file, ImageFormat format) {
    if (format == ImageFormat::png) return decode_png(file);
    std::string bytes;
    try {
        bytes = read_file(file);
    } catch (const std::exception&) {
        return std::string("cannot be read");
    }
    if (format == ImageFormat::jpeg) return decode_jpeg(std::move(bytes));
    return decode_svg(bytes);
}

}  // namespace

std::variant<std::shared_ptr<Image>, std::string> ImageStore::get(const fs::path& file) {
    std::string key = key_of(file);
    if (auto it = m_images.find(key); it != m_images.end()) {
        m_order.splice(m_order.begin(), m_order, it->second.used);
        return it->second.image;
    }
    if (auto it = m_problems.find(key); it != m_problems.end()) return it->second;
    auto header = check_image(file);
    std::variant<std::unique_ptr<Image>, std::string> decoded = std::string();
    if (const auto* problem = std::get_if<std::string>(&header)) {
        decoded = *problem;
    } else {
        decoded = decode(file, std::get<ImageHeader>(header).format);
        ++m_decodes;
    }
    if (auto* problem = std::get_if<std::string>(&decoded)) {
        m_problems.emplace(key, *problem);
        return *problem;
    }
    std::shared_ptr<Image> image = std::move(std::get<std::unique_ptr<Image>>(decoded));
    m_bytes += image->bytes;
    m_order.push_front(key);
    m_images.emplace(key, Entry{image, m_order.begin()});
    while (m_bytes > m_budget && m_order.size() > 1) {
        auto oldest = m_images.find(m_order.back());
        m_bytes -= oldest->second.image->bytes;
        m_images.erase(oldest);
        m_order.pop_back();
    }
    return image;
}

std::optional<std::string> ImageStore::check(const fs::path& file) {
    auto got = get(file);
    if (auto* problem = std::get_if<std::string>(&got)) return *problem;
    return std::nullopt;
}

}  // namespace pnpkit::render
