#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/length.hpp"

namespace pnpkit::layout {

enum class Paper { a4, letter };

// The page size of a paper, portrait.
Size paper_size(Paper paper);
const char* to_string(Paper paper);
std::optional<Paper> parse_paper(std::string_view name);

// A named card size: poker 63×88 mm, bridge 57×89 mm, mini 44×63 mm, tarot 70×120 mm.
struct NamedSize {
    std::string_view name;
    Size size;
};
std::span<const NamedSize> named_card_sizes();
std::optional<Size> find_card_size(std::string_view name);

}  // namespace pnpkit::layout
