#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "core/length.hpp"

namespace pnpkit::layout {

// Nothing is printed closer than this to the edge of the page (crop marks, fold lines, labels).
inline constexpr Length k_paper_margin = Length::mm(5);

// A sheet of paper to print on, by its size. Layouts choose portrait or landscape themselves.
struct Paper {
    Size size;  // portrait: width <= height

    static const Paper a4;
    static const Paper a3;
    static const Paper a5;
    static const Paper letter;
    static const Paper legal;
    static const Paper tabloid;
    // A4's width by Letter's height: the largest page that lies inside both, so that at 100% it
    // prints on either with everything at least k_paper_margin from the paper's edge.
    static const Paper universal;

    bool operator==(const Paper&) const = default;
};

inline constexpr Paper Paper::a4{{Length::mm(210), Length::mm(297)}};
inline constexpr Paper Paper::a3{{Length::mm(297), Length::mm(420)}};
inline constexpr Paper Paper::a5{{Length::mm(148), Length::mm(210)}};
inline constexpr Paper Paper::letter{{Length::in(8.5), Length::in(11)}};
inline constexpr Paper Paper::legal{{Length::in(8.5), Length::in(14)}};
inline constexpr Paper Paper::tabloid{{Length::in(11), Length::in(17)}};
inline constexpr Paper Paper::universal{{Length::mm(210), Length::in(11)}};

// The smallest and largest side a custom paper may have (200 in is the largest page PDF viewers
// show).
inline constexpr Length k_paper_min_side = Length::mm(20);
inline constexpr Length k_paper_max_side = Length::in(200);

// The page size of a paper, portrait.
Size paper_size(const Paper& paper);
// The page size of a paper turned to landscape (wider than tall).
Size landscape(const Paper& paper);

// The paper's name ("a4", "universal") or, for another size, its size in millimetres ("100x150mm").
std::string to_string(const Paper& paper);

// The named papers, in the order help lists them.
struct NamedPaper {
    std::string_view name;
    Paper paper;
};
std::span<const NamedPaper> named_papers();

// Why a paper could not be read: the 1-based column (in characters) where it went wrong.
struct PaperError {
    int column = 1;
    std::string message;
    std::string hint;
};

// Reads a paper: a name (case does not matter) or WIDTHxHEIGHT with a unit (mm, cm, in, pt) after
// either number or both ("210x297mm", "8.5x11in", "100mmx6in"); fails with the column of the
// first character that does not fit.
std::variant<Paper, PaperError> parse_paper(std::string_view text);

// "TEXT: MESSAGE at column N", the text again with a caret under the column, and the hint.
std::string format_paper_error(std::string_view text, const PaperError& error);

// A named card size: poker 63×88 mm, bridge 57×89 mm, mini 44×63 mm, tarot 70×120 mm.
struct NamedSize {
    std::string_view name;
    Size size;
};
std::span<const NamedSize> named_card_sizes();
std::optional<Size> find_card_size(std::string_view name);

}  // namespace pnpkit::layout
