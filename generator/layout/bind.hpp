#pragma once

#include <cstddef>
#include <memory>
#include <set>
#include <string>

#include "core/diagnostic.hpp"
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

    // Lays a template out with one record's data: every layer becomes page items in trim coordinates,
    // text fitted to its box. Problems (unknown fields, icons, malformed markup, text that does not
    // fit even at its minimum size) are reported naming the record, the layer and its position.
    std::shared_ptr<Drawing> bind(const Template& t, const Record& record);

    // Reports every font family the template names that no bundled font has. True when all exist.
    bool check_fonts(const Template& t);

    bool missing_fonts() const { return m_missing_fonts; }

private:
    // How many times a layer is drawn: its `repeat`, or the count its record's field gives (0, with an
    // error, when the field is missing or not a whole number from 0 to k_max_repeat).
    int repeat_count(const Layer& layer, const Template& t, const Record& record);
    void report_once(Severity severity, const SourcePos& pos, const std::string& message, const std::string& hint = {});
    void add_table(const TableLayer& table, const Rect& box, const Record& record, const Layer& layer,
                   Drawing& drawing);

    TextService& m_text;
    Diagnostics& m_diagnostics;
    std::set<std::string> m_reported;
    std::set<std::string> m_checked_templates;
    bool m_missing_fonts = false;
};

// The rectangle a box spec stands for on a template of this size.
Rect resolve_box(const BoxSpec& box, const Template& t);

}  // namespace pnpkit::layout
