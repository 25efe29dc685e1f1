// A deck's showcase: chosen cards fanned as a hand in one PNG, for a game's page or a forum post.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/error.hpp"
#include "core/text.hpp"
#include "render/cairo_util.hpp"
#include "render/image_encode.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;
using namespace layout;

ShowcaseFan plan_showcase(int cards, Size card, double dpi) {
    ShowcaseFan fan;
    double w = card.width.to_pt();
    double h = card.height.to_pt();
    fan.radius = 2.5 * h;
    // Neighbours sit about two thirds of a card apart, the whole hand within 80 degrees.
    double step = 2 * std::asin(std::min(1.0, 0.34 * w / fan.radius)) * 180 / std::numbers::pi;
    if (cards > 1) step = std::min(step, 80.0 / (cards - 1));
    double min_x = 1e300, min_y = 1e300, max_x = -1e300, max_y = -1e300;
    for (int i = 0; i < cards; ++i) {
        double degrees = (i - (cards - 1) / 2.0) * step;
        double a = degrees * std::numbers::pi / 180;
        Point2 centre{fan.radius * std::sin(a), -fan.radius * std::cos(a)};
        fan.cards.push_back({centre, a});
        for (double cx : {-w / 2, w / 2}) {
            for (double cy : {-h / 2, h / 2}) {
                double x = centre.x + cx * std::cos(a) - cy * std::sin(a);
                double y = centre.y + cx * std::sin(a) + cy * std::cos(a);
                min_x = std::min(min_x, x);
                max_x = std::max(max_x, x);
                min_y = std::min(min_y, y);
                max_y = std::max(max_y, y);
            }
        }
    }
    double margin = 0.08 * h;
    fan.origin = {margin - min_x, margin - min_y};
    double width_pt = max_x - min_x + 2 * margin;
    double height_pt = max_y - min_y + 2 * margin;
    fan.scale = std::min({dpi / 72, k_showcase_max_px / width_pt, k_showcase_max_px / height_pt});
    fan.width_px = std::max(1, static_cast<int>(std::ceil(width_pt * fan.scale)));
    fan.height_px = std::max(1, static_cast<int>(std::ceil(height_pt * fan.scale)));
    return fan;
}

void write_showcase(ByteSink& sink, const ShowcaseFan& fan, Size card,
                    std::span<const std::shared_ptr<const Drawing>> cards, double dpi,
                    Painter& painter) {
    SurfacePtr surface(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, fan.width_px, fan.height_px));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        throw OutsideError(std::string("cannot create image: ") +
                           cairo_status_to_string(cairo_surface_status(surface.get())));
    CairoPtr cr(cairo_create(surface.get()));  // transparent until drawn on
    cairo_scale(cr.get(), fan.scale, fan.scale);
    double w = card.width.to_pt();
    double h = card.height.to_pt();
    double corner = 0.05 * w;
    for (std::size_t i = 0; i < cards.size() && i < fan.cards.size(); ++i) {
        cairo_save(cr.get());
        cairo_translate(cr.get(), fan.origin.x + fan.cards[i].centre.x,
                        fan.origin.y + fan.cards[i].centre.y);
        cairo_rotate(cr.get(), fan.cards[i].angle);
        cairo_translate(cr.get(), -w / 2, -h / 2);
        // A soft shadow: rings growing outwards, each a little more transparent.
        for (int ring = 6; ring >= 0; --ring) {
            double grow = ring * 0.9;
            rounded_rectangle(cr.get(), 1.5 - grow, 2.5 - grow, w + 2 * grow, h + 2 * grow,
                              corner + grow);
            cairo_set_source_rgba(cr.get(), 0, 0, 0, 0.05);
            cairo_fill(cr.get());
        }
        rounded_rectangle(cr.get(), 0, 0, w, h, corner);
        cairo_clip(cr.get());
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
        painter.draw_drawing(cr.get(), *cards[i]);
        cairo_restore(cr.get());
    }
    cr.reset();
    encode_image(sink, surface.get(), {ImageEncoding::png, dpi, k_jpeg_quality, true});
}

std::vector<Written> Renderer::render_showcase(DeckLayout& layout, const DeckComponent& deck,
                                               const fs::path& dir,
                                               const RenderSettings& settings) {
    std::vector<std::shared_ptr<const Drawing>> fronts;
    int distinct = layout.distinct_count();
    if (settings.showcase_cards.empty()) {
        for (int i = 0; i < std::min(distinct, k_showcase_default_cards); ++i)
            fronts.push_back(layout.distinct_front(i));
    } else {
        for (const auto& id : settings.showcase_cards) {
            for (int i = 0; i < distinct; ++i) {
                if (layout.distinct_id(i) == id) fronts.push_back(layout.distinct_front(i));
            }
        }
    }
    if (fronts.empty()) return {};  // none of the chosen cards is in this deck
    Size size = layout.grid().card;
    ShowcaseFan fan = plan_showcase(static_cast<int>(fronts.size()), size, settings.dpi);
    AtomicFile file(dir / (deck.id + "-showcase.png"));
    FileSink sink(file);
    write_showcase(sink, fan, size, fronts, fan.scale * 72, m_painter);
    file.commit();
    return {{file.target(), count_of(fronts.size(), "card") + " fanned, " +
                                std::to_string(fan.width_px) + " x " +
                                std::to_string(fan.height_px) + " px"}};
}

}  // namespace pnpkit::render
