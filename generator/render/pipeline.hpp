#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/component.hpp"
#include "layout/imposition.hpp"
#include "layout/template.hpp"
#include "render/fonts.hpp"
#include "render/painter.hpp"
#include "render/pango_text.hpp"

namespace pnpkit::render {

struct RenderSettings {
    layout::ImposeOptions impose;
    bool pdf = true;
    bool png = false;
    bool tts = false;
    double dpi = 300;
    bool png_bleed = false;
};

// One file written, and what it holds ("6 pages, 27 cards").
struct Written {
    std::filesystem::path path;
    std::string summary;
};

// Called as work advances: `done` of `total` cards or pages of the current component.
using Progress = std::function<void(const std::string& component, int done, int total)>;

// Turns components into files: PDF (imposed, duplex backs), PNG per card, Tabletop Simulator sheets.
// Every file is written atomically; a component whose layout reports an error writes nothing, so the
// previous output stays intact. Problems go to the diagnostics given at construction.
class Renderer {
public:
    Renderer(const std::filesystem::path& templates_dir, const std::filesystem::path& fonts_dir,
             Diagnostics& diagnostics);
    ~Renderer();

    std::vector<Written> render(const layout::Component& component, const std::string& document_title,
                                const std::filesystem::path& dir, const RenderSettings& settings,
                                const Progress& progress = {});

    // True when some template named a font that is not bundled (exit code 3).
    bool missing_fonts() const { return m_binder.missing_fonts(); }
    // True when a component named a template that has no file (exit 3).
    bool missing_templates() const { return m_templates.missing_templates(); }

    layout::TemplateLibrary& templates() { return m_templates; }
    PangoTextService& text() { return m_text; }
    Painter& painter() { return m_painter; }
    layout::Binder& binder() { return m_binder; }

private:
    std::vector<Written> render_deck(const layout::DeckComponent& deck, const std::string& title,
                                     const std::filesystem::path& dir, const RenderSettings& settings,
                                     const Progress& progress);
    std::vector<Written> render_sheets(const layout::SheetComponent& sheets, const std::string& title,
                                       const std::filesystem::path& dir, const RenderSettings& settings,
                                       const Progress& progress);

    Diagnostics& m_diagnostics;
    FontLibrary m_fonts;
    PangoTextService m_text;
    layout::TemplateLibrary m_templates;
    layout::Binder m_binder;
    Painter m_painter;
};

}  // namespace pnpkit::render
