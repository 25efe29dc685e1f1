#include "layout/paper.hpp"

#include <array>

namespace pnpkit::layout {

Size paper_size(Paper paper) {
    switch (paper) {
        case Paper::a4: return {Length::mm(210), Length::mm(297)};
        case Paper::letter: return {Length::in(8.5), Length::in(11)};
    }
    return {Length::mm(210), Length::mm(297)};
}

const char* to_string(Paper paper) { return paper == Paper::letter ? "letter" : "a4"; }

std::optional<Paper> parse_paper(std::string_view name) {
    if (name == "a4") return Paper::a4;
    if (name == "letter") return Paper::letter;
    return std::nullopt;
}

std::span<const NamedSize> named_card_sizes() {
    static const std::array<NamedSize, 4> k_sizes = {{
        {"poker", {Length::mm(63), Length::mm(88)}},
        {"bridge", {Length::mm(57), Length::mm(89)}},
        {"mini", {Length::mm(44), Length::mm(63)}},
        {"tarot", {Length::mm(70), Length::mm(120)}},
    }};
    return k_sizes;
}

std::optional<Size> find_card_size(std::string_view name) {
    for (const auto& named : named_card_sizes()) {
        if (named.name == name) return named.size;
    }
    return std::nullopt;
}

}  // namespace pnpkit::layout
