#include "render/quick_fit.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <charconv>
#include <string_view>

#include "layout/markup.hpp"
#include "render/cairo_util.hpp"

namespace pnpkit::render {

namespace {

// The size characters are measured at: large, so that Pango's units round nothing away.
constexpr double k_measure_pt = 100;
// Kerning and shaping may move glyphs a little; the bounds keep this much room.
constexpr double k_width_margin = 1.04;
constexpr double k_margin_pt = 0.5;
// The most characters measured for one family: a text with more distinct ones is left to Pango.
constexpr std::size_t k_max_characters = 4096;

constexpr std::pair<PangoWeight, PangoStyle> k_styles[] = {
    {PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL},
    {PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL},
    {PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC},
    {PANGO_WEIGHT_BOLD, PANGO_STYLE_ITALIC}};

// Decodes one UTF-8 character at `at` (advancing it); 0 for a malformed sequence.
char32_t next_char(std::string_view text, std::size_t& at) {
    auto byte = static_cast<unsigned char>(text[at]);
    std::size_t length = byte < 0x80    ? 1
                         : byte >= 0xF0 ? 4
                         : byte >= 0xE0 ? 3
                         : byte >= 0xC0 ? 2
                                        : 0;
    if (length == 0 || at + length > text.size()) return 0;
    char32_t c = length == 1 ? byte : byte & (0xFF >> (length + 1));
    for (std::size_t i = 1; i < length; ++i)
        c = (c << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3F);
    at += length;
    return c;
}

// The character an entity stands for (at `at`, just after its '&', advancing past its ';'); 0 for
// one Pango might not read.
char32_t entity(std::string_view text, std::size_t& at) {
    std::size_t end = text.find(';', at);
    if (end == std::string_view::npos || end - at > 10) return 0;
    std::string_view name = text.substr(at, end - at);
    at = end + 1;
    if (name == "amp") return '&';
    if (name == "lt") return '<';
    if (name == "gt") return '>';
    if (name == "quot") return '"';
    if (name == "apos") return '\'';
    if (name.size() < 2 || name[0] != '#') return 0;
    bool hex = name[1] == 'x';
    std::string_view digits = name.substr(hex ? 2 : 1);
    unsigned value = 0;
    auto [ptr, ec] =
        std::from_chars(digits.data(), digits.data() + digits.size(), value, hex ? 16 : 10);
    if (ec != std::errc() || ptr != digits.data() + digits.size() || value < 0x20 ||
        value > 0x10FFFF)
        return 0;
    return static_cast<char32_t>(value);
}

std::string utf8(char32_t c) {
    std::string out;
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
    return out;
}

FontDescriptionPtr description(const layout::TextStyle& style, PangoWeight weight,
                               PangoStyle slant) {
    FontDescriptionPtr font(pango_font_description_new());
    pango_font_description_set_family(font.get(), style.font.c_str());
    pango_font_description_set_weight(font.get(), weight);
    pango_font_description_set_style(font.get(), slant);
    pango_font_description_set_absolute_size(font.get(), k_measure_pt * PANGO_SCALE);
    return font;
}

// A one-line layout of `text` in one style, with the style's OpenType features.
GPtr<PangoLayout> one_line(PangoContext* context, const layout::TextStyle& style,
                           PangoWeight weight, PangoStyle slant, const std::string& text) {
    GPtr<PangoLayout> layout(pango_layout_new(context));
    FontDescriptionPtr font = description(style, weight, slant);
    pango_layout_set_font_description(layout.get(), font.get());
    AttrListPtr attrs(pango_attr_list_new());
    if (!style.features.empty())
        pango_attr_list_insert(attrs.get(), pango_attr_font_features_new(style.features.c_str()));
    pango_layout_set_attributes(layout.get(), attrs.get());
    pango_layout_set_text(layout.get(), text.c_str(), static_cast<int>(text.size()));
    return layout;
}

}  // namespace

QuickFit::Face& QuickFit::face(const layout::TextStyle& style) {
    std::string key = style.font + '\x1f' + style.features;
    auto [it, added] = m_faces.try_emplace(key);
    if (added) {
        for (auto [weight, slant] : k_styles) {
            auto layout = one_line(m_context, style, weight, slant, "x");
            PangoRectangle logical;
            pango_layout_get_extents(layout.get(), nullptr, &logical);
            double baseline = pango_layout_get_baseline(layout.get()) / double(PANGO_SCALE);
            double height = logical.height / double(PANGO_SCALE);
            it->second.ascent = std::max(it->second.ascent, baseline / k_measure_pt);
            it->second.descent = std::max(it->second.descent, (height - baseline) / k_measure_pt);
        }
    }
    return it->second;
}

float QuickFit::advance(Face& face, const layout::TextStyle& style, char32_t c) {
    if (auto it = face.advance.find(c); it != face.advance.end()) return it->second;
    if (face.advance.size() >= k_max_characters) return -1;
    float widest = 0;
    for (auto [weight, slant] : k_styles) {
        // A character the family itself lacks would come from another font, with other metrics.
        FontDescriptionPtr desc = description(style, weight, slant);
        GPtr<PangoFont> font(pango_context_load_font(m_context, desc.get()));
        if (!font || !pango_font_has_char(font.get(), static_cast<gunichar>(c))) {
            widest = -1;
            break;
        }
        auto layout = one_line(m_context, style, weight, slant, utf8(c));
        PangoRectangle logical;
        pango_layout_get_extents(layout.get(), nullptr, &logical);
        widest = std::max(widest,
                          static_cast<float>(logical.width / double(PANGO_SCALE) / k_measure_pt));
    }
    face.advance.emplace(c, widest);
    return widest;
}

bool QuickFit::surely_fits(const layout::TextItem& item, double size_pt) {
    Face& f = face(item.style);
    float space = advance(f, item.style, ' ');
    if (space < 0) return false;
    // Lines are filled greedily with the words' widest widths, breaking only at spaces and line
    // breaks: Pango, with narrower glyphs and more places to break, needs no more lines than this.
    double limit = item.box.width.to_pt() - k_margin_pt;
    double scale = size_pt * k_width_margin;
    int lines = 1;
    double line = 0;    // the width of the current line so far, in points
    double word = 0;    // the word being read
    double spaces = 0;  // the spaces before it
    bool icons = false;
    auto place_word = [&] {
        if (word == 0) return true;
        if (word > limit) return false;  // Pango would break inside it, or let it overflow
        if (line > 0 && item.style.wrap && line + spaces + word > limit) {
            ++lines;
            line = word;  // the spaces at the break hang past the line's end
        } else {
            line += spaces + word;
        }
        word = 0;
        spaces = 0;
        return line <= limit;
    };
    for (const auto& run : layout::split_icons(item.markup, m_icons)) {
        // A game's own icon is as wide as its picture, which Pango's layout measures.
        if (run.icon && run.icon->own) return false;
        if (run.icon) {
            // As PangoTextService lays an inline icon out: 0.78 em high, 0.06 em on each side.
            word += (0.78 * run.icon->aspect() + 0.12) * scale;
            icons = true;
            continue;
        }
        std::string_view text = run.text;
        for (std::size_t at = 0; at < text.size();) {
            char32_t c;
            if (text[at] == '<') {
                std::size_t end = text.find('>', at);
                if (end == std::string_view::npos) return false;
                std::string_view tag = text.substr(at + 1, end - at - 1);
                if (tag.starts_with('/')) tag.remove_prefix(1);
                if (tag != "b" && tag != "i" && tag != "u" && tag != "s") return false;
                at = end + 1;
                continue;
            }
            if (text[at] == '&') {
                ++at;
                c = entity(text, at);
            } else {
                c = next_char(text, at);
            }
            if (c == ' ') {
                if (!place_word()) return false;
                spaces += space * scale;
                continue;
            }
            if (c == '\n') {
                if (!place_word()) return false;
                ++lines;
                line = 0;
                spaces = 0;
                continue;
            }
            if (c < 0x20 || c == 0x7F) return false;  // tabs, carriage returns, anything odd
            float a = advance(f, item.style, c);
            if (a < 0) return false;
            word += a * scale;
        }
    }
    if (!place_word() || line + spaces > limit) return false;
    double ascent = std::max(f.ascent, icons ? 0.78 : 0.0);
    double line_height = (ascent + f.descent) * size_pt * std::max(1.0, item.style.line_spacing);
    return lines * line_height + k_margin_pt <= item.box.height.to_pt();
}

}  // namespace pnpkit::render
