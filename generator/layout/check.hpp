#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/component.hpp"
#include "layout/deck_layout.hpp"
#include "layout/imposition.hpp"
#include "layout/template.hpp"

// The one check `pnpkit render` and `pnpkit validate` share, so that they cannot drift: render
// runs these passes as it lays a component out and draws what they give; validate runs them and
// draws nothing. Every fault is reported once, with the number of cards it affects.
namespace pnpkit::layout {

// Checks the templates of a component against what its records declare (check_template for each
// face's schema: a deck's or a sheet's `schemas`), then warns about every declared field no
// template uses. Components made by code declare nothing and pass. False when there were errors:
// binding would only repeat them per card.
bool check_templates(const std::vector<std::shared_ptr<const RecordSchema>>& schemas,
                     TemplateLibrary& templates, Binder& binder, Diagnostics& diagnostics);

// Receives each page of a deck as it is laid out: the index, the fronts and, when the imposition
// prints them, the backs.
using DeckPageSink =
    std::function<void(int index, const Page& front, const std::optional<Page>& back)>;

// Lays every page of a deck out, binding each face (backs too, printed or not), with the binder's
// faults grouped over the cards; hands each page to `sink` when given.
void lay_out_deck(DeckLayout& layout, Binder& binder, const DeckPageSink& sink = {});

// Binds each page of a sheet to its template (which must be a sheet template), with the binder's
// faults grouped over the pages; `progress` is told after each. The drawings of the pages bound.
std::vector<std::shared_ptr<const Drawing>> bind_sheet(
    const SheetComponent& sheet, TemplateLibrary& templates, Binder& binder,
    Diagnostics& diagnostics, const std::function<void(int done)>& progress = {});

// Everything `pnpkit render` would refuse in these components, found without drawing: the checks
// above, then every deck laid out with `options` and every sheet bound.
void check_components(const std::vector<Component>& components, TemplateLibrary& templates,
                      Binder& binder, const ImposeOptions& options, Diagnostics& diagnostics);

}  // namespace pnpkit::layout
