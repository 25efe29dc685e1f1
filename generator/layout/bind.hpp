#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

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

// Lays templates out with records' data, and reports what goes wrong. A fault found on many cards
// (a layer naming a field the cards lack, text too long for its box) is one diagnostic naming how
// many cards it affects, when binding is grouped (begin_group ... end_group); otherwise each card's
// fault is reported as it is found.
class Binder {
public:
    Binder(TextService& text, Diagnostics& diagnostics) : m_text(text), m_diagnostics(diagnostics) {}

    // Lays a template out with one record's data: every layer becomes page items in trim
    // coordinates, text fitted to its box, style values from the record filled in. Problems
    // (unknown fields, icons, fonts, styles and values that are not what their key needs, malformed
    // markup, text that does not fit even at its minimum size, images that cannot be read) are
    // reported naming the record, the layer and its position, or the position where the record's
    // value was written when the value is at fault.
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

    // From now on, faults are gathered until end_group(), which reports each once with the number
    // of records it was found on.
    void begin_group() { m_grouping = true; }
    void end_group();

    // While silent, faults are not reported: for the passes that bind a component's faces again
    // after the pass that reported them (render's PNG, Tabletop Simulator and contact sheets).
    void set_silent(bool silent) { m_silent = silent; }

    TextService& text() { return m_text; }

    // Binding for a check, whose drawings are never drawn: text is only measured as far as telling
    // whether it fits (FitGoal::verdict), which finds the same problems.
    void set_fit_goal(FitGoal goal) { m_fit_goal = goal; }

private:
    struct Group {
        Diagnostic diagnostic;  // its message ends before the records it names
        std::size_t count = 0;
        std::vector<std::string> names;  // the first few
        const char* word = "card";
    };
    struct LayerContext;

    // A fault found binding record `record` to `t`: reported now, or added to its group.
    void fault(Severity severity, const SourcePos& pos, std::string message, const Template& t,
               const Record& record, std::string hint = {});
    // A template fault that does not depend on the record: reported once.
    void report_once(Severity severity, const SourcePos& pos, const std::string& message,
                     const std::string& hint = {});

    // How many times a layer is drawn: its `repeat`, or the count its record's field gives (0, with an
    // error, when the field is missing or not a whole number from 0 to k_max_repeat).
    int repeat_count(const Layer& layer, const Template& t, const Record& record);
    void add_table(const TableLayer& table, const Rect& box, const Record& record,
                   const Layer& layer, const Template& t, Drawing& drawing);
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
    // A pattern with its fields filled in; nullopt after reporting a field the record lacks or a
    // named style it has no value for. `escape`: the values go into markup.
    std::optional<std::string> fill_in(const std::string& pattern, const LayerContext& at,
                                       bool escape);
    // The value of {name}: a field, a named style ("type.accent"), {i} or {id}; nullopt after
    // reporting why there is none.
    std::optional<std::string> lookup(std::string_view name, const LayerContext& at, bool escape);
    // A style value from the record, parsed for its key; nullopt after reporting what is wrong.
    std::optional<StyleSetting> resolve(const BoundValue& value, const LayerContext& at);
    // Applies a layer's style values from the record to a text style; false after a fault.
    bool apply_text_style(const Layer& layer, TextStyle& style, const LayerContext& at);
    std::optional<Colour> resolve_colour(const Layer& layer, StyleKey key, const LayerContext& at,
                                         bool& ok);

    TextService& m_text;
    Diagnostics& m_diagnostics;
    std::set<std::string> m_reported;
    std::set<std::string> m_checked_templates;
    // Each image path a layer asked for (its root, a newline, the path): the file, or the problem.
    std::map<std::string, std::variant<std::filesystem::path, std::string>> m_image_files;
    bool m_missing_fonts = false;
    IconSet m_icons;
    ImageService* m_images = nullptr;
    bool m_grouping = false;
    bool m_silent = false;
    FitGoal m_fit_goal = FitGoal::size;
    std::vector<Group> m_groups;
    std::unordered_map<std::string, std::size_t> m_group_index;
};

// The rectangle a box spec stands for on a template of this size.
Rect resolve_box(const BoxSpec& box, const Template& t);

// "card 'imp'", or "3 cards: 'imp', 'ogre' and 'troll'", or "40 cards: 'imp', 'ogre', 'troll' and
// 37 more": the records a fault was found on.
std::string records_named(std::size_t count, const std::vector<std::string>& names,
                          const char* word);

}  // namespace pnpkit::layout
