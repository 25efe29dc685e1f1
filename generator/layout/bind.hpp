#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <variant>

#include "core/diagnostic.hpp"
#include "layout/icon_set.hpp"
#include "layout/image_service.hpp"
#include "layout/page.hpp"
#include "layout/record.hpp"
#include "layout/template.hpp"
#include "layout/text_service.hpp"

namespace pnpkit::layout {

// The most bytes of text one layer lays out (after its fields are filled in): a card shows a few
// hundred, a booklet page a few thousand; far more would keep Pango busy for minutes.
inline constexpr std::size_t k_max_layer_text = 100000;

// What binding needs: the text service, where problems go, and which problems were already told
// (a template mistake is reported once, not once per card).
class Binder {
public:
    Binder(TextService& text, Diagnostics& diagnostics) : m_text(text), m_diagnostics(diagnostics) {}

    // Lays a template out with one record's data: every layer becomes page items in trim
    // coordinates, text fitted to its box. Problems (unknown fields, icons, malformed markup, text
    // that does not fit even at its minimum size, images that cannot be read) are reported naming
    // the record, the layer and its position, or the position of the record's value that caused
    // them.
    std::shared_ptr<Drawing> bind(const Template& t, const Record& record);

    // The icons templates and text may name from now on (a designer's game: its own as well).
    void use_icons(IconSet icons) { m_icons = std::move(icons); }
    const IconSet& icons() const { return m_icons; }
    // Decodes every image a card shows with this service (null: headers are checked only).
    void use_images(ImageService* images) { m_images = images; }

    // Reports every font family the template names that no bundled font has. True when all exist.
    bool check_fonts(const Template& t);

    bool missing_fonts() const { return m_missing_fonts; }

    // Forgets which templates had their fonts checked: another game's templates may share their
    // ids.
    void forget_templates() { m_checked_templates.clear(); }

private:
    // How many times a layer is drawn: its `repeat`, or the count its record's field gives (0, with an
    // error, when the field is missing or not a whole number from 0 to k_max_repeat).
    int repeat_count(const Layer& layer, const Template& t, const Record& record);
    void report_once(Severity severity, const SourcePos& pos, const std::string& message, const std::string& hint = {});
    void add_table(const TableLayer& table, const Rect& box, const Record& record, const Layer& layer,
                   Drawing& drawing);
    // The file an image layer's path names once its fields are filled in, checked (confined to the
    // layer's root, a PNG, JPEG or SVG within the size limits that decodes) once per file; the
    // reason when it is refused.
    std::variant<std::filesystem::path, std::string> image_file(const ImageLayer& image,
                                                                const std::string& path);
    // Reports each short code of a text layer's text that names no icon: at the template's layer
    // when the layer's own text has it, at the value of the record that has it, else at the layer.
    void check_icon_codes(const Template& t, const Layer& layer, const TextLayer& text,
                          const std::string& markup, const Record& record, int copy);
    // Reports each font family a text layer's markup names (<span font_family="...">) that no font
    // has, where it was written, as check_icon_codes does.
    void check_markup_fonts(const Template& t, const Layer& layer, const TextLayer& text,
                            const std::vector<std::string>& families, const Record& record,
                            int copy);

    TextService& m_text;
    Diagnostics& m_diagnostics;
    std::set<std::string> m_reported;
    std::set<std::string> m_checked_templates;
    // Each image path a layer asked for (its root, a newline, the path): the file, or the problem.
    std::map<std::string, std::variant<std::filesystem::path, std::string>> m_image_files;
    bool m_missing_fonts = false;
    IconSet m_icons;
    ImageService* m_images = nullptr;
};

// The rectangle a box spec stands for on a template of this size.
Rect resolve_box(const BoxSpec& box, const Template& t);

}  // namespace pnpkit::layout
