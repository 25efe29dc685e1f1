// A picture per printed card as a print service wants them (`render --for`).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/text.hpp"
#include "render/image_encode.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"
#include "render/service_picture.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;
using namespace layout;

namespace {

ImageEncoding encoding_of(PictureFormat format) {
    return format == PictureFormat::jpeg ? ImageEncoding::jpeg : ImageEncoding::png;
}

// Where a drawing's bleed box lies in a service's picture, in whole pixels fully covered by it.
struct PixelBox {
    int x0 = 0;
    int y0 = 0;
    int x1 = 0;
    int y1 = 0;
};

// Repeats the pixels on the box's edges out to the surface's edges (an RGB24 or ARGB32 surface).
void extend_edges(cairo_surface_t* surface, const PixelBox& box) {
    cairo_surface_flush(surface);
    auto* data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    int width = cairo_image_surface_get_width(surface);
    int height = cairo_image_surface_get_height(surface);
    auto row = [&](int y) {
        return reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    };
    for (int y = box.y0; y < box.y1; ++y) {
        std::uint32_t* r = row(y);
        std::fill(r, r + box.x0, r[box.x0]);
        std::fill(r + box.x1, r + width, r[box.x1 - 1]);
    }
    for (int y = 0; y < box.y0; ++y)
        std::memcpy(row(y), row(box.y0), static_cast<std::size_t>(width) * 4);
    for (int y = box.y1; y < height; ++y)
        std::memcpy(row(y), row(box.y1 - 1), static_cast<std::size_t>(width) * 4);
    cairo_surface_mark_dirty(surface);
}

// "2mm of bleed extended to 3.2mm by repeating its edge", when the template's bleed is short of
// the service's.
std::string bleed_note(Length template_bleed, const PrintService& service) {
    if (template_bleed + Length::mm(0.05) >= service.bleed) return "";
    return ", the template's " + template_bleed.to_string() + " of bleed extended to " +
           service.bleed.to_string() + " by repeating its edge";
}

}  // namespace

void write_service_picture(ByteSink& sink, const Drawing& drawing, const PrintService& service,
                           const ServiceCard& card, Painter& painter) {
    double trim_w = card.trim.width.to_px(service.dpi);
    double trim_h = card.trim.height.to_px(service.dpi);
    double left = (card.width_px - trim_w) / 2;
    double top = (card.height_px - trim_h) / 2;
    double sx = trim_w / drawing.size.width.to_pt();
    double sy = trim_h / drawing.size.height.to_pt();
    Rect bleed = drawing.bleed_box();
    PixelBox box{std::max(0, static_cast<int>(std::ceil(left + bleed.x.to_pt() * sx - 1e-6))),
                 std::max(0, static_cast<int>(std::ceil(top + bleed.y.to_pt() * sy - 1e-6))),
                 std::min(card.width_px,
                          static_cast<int>(std::floor(left + bleed.right().to_pt() * sx + 1e-6))),
                 std::min(card.height_px,
                          static_cast<int>(std::floor(top + bleed.bottom().to_pt() * sy + 1e-6)))};
    box.x1 = std::max(box.x1, box.x0 + 1);
    box.y1 = std::max(box.y1, box.y0 + 1);
    SurfacePtr picture(
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, card.width_px, card.height_px));
    {
        CairoPtr cr(cairo_create(picture.get()));
        cairo_set_source_rgb(cr.get(), 1, 1, 1);  // the paper under the card
        cairo_paint(cr.get());
        cairo_rectangle(cr.get(), box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0);
        cairo_clip(cr.get());
        cairo_translate(cr.get(), left, top);
        cairo_scale(cr.get(), sx, sy);
        painter.draw_drawing(cr.get(), drawing);
    }
    extend_edges(picture.get(), box);
    encode_image(sink, picture.get(), {encoding_of(service.format), service.dpi, service.quality});
}

const Template* Renderer::deck_template(const DeckComponent& deck) {
    for (std::size_t i = 0; i < deck.card_count(); ++i) {
        auto card = deck.card(i);
        if (card->copies > 0) return m_templates->get(card->front.template_id, m_diagnostics);
    }
    return nullptr;
}

const ServiceCard* Renderer::service_card_for(DeckLayout& layout, const DeckComponent& deck,
                                              const PrintService& service) {
    const Template* t = deck_template(deck);
    SourcePos pos = t ? t->pos : SourcePos{};
    Size trim = layout.grid().card;
    const ServiceCard* card = service.card_for(trim);
    if (!card) {
        std::vector<std::string> sizes;
        for (const auto& c : service.cards) {
            sizes.push_back(c.name + " " + c.trim.width.to_string() + " x " +
                            c.trim.height.to_string());
        }
        m_diagnostics.error(
            pos,
            "deck '" + deck.id + "' has cards of " + trim.width.to_string() + " x " +
                trim.height.to_string() + " (template '" + (t ? t->id : "?") + "'), but " +
                service.name + " makes " + join(sizes, ", ") + " (within " +
                service.tolerance.to_string() + ")",
            "give the template one of these sizes, or leave the deck out with --only");
        return nullptr;
    }
    if (t && t->safe_margin + Length::mm(0.05) < service.safe) {
        m_diagnostics.warning(pos,
                              "template '" + t->id + "' keeps its safe zone " +
                                  t->safe_margin.to_string() + " inside the cut line, but " +
                                  service.name + " cuts within " + service.safe.to_string() +
                                  " of it",
                              "safe_margin = \"" + service.safe.to_string() +
                                  "\" shows the service's zone in --proof");
    }
    return card;
}

std::vector<Written> Renderer::render_service(DeckLayout& layout, const DeckComponent& deck,
                                              const ServiceCard& card, const fs::path& dir,
                                              const RenderSettings& settings) {
    const PrintService& service = *settings.service;
    fs::path folder = dir / (deck.id + "-" + service.id);
    std::string ext(extension(encoding_of(service.format)));
    int count = layout.card_count();
    int digits = std::max(3, static_cast<int>(std::to_string(count).size()));
    auto write = [&](const std::string& name, const Drawing& drawing) {
        AtomicFile file(folder / (name + ext));
        FileSink sink(file);
        write_service_picture(sink, drawing, service, card, m_painter);
        file.commit();
        preflight_image(settings, deck.id, file.target(), {card.width_px, card.height_px},
                        service.dpi);
    };
    // One back for the deck when every card has the same one.
    std::shared_ptr<const Drawing> common = layout.has_backs() ? layout.back(0) : nullptr;
    for (int i = 1; i < count && common; ++i) {
        if (layout.back(i) != common) common = nullptr;
    }
    int files = 0;
    for (int i = 0; i < count; ++i) {
        auto front = layout.front(i);
        write(picture_name(service.front, i + 1, digits, front->label), *front);
        ++files;
        if (!layout.has_backs() || common) continue;
        auto back = layout.back(i);
        if (!back) {
            auto blank = std::make_shared<Drawing>();
            blank->size = front->size;
            back = blank;
        }
        write(picture_name(service.back, i + 1, digits, front->label), *back);
        ++files;
    }
    if (common) {
        write(picture_name(service.common_back, 0, 0, "back"), *common);
        ++files;
    }
    std::string format = service.format == PictureFormat::jpeg
                             ? "JPEG quality " + std::to_string(service.quality)
                             : std::string("PNG");
    return {{folder, count_of(files, "picture") + " for " + service.name + ": " + card.name + ", " +
                         std::to_string(card.width_px) + " x " + std::to_string(card.height_px) +
                         " px at " + std::to_string(static_cast<int>(service.dpi)) + " dpi, " +
                         format + bleed_note(layout.grid().bleed, service)}};
}

}  // namespace pnpkit::render
