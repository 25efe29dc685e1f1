#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/colour.hpp"
#include "core/diagnostic.hpp"
#include "core/length.hpp"
#include "layout/page.hpp"

namespace pnpkit::layout {

enum class TemplateKind { card, sheet };

// Where a layer goes: explicit lengths, or one of the card's boxes.
struct BoxSpec {
    enum class Anchor { explicit_box, trim, bleed, safe };
    Anchor anchor = Anchor::explicit_box;
    Rect rect;
};

struct TextLayer {
    BoxSpec box;
    std::string text;  // Pango markup with {field} placeholders and :icon: short codes
    TextStyle style;
};

struct RectLayer {
    BoxSpec box;
    std::optional<Colour> fill;
    std::optional<Colour> stroke;
    Length stroke_width = Length::pt(0.5);
    Length radius;
    Length dash;
};

struct LineLayer {
    Point from;
    Point to;
    Colour colour = Colour::black();
    Length width = Length::pt(0.5);
    Length dash;
};

struct IconLayer {
    BoxSpec box;
    std::string icon;  // an icon name, may hold {field} placeholders: "die{value}"
    Colour ink = Colour::black();
    std::optional<Colour> paper;
};

struct ImageLayer {
    BoxSpec box;
    std::filesystem::path path;  // resolved against the templates directory
    ImageFit fit = ImageFit::contain;
};

// A column of a table layer: a fixed width, or a share of what the fixed columns leave.
struct TableColumn {
    std::optional<Length> width;
    double share = 1;
    HAlign align = HAlign::left;
};

// A table bound to a record field holding rows; the first row is a header when `header`.
struct TableLayer {
    BoxSpec box;
    std::string field;
    std::vector<TableColumn> columns;
    TextStyle style;
    bool header = true;
    std::optional<Colour> header_fill;
    std::optional<Colour> stripe_fill;
    Colour rule_colour = Colour::rgb(0x80, 0x80, 0x80);
    Length padding = Length::mm(1);
    std::vector<std::size_t> write_in;  // columns (from 0) whose body cells get a box to write in
};

// The most repetitions a layer may ask for, by number or by field.
inline constexpr int k_max_repeat = 1000;

struct Layer {
    std::string name;
    SourcePos pos;
    SourcePos font_pos;  // where its font was named (the layer, or a [defaults] it inherits)
    std::string when;  // a field name: the layer is drawn only when that field is not empty
    int repeat = 1;    // drawn this many times, shifted by `step` each time; {i} counts from 1
    std::string repeat_field;  // when set, the record's field of this name gives the count instead
    Point step;
    int per_row = 0;  // when > 0, every per_row repetitions start a new row, shifted by `row_step`
    Point row_step;
    std::variant<TextLayer, RectLayer, LineLayer, IconLayer, ImageLayer, TableLayer> spec;
};

struct Template {
    std::string id;
    TemplateKind kind = TemplateKind::card;
    SourcePos pos;
    Size size;
    Length bleed;
    Length corner_radius;
    Length safe_margin;
    std::optional<Colour> background;
    std::vector<Layer> layers;
};

// The templates of a directory, loaded on first use by id (the file name without .toml), with
// `extends` resolved: a child's keys win over its parent's, and a child layer with a parent
// layer's name is merged over it key by key (`remove = true` drops it).
class TemplateLibrary {
public:
    explicit TemplateLibrary(std::filesystem::path dir);
    ~TemplateLibrary();
    TemplateLibrary(const TemplateLibrary&) = delete;
    TemplateLibrary& operator=(const TemplateLibrary&) = delete;

    // The template, or null when it cannot be loaded (the reasons go to `diagnostics`, once).
    const Template* get(const std::string& id, Diagnostics& diagnostics);
    // The ids of every template file in the directory.
    std::vector<std::string> ids() const;
    const std::filesystem::path& dir() const { return m_dir; }
    // True when some template asked for has no file: the install is incomplete (exit 3).
    bool missing_templates() const { return m_missing; }

private:
    struct Source;
    const Source* source(const std::string& id, Diagnostics& diagnostics, std::vector<std::string>& chain);

    std::filesystem::path m_dir;
    std::map<std::string, std::unique_ptr<Source>> m_sources;
    std::map<std::string, std::optional<Template>> m_templates;
    bool m_missing = false;
};

}  // namespace pnpkit::layout
