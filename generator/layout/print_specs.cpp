#include "layout/print_specs.hpp"

#include <array>
#include <cmath>

#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace {

using load::TableReader;

constexpr std::array<load::EnumName<PictureFormat>, 2> k_picture_formats{{
    {"png", PictureFormat::png},
    {"jpeg", PictureFormat::jpeg},
}};

constexpr std::array<load::EnumName<MarkStyle>, 2> k_mark_styles{{
    {"silhouette", MarkStyle::silhouette},
    {"design-space", MarkStyle::design_space},
}};

// A [width, height] pair of lengths, both positive.
std::optional<Size> read_size(TableReader& r, std::string_view key) {
    std::vector<SourcePos> positions;
    if (!r.has(key)) {
        r.error_here("missing required key '" + std::string(key) + "'",
                     std::string(key) + " = [\"width\", \"height\"]");
        return std::nullopt;
    }
    auto texts = r.optional_string_array(key, &positions);
    if (texts.size() != 2) {
        r.error(key, "'" + std::string(key) + "' must be [width, height] lengths");
        return std::nullopt;
    }
    std::array<Length, 2> lengths;
    for (std::size_t i = 0; i < 2; ++i) {
        auto length = parse_length(texts[i]);
        if (!length || *length <= Length()) {
            r.diagnostics().error(positions[i],
                                  "'" + std::string(key) +
                                      "' must be [width, height] positive lengths, found '" +
                                      texts[i] + "'",
                                  "write lengths with a unit, e.g. \"2.5in\"");
            return std::nullopt;
        }
        lengths[i] = *length;
    }
    return Size{lengths[0], lengths[1]};
}

// A file name pattern: {n} and {id} only, and {n} where names must differ card by card.
std::string read_pattern(TableReader& r, std::string_view key, bool needs_number) {
    auto pattern = r.required_string(key);
    if (!pattern) return {};
    std::string rest = *pattern;
    for (std::string_view allowed : {"{n}", "{id}"}) {
        for (auto at = rest.find(allowed); at != std::string::npos; at = rest.find(allowed))
            rest.erase(at, allowed.size());
    }
    if (rest.find_first_of("{}/\\") != std::string::npos || pattern->empty()) {
        r.error(key, "'" + std::string(key) +
                         "' must be a file name with {n} and {id} only, found '" + *pattern + "'");
    } else if (needs_number && pattern->find("{n}") == std::string::npos) {
        r.error(key, "'" + std::string(key) +
                         "' must hold {n}, so that every card's file has its own name");
    }
    return *pattern;
}

std::optional<ServiceCard> read_card(TableReader& r, const PrintService& service) {
    ServiceCard card;
    card.name = r.required_string("name").value_or("");
    auto trim = read_size(r, "size");
    auto pixels = r.optional_int_array("pixels", load::IntRange::between(1, 20000));
    card.derived = r.optional_bool("derived", false);
    r.finish();
    if (pixels.size() != 2) {
        r.error("pixels", "'pixels' must be [width, height] in pixels");
        return std::nullopt;
    }
    if (!trim) return std::nullopt;
    card.trim = *trim;
    card.width_px = static_cast<int>(pixels[0]);
    card.height_px = static_cast<int>(pixels[1]);
    // The picture is the card and its bleed at the service's resolution, to the pixel.
    auto expected = [&](Length side) {
        return std::lround((side + service.bleed * 2).to_px(service.dpi));
    };
    if (expected(card.trim.width) != card.width_px ||
        expected(card.trim.height) != card.height_px) {
        r.error("pixels", "'pixels' [" + std::to_string(card.width_px) + ", " +
                              std::to_string(card.height_px) +
                              "] is not the card with its bleed at " +
                              std::to_string(std::lround(service.dpi)) + " dpi: [" +
                              std::to_string(expected(card.trim.width)) + ", " +
                              std::to_string(expected(card.trim.height)) + "]");
        return std::nullopt;
    }
    return card;
}

std::optional<PrintService> read_service(TableReader& r) {
    PrintService s;
    std::size_t errors = r.diagnostics().error_count();
    s.pos = r.pos();
    s.id = r.required_id("id").value_or("");
    s.name = r.required_string("name").value_or("");
    s.dpi = r.optional_int("dpi", 300, load::IntRange::between(72, 2400));
    s.bleed = r.required_length("bleed").value_or(Length());
    s.safe = r.required_length("safe").value_or(Length());
    s.format = r.optional_enum<PictureFormat>("format", PictureFormat::png, k_picture_formats);
    s.quality = static_cast<int>(r.optional_int("quality", 90, load::IntRange::between(1, 100)));
    s.tolerance = r.optional_length("tolerance", Length::mm(1));
    s.front = read_pattern(r, "front", true);
    s.back = read_pattern(r, "back", true);
    s.common_back = read_pattern(r, "common_back", false);
    s.source = r.required_string("source").value_or("");
    r.for_each_table(
        "card",
        [&](TableReader& c) {
            if (auto card = read_card(c, s)) s.cards.push_back(std::move(*card));
        },
        true);
    r.finish();
    if (r.diagnostics().error_count() > errors) return std::nullopt;
    return s;
}

std::optional<Cutter> read_cutter(TableReader& r) {
    Cutter c;
    std::size_t errors = r.diagnostics().error_count();
    c.pos = r.pos();
    c.id = r.required_id("id").value_or("");
    c.name = r.required_string("name").value_or("");
    c.marks = r.required_enum<MarkStyle>("marks", k_mark_styles).value_or(MarkStyle::silhouette);
    c.max_page = read_size(r, "max_page").value_or(Size{});
    if (c.marks == MarkStyle::silhouette) {
        c.inset = r.required_length("inset").value_or(Length());
        c.square = r.required_length("square").value_or(Length());
        c.arm = r.required_length("arm").value_or(Length());
        c.stroke = r.required_length("stroke").value_or(Length());
        c.keepout = r.required_length("keepout").value_or(Length());
    } else {
        c.area = read_size(r, "area").value_or(Size{});
    }
    c.clearance = r.optional_length("clearance", Length::mm(2));
    c.gap = r.optional_length("gap", Length::mm(2));
    c.source = r.required_string("source").value_or("");
    r.finish();
    if (r.diagnostics().error_count() > errors) return std::nullopt;
    return c;
}

}  // namespace

const ServiceCard* PrintService::card_for(Size trim) const {
    const ServiceCard* best = nullptr;
    Length best_off;
    for (const auto& card : cards) {
        Length dx = card.trim.width > trim.width ? card.trim.width - trim.width
                                                 : trim.width - card.trim.width;
        Length dy = card.trim.height > trim.height ? card.trim.height - trim.height
                                                   : trim.height - card.trim.height;
        if (dx > tolerance || dy > tolerance) continue;
        if (!best || dx + dy < best_off) {
            best = &card;
            best_off = dx + dy;
        }
    }
    return best;
}

std::string picture_name(const std::string& pattern, int number, int digits,
                         const std::string& id) {
    std::string n = std::to_string(number);
    if (static_cast<int>(n.size()) < digits)
        n.insert(0, static_cast<std::size_t>(digits) - n.size(), '0');
    std::string out;
    for (std::size_t i = 0; i < pattern.size();) {
        if (pattern.compare(i, 3, "{n}") == 0) {
            out += n;
            i += 3;
        } else if (pattern.compare(i, 4, "{id}") == 0) {
            out += id;
            i += 4;
        } else {
            out += pattern[i++];
        }
    }
    return out;
}

const PrintService* PrintSpecs::service(const std::string& id) const {
    for (const auto& s : services) {
        if (s.id == id) return &s;
    }
    return nullptr;
}

const Cutter* PrintSpecs::cutter(const std::string& id) const {
    for (const auto& c : cutters) {
        if (c.id == id) return &c;
    }
    return nullptr;
}

PrintSpecs load_print_specs(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    PrintSpecs specs;
    if (auto doc = load::load_toml(dir / "services.toml", diagnostics, 1 << 20)) {
        auto root = TableReader::root(doc->root, doc->display, diagnostics);
        root.for_each_table(
            "service",
            [&](TableReader& r) {
                if (auto s = read_service(r)) specs.services.push_back(std::move(*s));
            },
            true);
        root.finish();
    }
    if (auto doc = load::load_toml(dir / "cutters.toml", diagnostics, 1 << 20)) {
        auto root = TableReader::root(doc->root, doc->display, diagnostics);
        root.for_each_table(
            "cutter",
            [&](TableReader& r) {
                if (auto c = read_cutter(r)) specs.cutters.push_back(std::move(*c));
            },
            true);
        root.finish();
    }
    return specs;
}

}  // namespace pnpkit::layout
