#include "load/toml_file.hpp"
#include "render/ink_saver.hpp"
#include "render/pipeline.hpp"

// The renderer's side of `render --check`: pages and files handed to the preflight, and what it
// measures through the renderer.
namespace pnpkit::render {

void preflight_page(const RenderSettings& settings, const std::string& component,
                    const std::filesystem::path& file, int number, const layout::Page& page,
                    bool cut) {
    if (settings.preflight)
        settings.preflight->page(component, load::display_path(file), number, page, cut);
    if (settings.page_written) settings.page_written(component, number, page);
}

void preflight_file(const RenderSettings& settings, const std::string& component,
                    const std::filesystem::path& file) {
    if (settings.preflight) settings.preflight->written(component, file, load::display_path(file));
}

void preflight_image(const RenderSettings& settings, const std::string& component,
                     const std::filesystem::path& file, PixelSize size, double dpi) {
    if (settings.preflight) {
        settings.preflight->written_image(component, file, load::display_path(file),
                                          {size.width, size.height, dpi});
    }
}

check::Measures Renderer::preflight_measures(Ink ink) {
    check::Measures measures;
    measures.text_size = [this](const layout::TextItem& item) -> std::optional<Size> {
        auto prepared = m_text.prepared(item);
        if (!prepared) return std::nullopt;
        return Size{Length::pt(prepared->width_pt), Length::pt(prepared->height_pt)};
    };
    measures.image_colour = [this](const layout::ImageItem& item,
                                   Point p) -> std::optional<Colour> {
        auto got = m_images.get(item.path);
        const auto* image = std::get_if<std::shared_ptr<Image>>(&got);
        if (!image) return std::nullopt;
        const Rect& b = item.box;
        auto colour = (*image)->colour_at(b.x.to_pt(), b.y.to_pt(), b.width.to_pt(),
                                          b.height.to_pt(), item.fit, p.x.to_pt(), p.y.to_pt());
        if (colour && m_painter.ink() == Ink::low) return low_ink_art(*colour);
        return colour;
    };
    // With the ink saver, the contrast check sees what is printed: the painter's low-ink items.
    // In full colour items print as they are, and the check reads them without a copy.
    if (ink == Ink::full) return measures;
    measures.as_printed = [this](const layout::Item& item,
                                 const layout::Drawing* within) -> layout::Item {
        return prints_as_is(item, m_painter.ink()) ? item : low_ink(item, within);
    };
    return measures;
}

check::LayerPosition Renderer::preflight_layers() {
    return [this](const std::string& template_id,
                  const std::string& layer) -> std::optional<SourcePos> {
        if (template_id.empty()) return std::nullopt;
        Diagnostics ignored;  // a template that cannot be read was reported when it was bound
        const layout::Template* t = m_templates->get(template_id, ignored);
        if (!t) return std::nullopt;
        if (layer == "background") return t->pos;
        for (const auto& l : t->layers)
            if (l.name == layer) return l.pos;
        return t->pos;
    };
}

}  // namespace pnpkit::render
