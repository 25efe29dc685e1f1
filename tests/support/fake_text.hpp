#pragma once

#include <sstream>

#include "layout/text_service.hpp"

namespace pnpkit::test {

// A text service with simple, predictable metrics for layout tests: every character (icons count as
// two) is half the size wide, every line 1.2 × size high, words wrapped greedily to the box width.
// Markup containing "<bad" is malformed. Families: "Vollkorn" and "Linux Biolinum O".
class FakeTextService : public layout::TextService {
public:
    int measurements = 0;

    std::variant<layout::TextExtents, std::string> measure(const layout::TextItem& item, double size) override {
        ++measurements;
        if (item.markup.find("<bad") != std::string::npos) return std::string("bad markup");
        double char_width = size * 0.5;
        double limit = item.style.wrap ? item.box.width.to_pt() : 1e9;
        std::istringstream words(item.markup);
        std::string word;
        double widest = 0, line = 0;
        int lines = 1;
        while (words >> word) {
            double w = static_cast<double>(word.size()) * char_width;
            double with_space = line > 0 ? line + char_width + w : w;
            if (line > 0 && with_space > limit) {
                ++lines;
                line = w;
            } else {
                line = with_space;
            }
            widest = std::max(widest, line);
        }
        layout::TextExtents e;
        e.width_pt = widest;
        e.height_pt = lines * size * 1.2;
        return e;
    }
    bool has_font(const std::string& family) const override {
        return family == "Vollkorn" || family == "Linux Biolinum O";
    }
    std::vector<std::string> font_families() const override { return {"Linux Biolinum O", "Vollkorn"}; }
};

}  // namespace pnpkit::test
