#include "layout/bind.hpp"

#include <algorithm>
#include <charconv>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "layout/bind_context.hpp"
#include "layout/markup.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace {

Rect offset(Rect r, Point by) { return {r.x + by.x, r.y + by.y, r.width, r.height}; }

std::vector<std::string> record_field_names(const Record& record) {
    std::vector<std::string> names;
    for (const auto& [name, field] : record.fields) names.push_back(name);
    return names;
}

bool layer_shown(const Layer& layer, const Record& record) {
    return layer.when.evaluate([&](std::string_view name) -> std::optional<std::string_view> {
        const Field* f = record.find(std::string(name));
        if (!f) return std::nullopt;
        // A table field is "there" when it has rows.
        if (f->text.empty() && !f->rows.empty()) return std::string_view("rows");
        return std::string_view(f->text);
    });
}

// Multiplies an item's opacity by the layer's.
template <typename ItemT>
ItemT& faded(ItemT& item, double opacity) {
    item.opacity *= opacity;
    return item;
}

// The record's fields that the placeholders of `pattern` name, for copy `copy` of a repeated layer
// ("{end_#}" names end_1, end_2, ...).
std::vector<const Field*> fields_of(std::string_view pattern, const Record& record, int copy) {
    std::vector<const Field*> fields;
    substitute_fields(
        pattern,
        [&](std::string_view name) -> std::optional<std::string> {
            std::string key(name);
            if (auto hash = key.find('#'); hash != std::string::npos)
                key.replace(hash, 1, std::to_string(copy + 1));
            if (const Field* f = record.find(key)) fields.push_back(f);
            return std::string();
        },
        [](std::string_view) {});
    return fields;
}

// Where the first of these fields that came from a file was written, else `fallback`.
SourcePos first_written(const std::vector<const Field*>& fields, const SourcePos& fallback) {
    for (const Field* f : fields) {
        if (!f->pos.file.empty()) return f->pos;
    }
    return fallback;
}

}  // namespace

Rect resolve_box(const BoxSpec& box, const Template& t) {
    switch (box.anchor) {
        case BoxSpec::Anchor::trim: return {Length(), Length(), t.size.width, t.size.height};
        case BoxSpec::Anchor::bleed: return {-t.bleed, -t.bleed, t.size.width + t.bleed * 2, t.size.height + t.bleed * 2};
        case BoxSpec::Anchor::safe:
            return {t.safe_margin, t.safe_margin, t.size.width - t.safe_margin * 2, t.size.height - t.safe_margin * 2};
        case BoxSpec::Anchor::explicit_box: return box.rect;
    }
    return box.rect;
}

bool Binder::check_fonts(const Template& t) {
    if (!m_checked_templates.insert(t.id).second) return true;
    bool ok = true;
    for (const auto& layer : t.layers) {
        const TextStyle* style = nullptr;
        if (const auto* text = std::get_if<TextLayer>(&layer.spec)) style = &text->style;
        if (const auto* table = std::get_if<TableLayer>(&layer.spec)) style = &table->style;
        if (!style || m_text.has_font(style->font)) continue;
        bool from_record = std::any_of(layer.bound.begin(), layer.bound.end(),
                                       [](const BoundValue& b) { return b.key == StyleKey::font; });
        if (from_record) continue;  // each record's font is checked when it is bound
        ok = false;
        m_missing_fonts = true;
        std::vector<std::string> families = m_text.font_families();
        std::string hint = did_you_mean(style->font, families);
        if (hint.empty()) hint = "fonts: " + join(families, ", ");  // bundled, and the game's own
        report_once(Severity::error, layer.font_pos, "font '" + style->font + "' not found", hint);
    }
    return ok;
}

int Binder::repeat_count(const Layer& layer, const Template& t, const Record& record) {
    if (layer.repeat_field.empty()) return layer.repeat;
    const Field* field = record.find(layer.repeat_field);
    if (!field) {
        fault(Severity::error, layer.pos,
              "template '" + t.id + "' layer '" + layer.name + "' repeats by field '" +
                  layer.repeat_field + "', missing from",
              t, record, did_you_mean(layer.repeat_field, record_field_names(record)));
        return 0;
    }
    int count = -1;
    const std::string& text = field->text;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (ec != std::errc() || end != text.data() + text.size() || count < 0 || count > k_max_repeat) {
        fault(Severity::error, record.pos_of(layer.repeat_field).value_or(layer.pos),
              "layer '" + layer.name + "' of template '" + t.id + "' repeats by field '" +
                  layer.repeat_field + "', which must be a whole number from 0 to " +
                  std::to_string(k_max_repeat) + ", found '" + text + "' on",
              t, record);
        return 0;
    }
    return count;
}

std::variant<std::filesystem::path, std::string> Binder::image_file(const ImageLayer& image,
                                                                    const std::string& path) {
    auto [it, added] = m_image_files.try_emplace(image.root.string() + '\n' + path);
    if (!added) return it->second;
    auto file = confined_path(image.root, path);
    if (const auto* reason = std::get_if<std::string>(&file)) {
        it->second = "image '" + path + "' is refused: " + *reason;
        return it->second;
    }
    const auto& full = std::get<std::filesystem::path>(file);
    auto header = check_image(full);
    std::optional<std::string> problem;
    if (const auto* reason = std::get_if<std::string>(&header)) {
        problem = *reason;
    } else if (m_images) {
        problem = m_images->check(full);
    }
    if (problem) {
        it->second = "image '" + path + "' in " + load::display_path(image.root) + ": " + *problem;
    } else {
        it->second = full;
    }
    return it->second;
}

void Binder::check_icon_codes(const Template& t, const Layer& layer, const TextLayer& text,
                              const std::string& markup, const Record& record, int copy) {
    for (const auto& code : unknown_icons(markup, m_icons)) {
        std::string shown = ":" + code.name + ":";
        std::string hint = did_you_mean(code.name, m_icons.names());
        if (hint.empty()) {
            hint =
                "icons are built in (templates/README.md) or the SVG and PNG files of a "
                "designer's icons/ folder";
        }
        if (text.text.find(shown) != std::string::npos) {
            report_once(Severity::error, layer.pos,
                        "layer '" + layer.name + "' of template '" + t.id +
                            "' shows an unknown icon '" + shown + "'",
                        hint);
            continue;
        }
        SourcePos at = layer.pos;
        for (const Field* f : fields_of(text.text, record, copy)) {
            if (!f->pos.file.empty() && f->text.find(shown) != std::string::npos) {
                at = f->pos;
                break;
            }
        }
        fault(Severity::error, at,
              "layer '" + layer.name + "' of template '" + t.id + "': unknown icon '" + shown +
                  "' on",
              t, record, hint);
    }
}

void Binder::check_markup_fonts(const Template& t, const Layer& layer, const TextLayer& text,
                                const std::vector<std::string>& families, const Record& record,
                                int copy) {
    for (const auto& family : families) {
        std::vector<std::string> known = m_text.font_families();
        std::string hint = did_you_mean(family, known);
        if (hint.empty()) hint = "fonts: " + join(known, ", ");
        if (text.text.find(family) != std::string::npos) {
            report_once(Severity::error, layer.pos,
                        "layer '" + layer.name + "' of template '" + t.id + "' names font '" +
                            family + "', which no font has",
                        hint);
            continue;
        }
        SourcePos at = layer.pos;
        for (const Field* f : fields_of(text.text, record, copy)) {
            if (!f->pos.file.empty() && f->text.find(family) != std::string::npos) {
                at = f->pos;
                break;
            }
        }
        fault(Severity::error, at,
              "layer '" + layer.name + "' of template '" + t.id + "': font '" + family +
                  "' not found on",
              t, record, hint);
    }
}

std::shared_ptr<Drawing> Binder::bind(const Template& t, const Record& record) {
    auto drawing = std::make_shared<Drawing>();
    drawing->label = record.id;
    drawing->template_id = t.id;
    drawing->size = t.size;
    drawing->bleed = t.bleed;
    drawing->corner_radius = t.corner_radius;
    drawing->safe_margin = t.safe_margin;
    std::optional<Colour> background = t.background;
    if (t.background_bound) {
        Layer whole;
        whole.pos = t.pos;
        LayerContext at{t, record, whole, 0};
        if (auto setting = resolve(*t.background_bound, at))
            background = std::get<Colour>(*setting);
    }
    if (background) {
        drawing->items.push_back(RectItem{drawing->bleed_box(), background, std::nullopt, Length(),
                                          Length(), Length(), "background"});
    }
    for (const auto& layer : t.layers) {
        if (!layer_shown(layer, record)) continue;
        int count = repeat_count(layer, t, record);
        double opacity = layer.opacity;
        if (count > 0) {
            for (const auto& value : layer.bound) {
                if (value.key != StyleKey::opacity) continue;
                LayerContext at{t, record, layer, 0};
                auto setting = resolve(value, at);
                opacity = setting ? std::get<double>(*setting) : 1;
            }
        }
        for (int i = 0; i < count; ++i) {
            int column = layer.per_row > 0 ? i % layer.per_row : i;
            int row = layer.per_row > 0 ? i / layer.per_row : 0;
            Point shift{layer.step.x * column + layer.row_step.x * row,
                        layer.step.y * column + layer.row_step.y * row};
            LayerContext at{t, record, layer, i};
            bool ok = true;
            std::visit(
                [&](const auto& spec) {
                    using Spec = std::decay_t<decltype(spec)>;
                    if constexpr (std::is_same_v<Spec, TextLayer>) {
                        TextItem item;
                        item.box = offset(resolve_box(spec.box, t), shift);
                        auto markup = fill_in(spec.text, at, true);
                        item.style = spec.style;
                        if (!apply_text_style(layer, item.style, at) || !markup) return;
                        item.markup = std::move(*markup);
                        item.size_pt = item.style.size_pt;
                        item.label = layer.name;
                        if (item.markup.size() > k_max_layer_text) {
                            fault(Severity::error, layer.pos,
                                  "layer '" + layer.name + "' of template '" + t.id +
                                      "': the text is " + std::to_string(item.markup.size()) +
                                      " bytes long, more than the " +
                                      std::to_string(k_max_layer_text) + " a layer takes, on",
                                  t, record, "shorten the field");
                            return;
                        }
                        check_icon_codes(t, layer, spec, item.markup, record, i);
                        FitResult fit = fit_text(m_text, item, m_fit_goal);
                        if (fit.error) {
                            fault(Severity::error, layer.pos,
                                  "layer '" + layer.name + "' of template '" + t.id +
                                      "': malformed markup: " + *fit.error + ", on",
                                  t, record);
                            return;
                        }
                        if (!fit.fits) {
                            char size[32];
                            std::snprintf(size, sizeof size, "%g", item.style.min_size_pt);
                            fault(Severity::warning, layer.pos,
                                  "text overflows layer '" + layer.name + "' of template '" + t.id +
                                      "' even at " + size + "pt on",
                                  t, record,
                                  "shorten the text, enlarge the box or lower 'min_size'");
                        }
                        check_markup_fonts(t, layer, spec, fit.unknown_fonts, record, i);
                        if (fit.unknown_glyphs > 0) {
                            fault(Severity::warning, layer.pos,
                                  "layer '" + layer.name + "' of template '" + t.id +
                                      "': " + std::to_string(fit.unknown_glyphs) +
                                      " character(s) missing from font '" + item.style.font +
                                      "' on",
                                  t, record);
                        }
                        drawing->items.push_back(std::move(faded(item, opacity)));
                    } else if constexpr (std::is_same_v<Spec, RectLayer>) {
                        RectItem item{offset(resolve_box(spec.box, t), shift),
                                      spec.fill,
                                      spec.stroke,
                                      spec.stroke_width,
                                      spec.radius,
                                      spec.dash,
                                      layer.name};
                        if (auto fill = resolve_colour(layer, StyleKey::fill, at, ok))
                            item.fill = fill;
                        if (auto stroke = resolve_colour(layer, StyleKey::stroke, at, ok))
                            item.stroke = stroke;
                        if (ok) drawing->items.push_back(std::move(faded(item, opacity)));
                    } else if constexpr (std::is_same_v<Spec, LineLayer>) {
                        LineItem item{{spec.from.x + shift.x, spec.from.y + shift.y},
                                      {spec.to.x + shift.x, spec.to.y + shift.y},
                                      spec.colour,
                                      spec.width,
                                      spec.dash,
                                      layer.name};
                        if (auto colour = resolve_colour(layer, StyleKey::colour, at, ok))
                            item.colour = *colour;
                        if (ok) drawing->items.push_back(std::move(faded(item, opacity)));
                    } else if constexpr (std::is_same_v<Spec, IconLayer>) {
                        auto name = fill_in(spec.icon, at, false);
                        if (!name) return;
                        auto icon = m_icons.find(*name);
                        if (!icon) {
                            auto holes = placeholders(spec.icon);
                            if (holes.empty()) {  // the template's own name: its fault alone
                                report_once(Severity::error, layer.pos,
                                            "layer '" + layer.name + "' of template '" + t.id +
                                                "': unknown icon '" + *name + "'",
                                            did_you_mean(*name, m_icons.names()));
                                return;
                            }
                            SourcePos pos = layer.pos;
                            if (holes.size() == 1 &&
                                holes.front().name.size() + 2 == spec.icon.size())
                                pos = record.pos_of(std::string(holes.front().name)).value_or(pos);
                            fault(Severity::error, pos,
                                  "layer '" + layer.name + "' of template '" + t.id +
                                      "': unknown icon '" + *name + "' on",
                                  t, record, did_you_mean(*name, m_icons.names()));
                            return;
                        }
                        IconItem item{offset(resolve_box(spec.box, t), shift), *icon, spec.ink,
                                      spec.paper, layer.name};
                        if (auto ink = resolve_colour(layer, StyleKey::colour, at, ok))
                            item.ink = *ink;
                        if (auto paper = resolve_colour(layer, StyleKey::fill, at, ok))
                            item.paper = paper;
                        if (ok) drawing->items.push_back(std::move(faded(item, opacity)));
                    } else if constexpr (std::is_same_v<Spec, ImageLayer>) {
                        // A path of the template's own is reported at the layer, once; a path
                        // from a card's fields names the card, at the value that gave it.
                        bool fixed = !spec.file.empty();
                        std::optional<std::string> path =
                            fixed ? std::optional<std::string>(spec.path)
                                  : fill_in(spec.path, at, false);
                        if (!path) return;
                        auto checked = image_file(spec, *path);
                        if (const auto* reason = std::get_if<std::string>(&checked)) {
                            if (fixed) {
                                report_once(Severity::error, layer.pos,
                                            "layer '" + layer.name + "' of template '" + t.id +
                                                "': " + *reason);
                            } else {
                                fault(Severity::error,
                                      first_written(fields_of(spec.path, record, i), layer.pos),
                                      "layer '" + layer.name + "' of template '" + t.id +
                                          "': " + *reason + ", on",
                                      t, record);
                            }
                            return;
                        }
                        ImageItem item{offset(resolve_box(spec.box, t), shift),
                                       std::get<std::filesystem::path>(checked), spec.fit,
                                       layer.name};
                        drawing->items.push_back(std::move(faded(item, opacity)));
                    } else if constexpr (std::is_same_v<Spec, TableLayer>) {
                        TableLayer table = spec;
                        if (!apply_text_style(layer, table.style, at)) return;
                        if (auto fill = resolve_colour(layer, StyleKey::header_fill, at, ok))
                            table.header_fill = fill;
                        if (auto fill = resolve_colour(layer, StyleKey::stripe_fill, at, ok))
                            table.stripe_fill = fill;
                        if (auto rule = resolve_colour(layer, StyleKey::rule_colour, at, ok))
                            table.rule_colour = *rule;
                        if (!ok) return;
                        std::size_t first = drawing->items.size();
                        add_table(table, offset(resolve_box(spec.box, t), shift), record, layer, t,
                                  *drawing);
                        if (opacity < 1) {
                            for (std::size_t n = first; n < drawing->items.size(); ++n)
                                std::visit(
                                    [&](auto& item) {
                                        if constexpr (!std::is_same_v<std::decay_t<decltype(item)>,
                                                                      PlacedItem>)
                                            item.opacity *= opacity;
                                    },
                                    drawing->items[n]);
                        }
                    }
                },
                layer.spec);
        }
    }
    return drawing;
}

}  // namespace pnpkit::layout
