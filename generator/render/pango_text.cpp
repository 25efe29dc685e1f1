#include "render/pango_text.hpp"

#include <pango/pangocairo.h>

#include <algorithm>

#include "core/text.hpp"
#include "layout/markup.hpp"
#include "render/icons.hpp"

namespace pnpkit::render {

using layout::TextItem;

namespace {

constexpr const char* k_object_replacement = "\xEF\xBF\xBC";  // U+FFFC stands in for an inline icon

gpointer copy_icon(gconstpointer data) { return new layout::IconSpec(*static_cast<const layout::IconSpec*>(data)); }
void free_icon(gpointer data) { delete static_cast<layout::IconSpec*>(data); }

// Draws an inline icon where Pango puts its shape: the current point is the shape's origin on the baseline.
void draw_shape(cairo_t* cr, PangoAttrShape* attr, gboolean do_path, gpointer service) {
    if (do_path || !attr->data) return;
    const auto& icon = *static_cast<const layout::IconSpec*>(attr->data);
    double x = 0, y = 0;
    cairo_get_current_point(cr, &x, &y);
    double r = 0, g = 0, b = 0, a = 1;
    cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a);
    Colour ink{static_cast<std::uint8_t>(r * 255 + 0.5), static_cast<std::uint8_t>(g * 255 + 0.5),
               static_cast<std::uint8_t>(b * 255 + 0.5), static_cast<std::uint8_t>(a * 255 + 0.5)};
    const PangoRectangle& box = attr->ink_rect;
    cairo_save(cr);
    static_cast<PangoTextService*>(service)->draw_inline_icon(
        cr, icon, x + box.x / double(PANGO_SCALE), y + box.y / double(PANGO_SCALE),
        box.width / double(PANGO_SCALE), box.height / double(PANGO_SCALE), ink);
    cairo_restore(cr);
    cairo_move_to(cr, x, y);
}

// The font families the markup's attributes name (font_family, face, font) that `fonts` has not.
std::vector<std::string> unknown_families(PangoAttrList* attrs, const FontLibrary& fonts) {
    std::vector<std::string> unknown;
    GSList* list = pango_attr_list_get_attributes(attrs);
    for (GSList* l = list; l; l = l->next) {
        auto* attr = static_cast<PangoAttribute*>(l->data);
        const char* families = nullptr;
        if (attr->klass->type == PANGO_ATTR_FAMILY)
            families = reinterpret_cast<PangoAttrString*>(attr)->value;
        if (attr->klass->type == PANGO_ATTR_FONT_DESC)
            families =
                pango_font_description_get_family(reinterpret_cast<PangoAttrFontDesc*>(attr)->desc);
        for (const auto& family : split(families ? families : "", ',')) {
            std::string name(trim(family));
            if (!name.empty() && !fonts.has_family(name) &&
                std::find(unknown.begin(), unknown.end(), name) == unknown.end()) {
                unknown.push_back(name);
            }
        }
        pango_attribute_destroy(attr);
    }
    g_slist_free(list);
    return unknown;
}

PangoAlignment pango_alignment(layout::HAlign align) {
    switch (align) {
        case layout::HAlign::center: return PANGO_ALIGN_CENTER;
        case layout::HAlign::right: return PANGO_ALIGN_RIGHT;
        default: return PANGO_ALIGN_LEFT;
    }
}

}  // namespace

PangoTextService::PangoTextService(const FontLibrary& fonts) : m_fonts(fonts) {
    context();
}

PangoTextService::~PangoTextService() = default;

PangoContext* PangoTextService::context() {
    if (m_context && m_context_map == m_fonts.font_map()) return m_context.get();
    m_context_map = m_fonts.font_map();
    m_quick.reset();  // measured with the old fonts
    m_context.reset(pango_font_map_create_context(m_context_map));
    FontOptionsPtr options(cairo_font_options_create());
    cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options.get(), CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(m_context.get(), options.get());
    pango_cairo_context_set_resolution(m_context.get(), 72.0);
    pango_context_set_round_glyph_positions(m_context.get(), FALSE);
    pango_cairo_context_set_shape_renderer(m_context.get(), draw_shape, this, nullptr);
    return m_context.get();
}

void PangoTextService::use_icons(layout::IconSet icons, ImageStore* images) {
    m_icons = std::move(icons);
    m_images = images;
    m_quick.reset();  // it splits text at the old icons' short codes
}

double PangoTextService::aspect(const layout::IconSpec& icon) {
    if (!icon.own || !m_images) return icon.aspect();
    auto image = m_images->get(icon.own->file);
    if (const auto* ok = std::get_if<std::shared_ptr<Image>>(&image))
        return (*ok)->width / (*ok)->height;
    return 1.0;
}

void PangoTextService::draw_inline_icon(cairo_t* cr, const layout::IconSpec& icon, double x,
                                        double y, double width, double height, const Colour& ink) {
    if (!icon.own) {
        draw_icon(cr, icon, x, y, width, height, ink, std::nullopt);
        return;
    }
    if (!m_images) return;
    // A picture that cannot be read was reported when the game's icons were checked.
    auto image = m_images->get(icon.own->file);
    if (const auto* ok = std::get_if<std::shared_ptr<Image>>(&image))
        (*ok)->paint(cr, x, y, width, height, layout::ImageFit::contain, ink);
}

std::variant<std::shared_ptr<PreparedText>, std::string> PangoTextService::build(const TextItem& item, double size_pt) {
    // Icon short codes become U+FFFC in the markup, then shapes on those characters.
    std::string markup;
    std::vector<layout::IconSpec> icons;
    for (const auto& run : layout::split_icons(item.markup, m_icons)) {
        if (run.icon) {
            markup += k_object_replacement;
            icons.push_back(*run.icon);
        } else {
            markup += run.text;
        }
    }
    PangoAttrList* raw_attrs = nullptr;
    char* raw_text = nullptr;
    GError* error = nullptr;
    if (!pango_parse_markup(markup.c_str(), -1, 0, &raw_attrs, &raw_text, nullptr, &error)) {
        std::string message = error ? error->message : "cannot parse markup";
        if (error) g_error_free(error);
        return message;
    }
    AttrListPtr attrs(raw_attrs);
    std::string text = raw_text;
    g_free(raw_text);
    std::vector<std::string> unknown_fonts = unknown_families(attrs.get(), m_fonts);

    if (!item.style.features.empty()) {
        pango_attr_list_insert_before(attrs.get(), pango_attr_font_features_new(item.style.features.c_str()));
    }
    double em = size_pt * PANGO_SCALE;
    std::size_t next = 0;
    for (std::size_t pos = text.find(k_object_replacement); pos != std::string::npos && next < icons.size();
         pos = text.find(k_object_replacement, pos + 3)) {
        const layout::IconSpec& icon = icons[next++];
        int height = static_cast<int>(em * 0.78);
        int width = static_cast<int>(height * aspect(icon));
        int side = static_cast<int>(em * 0.06);
        PangoRectangle ink{side, -height, width, height};
        PangoRectangle logical{0, -height, width + 2 * side, height};
        PangoAttribute* shape = pango_attr_shape_new_with_data(&ink, &logical, copy_icon(&icon), copy_icon, free_icon);
        shape->start_index = static_cast<guint>(pos);
        shape->end_index = static_cast<guint>(pos + 3);
        pango_attr_list_insert(attrs.get(), shape);
    }

    auto prepared = std::make_shared<PreparedText>();
    prepared->layout.reset(pango_layout_new(context()));
    PangoLayout* layout = prepared->layout.get();
    FontDescriptionPtr font(pango_font_description_new());
    pango_font_description_set_family(font.get(), item.style.font.c_str());
    pango_font_description_set_weight(font.get(),
                                      item.style.weight == layout::Weight::bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(font.get(),
                                     item.style.slant == layout::Slant::italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    pango_font_description_set_absolute_size(font.get(), em);
    pango_layout_set_font_description(layout, font.get());
    if (item.style.wrap) {
        pango_layout_set_width(layout, static_cast<int>(item.box.width.to_pt() * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    }
    pango_layout_set_alignment(layout, pango_alignment(item.style.align));
    pango_layout_set_justify(layout, item.style.align == layout::HAlign::justify);
    if (item.style.line_spacing != 1.0) pango_layout_set_line_spacing(layout, static_cast<float>(item.style.line_spacing));
    pango_layout_set_text(layout, text.c_str(), static_cast<int>(text.size()));
    pango_layout_set_attributes(layout, attrs.get());

    PangoRectangle logical;
    pango_layout_get_extents(layout, nullptr, &logical);
    prepared->width_pt = logical.width / double(PANGO_SCALE);
    prepared->height_pt = logical.height / double(PANGO_SCALE);
    prepared->size_pt = size_pt;
    prepared->unknown_fonts = std::move(unknown_fonts);
    return prepared;
}

std::variant<layout::TextExtents, std::string> PangoTextService::measure(const TextItem& item, double size_pt) {
    auto built = build(item, size_pt);
    if (auto* error = std::get_if<std::string>(&built)) return *error;
    auto prepared = std::get<std::shared_ptr<PreparedText>>(std::move(built));
    layout::TextExtents extents;
    extents.width_pt = prepared->width_pt;
    extents.height_pt = prepared->height_pt;
    extents.unknown_glyphs = pango_layout_get_unknown_glyphs_count(prepared->layout.get());
    extents.unknown_fonts = prepared->unknown_fonts;
    extents.prepared = std::move(prepared);
    return extents;
}

bool PangoTextService::surely_fits(const TextItem& item, double size_pt) {
    if (!m_quick) m_quick = std::make_unique<QuickFit>(context(), m_icons);
    return m_quick->surely_fits(item, size_pt);
}

std::shared_ptr<const PreparedText> PangoTextService::prepared(const TextItem& item) {
    if (item.prepared) {
        auto existing = std::static_pointer_cast<const PreparedText>(item.prepared);
        if (existing->size_pt == item.size_pt) return existing;
    }
    auto built = build(item, item.size_pt);
    if (std::holds_alternative<std::string>(built)) return nullptr;
    return std::get<std::shared_ptr<PreparedText>>(std::move(built));
}

}  // namespace pnpkit::render
