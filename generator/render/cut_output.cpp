// A deck laid out for a print-and-cut machine: the printed pages and the cut file.
#include <cmath>

#include "core/text.hpp"
#include "render/cut_svg.hpp"
#include "render/image_encode.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;
using namespace layout;

namespace {

// A print-then-cut image: each card cut out along its cut line (rounded corners and all), the
// rest transparent, so that Design Space finds every card's outline; the page fills the pixel grid.
void write_cutout_page(ByteSink& sink, const CutSheet& sheet,
                       std::span<const std::shared_ptr<const Drawing>> cards, double dpi,
                       Painter& painter) {
    int width = static_cast<int>(std::lround(sheet.page.width.to_px(dpi)));
    int height = static_cast<int>(std::lround(sheet.page.height.to_px(dpi)));
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), width / sheet.page.width.to_pt(), height / sheet.page.height.to_pt());
    for (std::size_t i = 0; i < cards.size() && i < static_cast<std::size_t>(sheet.per_page());
         ++i) {
        Rect trim = sheet.trim(static_cast<int>(i));
        cairo_save(cr.get());
        cairo_translate(cr.get(), trim.x.to_pt(), trim.y.to_pt());
        rounded_rectangle(cr.get(), 0, 0, trim.width.to_pt(), trim.height.to_pt(),
                          sheet.corner_radius.to_pt());
        cairo_clip(cr.get());
        cairo_set_source_rgb(cr.get(), 1, 1, 1);  // the paper under the card
        cairo_paint(cr.get());
        painter.draw_drawing(cr.get(), *cards[i]);
        cairo_restore(cr.get());
    }
    cr.reset();
    encode_image(sink, surface.get(), {ImageEncoding::png, dpi, k_jpeg_quality, true});
}

std::string inches(Length length) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", length.to_in());
    return buf;
}

}  // namespace

std::optional<CutSheet> Renderer::cut_sheet_for(DeckLayout& layout, const DeckComponent& deck,
                                                const Cutter& cutter,
                                                const RenderSettings& settings) {
    // The corners as the template says, read before any card is bound (the first pass reports).
    const Template* t = deck_template(deck);
    auto sheet = compute_cut_sheet(cutter, paper_size(settings.impose.paper), layout.grid().card,
                                   layout.grid().bleed, t ? t->corner_radius : Length());
    if (const auto* problem = std::get_if<std::string>(&sheet)) {
        m_diagnostics.error(
            t ? t->pos : SourcePos{},
            "deck '" + deck.id + "' cannot be laid out for " + cutter.name + ": " + *problem);
        return std::nullopt;
    }
    return std::get<CutSheet>(sheet);
}

bool Renderer::render_cut(DeckLayout& layout, const DeckComponent& deck, const CutSheet& sheet,
                          const std::string& title, const fs::path& dir,
                          const RenderSettings& settings, std::vector<Written>& written) {
    const Cutter& cutter = *settings.cutter;
    std::size_t errors_before = m_diagnostics.error_count();
    int per_page = sheet.per_page();
    int pages = (layout.card_count() + per_page - 1) / per_page;
    bool design_space = cutter.marks == MarkStyle::design_space;
    Duplex duplex = settings.impose.duplex;
    bool backs_wanted = !design_space && layout.has_backs() && duplex != Duplex::none;
    std::string orientation = sheet.landscape ? "landscape" : "portrait";

    std::unique_ptr<AtomicFile> pdf_file;
    std::unique_ptr<FileSink> pdf_sink;
    std::unique_ptr<PdfWriter> pdf;
    if (!design_space) {
        pdf_file = std::make_unique<AtomicFile>(dir / (deck.id + ".pdf"));
        pdf_sink = std::make_unique<FileSink>(*pdf_file);
        pdf = std::make_unique<PdfWriter>(*pdf_sink, title);
    }
    std::vector<std::unique_ptr<AtomicFile>> images;  // committed together once every page is drawn
    // This is the deck's first pass: a fault found on many cards is reported once.
    m_binder.begin_group();
    for (int p = 0; p < pages; ++p) {
        std::vector<std::shared_ptr<const Drawing>> fronts;
        std::vector<std::shared_ptr<const Drawing>> backs;
        for (int i = p * per_page; i < std::min(layout.card_count(), (p + 1) * per_page); ++i) {
            fronts.push_back(layout.front(i));
            if (!backs_wanted) continue;
            auto back = layout.back(i);
            if (!back) {
                auto blank = std::make_shared<Drawing>();
                blank->size = sheet.card;
                blank->label = "blank back";
                back = blank;
            }
            backs.push_back(std::move(back));
        }
        std::string n = std::to_string(p + 1);
        if (design_space) {
            auto& file = images.emplace_back(
                std::make_unique<AtomicFile>(dir / (deck.id + "-cricut-" + n + ".png")));
            FileSink sink(*file);
            write_cutout_page(sink, sheet, fronts, settings.dpi, m_painter);
        } else {
            Page front = cut_front_page(sheet, fronts, deck.id + " fronts " + n);
            pdf->add_page(front, m_painter);
            preflight_page(settings, deck.id, pdf_file->target(), pdf->pages(), front);
            if (backs_wanted) {
                layout::Page back = cut_back_page(sheet, backs, duplex, settings.impose.back_offset,
                                                  deck.id + " backs " + n);
                back.turn_deg = settings.impose.back_turn_deg;
                pdf->add_page(back, m_painter);
                preflight_page(settings, deck.id, pdf_file->target(), pdf->pages(), back);
            }
        }
    }
    m_binder.end_group();
    if (m_diagnostics.error_count() > errors_before) return false;
    std::string layout_words = count_of(layout.card_count(), "card") + ", " +
                               std::to_string(per_page) + " a page (" + orientation + ")";
    if (design_space) {
        for (auto& file : images) file->commit();
        written.push_back({dir / (deck.id + "-cricut-1.png"),
                           count_of(images.size(), "print-then-cut image") + " of " +
                               inches(sheet.page.width) + " x " + inches(sheet.page.height) +
                               " in, " + layout_words +
                               ": upload to Cricut Design Space at that size"});
    } else {
        pdf->finish();
        pdf_file->commit();
        preflight_file(settings, deck.id, pdf_file->target());
        written.push_back({pdf_file->target(), count_of(pdf->pages(), "page") + ", " +
                                                   layout_words + ", " + cutter.name});
    }
    AtomicFile svg(dir / (deck.id + "-cut.svg"));
    svg.write(cut_svg(sheet, cutter, title));
    svg.commit();
    written.push_back({svg.target(), "cut file: " + count_of(per_page, "outline") + " on a " +
                                         sheet.page.width.to_string() + " x " +
                                         sheet.page.height.to_string() + " page"});
    return true;
}

}  // namespace pnpkit::render
