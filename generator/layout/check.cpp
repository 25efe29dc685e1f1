#include "layout/check.hpp"

#include <set>

#include "layout/template_check.hpp"

namespace pnpkit::layout {

bool check_templates(const std::vector<std::shared_ptr<const RecordSchema>>& schemas,
                     TemplateLibrary& templates, Binder& binder, Diagnostics& diagnostics) {
    if (schemas.empty()) return true;
    std::size_t errors_before = diagnostics.error_count();
    std::set<std::string> used;
    bool all_loaded = true;
    for (const auto& schema : schemas) {
        const SourcePos* named_at =
            schema->template_pos.file.empty() ? nullptr : &schema->template_pos;
        const Template* t = templates.get(schema->template_id, diagnostics, named_at);
        if (!t) {
            all_loaded = false;
            continue;
        }
        check_template(*t, *schema, binder.text(), binder.icons(), used, diagnostics);
    }
    if (all_loaded) {
        const RecordSchema& first = *schemas.front();
        for (const auto& field : first.fields) {
            if (field.implicit || used.contains(field.name)) continue;
            diagnostics.warning(
                field.pos,
                "field '" + field.name + "' of " + first.owner + " is shown by no template",
                "show it as {" + field.name + "} in a layer of template '" + first.template_id +
                    "', or remove it");
        }
    }
    return diagnostics.error_count() == errors_before;
}

void lay_out_deck(DeckLayout& layout, Binder& binder, const DeckPageSink& sink) {
    binder.begin_group();
    int pages = layout.page_count();
    for (int i = 0; i < pages; ++i) {
        auto [front, back] = layout.page(i);
        if (sink) sink(i, front, back);
    }
    binder.end_group();
}

std::vector<std::shared_ptr<const Drawing>> bind_sheet(
    const SheetComponent& sheet, TemplateLibrary& templates, Binder& binder,
    Diagnostics& diagnostics, const std::function<void(int done)>& progress) {
    std::vector<std::shared_ptr<const Drawing>> drawings;
    binder.begin_group();
    for (const auto& face : sheet.pages) {
        const Template* t = templates.get(face.template_id, diagnostics);
        if (!t || !binder.check_fonts(*t)) continue;
        if (t->kind != TemplateKind::sheet) {
            diagnostics.error(t->pos, "template '" + t->id + "' is a card, but '" + sheet.id +
                                          "' needs sheet templates");
            continue;
        }
        drawings.push_back(binder.bind(*t, face.record));
        if (progress) progress(static_cast<int>(drawings.size()));
    }
    binder.end_group();
    return drawings;
}

void check_components(const std::vector<Component>& components, TemplateLibrary& templates,
                      Binder& binder, const ImposeOptions& options, Diagnostics& diagnostics) {
    for (const auto& component : components) {
        if (const auto* deck = std::get_if<DeckComponent>(&component)) {
            if (!check_templates(deck->schemas, templates, binder, diagnostics)) continue;
            DeckLayout layout(*deck, templates, binder, options, diagnostics);
            if (layout.ok()) lay_out_deck(layout, binder);
        } else {
            const auto& sheet = std::get<SheetComponent>(component);
            if (!check_templates(sheet.schemas, templates, binder, diagnostics)) continue;
            bind_sheet(sheet, templates, binder, diagnostics);
        }
    }
}

}  // namespace pnpkit::layout
