#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/diagnostic.hpp"
#include "games/designer/model.hpp"
#include "layout/icon_set.hpp"

namespace pnpkit::designer {

// Where a value is being read, built into a SourcePos only when something is wrong with it.
struct ValueAt {
    const std::string& file;
    int line = 0;
    int column = 0;
    std::string_view sheet = {};  // a spreadsheet's sheet: line and column are a cell's
    SourcePos pos() const { return {file, line, column, std::string(sheet)}; }
};

// Checks one value, given as text, against its field: numbers parse and lie within the bounds, a
// choice is one of its values (in any case; stored as declared), an icon is one of `icons`, an image is a PNG, JPEG or SVG file
// inside the game folder (by its header), markup is well formed, every icon short code of a text
// or markup names one of `icons`, no value is longer than k_max_value_bytes. Returns the value as
// stored (integers canonical, list items joined with ", "); nullopt after reporting at `at` what is
// wrong. An empty text is not checked here: defaults and requirements are the caller's.
std::optional<std::string> check_value(const FieldDecl& field, std::string_view text,
                                       const ValueAt& at, const std::filesystem::path& game_dir,
                                       const layout::IconSet& icons, Diagnostics& diagnostics);

// "did you mean 'mana'?", or where icons come from when no name is close.
std::string unknown_icon_hint(std::string_view name, const layout::IconSet& icons);

// "between 0 and 5", "at least 1", "at most 3": bounds in words, integers without decimals.
std::string bounds_words(std::optional<double> min, std::optional<double> max);

// A number as people write it: "3", "2.5".
std::string number_text(double value);

}  // namespace pnpkit::designer
