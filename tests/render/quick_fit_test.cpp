#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::source_dir;

namespace {

// A random card text: words of letters, digits and punctuation, some bold or italic, entities,
// icon short codes, accented letters, line breaks, and now and then markup the shortcut leaves to
// Pango (a span, a tab).
std::string random_text(Rng& rng) {
    static const char* words[] = {"Roll", "the",  "die",   "and",  "keep",   "W",  "wolves",
                                  "iii",  "MMMM", "l'été", "café", "draw",   "3",  "2d6+1",
                                  "—",    "Æsir", "x",     "fi",   "AVATAR", "To", "a,b.",
                                  "...",  "(1)",  "VAT",   "ffl",  "Ty",     "Wa"};
    static const char* extras[] = {":die5:",
                                   ":heart:",
                                   ":domino-2-5:",
                                   "&amp;",
                                   "&lt;",
                                   "&#39;",
                                   "<b>bold</b>",
                                   "<i>it</i>",
                                   "<u>u</u>",
                                   "\n",
                                   "<span size=\"larger\">big</span>",
                                   "\t",
                                   "<s>s</s>"};
    std::string out;
    auto count = static_cast<int>(rng.between(1, 30));
    for (int i = 0; i < count; ++i) {
        if (i > 0) out += rng.below(8) == 0 ? "  " : " ";
        out += rng.below(5) == 0 ? extras[rng.below(std::size(extras))]
                                 : words[rng.below(std::size(words))];
    }
    return out;
}

}  // namespace

TEST_CASE("the quick fit never says a text fits that Pango finds too big", "[render][quick-fit]") {
    render::FontLibrary fonts(source_dir() / "fonts");
    render::PangoTextService pango(fonts);
    Rng rng(19);
    const char* families[] = {"Vollkorn", "EB Garamond", "Linux Biolinum O"};
    int cases = test::k_sanitized_build ? 300 : 3000;
    int sure = 0;
    for (int n = 0; n < cases; ++n) {
        TextItem item;
        item.markup = random_text(rng);
        item.style.font = families[rng.below(3)];
        item.style.wrap = rng.below(4) != 0;
        item.style.line_spacing =
            rng.below(4) == 0 ? 0.8 + 0.1 * static_cast<double>(rng.below(8)) : 1.0;
        item.style.align = rng.below(2) == 0 ? HAlign::left : HAlign::justify;
        if (rng.below(3) == 0) item.style.features = "";
        item.box.width = Length::mm(10 + static_cast<double>(rng.below(100)));
        item.box.height = Length::mm(3 + static_cast<double>(rng.below(60)));
        double size = 6 + 0.5 * static_cast<double>(rng.below(20));
        if (!pango.surely_fits(item, size)) continue;
        ++sure;
        auto measured = pango.measure(item, size);
        REQUIRE(std::holds_alternative<TextExtents>(measured));
        const auto& extents = std::get<TextExtents>(measured);
        INFO("'" << item.markup << "' in " << item.style.font << " at " << size << "pt, box "
                 << item.box.width.to_pt() << " x " << item.box.height.to_pt() << "pt, wrap "
                 << item.style.wrap << ": Pango " << extents.width_pt << " x "
                 << extents.height_pt);
        CHECK(extents.width_pt <= item.box.width.to_pt() + 0.01);
        CHECK(extents.height_pt <= item.box.height.to_pt() + 0.01);
        CHECK(extents.unknown_glyphs == 0);
    }
    // The shortcut is worth having: it answers for a good share of what fits.
    CHECK(sure > cases / 5);
}

TEST_CASE("the quick fit leaves to Pango what it cannot bound", "[render][quick-fit]") {
    render::FontLibrary fonts(source_dir() / "fonts");
    render::PangoTextService pango(fonts);
    TextItem item;
    item.box = {Length(), Length(), Length::mm(60), Length::mm(30)};
    item.markup = "Roll :die6: and <b>keep</b> it &amp; smile";
    CHECK(pango.surely_fits(item, 10));
    for (const char* markup :
         {"<span size=\"larger\">Roll</span>", "Roll\tdie", "&bogus;", "<tt>x</tt>",
          "\xE4\xB8\xAD"}) {  // a Chinese character no bundled font has
        item.markup = markup;
        CHECK_FALSE(pango.surely_fits(item, 10));
    }
    item.markup = "Supercalifragilisticexpialidocious";  // one word wider than the box
    item.box.width = Length::mm(20);
    CHECK_FALSE(pango.surely_fits(item, 10));
}
