// Fuzzes templates and the Pango markup they show: loading a template (with inheritance from the
// shipped templates), binding a record to it (text fitted with Pango) and drawing it into a PDF.
// The input: a template file's TOML, then a line "%%", then the text every field of the record
// holds, as Pango markup. The shipped templates are copied to a temporary directory once; the
// input is the template "fuzz" among them.
// Invariants: no crash, no exception but OutsideError (an image that cannot be read), and a deck
// laid out without errors draws.
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "core/diagnostic.hpp"
#include "core/error.hpp"
#include "fuzz.hpp"
#include "layout/bind.hpp"
#include "layout/deck_layout.hpp"
#include "layout/imposition.hpp"
#include "layout/template.hpp"
#include "layout/tiling.hpp"
#include "render/fonts.hpp"
#include "render/output.hpp"
#include "render/painter.hpp"
#include "render/pango_text.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using namespace pnpkit;

// The shipped templates in a temporary directory, and the text service, made once.
struct World {
    World() : fonts(test::source_dir() / "fonts"), text(fonts), painter(text) {
        fs::copy(test::source_dir() / "templates", dir.path(), fs::copy_options::recursive);
    }
    test::TempDir dir;
    render::FontLibrary fonts;
    render::PangoTextService text;
    render::Painter painter;
};

// A record with `text` in every field the template names as {field}.
layout::Record record_for(std::string_view toml, std::string_view text) {
    layout::Record record;
    record.id = "fuzz";
    static const std::regex field(R"(\{([A-Za-z0-9_-]{1,40})\})");
    std::string source(toml);
    for (std::sregex_iterator it(source.begin(), source.end(), field), end; it != end; ++it)
        record.set_markup((*it)[1].str(), std::string(text));
    return record;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static World world;
    std::string_view input = fuzz::as_text(data, size);
    std::size_t split = input.find("\n%%\n");
    std::string_view toml = input.substr(0, split);
    std::string_view text = split == std::string_view::npos ? "" : input.substr(split + 4);
    {
        std::ofstream out(world.dir / "fuzz.toml", std::ios::binary | std::ios::trunc);
        out.write(toml.data(), static_cast<std::streamsize>(toml.size()));
    }

    layout::Face face{"fuzz", record_for(toml, text)};
    Diagnostics diagnostics;
    layout::TemplateLibrary templates(world.dir.path());
    layout::Binder binder(world.text, diagnostics);
    world.painter.clear();
    const layout::Template* t = templates.get("fuzz", diagnostics);
    if (!t || !binder.check_fonts(*t)) return 0;
    try {
        render::StringSink sink;
        render::PdfWriter pdf(sink, "fuzz");
        if (t->kind == layout::TemplateKind::sheet) {
            auto drawing = binder.bind(*t, face.record);
            auto pages = layout::sheet_pages(drawing, layout::Paper::a4, false, "fuzz");
            if (diagnostics.has_errors() ||
                !std::holds_alternative<std::vector<layout::Page>>(pages))
                return 0;
            for (const auto& page : std::get<std::vector<layout::Page>>(pages))
                pdf.add_page(page, world.painter);
        } else {
            layout::DeckComponent deck;
            deck.id = "fuzz";
            deck.cards.push_back({face, std::nullopt, 2});
            layout::DeckLayout layout(deck, templates, binder, {}, diagnostics);
            if (!layout.ok() || diagnostics.has_errors()) return 0;
            for (int i = 0; i < layout.page_count(); ++i) {
                auto [front, back] = layout.page(i);
                pdf.add_page(front, world.painter);
                if (back) pdf.add_page(*back, world.painter);
            }
        }
        pdf.finish();
    } catch (const OutsideError&) {
        // An image layer naming a file that is not there: reported to the user as exit 3.
    }
    return 0;
}
