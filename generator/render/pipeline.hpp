#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "check/preflight.hpp"
#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/component.hpp"
#include "layout/cut_sheet.hpp"
#include "layout/deck_layout.hpp"
#include "layout/imposition.hpp"
#include "layout/print_specs.hpp"
#include "layout/template.hpp"
#include "render/fonts.hpp"
#include "render/image_encode.hpp"
#include "render/image_store.hpp"
#include "render/painter.hpp"
#include "render/pango_text.hpp"
#include "render/tts_save.hpp"

namespace pnpkit::render {

struct RenderSettings {
    layout::ImposeOptions impose;
    bool pdf = true;
    bool png = false;
    bool tts = false;
    bool preview = false;                     // a contact sheet of each deck
    bool showcase = false;                    // chosen cards of each deck fanned as a hand
    std::vector<std::string> showcase_cards;  // their ids; empty: the first five of each deck
    double dpi = 300;
    bool png_bleed = false;
    ImageEncoding tts_image = ImageEncoding::png;  // Tabletop Simulator sheets
    std::string tts_url;  // where the sheets will be hosted; empty: their file:// paths
    std::optional<layout::PrintService> service;  // --for: a picture per card as the service wants
    std::optional<layout::Cutter> cutter;   // --cut: decks laid out for a print-and-cut machine
    Ink ink = Ink::full;                    // --ink low: the ink saver
    check::Preflight* preflight = nullptr;  // --check: given every PDF page and file written
    // Given every PDF page as it is written (its component, its number from 1): for measures in
    // tests (the ink saver's), never set by a command.
    std::function<void(const std::string& component, int number, const layout::Page& page)>
        page_written;
};

// Hands page `number` (from 1) of `component`'s PDF `file` to the settings' preflight and
// page_written, if any; `cut`: the page's cards are cut out (a deck, not a sheet).
void preflight_page(const RenderSettings& settings, const std::string& component,
                    const std::filesystem::path& file, int number, const layout::Page& page,
                    bool cut = true);
// Hands `component`'s PDF `file`, just written, to the settings' preflight, if any.
void preflight_file(const RenderSettings& settings, const std::string& component,
                    const std::filesystem::path& file);
// Hands `component`'s picture `file`, just written at `size` pixels and `dpi`, to the settings'
// preflight, if any.
void preflight_image(const RenderSettings& settings, const std::string& component,
                     const std::filesystem::path& file, PixelSize size, double dpi);

// One file written, and what it holds ("6 pages, 27 cards").
struct Written {
    std::filesystem::path path;
    std::string summary;
};

// Called as work advances: `done` of `total` cards or pages of the current component.
using Progress = std::function<void(const std::string& component, int done, int total)>;

// Turns components into files: PDF (imposed, duplex backs), PNG per card, Tabletop Simulator
// sheets. Every file is written atomically; a component whose layout reports an error writes
// nothing, so the previous output stays intact. Problems go to the diagnostics given at
// construction.
class Renderer {
public:
    Renderer(const std::filesystem::path& templates_dir, const std::filesystem::path& fonts_dir,
             Diagnostics& diagnostics);
    ~Renderer();

    // Finds, without drawing, everything render() would refuse in these components (the shared
    // check, layout/check.hpp, with the default imposition), reporting it to the diagnostics.
    void check(const std::vector<layout::Component>& components);

    std::vector<Written> render(const layout::Component& component,
                                const std::string& document_title, const std::filesystem::path& dir,
                                const RenderSettings& settings, const Progress& progress = {});

    // Looks templates up in these folders from now on (a designer's game: its own folder first).
    void use_templates(std::vector<layout::TemplateRoot> roots);
    // Renders a game from now on: its templates looked up in `roots`, and, for a designer's game
    // (`folder` not empty), its own icons and fonts (icons/, fonts/) beside the built-in ones.
    // Every own icon is decoded now; an icon or a font that cannot be read is reported at its file.
    // Returns false when something was reported: the game's components would be drawn wrong.
    bool use_game(std::vector<layout::TemplateRoot> roots, const std::filesystem::path& folder);
    // The Tabletop Simulator decks rendered since the last call, for the game's saved-object file.
    std::vector<TtsDeck> take_tts_decks() { return std::exchange(m_tts_decks, {}); }

    // What the preflight measures through this renderer: texts as laid out, pictures' colours,
    // and where the current templates' layers were written.
    // Items are copied as printed (Measures::as_printed) only with the ink saver.
    check::Measures preflight_measures(Ink ink);
    check::LayerPosition preflight_layers();

    layout::TemplateLibrary& templates() { return *m_templates; }
    ImageStore& images() { return m_images; }
    PangoTextService& text() { return m_text; }
    Painter& painter() { return m_painter; }
    layout::Binder& binder() { return m_binder; }

private:
    std::vector<Written> render_deck(const layout::DeckComponent& deck, const std::string& title,
                                     const std::filesystem::path& dir,
                                     const RenderSettings& settings, const Progress& progress);
    // The deck's PDF (fronts, then backs): false when the layout reported an error.
    bool render_pages(layout::DeckLayout& layout, const layout::DeckComponent& deck,
                      const std::string& title, const std::filesystem::path& dir,
                      const RenderSettings& settings, const Progress& progress,
                      std::vector<Written>& written);
    // The deck laid out for a print-and-cut machine, with its cut file: false when the layout
    // reported an error or the cards do not fit the machine.
    bool render_cut(layout::DeckLayout& layout, const layout::DeckComponent& deck,
                    const layout::CutSheet& sheet, const std::string& title,
                    const std::filesystem::path& dir, const RenderSettings& settings,
                    std::vector<Written>& written);
    // The sheet of the deck's cards for the machine; nullopt, with an error at the deck's
    // template, when they do not fit it.
    std::optional<layout::CutSheet> cut_sheet_for(layout::DeckLayout& layout,
                                                  const layout::DeckComponent& deck,
                                                  const layout::Cutter& cutter,
                                                  const RenderSettings& settings);
    // The service's card the deck prints as; nullptr, with an error at the deck's template, when
    // it makes none of that size. Warns when the template's safe zone is narrower than the
    // service's.
    const layout::ServiceCard* service_card_for(layout::DeckLayout& layout,
                                                const layout::DeckComponent& deck,
                                                const layout::PrintService& service);
    // A picture per printed card (and its back) as a print service wants them.
    std::vector<Written> render_service(layout::DeckLayout& layout,
                                        const layout::DeckComponent& deck,
                                        const layout::ServiceCard& card,
                                        const std::filesystem::path& dir,
                                        const RenderSettings& settings);
    // The template of the deck's first printed card (for the position of errors about the deck).
    const layout::Template* deck_template(const layout::DeckComponent& deck);
    // Sheets of up to 69 distinct cards and their backs, and the deck for the saved-object file.
    std::vector<Written> render_tts(layout::DeckLayout& layout, const layout::DeckComponent& deck,
                                    const std::filesystem::path& dir,
                                    const RenderSettings& settings);
    std::vector<Written> render_preview(layout::DeckLayout& layout,
                                        const layout::DeckComponent& deck,
                                        const std::filesystem::path& dir);
    // The chosen cards fanned as a hand, in <deck>-showcase.png; nothing when none is in the deck.
    std::vector<Written> render_showcase(layout::DeckLayout& layout,
                                         const layout::DeckComponent& deck,
                                         const std::filesystem::path& dir,
                                         const RenderSettings& settings);
    std::vector<Written> render_sheets(const layout::SheetComponent& sheets,
                                       const std::string& title, const std::filesystem::path& dir,
                                       const RenderSettings& settings, const Progress& progress);

    Diagnostics& m_diagnostics;
    FontLibrary m_fonts;
    ImageStore m_images;
    PangoTextService m_text;
    std::unique_ptr<layout::TemplateLibrary> m_templates;
    layout::Binder m_binder;
    Painter m_painter;
    std::vector<TtsDeck> m_tts_decks;
};

}  // namespace pnpkit::render
