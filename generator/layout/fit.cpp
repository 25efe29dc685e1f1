#include <cmath>

#include "layout/text_service.hpp"

namespace pnpkit::layout {

namespace {

constexpr double k_tolerance_pt = 0.01;
constexpr double k_step_pt = 0.25;

bool fits_box(const TextExtents& extents, const TextItem& item) {
    return extents.width_pt <= item.box.width.to_pt() + k_tolerance_pt &&
           extents.height_pt <= item.box.height.to_pt() + k_tolerance_pt;
}

}  // namespace

FitResult fit_text(TextService& service, TextItem& item, FitGoal goal) {
    FitResult result;
    double size = item.style.size_pt;
    if (goal == FitGoal::verdict && service.surely_fits(item, size)) {
        item.size_pt = size;
        return result;
    }
    auto first = service.measure(item, size);
    if (auto* error = std::get_if<std::string>(&first)) {
        result.error = *error;
        return result;
    }
    TextExtents best = std::get<TextExtents>(first);
    result.unknown_glyphs = best.unknown_glyphs;
    result.unknown_fonts = best.unknown_fonts;
    item.size_pt = size;
    item.prepared = best.prepared;
    if (fits_box(best, item)) return result;

    // Binary search over quarter points between the minimum (fits or not) and the size (too big).
    double low = item.style.min_size_pt;
    auto at_low = std::get<TextExtents>(service.measure(item, low));
    if (!fits_box(at_low, item)) {
        item.size_pt = low;
        item.prepared = at_low.prepared;
        result.fits = false;
        return result;
    }
    TextExtents low_extents = at_low;
    if (goal == FitGoal::verdict) {
        item.size_pt = low;
        item.prepared = low_extents.prepared;
        return result;
    }
    double high = size;
    while (high - low > k_step_pt + 1e-9) {
        double mid = std::floor((low + high) / 2 / k_step_pt) * k_step_pt;
        if (mid <= low) mid = low + k_step_pt;
        auto extents = std::get<TextExtents>(service.measure(item, mid));
        if (fits_box(extents, item)) {
            low = mid;
            low_extents = extents;
        } else {
            high = mid;
        }
    }
    item.size_pt = low;
    item.prepared = low_extents.prepared;
    return result;
}

}  // namespace pnpkit::layout
