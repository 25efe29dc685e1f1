#pragma once

#include <set>
#include <string>

#include "core/diagnostic.hpp"
#include "layout/icon_set.hpp"
#include "layout/schema.hpp"
#include "layout/template.hpp"
#include "layout/text_service.hpp"

namespace pnpkit::layout {

// Checks a template against the fields its records declare, once, before any record is bound:
// every field a layer names (in its text, icon, path, style values, `when`, `repeat` and table) is
// declared, else an error at the name with a "did you mean" among the declared fields; `when`
// compares each field with values of its type (an enum with one of its values); a style value
// taken from an enum field or a named style is what its key needs (a colour, a size, a font, an
// icon...), else an error where that value is written. Adds the fields it finds used to `used`.
// Fonts come from `text`, icons from `icons`.
void check_template(const Template& t, const RecordSchema& schema, TextService& text,
                    const IconSet& icons, std::set<std::string>& used, Diagnostics& diagnostics);

}  // namespace pnpkit::layout
