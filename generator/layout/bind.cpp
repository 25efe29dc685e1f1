#include "layout/bind.hpp"

#include <algorithm>
#include <charconv>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "layout/markup.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace {

Rect offset(Rect r, Point by) { return {r.x + by.x, r.y + by.y, r.width, r.height}; }

std::vector<std::string> field_names(const Record& record) {
    std::vector<std::string> names;
    for (const auto& [name, field] : record.fields) names.push_back(name);
    return names;
}

bool field_present(const Record& record, std::string_view name) {
    const Field* f = record.find(std::string(name));
    return f && (!f->text.empty() || !f->rows.empty());
}

bool layer_shown(const Layer& layer, const Record& record) {
    if (layer.when.empty()) return true;
    if (layer.when.front() == '!') return !field_present(record, std::string_view(layer.when).substr(1));
    return field_present(record, layer.when);
}

const char* card_word(const Template& t) { return t.kind == TemplateKind::sheet ? "sheet" : "card"; }

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

void Binder::report_once(Severity severity, const SourcePos& pos, const std::string& message, const std::string& hint) {
    std::string key = pos.to_string() + "|" + message;
    if (!m_reported.insert(key).second) return;
    m_diagnostics.add({severity, pos, message, hint});
}

bool Binder::check_fonts(const Template& t) {
    if (!m_checked_templates.insert(t.id).second) return true;
    bool ok = true;
    for (const auto& layer : t.layers) {
        const TextStyle* style = nullptr;
        if (const auto* text = std::get_if<TextLayer>(&layer.spec)) style = &text->style;
        if (const auto* table = std::get_if<TableLayer>(&layer.spec)) style = &table->style;
        if (!style || m_text.has_font(style->font)) continue;
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
    std::string who = card_word(t) + std::string(" '") + record.id + "'";
    if (!field) {
        report_once(Severity::error, layer.pos,
                    "template '" + t.id + "' layer '" + layer.name + "' repeats by field '" + layer.repeat_field +
                        "', which " + who + " does not have",
                    did_you_mean(layer.repeat_field, field_names(record)));
        return 0;
    }
    int count = -1;
    const std::string& text = field->text;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (ec != std::errc() || end != text.data() + text.size() || count < 0 || count > k_max_repeat) {
        report_once(Severity::error, layer.pos,
                    who + ", layer '" + layer.name + "': field '" + layer.repeat_field +
                        "' must be a whole number from 0 to " + std::to_string(k_max_repeat) + " to repeat by, found '" +
                        text + "'");
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
                        "template '" + t.id + "' layer '" + layer.name +
                            "' shows an unknown icon '" + shown + "'",
                        hint);
            continue;
        }
        SourcePos at = layer.pos;
        std::string from = "layer '" + layer.name + "'";
        for (const Field* f : fields_of(text.text, record, copy)) {
            if (!f->pos.file.empty() && f->text.find(shown) != std::string::npos) {
                at = f->pos;
                break;
            }
        }
        report_once(Severity::error, at,
                    card_word(t) + std::string(" '") + record.id + "', " + from +
                        ": unknown icon '" + shown + "'",
                    hint);
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
                        "template '" + t.id + "' layer '" + layer.name + "' names font '" + family +
                            "', which no font has",
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
        report_once(Severity::error, at,
                    card_word(t) + std::string(" '") + record.id + "', layer '" + layer.name +
                        "': font '" + family + "' not found",
                    hint);
    }
}

std::shared_ptr<Drawing> Binder::bind(const Template& t, const Record& record) {
    auto drawing = std::make_shared<Drawing>();
    drawing->label = record.id;
    drawing->size = t.size;
    drawing->bleed = t.bleed;
    drawing->corner_radius = t.corner_radius;
    drawing->safe_margin = t.safe_margin;
    if (t.background) {
        drawing->items.push_back(RectItem{drawing->bleed_box(), t.background, std::nullopt, Length(), Length(), Length(), "background"});
    }
    for (const auto& layer : t.layers) {
        if (!layer_shown(layer, record)) continue;
        int count = repeat_count(layer, t, record);
        for (int i = 0; i < count; ++i) {
            int column = layer.per_row > 0 ? i % layer.per_row : i;
            int row = layer.per_row > 0 ? i / layer.per_row : 0;
            Point shift{layer.step.x * column + layer.row_step.x * row,
                        layer.step.y * column + layer.row_step.y * row};
            auto lookup_raw = [&](std::string_view name, bool escape) -> std::optional<std::string> {
                if (name == "i") return std::to_string(i + 1);
                // "{end_#}" in a repeated layer: the field "end_1", "end_2", ... of each copy.
                std::string key(name);
                if (auto hash = key.find('#'); hash != std::string::npos)
                    key.replace(hash, 1, std::to_string(i + 1));
                const Field* f = record.find(key);
                if (!f && name == "id") return escape ? escape_markup(record.id) : record.id;
                if (!f) return std::nullopt;
                return (escape && !f->markup) ? escape_markup(f->text) : f->text;
            };
            auto missing = [&](std::string_view name) {
                report_once(Severity::error, layer.pos,
                            "template '" + t.id + "' layer '" + layer.name + "' uses field '" + std::string(name) +
                                "', which " + card_word(t) + " '" + record.id + "' does not have",
                            did_you_mean(name, field_names(record)));
            };
            std::visit(
                [&](const auto& spec) {
                    using Spec = std::decay_t<decltype(spec)>;
                    if constexpr (std::is_same_v<Spec, TextLayer>) {
                        TextItem item;
                        item.box = offset(resolve_box(spec.box, t), shift);
                        item.markup = substitute_fields(
                            spec.text, [&](std::string_view n) { return lookup_raw(n, true); }, missing);
                        item.style = spec.style;
                        item.size_pt = spec.style.size_pt;
                        item.label = layer.name;
                        if (item.markup.size() > k_max_layer_text) {
                            report_once(Severity::error, layer.pos,
                                        card_word(t) + std::string(" '") + record.id + "', layer '" + layer.name +
                                            "': the text is " + std::to_string(item.markup.size()) +
                                            " bytes long, more than the " + std::to_string(k_max_layer_text) +
                                            " a layer takes",
                                        "shorten the field");
                            return;
                        }
                        check_icon_codes(t, layer, spec, item.markup, record, i);
                        FitResult fit = fit_text(m_text, item);
                        if (fit.error) {
                            report_once(Severity::error, layer.pos,
                                        card_word(t) + std::string(" '") + record.id + "', layer '" + layer.name +
                                            "': malformed markup: " + *fit.error);
                            return;
                        }
                        if (!fit.fits) {
                            report_once(Severity::warning, layer.pos,
                                        "text of " + std::string(card_word(t)) + " '" + record.id +
                                            "' overflows layer '" + layer.name + "' even at " +
                                            std::to_string(static_cast<int>(item.style.min_size_pt)) + "pt",
                                        "shorten the text, enlarge the box or lower 'min_size'");
                        }
                        check_markup_fonts(t, layer, spec, fit.unknown_fonts, record, i);
                        if (fit.unknown_glyphs > 0) {
                            report_once(Severity::warning, layer.pos,
                                        std::string(card_word(t)) + " '" + record.id + "', layer '" + layer.name +
                                            "': " + std::to_string(fit.unknown_glyphs) +
                                            " character(s) missing from font '" + item.style.font + "'");
                        }
                        drawing->items.push_back(std::move(item));
                    } else if constexpr (std::is_same_v<Spec, RectLayer>) {
                        drawing->items.push_back(RectItem{offset(resolve_box(spec.box, t), shift), spec.fill,
                                                          spec.stroke, spec.stroke_width, spec.radius, spec.dash,
                                                          layer.name});
                    } else if constexpr (std::is_same_v<Spec, LineLayer>) {
                        drawing->items.push_back(LineItem{{spec.from.x + shift.x, spec.from.y + shift.y},
                                                          {spec.to.x + shift.x, spec.to.y + shift.y},
                                                          spec.colour, spec.width, spec.dash, layer.name});
                    } else if constexpr (std::is_same_v<Spec, IconLayer>) {
                        std::string name = substitute_fields(
                            spec.icon, [&](std::string_view n) { return lookup_raw(n, false); }, missing);
                        auto icon = m_icons.find(name);
                        if (!icon) {
                            report_once(Severity::error,
                                        first_written(fields_of(spec.icon, record, i), layer.pos),
                                        card_word(t) + std::string(" '") + record.id +
                                            "', layer '" + layer.name + "': unknown icon '" + name +
                                            "'",
                                        did_you_mean(name, m_icons.names()));
                            return;
                        }
                        drawing->items.push_back(
                            IconItem{offset(resolve_box(spec.box, t), shift), *icon, spec.ink, spec.paper, layer.name});
                    } else if constexpr (std::is_same_v<Spec, ImageLayer>) {
                        // A path of the template's own is reported at the layer, once; a path
                        // from a card's fields names the card, at the value that gave it.
                        bool fixed = !spec.file.empty();
                        std::string path =
                            fixed ? spec.path
                                  : substitute_fields(
                                        spec.path,
                                        [&](std::string_view n) { return lookup_raw(n, false); },
                                        missing);
                        auto checked = image_file(spec, path);
                        if (const auto* reason = std::get_if<std::string>(&checked)) {
                            if (fixed) {
                                report_once(Severity::error, layer.pos,
                                            "template '" + t.id + "' layer '" + layer.name +
                                                "': " + *reason);
                            } else {
                                report_once(
                                    Severity::error,
                                    first_written(fields_of(spec.path, record, i), layer.pos),
                                    card_word(t) + std::string(" '") + record.id + "', layer '" +
                                        layer.name + "': " + *reason);
                            }
                            return;
                        }
                        drawing->items.push_back(ImageItem{offset(resolve_box(spec.box, t), shift),
                                                           std::get<std::filesystem::path>(checked),
                                                           spec.fit, layer.name});
                    } else if constexpr (std::is_same_v<Spec, TableLayer>) {
                        add_table(spec, offset(resolve_box(spec.box, t), shift), record, layer, *drawing);
                    }
                },
                layer.spec);
        }
    }
    return drawing;
}

}  // namespace pnpkit::layout
