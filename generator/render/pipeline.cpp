#include "render/pipeline.hpp"

#include <map>
#include <set>

#include "core/atomic_file.hpp"
#include "core/text.hpp"
#include "layout/game_assets.hpp"
#include "layout/tiling.hpp"
#include "load/toml_file.hpp"
#include "layout/check.hpp"
#include "render/output.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;
using namespace layout;

namespace {

// File names for card PNGs: the card's id, with -2, -3 for later cards of the same id.
class Names {
public:
    std::string next(const std::string& id) {
        int n = ++m_seen[id];
        return n == 1 ? id : id + "-" + std::to_string(n);
    }

private:
    std::map<std::string, int> m_seen;
};

}  // namespace

Renderer::Renderer(const fs::path& templates_dir, const fs::path& fonts_dir,
                   Diagnostics& diagnostics)
    : m_diagnostics(diagnostics),
      m_fonts(fonts_dir),
      m_text(m_fonts),
      m_templates(std::make_unique<TemplateLibrary>(templates_dir)),
      m_binder(m_text, diagnostics),
      m_painter(m_text, &m_images) {
    m_binder.use_images(&m_images);
    m_text.use_icons(layout::IconSet(), &m_images);
}

Renderer::~Renderer() = default;

void Renderer::use_templates(std::vector<TemplateRoot> roots) {
    m_templates = std::make_unique<TemplateLibrary>(std::move(roots));
    m_binder.forget_templates();
}

bool Renderer::use_game(std::vector<TemplateRoot> roots, const fs::path& folder) {
    use_templates(std::move(roots));
    std::size_t errors_before = m_diagnostics.error_count();
    // The listing's problems were reported when the game was loaded.
    Diagnostics listed;
    GameAssets assets = folder.empty() ? GameAssets{} : load_game_assets(folder, listed);
    m_fonts.use_game_fonts(assets.fonts, m_diagnostics);
    for (const auto& [name, icon] : assets.icons.own()) {
        if (auto problem = m_images.check(icon->file)) {
            m_diagnostics.error(SourcePos::start_of(load::display_path(icon->file)),
                                "icon '" + name + "': " + *problem);
        }
    }
    m_binder.use_icons(assets.icons);
    m_text.use_icons(std::move(assets.icons), &m_images);
    return m_diagnostics.error_count() == errors_before;
}

void Renderer::check(const std::vector<Component>& components) {
    m_binder.set_fit_goal(FitGoal::verdict);
    check_components(components, *m_templates, m_binder, ImposeOptions{}, m_diagnostics);
    m_binder.set_fit_goal(FitGoal::size);
}

std::vector<Written> Renderer::render(const Component& component, const std::string& document_title,
                                      const fs::path& dir, const RenderSettings& settings, const Progress& progress) {
    m_painter.set_ink(settings.ink);
    if (const auto* deck = std::get_if<DeckComponent>(&component)) {
        return render_deck(*deck, document_title, dir, settings, progress);
    }
    return render_sheets(std::get<SheetComponent>(component), document_title, dir, settings, progress);
}

std::vector<Written> Renderer::render_deck(const DeckComponent& deck, const std::string& title, const fs::path& dir,
                                           const RenderSettings& settings, const Progress& progress) {
    std::vector<Written> written;
    std::size_t errors_before = m_diagnostics.error_count();
    if (!check_templates(deck.schemas, *m_templates, m_binder, m_diagnostics)) return written;
    DeckLayout layout(deck, *m_templates, m_binder, settings.impose, m_diagnostics);
    if (!layout.ok()) return written;
    m_painter.clear();

    std::optional<CutSheet> sheet;
    if (settings.cutter && !(sheet = cut_sheet_for(layout, deck, *settings.cutter, settings)))
        return written;
    const ServiceCard* service_card = nullptr;
    if (settings.service && !(service_card = service_card_for(layout, deck, *settings.service)))
        return written;

    // The PDF, or a layout-only pass that finds every problem before any picture is written.
    bool laid_out = sheet ? render_cut(layout, deck, *sheet, title, dir, settings, written)
                          : render_pages(layout, deck, title, dir, settings, progress, written);
    if (!laid_out || m_diagnostics.error_count() > errors_before) return written;

    // The passes below bind faces again (those drawn once): what they find was reported above.
    struct Silence {
        Binder& binder;
        ~Silence() { binder.set_silent(false); }
    } silence{m_binder};
    m_binder.set_silent(true);
    if (settings.png) {
        Names names;
        fs::path png_dir = dir / deck.id;
        std::set<const Drawing*> backs_done;
        int files = 0;
        for (int i = 0; i < layout.card_count(); ++i) {
            auto front = layout.front(i);
            AtomicFile file(png_dir / (names.next(front->label) + ".png"));
            FileSink sink(file);
            PixelSize size = write_png(sink, *front, settings.dpi, settings.png_bleed, m_painter);
            file.commit();
            preflight_image(settings, deck.id, file.target(), size, settings.dpi);
            ++files;
            if (auto back = layout.back(i); back && backs_done.insert(back.get()).second) {
                std::string name = back->reuse ? "back-" + back->label : front->label + "-back";
                AtomicFile back_file(png_dir / (name + ".png"));
                FileSink back_sink(back_file);
                PixelSize back_size =
                    write_png(back_sink, *back, settings.dpi, settings.png_bleed, m_painter);
                back_file.commit();
                preflight_image(settings, deck.id, back_file.target(), back_size, settings.dpi);
                ++files;
            }
        }
        written.push_back({png_dir, count_of(files, "PNG") + " at " +
                                        std::to_string(static_cast<int>(settings.dpi)) + " dpi"});
    }

    if (service_card) {
        auto files = render_service(layout, deck, *service_card, dir, settings);
        written.insert(written.end(), files.begin(), files.end());
    }
    if (settings.tts) {
        auto files = render_tts(layout, deck, dir, settings);
        written.insert(written.end(), files.begin(), files.end());
    }
    if (settings.preview) {
        auto files = render_preview(layout, deck, dir);
        written.insert(written.end(), files.begin(), files.end());
    }
    if (settings.showcase) {
        auto files = render_showcase(layout, deck, dir, settings);
        written.insert(written.end(), files.begin(), files.end());
    }
    return written;
}

bool Renderer::render_pages(DeckLayout& layout, const DeckComponent& deck, const std::string& title,
                            const fs::path& dir, const RenderSettings& settings,
                            const Progress& progress, std::vector<Written>& written) {
    std::size_t errors_before = m_diagnostics.error_count();
    AtomicFile file(dir / (deck.id + ".pdf"));
    FileSink sink(file);
    PdfWriter pdf(sink, title);
    lay_out_deck(layout, m_binder, [&](int i, const Page& front, const std::optional<Page>& back) {
        if (settings.pdf) {
            pdf.add_page(front, m_painter);
            preflight_page(settings, deck.id, file.target(), pdf.pages(), front);
            if (back) {
                pdf.add_page(*back, m_painter);
                preflight_page(settings, deck.id, file.target(), pdf.pages(), *back);
            }
        }
        if (progress)
            progress(deck.id, std::min((i + 1) * layout.grid().per_page(), layout.card_count()),
                     layout.card_count());
    });
    if (m_diagnostics.error_count() > errors_before) return false;
    if (settings.pdf) {
        pdf.finish();
        file.commit();
        preflight_file(settings, deck.id, file.target());
        std::string summary = count_of(pdf.pages(), "page") + ", " +
                              count_of(layout.card_count(), "card") + ", " +
                              std::to_string(layout.grid().per_page()) + " a page";
        if (layout.grid().landscape()) summary += ", landscape";
        if (layout.layout() == PageLayout::fold) summary += ", fold-over";
        if (layout.layout() == PageLayout::gutter) summary += ", gutter fold";
        written.push_back({file.target(), summary});
    }
    return true;
}

std::vector<Written> Renderer::render_sheets(const SheetComponent& sheets, const std::string& title,
                                             const fs::path& dir, const RenderSettings& settings,
                                             const Progress& progress) {
    std::vector<Written> written;
    std::size_t errors_before = m_diagnostics.error_count();
    m_painter.clear();
    if (!check_templates(sheets.schemas, *m_templates, m_binder, m_diagnostics)) return written;
    auto drawings = bind_sheet(sheets, *m_templates, m_binder, m_diagnostics, [&](int done) {
        if (progress) progress(sheets.id, done, static_cast<int>(sheets.pages.size()));
    });
    if (m_diagnostics.error_count() > errors_before) return written;
    // With no errors each page was bound: drawings[i] is sheets.pages[i]'s.
    std::vector<std::vector<Page>> pages;
    std::set<std::string> refused;  // templates already reported as not printable on the paper
    for (std::size_t i = 0; settings.pdf && i < drawings.size(); ++i) {  // the paper matters to the PDF only
        auto laid = sheet_pages(drawings[i], settings.impose.paper, settings.impose.proof,
                                sheets.id + " " + std::to_string(i + 1));
        if (const auto* reason = std::get_if<std::string>(&laid)) {
            const Template* t = m_templates->get(sheets.pages[i].template_id, m_diagnostics);
            if (t && refused.insert(t->id).second)
                m_diagnostics.error(t->pos, "sheet '" + sheets.id + "' " + *reason);
        } else {
            pages.push_back(std::get<std::vector<Page>>(std::move(laid)));
        }
    }
    if (m_diagnostics.error_count() > errors_before) return written;
    if (settings.pdf) {
        AtomicFile file(dir / (sheets.id + ".pdf"));
        FileSink sink(file);
        PdfWriter pdf(sink, title);
        std::size_t tiled = 0;
        for (const auto& sheet : pages) {
            for (const auto& page : sheet) {
                pdf.add_page(page, m_painter);
                preflight_page(settings, sheets.id, file.target(), pdf.pages(), page, false);
            }
            if (sheet.size() > 1) ++tiled;
        }
        pdf.finish();
        file.commit();
        preflight_file(settings, sheets.id, file.target());
        std::string summary = count_of(pdf.pages(), "page");
        if (tiled > 0) {
            std::string which = pages.size() == 1 ? "tiled" : count_of(tiled, "sheet") + " tiled";
            summary += ", " + which + " with " + k_tile_overlap.to_string() + " overlap";
        }
        written.push_back({file.target(), summary});
    }
    if (settings.png) {
        for (std::size_t i = 0; i < drawings.size(); ++i) {
            std::string suffix = drawings.size() > 1 ? "-" + std::to_string(i + 1) : "";
            AtomicFile file(dir / (sheets.id + suffix + ".png"));
            FileSink sink(file);
            PixelSize size =
                write_png(sink, *drawings[i], settings.dpi, settings.png_bleed, m_painter);
            file.commit();
            preflight_image(settings, sheets.id, file.target(), size, settings.dpi);
            written.push_back({file.target(), "page " + std::to_string(i + 1) + " at " +
                                                  std::to_string(static_cast<int>(settings.dpi)) + " dpi"});
        }
    }
    return written;
}

}  // namespace pnpkit::render
