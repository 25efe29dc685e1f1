// The whole-deck images of a deck: Tabletop Simulator sheets and the contact sheet.
#include <algorithm>

#include "core/text.hpp"
#include "render/image_encode.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;
using namespace layout;

namespace {

// Writes an image atomically through `draw`, which is given the sink.
template <typename Draw>
fs::path write_image_file(const fs::path& path, Draw draw) {
    AtomicFile file(path);
    FileSink sink(file);
    draw(sink);
    file.commit();
    return file.target();
}

}  // namespace

std::vector<Written> Renderer::render_tts(DeckLayout& layout, const DeckComponent& deck,
                                          const fs::path& dir, const RenderSettings& settings) {
    std::vector<Written> written;
    int cards = layout.distinct_count();
    if (cards == 0) return written;
    Size size = layout.grid().card;
    int sheets = (cards + k_tts_cards_per_sheet - 1) / k_tts_cards_per_sheet;
    TtsDeck tts{deck.title, {}, {}};
    // One back for the whole deck when every card shares it (or none prints one: a blank card).
    std::shared_ptr<const Drawing> first_back = layout.distinct_back(0);
    bool shared = true;
    for (int i = 1; i < cards && shared; ++i) shared = layout.distinct_back(i) == first_back;
    fs::path shared_back;
    ImageEncoding encoding = settings.tts_image;
    std::string ext(extension(encoding));
    if (shared) {
        SheetGrid one = plan_tts_sheet(1, size, settings.dpi);
        shared_back = write_image_file(dir / (deck.id + "-tts-back" + ext), [&](ByteSink& sink) {
            if (first_back) {
                write_tts_sheet(sink, std::span(&first_back, 1), one, settings.dpi, m_painter,
                                encoding);
            } else {
                write_blank_image(sink, size, settings.dpi * one.scale, encoding);
            }
        });
        written.push_back(
            {shared_back, first_back ? "the common back" : "a blank back (the deck prints none)"});
    }
    for (int s = 0; s < sheets; ++s) {
        int begin = s * k_tts_cards_per_sheet;
        int end = std::min(cards, begin + k_tts_cards_per_sheet);
        std::vector<std::shared_ptr<const Drawing>> fronts;
        std::vector<std::shared_ptr<const Drawing>> backs;
        for (int i = begin; i < end; ++i) {
            fronts.push_back(layout.distinct_front(i));
            if (!shared) backs.push_back(layout.distinct_back(i));
            tts.cards.push_back({layout.distinct_name(i), s, i - begin, layout.copies(i)});
        }
        SheetGrid plan = plan_tts_sheet(end - begin, size, settings.dpi);
        std::string suffix = sheets > 1 ? "-" + std::to_string(s + 1) : "";
        TtsSheetFiles files{{}, shared_back, !shared, plan.columns, plan.rows};
        files.face = write_image_file(dir / (deck.id + "-tts" + suffix + ext), [&](ByteSink& sink) {
            write_tts_sheet(sink, fronts, plan, settings.dpi, m_painter, encoding);
        });
        std::string summary = std::to_string(plan.columns) + " x " + std::to_string(plan.rows) +
                              " grid, " + count_of(fronts.size(), "card") + ", " +
                              std::to_string(plan.width_px) + " x " +
                              std::to_string(plan.height_px) + " px";
        if (plan.scale < 1) {
            summary += ", scaled to " + std::to_string(static_cast<int>(plan.scale * 100)) +
                       "% to stay within 4096 px";
        }
        if (encoding == ImageEncoding::jpeg)
            summary += ", JPEG quality " + std::to_string(k_jpeg_quality);
        written.push_back({files.face, summary});
        if (!shared) {
            // Cards without a back of their own in a deck of mixed backs get a blank slot.
            for (auto& back : backs) {
                if (back) continue;
                auto blank = std::make_shared<Drawing>();
                blank->size = size;
                back = blank;
            }
            files.back = write_image_file(
                dir / (deck.id + "-tts-backs" + suffix + ext), [&](ByteSink& sink) {
                    write_tts_sheet(sink, backs, plan, settings.dpi, m_painter, encoding);
                });
            written.push_back({files.back, "backs in the same grid"});
        }
        tts.sheets.push_back(std::move(files));
    }
    m_tts_decks.push_back(std::move(tts));
    return written;
}

std::vector<Written> Renderer::render_preview(DeckLayout& layout, const DeckComponent& deck,
                                              const fs::path& dir) {
    int cards = layout.distinct_count();
    Size size = layout.grid().card;
    SheetGrid plan = plan_contact_sheet(cards, size);
    fs::path path = write_image_file(dir / (deck.id + "-preview.png"), [&](ByteSink& sink) {
        write_contact_sheet(
            sink, plan, size, [&](int i) { return i < cards ? layout.distinct_front(i) : nullptr; },
            [&](int i) {
                int copies = layout.copies(i);
                return layout.distinct_id(i) +
                       (copies > 1 ? "  \u00d7" + std::to_string(copies) : "");
            },
            m_painter);
    });
    return {{path, "contact sheet: " + count_of(cards, "card") + " in " +
                       std::to_string(plan.columns) + " x " + std::to_string(plan.rows) + ", " +
                       std::to_string(plan.width_px) + " x " + std::to_string(plan.height_px) +
                       " px"}};
}

}  // namespace pnpkit::render
