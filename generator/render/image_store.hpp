#pragma once

#include <filesystem>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "layout/image_service.hpp"
#include "render/image.hpp"

namespace pnpkit::render {

// The pictures of a render, each file decoded once however many cards show it: kept by its real
// path, size and modification time, the least recently used dropped once they hold more than the
// budget (a picture in use stays alive with its user). What is wrong with a file is kept too.
class ImageStore final : public layout::ImageService {
public:
    static constexpr std::size_t k_default_budget = 128u << 20;
    explicit ImageStore(std::size_t budget = k_default_budget) : m_budget(budget) {}

    // The decoded image, or what is wrong with the file in words (its header is checked again,
    // so that a file swapped since it was bound is never decoded unchecked).
    std::variant<std::shared_ptr<Image>, std::string> get(const std::filesystem::path& file);
    std::optional<std::string> check(const std::filesystem::path& file) override;

    // How many files were decoded so far (each decode, including those of a file dropped and
    // decoded again).
    std::size_t decodes() const { return m_decodes; }

private:
    struct Entry {
        std::shared_ptr<Image> image;
        std::list<std::string>::iterator used;
    };
    std::size_t m_budget;
    std::size_t m_bytes = 0;
    std::size_t m_decodes = 0;
    std::map<std::string, Entry> m_images;
    std::list<std::string> m_order;  // keys, most recently used first
    std::map<std::string, std::string> m_problems;
};

}  // namespace pnpkit::render
