#pragma once

#include "layout/page.hpp"
#include "layout/print_specs.hpp"
#include "render/output.hpp"

namespace pnpkit::render {

// One card as a print service's picture of `card`: the card's cut line on the service's
// (stretched by the small difference of sizes the service's tolerance allows), opaque, at the
// service's resolution and in its format; where the template's bleed is narrower than the
// service's, its outermost pixels are repeated out to the picture's edge.
void write_service_picture(ByteSink& sink, const layout::Drawing& drawing,
                           const layout::PrintService& service, const layout::ServiceCard& card,
                           Painter& painter);

}  // namespace pnpkit::render
