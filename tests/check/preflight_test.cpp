#include "check/preflight.hpp"

#include <catch2/catch.hpp>
#include <memory>

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::check::Measures;
using pnpkit::check::Preflight;

namespace {

Rect mm_rect(double x, double y, double w, double h) {
    return {Length::mm(x), Length::mm(y), Length::mm(w), Length::mm(h)};
}

// Texts measure as a 10 x 4 mm block; pictures are unknown.
Measures fixed_measures() {
    Measures m;
    m.text_size = [](const TextItem&) -> std::optional<Size> {
        return Size{Length::mm(10), Length::mm(4)};
    };
    return m;
}

TextItem text(const std::string& label, double size_pt, Colour colour, Rect box) {
    TextItem t;
    t.box = box;
    t.markup = "Word";
    t.style.colour = colour;
    t.style.align = HAlign::center;
    t.style.valign = VAlign::middle;
    t.size_pt = size_pt;
    t.label = label;
    return t;
}

RectItem fill(const std::string& label, Rect box, Colour colour, Length radius = Length()) {
    return RectItem{box, colour, std::nullopt, Length(), radius, Length(), label};
}

// A 63 x 88 mm card of template "card" with `bleed` and these items.
std::shared_ptr<Drawing> card(const std::string& id, Length bleed, std::vector<Item> items) {
    auto d = std::make_shared<Drawing>();
    d->label = id;
    d->template_id = "card";
    d->size = {Length::mm(63), Length::mm(88)};
    d->bleed = bleed;
    d->items = std::move(items);
    return d;
}

// An A4 page with the cards placed at these trim origins (mm), each clipped to its whole bleed.
Page page_of(std::vector<std::pair<std::shared_ptr<Drawing>, Point>> placed) {
    Page page{"p", {Length::mm(210), Length::mm(297)}, {}};
    for (auto& [d, at] : placed) {
        Rect clip{at.x - d->bleed, at.y - d->bleed, d->size.width + d->bleed * 2,
                  d->size.height + d->bleed * 2};
        page.items.push_back(PlacedItem{d, at, clip, false, d->label});
    }
    return page;
}

Point at_mm(double x, double y) {
    return {Length::mm(x), Length::mm(y)};
}

// Runs the preflight over the pages (decks: cut) and returns what it reported.
Diagnostics preflight(const std::vector<Page>& pages, bool cut = true) {
    Preflight p(fixed_measures(), [](const std::string& t, const std::string& layer) {
        return std::optional<SourcePos>(
            SourcePos{"templates/" + t + ".toml", static_cast<int>(layer.size()), 1});
    });
    for (std::size_t i = 0; i < pages.size(); ++i)
        p.page("deck", "out/deck.pdf", static_cast<int>(i) + 1, pages[i], cut);
    Diagnostics out;
    p.report(out);
    return out;
}

const Colour k_ink = Colour::rgb(0x2b, 0x21, 0x18);

}  // namespace

TEST_CASE("text under 6 pt is an error, under 7 pt a warning, at its template layer",
          "[check][preflight]") {
    auto d = card("fox", Length::mm(2),
                  {text("tiny", 5.5, k_ink, mm_rect(5, 5, 40, 8)),
                   text("small", 6.5, k_ink, mm_rect(5, 20, 40, 8)),
                   text("fine", 7, k_ink, mm_rect(5, 40, 40, 8))});
    auto ds = preflight({page_of({{d, at_mm(20, 20)}})});
    REQUIRE(ds.items().size() == 2);
    CHECK(ds.error_count() == 1);
    CHECK(ds.warning_count() == 1);
    const Diagnostic& tiny = ds.items()[0];
    CHECK(tiny.severity == Severity::error);
    CHECK(tiny.pos.to_string() == "templates/card.toml:4:1");
    CHECK(tiny.message ==
          "preflight of 'deck': layer 'tiny': text of 5.5 pt, under the 6 pt a printed card can be "
          "read at on card 'fox' (page 1 of out/deck.pdf)");
    CHECK(ds.items()[1].message.find("layer 'small': text of 6.5 pt, under the 7 pt preferred") !=
          std::string::npos);
}

TEST_CASE("text contrast is measured against the fills drawn behind the text",
          "[check][preflight]") {
    Colour cream = Colour::rgb(0xf6, 0xef, 0xdf);
    SECTION("cream on a mid brown badge fails, on a dark one passes") {
        auto weak = card("weak", Length::mm(2),
                         {fill("badge", mm_rect(10, 10, 20, 10), Colour::rgb(0xb5, 0x62, 0x2b)),
                          text("cost", 9, cream, mm_rect(10, 10, 20, 10))});
        auto strong = card("strong", Length::mm(2),
                           {fill("badge", mm_rect(10, 10, 20, 10), Colour::rgb(0x9c, 0x4f, 0x1e)),
                            text("cost", 9, cream, mm_rect(10, 10, 20, 10))});
        auto ds = preflight({page_of({{weak, at_mm(20, 20)}, {strong, at_mm(100, 20)}})});
        REQUIRE(ds.items().size() == 1);
        CHECK(ds.items()[0].message.find("layer 'cost': text contrast 3.86:1 (#f6efdf on #b5622b), "
                                         "under 4.5:1 on card 'weak'") != std::string::npos);
    }
    SECTION("a see-through fill is composited over the paper, and so is faint text") {
        RectItem wash = fill("wash", mm_rect(0, 0, 63, 40), Colour::black());
        wash.opacity = 0.5;  // #808080: #2b2118 on it is 3.99:1, shown rounded down
        TextItem faint = text("faint", 9, k_ink, mm_rect(5, 50, 40, 8));
        faint.opacity = 0.3;
        auto d = card("f", Length(), {wash, text("dark", 9, k_ink, mm_rect(5, 5, 40, 8)), faint});
        auto ds = preflight({page_of({{d, at_mm(20, 20)}})}, false);
        REQUIRE(ds.items().size() == 2);
        CHECK(ds.items()[0].message.find("layer 'dark': text contrast 3.98:1") !=
              std::string::npos);
        CHECK(ds.items()[1].message.find("layer 'faint': text contrast") != std::string::npos);
    }
    SECTION("a round badge's corners are not under a text drawn in its middle") {
        auto d = card(
            "r", Length::mm(2),
            {fill("coin", mm_rect(10, 10, 20, 20), Colour::rgb(0x20, 0x20, 0x60), Length::mm(10)),
             text("value", 12, Colour::white(), mm_rect(10, 10, 20, 20))});
        CHECK(preflight({page_of({{d, at_mm(20, 20)}})}).empty());
    }
    SECTION("a picture's colour under the text comes from the measures") {
        Measures m = fixed_measures();
        m.image_colour = [](const ImageItem&, Point) {
            return std::optional<Colour>(Colour::rgb(0x10, 0x10, 0x10));
        };
        Preflight p(m, {});
        ImageItem art;
        art.box = mm_rect(0, 0, 63, 40);
        art.label = "art";
        auto d = card("pic", Length::mm(2), {art, text("title", 9, k_ink, mm_rect(5, 5, 40, 8))});
        p.page("deck", "out/deck.pdf", 1, page_of({{d, at_mm(20, 20)}}), true);
        Diagnostics ds;
        p.report(ds);
        bool contrast = false;
        for (const auto& item : ds.items())
            contrast =
                contrast || item.message.find("layer 'title': text contrast") != std::string::npos;
        CHECK(contrast);
    }
}

TEST_CASE("art reaching the cut line needs 2 mm of bleed, in the template and on the page",
          "[check][preflight]") {
    Colour ground = Colour::rgb(0xf4, 0xec, 0xd8);
    SECTION("a background with 1.5 mm of bleed is an error at the template") {
        auto d = card("t", Length::mm(1.5), {});
        d->items.push_back(fill("background", d->bleed_box(), ground));
        auto ds = preflight({page_of({{d, at_mm(20, 20)}})});
        REQUIRE(ds.items().size() == 1);
        CHECK(ds.items()[0].message.find(
                  "layer 'background': art reaches the cut line on the left, top, right and bottom "
                  "with 1.5 mm of bleed, under 2 mm") != std::string::npos);
    }
    SECTION("2 mm of bleed, or art inside the card, passes") {
        auto bled = card("a", Length::mm(2), {});
        bled->items.push_back(fill("background", bled->bleed_box(), ground));
        auto inside = card("b", Length(), {fill("panel", mm_rect(3, 3, 57, 82), ground)});
        CHECK(preflight({page_of({{bled, at_mm(20, 20)}, {inside, at_mm(100, 20)}})}).empty());
    }
    SECTION("a sheet is not cut: its art may reach its edge") {
        auto sheet = card("s", Length(), {fill("table", mm_rect(0, 10, 63, 20), ground)});
        CHECK(preflight({page_of({{sheet, at_mm(20, 20)}})}, false).empty());
    }
    SECTION("a page that clips the bleed to 1 mm is a warning, unless a card is butted there") {
        auto a = card("a", Length::mm(2), {});
        a->items.push_back(fill("background", a->bleed_box(), ground));
        auto b = card("b", Length::mm(2), {});
        b->items.push_back(fill("background", b->bleed_box(), ground));
        Page page =
            page_of({{a, at_mm(20, 20)}, {b, at_mm(83, 20)}});  // butted: a's right, b's left
        auto& pa = std::get<PlacedItem>(page.items[0]);
        pa.clip.width = pa.clip.width - Length::mm(1.9);  // right: 0.1 mm past the shared cut
        auto& pb = std::get<PlacedItem>(page.items[1]);
        pb.clip.y = pb.clip.y + Length::mm(1);  // top: 1 mm kept
        pb.clip.height = pb.clip.height - Length::mm(1);
        auto ds = preflight({page});
        REQUIRE(ds.items().size() == 1);
        CHECK(ds.items()[0].pos.to_string() == "out/deck.pdf:1:1");
        CHECK(ds.items()[0].severity == Severity::warning);
        CHECK(ds.items()[0].message ==
              "preflight of 'deck': the page keeps 1 mm of the card's bleed on the top, under 2 mm: "
              "cut a hair off there and paper shows on card 'b' (page 1 of out/deck.pdf)");
    }
}

TEST_CASE("crop marks inside a card and items inside the 5 mm page margin are errors",
          "[check][preflight]") {
    auto d = card("c", Length(), {});
    Page page = page_of({{d, at_mm(20, 20)}});
    page.items.push_back(LineItem{at_mm(19, 10), at_mm(19, 15), Colour::black(), Length::pt(0.25),
                                  Length(), "crop"});
    CHECK(preflight({page}).empty());  // beside the card, clear of the margin
    page.items.push_back(LineItem{at_mm(30, 12), at_mm(30, 25), Colour::black(), Length::pt(0.25),
                                  Length(), "crop"});
    page.items.push_back(
        LineItem{at_mm(40, 3), at_mm(40, 8), Colour::black(), Length::pt(0.25), Length(), "crop"});
    auto ds = preflight({page});
    REQUIRE(ds.items().size() == 2);
    CHECK(ds.items()[0].message ==
          "preflight of 'deck': a crop mark is drawn inside the card on card 'c' (page 1 of "
          "out/deck.pdf)");
    CHECK(ds.items()[1].message.find("'crop' is 3 mm from the page's edge, inside the 5 mm "
                                     "margin") != std::string::npos);
}

TEST_CASE("the margin check measures a turned back page where it lands on the paper",
          "[check][preflight]") {
    Page page{"p", {Length::mm(210), Length::mm(297)}, {}};
    page.items.push_back(LineItem{at_mm(6, 200), at_mm(6, 205), Colour::black(), Length::pt(0.25),
                                  Length(), "crop"});
    CHECK(preflight({page}).empty());  // 6 mm from the left edge
    // Turned 1.5 degrees clockwise about the centre, its lower end comes to about 4.5 mm.
    page.turn_deg = 1.5;
    auto ds = preflight({page});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.find("'crop' is 4.") != std::string::npos);
    CHECK(ds.items()[0].message.find("inside the 5 mm margin") != std::string::npos);
    // Turned the other way, it moves away from the edge.
    page.turn_deg = -1.5;
    CHECK(preflight({page}).empty());
}

TEST_CASE("a finding on many cards is reported once, with how many more", "[check][preflight]") {
    std::vector<std::pair<std::shared_ptr<Drawing>, Point>> cards;
    for (int i = 0; i < 3; ++i) {
        cards.push_back({card("c" + std::to_string(i), Length::mm(2),
                              {text("note", 5, k_ink, mm_rect(5, 5, 40, 8))}),
                         at_mm(20, 20 + 90 * i)});
    }
    auto ds = preflight({page_of(cards)});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.ends_with("on card 'c0' (page 1 of out/deck.pdf) and 2 more"));
}

TEST_CASE("a card laid out after another was freed is checked, whatever its address",
          "[check][preflight]") {
    Preflight p(fixed_measures(), {});
    for (int i = 0; i < 2; ++i) {  // each page's card freed before the next is made
        auto d = card("c" + std::to_string(i), Length::mm(2),
                      {text("note", 5, k_ink, mm_rect(5, 5, 40, 8))});
        p.page("deck", "out/deck.pdf", i + 1, page_of({{d, at_mm(20, 20)}}), true);
    }
    Diagnostics ds;
    p.report(ds);
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.ends_with("on card 'c0' (page 1 of out/deck.pdf) and 1 more"));
}
