// The ink saver's target (docs/printing.md, "Ink saver"), measured on every page of every shipped
// component and of the game `pnpkit new` makes: each page painted through the real painter at a
// low resolution, once with everything but the text and once with the text alone, in full colour
// and with --ink low.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>

#include "cli/app.hpp"
#include "cli/render.hpp"
#include "games/load_all.hpp"
#include "render/pipeline.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

// Pixels an inch the pages are painted at: enough for the mean of a page's ink.
constexpr double k_measure_dpi = 20;
// The ink saver keeps at most this share of a page's ink other than text.
constexpr double k_art_share = 0.2;
// Its text may spend this much more of the page than the full-colour text (points of the page's
// area): text in colours, pale ones included, is printed black.
constexpr double k_text_tolerance = 0.02;

// A page's ink (the mean of 1 - grey over its pixels, 0 to 1) in full colour and low ink.
struct PageInk {
    std::string page;         // game/component page N
    double art[2] = {0, 0};   // everything but the text: full, low
    double text[2] = {0, 0};  // the text alone
};

// The mean ink of `page` as `painter` paints it on white paper.
double ink_of(Painter& painter, const layout::Page& page) {
    double scale = k_measure_dpi / 72;
    int width = std::max(1, static_cast<int>(page.size.width.to_pt() * scale));
    int height = std::max(1, static_cast<int>(page.size.height.to_pt() * scale));
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
    {
        CairoPtr cr(cairo_create(surface.get()));
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
        cairo_scale(cr.get(), scale, scale);
        painter.draw_page(cr.get(), page);
    }
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    int stride = cairo_image_surface_get_stride(surface.get());
    double sum = 0;
    for (int y = 0; y < height; ++y) {
        const auto* row = reinterpret_cast<const std::uint32_t*>(data + y * stride);
        for (int x = 0; x < width; ++x) {
            std::uint32_t p = row[x];
            double grey =
                0.2126 * ((p >> 16) & 0xff) + 0.7152 * ((p >> 8) & 0xff) + 0.0722 * (p & 0xff);
            sum += 1 - grey / 255;
        }
    }
    return sum / (static_cast<double>(width) * height);
}

// Every page of every component of `games` (names or folders) rendered to PDF with `ink`, its
// ink measured into `pages` (slot `ink` of each figure), in the order written.
void measure(const std::vector<std::string>& games, Ink ink, std::vector<PageInk>& pages) {
    TempDir out;
    Diagnostics diagnostics;
    games::GameSearch search{source_dir() / "data", out.path(), true};
    auto loaded = games::load_games(games::select_games(search, games, diagnostics), diagnostics);
    REQUIRE_FALSE(diagnostics.has_errors());
    std::filesystem::path templates = source_dir() / "templates";
    Renderer renderer(templates, source_dir() / "fonts", diagnostics);
    Painter art(renderer.text(), &renderer.images());
    Painter text(renderer.text(), &renderer.images());
    art.set_ink(ink);
    art.set_layers(Layers::no_text);
    text.set_ink(ink);
    text.set_layers(Layers::text);
    std::size_t next = 0;
    std::string game_id;
    RenderSettings settings;
    settings.ink = ink;
    settings.page_written = [&](const std::string& component, int number,
                                const layout::Page& page) {
        std::string name = game_id + "/" + component + " page " + std::to_string(number);
        if (ink == Ink::full) pages.push_back({name});
        REQUIRE(next < pages.size());
        REQUIRE(pages[next].page == name);
        int slot = ink == Ink::full ? 0 : 1;
        pages[next].art[slot] = ink_of(art, page);
        pages[next].text[slot] = ink_of(text, page);
        ++next;
    };
    for (const auto& game : loaded) {
        REQUIRE(game.game);
        game_id = game.id;
        REQUIRE(
            renderer.use_game(cli::template_roots(*game.game, templates), game.game->own_folder()));
        for (const auto& component : game.game->components())
            renderer.render(component, game.title, out / game.id, settings);
        art.clear();
        text.clear();
    }
    REQUIRE_FALSE(diagnostics.has_errors());
    REQUIRE(next == pages.size());
}

// The pages of every shipped game (two in the sanitizer build) and of `pnpkit new`'s game,
// measured once for every test that asks.
const std::vector<PageInk>& measured_pages() {
    static const std::vector<PageInk> pages = [] {
        TempDir scaffold;
        std::ostringstream said, err;
        std::string mine = (scaffold / "my-game").string();
        REQUIRE(cli::run({"-q", "new", mine}, said, err) == 0);
        std::vector<std::string> games{"colf",         "dice-adventures",  "domino-run",
                                       "dragon-dance", "dragon-dice-solo", mine};
        if (test::k_sanitized_build) games = {"colf", "dice-adventures", mine};
        std::vector<PageInk> all;
        measure(games, Ink::full, all);
        measure(games, Ink::low, all);
        return all;
    }();
    return pages;
}

std::string figure(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", value * 100);
    return buf;
}

// A line of the table: the page, its ink other than text and its text's, full -> low.
std::string row(const PageInk& p) {
    return p.page + ": art " + figure(p.art[0]) + " -> " + figure(p.art[1]) + ", text " +
           figure(p.text[0]) + " -> " + figure(p.text[1]);
}

// How far a page is from the target: its low-ink art over the share allowed (above 1: missed).
double art_excess(const PageInk& p) {
    if (p.art[0] <= 0) return p.art[1] > 0 ? 1e9 : 0;
    return p.art[1] / (k_art_share * p.art[0]);
}

// Min, median and max of `values`, as "a / b / c".
std::string spread(std::vector<double> values, const char* format) {
    std::sort(values.begin(), values.end());
    auto f = [&](double v) {
        char buf[32];
        std::snprintf(buf, sizeof buf, format, v);
        return std::string(buf);
    };
    return f(values.front()) + " / " + f(values[values.size() / 2]) + " / " + f(values.back());
}

}  // namespace

TEST_CASE("the ink saver keeps at most a fifth of every page's ink but its text's",
          "[render][ink]") {
    const auto& pages = measured_pages();
    REQUIRE(pages.size() >= (test::k_sanitized_build ? 20u : 60u));
    std::vector<const PageInk*> worst;
    for (const auto& p : pages) worst.push_back(&p);
    std::sort(worst.begin(), worst.end(),
              [](const PageInk* a, const PageInk* b) { return art_excess(*a) > art_excess(*b); });
    bool art_ok = art_excess(*worst.front()) <= 1;
    if (!art_ok) {
        for (std::size_t i = 0; i < std::min<std::size_t>(8, worst.size()); ++i)
            UNSCOPED_INFO(row(*worst[i]));
    }
    CHECK(art_ok);
    for (const auto& p : pages) {
        if (p.text[1] > p.text[0] + k_text_tolerance) UNSCOPED_INFO(row(p));
        CHECK(p.text[1] <= p.text[0] + k_text_tolerance);
        // Something was measured: every page has ink in full colour.
        CHECK(p.art[0] + p.text[0] > 0.001);
    }
}

// The figures docs/printing.md quotes: build/tests/pnpkit_tests '[ink-report]'.
TEST_CASE("the ink saver's figures, page by page", "[.ink-report]") {
    const auto& pages = measured_pages();
    std::vector<double> art, text, whole;
    for (const auto& p : pages) {
        art.push_back(p.art[0] > 0 ? p.art[1] / p.art[0] : 0);
        text.push_back((p.text[1] - p.text[0]) * 100);
        whole.push_back((p.art[1] + p.text[1]) / std::max(1e-9, p.art[0] + p.text[0]));
    }
    std::vector<const PageInk*> worst;
    for (const auto& p : pages) worst.push_back(&p);
    std::sort(worst.begin(), worst.end(),
              [](const PageInk* a, const PageInk* b) { return art_excess(*a) > art_excess(*b); });
    std::cout << pages.size() << " pages at " << k_measure_dpi << " dpi (min / median / max)\n"
              << "ink but text, low / full:   " << spread(art, "%.3f") << "\n"
              << "text, low - full (points):  " << spread(text, "%+.2f") << "\n"
              << "whole page, low / full:     " << spread(whole, "%.3f") << "\n"
              << "closest to the target:\n";
    for (std::size_t i = 0; i < std::min<std::size_t>(6, worst.size()); ++i)
        std::cout << "  " << row(*worst[i]) << "\n";
    SUCCEED();
}

TEST_CASE("the preflight copies items as printed only with the ink saver", "[render][ink]") {
    Diagnostics diagnostics;
    Renderer renderer(source_dir() / "templates", source_dir() / "fonts", diagnostics);
    CHECK_FALSE(renderer.preflight_measures(Ink::full).as_printed);
    auto low = renderer.preflight_measures(Ink::low);
    REQUIRE(low.as_printed);
    layout::TextItem red;
    red.style.colour = Colour::rgb(0xc0, 0x20, 0x20);
    renderer.painter().set_ink(Ink::low);
    auto printed = low.as_printed(layout::Item{red}, nullptr);
    CHECK(std::get<layout::TextItem>(printed).style.colour == Colour::black());
}
