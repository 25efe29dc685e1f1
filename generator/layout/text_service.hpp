#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "layout/page.hpp"

namespace pnpkit::layout {

// What laying text out at one size gave.
struct TextExtents {
    double width_pt = 0;
    double height_pt = 0;
    int unknown_glyphs = 0;                // characters no bundled font has
    std::vector<std::string> unknown_fonts;  // families the markup names that no font has
    std::shared_ptr<const void> prepared;  // the service's layout, reusable by render
};

// Measures text for layout; the Pango-backed service lives in render/. Layout asks, never draws.
class TextService {
public:
    virtual ~TextService() = default;
    // Lays `item.markup` out at `size_pt` within the item's box width (when wrapping).
    // Returns the error text instead when the markup is malformed.
    virtual std::variant<TextExtents, std::string> measure(const TextItem& item, double size_pt) = 0;
    // True only when the item's text surely fits its box at `size_pt`, known without laying it out
    // (a check's shortcut; false means "measure it", never "it does not fit").
    virtual bool surely_fits(const TextItem& /*item*/, double /*size_pt*/) { return false; }
    // True when a bundled font has this family.
    virtual bool has_font(const std::string& family) const = 0;
    virtual std::vector<std::string> font_families() const = 0;
};

// The result of fitting a text item into its box.
struct FitResult {
    bool fits = true;             // false: still too big at the minimum size
    std::optional<std::string> error;  // malformed markup
    int unknown_glyphs = 0;
    std::vector<std::string>
        unknown_fonts;  // families the markup names (<span font_family=...>) that no font has
};

// How far fitting goes: to the largest size that fits, or only as far as telling whether the text
// fits at its size or its minimum (a check, which draws nothing and learns the same).
enum class FitGoal { size, verdict };

// Shrinks `item` (setting item.size_pt and item.prepared) from its style's size towards its minimum
// until the text fits its box, measuring only. Sizes are tried to a quarter point. With
// FitGoal::verdict, a text that fits only below its size is left at its minimum.
FitResult fit_text(TextService& service, TextItem& item, FitGoal goal = FitGoal::size);

}  // namespace pnpkit::layout
