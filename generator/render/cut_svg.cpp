#include "render/cut_svg.hpp"

#include <cstdio>

#include "core/text.hpp"

namespace pnpkit::render {

namespace {

// A length in millimetres with three decimals (a micrometre), trailing zeros dropped.
std::string mm_text(Length length) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", length.to_mm());
    std::string text = buf;
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string xml_escaped(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string marks_description(const layout::CutSheet& sheet, const layout::Cutter& cutter) {
    std::string page = mm_text(sheet.page.width) + " x " + mm_text(sheet.page.height) + " mm";
    if (cutter.marks == layout::MarkStyle::design_space) {
        return "Cricut Print Then Cut image of " + page +
               ": upload it to Design Space, which prints its own registration frame.";
    }
    return "Silhouette Studio page " + page + (sheet.landscape ? " (landscape)" : " (portrait)") +
           "; registration marks type 1: length " + mm_text(cutter.arm) + " mm, thickness " +
           mm_text(cutter.stroke) + " mm, inset " + mm_text(cutter.inset) + " mm.";
}

}  // namespace

std::string cut_svg(const layout::CutSheet& sheet, const layout::Cutter& cutter,
                    const std::string& title) {
    std::string w = mm_text(sheet.page.width);
    std::string h = mm_text(sheet.page.height);
    std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + w +
           "mm\" height=\"" + h + "mm\" viewBox=\"0 0 " + w + " " + h + "\">\n";
    svg += "  <title>" + xml_escaped(title) + "</title>\n";
    svg += "  <desc>" + xml_escaped(marks_description(sheet, cutter)) + " " +
           count_of(sheet.per_page(), "card") +
           " a sheet, cut along each card's cut line.</desc>\n";
    svg += "  <g id=\"cut\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"0.1\">\n";
    std::string r =
        mm_text(std::min(sheet.corner_radius, std::min(sheet.card.width, sheet.card.height) / 2));
    for (int i = 0; i < sheet.per_page(); ++i) {
        Rect t = sheet.trim(i);
        svg += "    <rect id=\"card-" + std::to_string(i + 1) + "\" x=\"" + mm_text(t.x) +
               "\" y=\"" + mm_text(t.y) + "\" width=\"" + mm_text(t.width) + "\" height=\"" +
               mm_text(t.height) + "\"";
        if (sheet.corner_radius > Length()) svg += " rx=\"" + r + "\" ry=\"" + r + "\"";
        svg += "/>\n";
    }
    svg += "  </g>\n</svg>\n";
    return svg;
}

}  // namespace pnpkit::render
