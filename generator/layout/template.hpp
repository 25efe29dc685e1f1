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
#include "layout/condition.hpp"
#include "layout/page.hpp"
#include "layout/style_value.hpp"

namespace pnpkit::load {
class TableReader;
}

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
    std::string
        path;  // as written: relative to `root`, may hold {field} placeholders ("art/{id}.png")
    std::filesystem::path root;  // the folder image paths are relative to, and confined to
    std::filesystem::path file;  // the checked file, when `path` holds no placeholder
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
    Condition when;      // the layer is drawn only for the records for which this holds
    // Where the keys that name fields were written ("text", "icon", "path", "when", "repeat",
    // "field"), for the checks that point into them.
    std::map<std::string, SourcePos> key_pos;
    std::vector<BoundValue> bound;  // style keys whose values come from the record
    double opacity = 1;             // 0 (invisible) to 1
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
    std::optional<BoundValue> background_bound;  // a background that comes from the record
    std::vector<Layer> layers;
};

// A folder of templates, and the folder the image paths of its templates are relative to (and may
// not leave): the templates folder itself, or a designer's game folder for its templates/.
struct TemplateRoot {
    std::filesystem::path dir;
    std::filesystem::path images;
};

// The templates of one or more folders, loaded on first use by id (the file name without .toml)
// from the first folder that has it, with `extends` resolved: a child's keys win over its
// parent's, and a child layer with a parent layer's name is merged over it key by key
// (`remove = true` drops it).
class TemplateLibrary {
public:
    explicit TemplateLibrary(const std::filesystem::path& dir)
        : TemplateLibrary(std::vector<TemplateRoot>{{dir, dir}}) {}
    explicit TemplateLibrary(std::vector<TemplateRoot> roots);
    ~TemplateLibrary();
    TemplateLibrary(const TemplateLibrary&) = delete;
    TemplateLibrary& operator=(const TemplateLibrary&) = delete;

    // The template, or null when it cannot be loaded (the reasons go to `diagnostics`, once). An id
    // with no file is a data error at `named_at` when the data named it there (a game's game.toml),
    // else a missing file of the install (missing_templates()).
    const Template* get(const std::string& id, Diagnostics& diagnostics,
                        const SourcePos* named_at = nullptr);
    // The ids of every template file in the folders.
    std::vector<std::string> ids() const;
    const std::vector<TemplateRoot>& roots() const { return m_roots; }
    // True when some template asked for has no file: the install is incomplete (exit 3).
    bool missing_templates() const { return m_missing; }

private:
    struct Source;
    const Source* source(const std::string& id, Diagnostics& diagnostics,
                         std::vector<std::string>& chain, const SourcePos* named_at = nullptr);
    // The root whose folder holds the template file `id`, or null.
    const TemplateRoot* root_of(const std::string& id) const;
    ImageLayer read_image(load::TableReader& l);

    std::vector<TemplateRoot> m_roots;
    std::map<std::string, const TemplateRoot*>
        m_file_roots;  // a template file as displayed: its root
    std::map<std::string, std::unique_ptr<Source>> m_sources;
    std::map<std::string, std::optional<Template>> m_templates;
    bool m_missing = false;
};

}  // namespace pnpkit::layout
