#include "check/preflight.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "check/contrast.hpp"
#include "check/pdf_check.hpp"

namespace pnpkit::check {

using namespace layout;

namespace {

// Lengths closer than this are the same (layout's arithmetic rounds).
constexpr double k_preflight_eps_pt = 0.03;

std::string mm_words(Length v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(v.to_mm() * 10) / 10);
    return std::string(buf) + " mm";
}

std::string pt_words(double pt) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(pt * 100) / 100);
    return std::string(buf) + " pt";
}

bool in_rect(const Rect& r, Point p) {
    return p.x >= r.x && p.x <= r.right() && p.y >= r.y && p.y <= r.bottom();
}

// Whether `p` lies in the rectangle with corners rounded by `radius`.
bool in_rounded_rect(const Rect& r, Length radius, Point p) {
    if (!in_rect(r, p)) return false;
    double rad = std::min({radius.to_pt(), r.width.to_pt() / 2, r.height.to_pt() / 2});
    if (rad <= 0) return true;
    // The centre of the nearest corner's circle; with a radius of half the side the two bounds
    // meet, and rounding may put the upper a hair below the lower (std::clamp needs lo <= hi).
    auto nearest = [rad](double v, double lo, double hi) {
        lo += rad;
        return std::clamp(v, lo, std::max(lo, hi - rad));
    };
    double cx = nearest(p.x.to_pt(), r.x.to_pt(), r.right().to_pt());
    double cy = nearest(p.y.to_pt(), r.y.to_pt(), r.bottom().to_pt());
    return std::hypot(p.x.to_pt() - cx, p.y.to_pt() - cy) <= rad;
}

// Art: what prints colour up to its box's edge (a filled rectangle, a picture).
std::optional<Rect> art_box_of(const Item& item) {
    if (const auto* r = std::get_if<RectItem>(&item)) {
        if (r->fill && r->fill->a > 0 && r->opacity > 0) return r->box;
    } else if (const auto* i = std::get_if<ImageItem>(&item)) {
        if (i->opacity > 0) return i->box;
    }
    return std::nullopt;
}

// The sides of a card.
enum TrimSide { side_left, side_top, side_right, side_bottom };
const char* const k_trim_side_names[] = {"left", "top", "right", "bottom"};

// How far `box` reaches past each side of the trim box of `size`; nullopt for a side it stays
// inside of.
std::array<std::optional<Length>, 4> reach_past_trim(const Rect& box, Size size) {
    std::array<std::optional<Length>, 4> reach;
    Length eps = Length::pt(k_preflight_eps_pt);
    if (box.x <= eps) reach[side_left] = Length() - box.x;
    if (box.y <= eps) reach[side_top] = Length() - box.y;
    if (box.right() >= size.width - eps) reach[side_right] = box.right() - size.width;
    if (box.bottom() >= size.height - eps) reach[side_bottom] = box.bottom() - size.height;
    return reach;
}

std::string trim_side_list(const std::vector<int>& sides) {
    std::string out;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (i > 0) out += i + 1 == sides.size() ? " and " : ", ";
        out += k_trim_side_names[sides[i]];
    }
    return out;
}

// The rectangle an item of a page may put ink in.
std::optional<Rect> ink_box_of(const Item& item) {
    return std::visit(
        [](const auto& it) -> std::optional<Rect> {
            using T = std::decay_t<decltype(it)>;
            if constexpr (std::is_same_v<T, PlacedItem>) {
                Rect b = it.drawing->bleed_box();
                Rect placed{it.origin.x + b.x, it.origin.y + b.y, b.width, b.height};
                Length x = std::max(placed.x, it.clip.x), y = std::max(placed.y, it.clip.y);
                Length r = std::min(placed.right(), it.clip.right());
                Length btm = std::min(placed.bottom(), it.clip.bottom());
                if (r <= x || btm <= y) return std::nullopt;
                return Rect{x, y, r - x, btm - y};
            } else if constexpr (std::is_same_v<T, LineItem>) {
                // Lines end square at their ends (butt caps): their width spreads across them.
                Length x = std::min(it.from.x, it.to.x), y = std::min(it.from.y, it.to.y);
                Rect r{x, y, std::max(it.from.x, it.to.x) - x, std::max(it.from.y, it.to.y) - y};
                Length half = it.width / 2;
                if (it.from.y != it.to.y) r = {r.x - half, r.y, r.width + it.width, r.height};
                if (it.from.x != it.to.x) r = {r.x, r.y - half, r.width, r.height + it.width};
                return r;
            } else if constexpr (std::is_same_v<T, RectItem>) {
                if (!it.fill && !it.stroke) return std::nullopt;
                Length half = it.stroke ? it.stroke_width / 2 : Length();
                return Rect{it.box.x - half, it.box.y - half, it.box.width + half * 2,
                            it.box.height + half * 2};
            } else {
                return it.box;
            }
        },
        item);
}

std::string label_of_item(const Item& item) {
    return std::visit([](const auto& it) { return it.label; }, item);
}

}  // namespace

Preflight::Preflight(Measures measures, LayerPosition layer_position)
    : m_measures(std::move(measures)), m_layer_position(std::move(layer_position)) {}

void Preflight::finding(Severity severity, const Where& where, const Drawing* drawing,
                        const std::string& layer, const std::string& message,
                        const std::string& hint) {
    std::optional<SourcePos> pos;
    if (drawing && !layer.empty() && m_layer_position)
        pos = m_layer_position(drawing->template_id, layer);
    std::string text = "preflight of '" + where.component + "': ";
    if (!layer.empty()) text += "layer '" + layer + "': ";
    text += message;
    std::string at = where.card.empty()
                         ? "on page " + std::to_string(where.page) + " of " + where.file
                         : "on card '" + where.card + "' (page " + std::to_string(where.page) +
                               " of " + where.file + ")";
    SourcePos shown = pos ? *pos : SourcePos::start_of(where.file);
    auto key = std::make_tuple(static_cast<int>(severity), shown.to_string(), text);
    auto [it, added] = m_index.emplace(key, m_found.size());
    if (added) m_found.push_back({Diagnostic{severity, shown, text, hint}, at, 0});
    ++m_found[it->second].cards;
}

std::vector<Item> Preflight::printed(const std::vector<Item>& items,
                                     const Drawing* drawing) const {
    std::vector<Item> out;
    out.reserve(items.size());
    for (const Item& item : items) out.push_back(m_measures.as_printed(item, drawing));
    return out;
}

void Preflight::page(const std::string& component, const std::string& file, int number,
                     const Page& page, bool cut) {
    Where where{component, file, number, {}};
    m_cut = cut;
    std::optional<std::vector<Item>> as_printed;
    for (std::size_t i = 0; i < page.items.size(); ++i) {
        if (const auto* placed = std::get_if<PlacedItem>(&page.items[i])) {
            auto& seen = m_checked[placed->drawing.get()];
            if (!seen.expired()) continue;
            seen = placed->drawing;
            check_drawing({component, file, number, placed->drawing->label}, *placed->drawing);
        } else if (std::holds_alternative<TextItem>(page.items[i])) {
            if (m_measures.as_printed && !as_printed) as_printed = printed(page.items, nullptr);
            check_text(where, nullptr, as_printed ? *as_printed : page.items, i);
        }
    }
    if (cut) check_placements(where, page);
    check_marks_and_margins(where, page);
}

void Preflight::check_drawing(const Where& where, const Drawing& drawing) {
    std::optional<std::vector<Item>> as_printed;
    if (m_measures.as_printed) as_printed = printed(drawing.items, &drawing);
    for (std::size_t i = 0; i < drawing.items.size(); ++i) {
        const Item& item = drawing.items[i];
        if (std::holds_alternative<TextItem>(item)) {
            check_text(where, &drawing, as_printed ? *as_printed : drawing.items, i);
            continue;
        }
        auto box = art_box_of(item);
        if (!box || !m_cut) continue;
        auto reach = reach_past_trim(*box, drawing.size);
        std::vector<int> short_sides;
        Length least = k_min_bleed;
        for (int side = 0; side < 4; ++side) {
            if (!reach[side]) continue;
            Length kept = std::min(*reach[side], drawing.bleed);
            if (kept < k_min_bleed - Length::pt(k_preflight_eps_pt)) {
                short_sides.push_back(side);
                least = std::min(least, std::max(kept, Length()));
            }
        }
        if (short_sides.empty()) continue;
        finding(Severity::error, where, &drawing, label_of_item(item),
                "art reaches the cut line on the " + trim_side_list(short_sides) + " with " +
                    mm_words(least) + " of bleed, under " + mm_words(k_min_bleed),
                "extend it (and the template's bleed) at least " + mm_words(k_min_bleed) +
                    " past the cut line, or keep it inside the card");
    }
}

void Preflight::check_text(const Where& where, const Drawing* drawing,
                           const std::vector<Item>& items, std::size_t index) {
    const auto& text = std::get<TextItem>(items[index]);
    if (text.opacity <= 0 || text.markup.empty()) return;
    if (text.size_pt < k_min_text_pt - 1e-9) {
        finding(
            Severity::error, where, drawing, text.label,
            "text of " + pt_words(text.size_pt) + ", under the " + pt_words(k_min_text_pt) +
                " a printed card can be read at",
            "raise the layer's size (and min_size) to " + pt_words(k_good_text_pt) + " or more");
    } else if (text.size_pt < k_good_text_pt - 1e-9) {
        finding(
            Severity::warning, where, drawing, text.label,
            "text of " + pt_words(text.size_pt) + ", under the " + pt_words(k_good_text_pt) +
                " preferred",
            "raise the layer's size (and min_size) to " + pt_words(k_good_text_pt) + " or more");
    }
    if (!m_measures.text_size) return;
    auto size = m_measures.text_size(text);
    if (!size) return;
    // Where the text is drawn, as the painter places it in its box.
    Rect box = text.box;
    Length free_w = box.width - size->width, free_h = box.height - size->height;
    Length x = box.x, y = box.y;
    if (text.style.align == HAlign::center) x = x + free_w / 2;
    if (text.style.align == HAlign::right) x = x + free_w;
    if (text.style.valign == VAlign::middle) y = y + free_h / 2;
    if (text.style.valign == VAlign::bottom) y = y + free_h;
    Rect drawn{x, y, size->width, size->height};
    constexpr int k_across = 5, k_down = 3;
    double worst = 21;
    Colour worst_fg = text.style.colour, worst_bg = Colour::white();
    for (int i = 0; i < k_across; ++i) {
        for (int j = 0; j < k_down; ++j) {
            Point p{drawn.x + drawn.width * ((i + 0.5) / k_across),
                    drawn.y + drawn.height * ((j + 0.5) / k_down)};
            Colour bg = Colour::white();  // the paper
            for (std::size_t k = 0; k < index; ++k) {
                const Item& under = items[k];
                if (const auto* r = std::get_if<RectItem>(&under)) {
                    if (r->fill && in_rounded_rect(r->box, r->radius, p))
                        bg = composite(*r->fill, r->opacity, bg);
                } else if (const auto* icon = std::get_if<IconItem>(&under)) {
                    if (icon->paper && in_rect(icon->box, p))
                        bg = composite(*icon->paper, icon->opacity, bg);
                } else if (const auto* image = std::get_if<ImageItem>(&under)) {
                    if (!in_rect(image->box, p) || !m_measures.image_colour) continue;
                    if (auto c = m_measures.image_colour(*image, p))
                        bg = composite(*c, image->opacity, bg);
                }
            }
            Colour fg = composite(text.style.colour, text.opacity, bg);
            double ratio = contrast_ratio(fg, bg);
            if (ratio < worst) {
                worst = ratio;
                worst_fg = fg;
                worst_bg = bg;
            }
        }
    }
    if (worst < k_min_contrast) {
        char ratio[32];
        std::snprintf(ratio, sizeof ratio, "%.2f:1", std::floor(worst * 100) / 100);
        finding(Severity::error, where, drawing, text.label,
                std::string("text contrast ") + ratio + " (" + worst_fg.to_string() + " on " +
                    worst_bg.to_string() + "), under 4.5:1",
                "darken the text or lighten what is behind it (or the other way round)");
    }
}

void Preflight::check_placements(const Where& where, const Page& page) {
    std::vector<const PlacedItem*> placed;
    for (const auto& item : page.items)
        if (const auto* p = std::get_if<PlacedItem>(&item)) placed.push_back(p);
    Length eps = Length::mm(0.1);
    // Whether another card's trim edge meets this card's `side` (butted cards share a cut).
    auto butted = [&](const PlacedItem& p, int side) {
        Rect a{p.origin.x, p.origin.y, p.drawing->size.width, p.drawing->size.height};
        for (const auto* q : placed) {
            if (q == &p) continue;
            Rect b{q->origin.x, q->origin.y, q->drawing->size.width, q->drawing->size.height};
            bool rows = b.y < a.bottom() - eps && b.bottom() > a.y + eps;
            bool columns = b.x < a.right() - eps && b.right() > a.x + eps;
            Length gap = side == side_left    ? a.x - b.right()
                         : side == side_right ? b.x - a.right()
                         : side == side_top   ? a.y - b.bottom()
                                              : b.y - a.bottom();
            bool across = side == side_left || side == side_right ? rows : columns;
            if (across && gap < eps && gap > Length() - eps) return true;
        }
        return false;
    };
    for (const auto* p : placed) {
        const Drawing& d = *p->drawing;
        std::array<bool, 4> art{};
        for (const auto& item : d.items) {
            auto box = art_box_of(item);
            if (!box) continue;
            auto reach = reach_past_trim(*box, d.size);
            for (int side = 0; side < 4; ++side) art[side] = art[side] || reach[side].has_value();
        }
        if (p->rotate_180) art = {art[side_right], art[side_bottom], art[side_left], art[side_top]};
        Rect trim{p->origin.x, p->origin.y, d.size.width, d.size.height};
        std::array<Length, 4> kept{trim.x - p->clip.x, trim.y - p->clip.y,
                                   p->clip.right() - trim.right(),
                                   p->clip.bottom() - trim.bottom()};
        std::vector<int> short_sides;
        Length least = k_min_bleed;
        for (int side = 0; side < 4; ++side) {
            // A clip inside the card is a tile's edge, not a cut line.
            if (!art[side] || kept[side] < Length() - eps) continue;
            // A bleed the template itself lacks is reported at the template (check_drawing).
            Length have = std::min(kept[side], d.bleed);
            if (have >= std::min(k_min_bleed, d.bleed) - Length::pt(k_preflight_eps_pt) ||
                butted(*p, side))
                continue;
            short_sides.push_back(side);
            least = std::min(least, std::max(have, Length()));
        }
        if (short_sides.empty()) continue;
        // A warning: the page's grid chose to trim the bleed to fit more cards (docs/printing.md);
        // a template without the bleed is the error (check_drawing).
        finding(Severity::warning, {where.component, where.file, where.page, d.label}, nullptr, {},
                "the page keeps " + mm_words(least) + " of the card's bleed on the " +
                    trim_side_list(short_sides) + ", under " + mm_words(k_min_bleed) +
                    ": cut a hair off there and paper shows",
                "a paper with more room (A4), or fewer cards a page, keeps the whole bleed");
    }
}

namespace {

// Where a rectangle of a turned page's items lands on the paper: the box around its corners
// once turned (a back page's calibration, Page::turn_deg).
Rect on_paper_box(const Page& page, const Rect& box) {
    Point corners[] = {{box.x, box.y},
                       {box.right(), box.y},
                       {box.x, box.bottom()},
                       {box.right(), box.bottom()}};
    Point first = on_paper(page, corners[0]);
    Length x0 = first.x, x1 = first.x, y0 = first.y, y1 = first.y;
    for (const Point& corner : corners) {
        Point p = on_paper(page, corner);
        x0 = std::min(x0, p.x);
        x1 = std::max(x1, p.x);
        y0 = std::min(y0, p.y);
        y1 = std::max(y1, p.y);
    }
    return {x0, y0, x1 - x0, y1 - y0};
}

}  // namespace

void Preflight::check_marks_and_margins(const Where& where, const Page& page) {
    std::vector<Rect> trims;
    std::vector<std::string> cards;
    for (const auto& item : page.items) {
        if (const auto* p = std::get_if<PlacedItem>(&item)) {
            trims.push_back(
                {p->origin.x, p->origin.y, p->drawing->size.width, p->drawing->size.height});
            cards.push_back(p->drawing->label);
        }
    }
    Length eps = Length::mm(0.05);
    std::optional<Length> closest;
    std::string closest_label;
    for (const auto& item : page.items) {
        if (const auto* line = std::get_if<LineItem>(&item); line && line->label == "crop") {
            Length x0 = std::min(line->from.x, line->to.x), x1 = std::max(line->from.x, line->to.x);
            Length y0 = std::min(line->from.y, line->to.y), y1 = std::max(line->from.y, line->to.y);
            for (std::size_t i = 0; i < trims.size(); ++i) {
                const Rect& t = trims[i];
                if (x1 > t.x + eps && x0 < t.right() - eps && y1 > t.y + eps &&
                    y0 < t.bottom() - eps) {
                    finding(Severity::error, {where.component, where.file, where.page, cards[i]},
                            nullptr, {}, "a crop mark is drawn inside the card",
                            "report this: the imposition placed a mark over a card");
                }
            }
        }
        auto box = ink_box_of(item);
        if (!box) continue;
        if (page.turn_deg != 0) box = on_paper_box(page, *box);
        Length nearest = std::min(
            {box->x, box->y, page.size.width - box->right(), page.size.height - box->bottom()});
        if (!closest || nearest < *closest) {
            closest = nearest;
            closest_label = label_of_item(item);
        }
    }
    if (closest && *closest < k_min_margin - Length::pt(k_preflight_eps_pt)) {
        finding(Severity::error, where, nullptr, {},
                "'" + closest_label + "' is " + mm_words(std::max(*closest, Length())) +
                    " from the page's edge, inside the " + mm_words(k_min_margin) +
                    " margin most printers leave blank",
                "keep everything at least " + mm_words(k_min_margin) + " from the paper's edge");
    }
}

void Preflight::written(const std::string& component, const std::filesystem::path& file,
                        const std::string& shown) {
    m_files.push_back({component, file, shown});
}

void Preflight::written_image(const std::string& component, const std::filesystem::path& file,
                              const std::string& shown, const ImageExpectation& expected) {
    m_images.push_back({{component, file, shown}, expected});
}

std::size_t Preflight::report(Diagnostics& out) {
    Diagnostics files;
    for (const auto& file : m_files) check_pdf(file.path, file.shown, file.component, files);
    for (const auto& image : m_images) {
        check_image(image.file.path, image.file.shown, image.file.component, image.expected,
                    files);
    }
    m_files_checked = m_files.size();
    m_images_checked = m_images.size();
    m_files.clear();
    m_images.clear();
    std::size_t count = m_found.size() + files.items().size();
    out.append(files);
    for (auto& found : m_found) {
        found.diagnostic.message += " " + found.first;
        if (found.cards > 1) {
            found.diagnostic.message += " and " + std::to_string(found.cards - 1) + " more";
        }
        out.add(std::move(found.diagnostic));
    }
    m_found.clear();
    m_index.clear();
    m_checked.clear();
    return count;
}

}  // namespace pnpkit::check
