// Render benchmark: the same text-and-icon cards drawn twice in one run, through pnpkit's templates
// and imposition, and with plain Cairo/Pango calls (the floor). Prints time, PDF size per card and
// peak memory for each, and their ratios. Targets: time <= 1.5x the floor, PDF size per card within
// 2x, and peak memory flat in the number of cards (10,000 cards under 100 MB).
//
//   render_bench [CARDS]        (default 1000; memory is also measured at 10 x CARDS)
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

#include "layout/deck_layout.hpp"
#include "render/icons.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"
#include "support/fixture_deck.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using Clock = std::chrono::steady_clock;

namespace {

const std::string k_source = PNPKIT_BENCH_SOURCE_DIR;

class CountingSink : public render::ByteSink {
public:
    void write(std::string_view bytes) override { size += bytes.size(); }
    std::size_t size = 0;
};

// pnpkit: templates bound per card, imposed 9 to a page, fronts only.
std::size_t run_templates(int cards) {
    Diagnostics ds;
    render::Renderer renderer(k_source + "/tests/fixtures/templates", k_source + "/fonts", ds);
    DeckComponent deck = test::fixture_deck(cards);
    deck.common_back.reset();
    ImposeOptions options;
    options.duplex = Duplex::none;
    DeckLayout layout(deck, renderer.templates(), renderer.binder(), options, ds);
    CountingSink sink;
    {
        render::PdfWriter pdf(sink, "bench");
        for (int i = 0; i < layout.page_count(); ++i) pdf.add_page(layout.page(i).first, renderer.painter());
        pdf.finish();
    }
    if (ds.has_errors()) std::fprintf(stderr, "unexpected errors in the benchmark deck\n");
    return sink.size;
}

void show_markup(cairo_t* cr, PangoLayout* layout, const std::string& markup, double x, double y) {
    pango_layout_set_markup(layout, markup.c_str(), -1);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

// The floor: the same content with direct Cairo and Pango calls, positions worked out by hand,
// icons drawn by the same vector code, no templates, no fitting, no imposition model.
std::size_t run_floor(int cards) {
    render::FontLibrary fonts(k_source + "/fonts");
    render::PangoTextService service(fonts);  // for the same font setup and the inline icon shapes
    CountingSink sink;
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(
        [](void* closure, const unsigned char*, unsigned int length) {
            static_cast<CountingSink*>(closure)->size += length;
            return CAIRO_STATUS_SUCCESS;
        },
        &sink, 595.28, 841.89);
    cairo_t* cr = cairo_create(surface);
    PangoContext* context = pango_font_map_create_context(fonts.font_map());
    pango_cairo_context_set_resolution(context, 72);
    const double mm = 72 / 25.4;
    DeckComponent deck = test::fixture_deck(cards);
    for (int i = 0; i < cards; ++i) {
        int slot = i % 9;
        double x0 = (10.5 + (slot % 3) * 63) * mm, y0 = (16.5 + (slot / 3) * 88) * mm;
        const Record& r = deck.cards[static_cast<std::size_t>(i)].front.record;
        cairo_save(cr);
        cairo_rectangle(cr, x0 - 2 * mm, y0 - 2 * mm, 67 * mm, 92 * mm);
        cairo_clip(cr);
        cairo_set_source_rgb(cr, 0.95, 0.92, 0.84);
        cairo_paint(cr);
        cairo_rectangle(cr, x0 + 3 * mm, y0 + 3 * mm, 57 * mm, 82 * mm);
        cairo_set_source_rgb(cr, 0.48, 0.36, 0.23);
        cairo_set_line_width(cr, 0.8);
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 0.17, 0.13, 0.09);
        PangoLayout* layout = pango_layout_new(context);
        PangoFontDescription* font = pango_font_description_from_string("Vollkorn Bold 15");
        pango_layout_set_font_description(layout, font);
        pango_layout_set_width(layout, static_cast<int>(53 * mm * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
        show_markup(cr, layout, r.find("name")->text, x0 + 5 * mm, y0 + 6 * mm);
        render::draw_icon(cr, *parse_icon("die" + r.find("value")->text), x0 + 21.5 * mm, y0 + 18 * mm, 20 * mm,
                          20 * mm, Colour::black(), std::nullopt);
        pango_font_description_free(font);
        font = pango_font_description_from_string("Vollkorn 10");
        pango_layout_set_font_description(layout, font);
        pango_layout_set_width(layout, static_cast<int>(51 * mm * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT);
        // The body's icons are drawn as the same inline shapes by the same service.
        TextItem body;
        body.box = {Length(), Length(), Length::mm(51), Length::mm(30)};
        body.markup = r.find("body")->text;
        body.size_pt = 10;
        auto prepared = service.prepared(body);
        cairo_move_to(cr, x0 + 6 * mm, y0 + 42 * mm);
        pango_cairo_show_layout(cr, prepared->layout.get());
        if (const Field* flavour = r.find("flavour")) {
            pango_font_description_free(font);
            font = pango_font_description_from_string("Vollkorn Italic 8");
            pango_layout_set_font_description(layout, font);
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
            show_markup(cr, layout, flavour->text, x0 + 6 * mm, y0 + 75 * mm);
        }
        pango_font_description_free(font);
        g_object_unref(layout);
        cairo_restore(cr);
        if (slot == 8 || i == cards - 1) cairo_show_page(cr);
    }
    g_object_unref(context);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    return sink.size;
}

double seconds(const std::function<void()>& fn) {
    auto start = Clock::now();
    fn();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Runs one mode in a child process and returns its peak resident memory in MB.
double peak_mb(bool templates, int cards) {
    int fds[2];
    if (::pipe(fds) != 0) return -1;
    pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        if (templates) {
            run_templates(cards);
        } else {
            run_floor(cards);
        }
        rusage usage{};
        ::getrusage(RUSAGE_SELF, &usage);
        double mb = usage.ru_maxrss / 1024.0;
        if (::write(fds[1], &mb, sizeof mb) != sizeof mb) std::_Exit(1);
        std::_Exit(0);
    }
    ::close(fds[1]);
    double mb = -1;
    if (::read(fds[0], &mb, sizeof mb) != sizeof mb) mb = -1;
    ::close(fds[0]);
    ::waitpid(pid, nullptr, 0);
    return mb;
}

}  // namespace

int main(int argc, char** argv) {
    int cards = argc > 1 ? std::atoi(argv[1]) : 1000;
    // Warm up fonts and caches once so neither side pays for first use.
    run_floor(9);
    run_templates(9);
    std::size_t floor_bytes = 0, template_bytes = 0;
    double floor_time = 1e9, template_time = 1e9;
    for (int round = 0; round < 3; ++round) {  // best of three, alternating
        floor_time = std::min(floor_time, seconds([&] { floor_bytes = run_floor(cards); }));
        template_time = std::min(template_time, seconds([&] { template_bytes = run_templates(cards); }));
    }
    std::printf("render benchmark: %d text-and-icon cards, PDF, best of 3\n", cards);
    std::printf("  floor (plain Cairo/Pango)   %7.3f s  %8.1f bytes/card\n", floor_time, double(floor_bytes) / cards);
    std::printf("  pnpkit (templates, layout)  %7.3f s  %8.1f bytes/card\n", template_time, double(template_bytes) / cards);
    std::printf("  time ratio %.2fx (target <= 1.5x), size ratio %.2fx (target <= 2x)\n", template_time / floor_time,
                double(template_bytes) / double(floor_bytes));
    double small = peak_mb(true, cards), large = peak_mb(true, cards * 10), floor_large = peak_mb(false, cards * 10);
    std::printf("  peak memory: pnpkit %d cards %.1f MB, %d cards %.1f MB (floor %.1f MB); growth %.2fx for 10x the cards\n",
                cards, small, cards * 10, large, floor_large, large / small);
    return 0;
}
