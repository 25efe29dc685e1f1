// Render benchmark: the same text-and-icon cards drawn twice in one run, through pnpkit's templates
// and imposition, and with plain Cairo/Pango calls (the floor). Prints time, PDF size per card and
// peak memory for each, and their ratios. Targets: time <= 1.5x the floor, PDF size per card within
// 2x, and peak memory flat in the number of cards (10,000 cards under 100 MB).
// Then the paper sizes and layouts (render_layouts.hpp): each through `pnpkit render` (cli::run)
// against the plain A4 duplex render of the same deck, target <= 1.2x.
//
// Then `render --check` on every shipped game against the plain render (render_preflight.hpp),
// target under 3 s.
//
//   render_bench [CARDS]        (default 1000; memory is also measured at 10 x CARDS)
//   render_bench layouts [CARDS]  (the layouts alone)
//   render_bench preflight        (render --check alone)
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

#include "card_floor.hpp"
#include "layout/deck_layout.hpp"
#include "render/icons.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"
#include "render_layouts.hpp"
#include "render_preflight.hpp"
#include "support/fixture_deck.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::bench::run_floor;
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
            run_floor(cards, k_source);
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
    if (argc > 1 && std::string(argv[1]) == "preflight") return bench::preflight_section();
    if (argc > 1 && std::string(argv[1]) == "layouts") {
        return bench::layouts_section(argc > 2 ? std::atoi(argv[2]) : 1000, k_source);
    }
    int cards = argc > 1 ? std::atoi(argv[1]) : 1000;
    // Warm up fonts and caches once so neither side pays for first use.
    run_floor(9, k_source);
    run_templates(9);
    std::size_t floor_bytes = 0, template_bytes = 0;
    double floor_time = 1e9, template_time = 1e9;
    for (int round = 0; round < 3; ++round) {  // best of three, alternating
        floor_time =
            std::min(floor_time, seconds([&] { floor_bytes = run_floor(cards, k_source); }));
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
    bench::layouts_section(cards, k_source);
    return bench::preflight_section();
}
