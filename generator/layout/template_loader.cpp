#include <algorithm>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "layout/markup.hpp"
#include "layout/paper.hpp"
#include "layout/template.hpp"
#include "layout/template_keys.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace fs = std::filesystem;
using load::EnumName;
using load::TableReader;
using namespace template_keys;

namespace {

constexpr EnumName<TemplateKind> k_kinds[] = {{"card", TemplateKind::card},
                                              {"sheet", TemplateKind::sheet}};
constexpr EnumName<ImageFit> k_fits[] = {
    {"contain", ImageFit::contain}, {"cover", ImageFit::cover}, {"stretch", ImageFit::stretch}};
constexpr EnumName<BoxSpec::Anchor> k_anchors[] = {
    {"trim", BoxSpec::Anchor::trim}, {"bleed", BoxSpec::Anchor::bleed}, {"safe", BoxSpec::Anchor::safe}};

enum class LayerType { text, rect, line, icon, image, table };
constexpr EnumName<LayerType> k_layer_types[] = {{"text", LayerType::text},   {"rect", LayerType::rect},
                                                 {"line", LayerType::line},   {"icon", LayerType::icon},
                                                 {"image", LayerType::image}, {"table", LayerType::table}};

const Size k_default_sheet_size{Length::mm(190), Length::mm(265)};

// Reads `count` lengths from an array node; reports what is wrong at the key's position.
std::optional<std::vector<Length>> read_lengths(TableReader& r, std::string_view key, const toml::node& node,
                                                std::size_t count, std::string_view what) {
    std::string expected = "'" + std::string(key) + "' must be " + std::string(what);
    const toml::array* array = node.as_array();
    if (!array || array->size() != count) {
        r.error(key, expected + ", found " +
                         (array ? std::to_string(array->size()) + " values" : load::type_name(node)));
        return std::nullopt;
    }
    std::vector<Length> out;
    for (const auto& element : *array) {
        auto text = element.value_exact<std::string>();
        auto length = text ? parse_length(*text) : std::nullopt;
        if (!length) {
            r.diagnostics().error(load::pos_of(element.source(), r.pos(key).file),
                                  expected + ", found " + (text ? "'" + *text + "'" : load::type_name(element)),
                                  "write lengths with a unit, e.g. \"4mm\"");
            return std::nullopt;
        }
        out.push_back(*length);
    }
    return out;
}

BoxSpec read_box(TableReader& r, std::string_view key = "box") {
    const toml::node* node = r.node(key);
    if (!node) {
        r.error_here("missing required key '" + std::string(key) + "'",
                     "box = [\"x\", \"y\", \"width\", \"height\"], or \"trim\", \"bleed\" or \"safe\"");
        return {};
    }
    if (node->is_string()) {
        auto anchor = r.required_enum<BoxSpec::Anchor>(key, k_anchors);
        return {anchor.value_or(BoxSpec::Anchor::trim), {}};
    }
    auto lengths = read_lengths(r, key, *node, 4, "[x, y, width, height] lengths or \"trim\", \"bleed\" or \"safe\"");
    if (!lengths) return {};
    return {BoxSpec::Anchor::explicit_box, {(*lengths)[0], (*lengths)[1], (*lengths)[2], (*lengths)[3]}};
}

Point read_point(TableReader& r, std::string_view key) {
    const toml::node* node = r.node(key);
    if (!node) {
        r.error_here("missing required key '" + std::string(key) + "'", std::string(key) + " = [\"x\", \"y\"]");
        return {};
    }
    auto lengths = read_lengths(r, key, *node, 2, "[x, y] lengths");
    if (!lengths) return {};
    return {(*lengths)[0], (*lengths)[1]};
}

// `repeat` (a count, or "{field}" for a count the record gives), `step`, and `per_row` with
// `row_step` to wrap the repetitions into rows.
void read_repeat(TableReader& l, Layer& layer) {
    const toml::node* repeat = l.node("repeat");
    if (repeat && repeat->is_string()) {
        std::string text = repeat->value<std::string>().value_or("");
        if (text.size() > 2 && text.front() == '{' && text.back() == '}' &&
            load::is_valid_id(std::string_view(text).substr(1, text.size() - 2))) {
            layer.repeat_field = text.substr(1, text.size() - 2);
        } else {
            l.error("repeat", "'repeat' must be a whole number or a field such as \"{turns}\", found \"" + text + "\"");
        }
    } else {
        layer.repeat = static_cast<int>(l.optional_int("repeat", 1, load::IntRange::between(1, k_max_repeat)));
    }
    bool repeated = layer.repeat > 1 || !layer.repeat_field.empty();
    if (l.has("step")) {
        layer.step = read_point(l, "step");
    } else if (repeated) {
        l.error_here("a repeated layer needs 'step', e.g. step = [\"0mm\", \"10mm\"]");
    }
    layer.per_row = static_cast<int>(l.optional_int("per_row", 0, load::IntRange::between(1, k_max_repeat)));
    if (l.has("row_step")) {
        layer.row_step = read_point(l, "row_step");
    } else if (layer.per_row > 0) {
        l.error_here("'per_row' needs 'row_step', the shift from one row to the next, "
                     "e.g. row_step = [\"0mm\", \"20mm\"]");
    }
}

}  // namespace

// A template file and everything it inherits, as TOML tables (kept alive for their positions).
struct TemplateLibrary::Source {
    std::optional<load::TomlDocument> document;
    // This template's root table first, then its parent's, and so on.
    std::vector<std::pair<const toml::table*, std::string>> chain;
    struct LayerSource {
        std::string name;
        std::vector<std::pair<const toml::table*, std::string>> tables;  // child first
    };
    std::vector<LayerSource> layers;
};

TemplateLibrary::TemplateLibrary(std::vector<TemplateRoot> roots) : m_roots(std::move(roots)) {}
TemplateLibrary::~TemplateLibrary() = default;

std::vector<std::string> TemplateLibrary::ids() const {
    std::vector<std::string> out;
    for (const auto& root : m_roots) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(root.dir, ec)) {
            if (entry.path().extension() == ".toml") out.push_back(entry.path().stem().string());
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

const TemplateRoot* TemplateLibrary::root_of(const std::string& id) const {
    for (const auto& root : m_roots) {
        std::error_code ec;
        if (fs::exists(root.dir / (id + ".toml"), ec)) return &root;
    }
    return nullptr;
}

ImageLayer TemplateLibrary::read_image(TableReader& l) {
    ImageLayer image;
    image.box = read_box(l);
    image.fit = l.optional_enum<ImageFit>("fit", ImageFit::contain, k_fits);
    auto path = l.required_string("path");
    if (!path) return image;
    image.path = *path;
    auto root = m_file_roots.find(l.pos("path").file);
    image.root = root != m_file_roots.end() ? root->second->images : m_roots.front().images;
    std::string where = load::display_path(image.root);
    auto file = confined_path(image.root, image.path);
    if (const auto* reason = std::get_if<std::string>(&file)) {
        l.error("path", "image '" + image.path + "' is refused: " + *reason,
                "image paths stay inside " + where);
    } else if (image.path.find('{') == std::string::npos) {
        // A path without fields is checked once here; one with fields is checked per card when
        // bound.
        image.file = std::get<fs::path>(file);
        auto header = check_image(image.file);
        if (const auto* reason = std::get_if<std::string>(&header)) {
            l.error("path", "image '" + image.path + "' in " + where + ": " + *reason);
        }
    }
    return image;
}

const TemplateLibrary::Source* TemplateLibrary::source(const std::string& id,
                                                       Diagnostics& diagnostics,
                                                       std::vector<std::string>& chain,
                                                       const SourcePos* named_at) {
    if (auto it = m_sources.find(id); it != m_sources.end()) return it->second.get();
    auto source = std::make_unique<Source>();
    const TemplateRoot* found = root_of(id);
    if (!found) {
        m_missing = m_missing || !named_at;  // named by a game's data: the data's error (exit 1)
        std::vector<std::string> folders;
        for (const auto& r : m_roots) folders.push_back(load::display_path(r.dir));
        if (named_at) {
            std::string where = m_roots.size() > 1
                                    ? "the game's templates/ folder or pnpkit's templates"
                                    : "the game's templates/ folder";
            diagnostics.error(*named_at, "no template named '" + id + "' in " + where,
                              did_you_mean(id, ids()));
        } else {
            diagnostics.error({load::display_path(m_roots.front().dir / (id + ".toml"))},
                              "no template named '" + id + "' in " + join(folders, " or "),
                              did_you_mean(id, ids()));
        }
        m_sources[id] = nullptr;
        return nullptr;
    }
    fs::path file_path = found->dir / (id + ".toml");
    if (!inside_real_path(found->images, file_path)) {
        // Named as listed in the folder, not as the link resolves.
        diagnostics.error(SourcePos::start_of(load::display_path(found->dir) + "/" + id + ".toml"),
                          "template '" + id + "' is refused: the file leads out of " +
                              load::display_path(found->images) + " through a symbolic link",
                          "keep the template itself in the folder");
        m_sources[id] = nullptr;
        return nullptr;
    }
    source->document = load::load_toml(file_path, diagnostics);
    if (!source->document) {
        m_sources[id] = nullptr;
        return nullptr;
    }
    const std::string& file = source->document->display;
    m_file_roots[file] = found;
    const toml::table& root = source->document->root;
    TableReader r = TableReader::root(root, file, diagnostics);
    if (r.has("extends")) {
        if (auto parent_id = r.required_string("extends")) {
            chain.push_back(id);
            if (std::find(chain.begin(), chain.end(), *parent_id) != chain.end()) {
                r.error("extends", "template '" + id + "' extends itself through " + join(chain, " -> ") + " -> " +
                                       *parent_id);
                m_sources[id] = nullptr;
                return nullptr;
            }
            std::vector<std::string> known = ids();
            if (std::find(known.begin(), known.end(), *parent_id) == known.end()) {
                r.error("extends", "no template named '" + *parent_id + "'", did_you_mean(*parent_id, known));
                m_sources[id] = nullptr;
                return nullptr;
            }
            const Source* parent = this->source(*parent_id, diagnostics, chain);
            chain.pop_back();
            if (!parent) {
                m_sources[id] = nullptr;
                return nullptr;
            }
            source->chain = parent->chain;
            source->layers = parent->layers;
        }
    }
    source->chain.insert(source->chain.begin(), {&root, file});

    std::vector<std::string> own_names;
    r.for_each_table("layer", [&](TableReader& layer) {
        auto name = layer.required_string("name");
        if (!name) return;
        if (std::find(own_names.begin(), own_names.end(), *name) != own_names.end()) {
            layer.error("name", "duplicate layer name '" + *name + "' in template '" + id + "'");
            return;
        }
        own_names.push_back(*name);
        auto& layers = source->layers;
        auto existing = std::find_if(layers.begin(), layers.end(), [&](const auto& l) { return l.name == *name; });
        if (layer.optional_bool("remove", false)) {
            if (existing == layers.end()) {
                layer.error("remove", "no inherited layer named '" + *name + "' to remove");
            } else {
                layers.erase(existing);
            }
            return;
        }
        if (existing != layers.end()) {
            existing->tables.insert(existing->tables.begin(), {&layer.table(), file});
        } else {
            layers.push_back({*name, {{&layer.table(), file}}});
        }
    });
    Source* raw = source.get();
    m_sources[id] = std::move(source);
    return raw;
}

const Template* TemplateLibrary::get(const std::string& id, Diagnostics& diagnostics,
                                     const SourcePos* named_at) {
    if (auto it = m_templates.find(id); it != m_templates.end()) return it->second ? &*it->second : nullptr;
    std::vector<std::string> chain;
    const Source* source = this->source(id, diagnostics, chain, named_at);
    if (!source) {
        m_templates[id] = std::nullopt;
        return nullptr;
    }
    std::size_t errors_before = diagnostics.error_count();
    Template t;
    t.id = id;
    const auto& [root, file] = source->chain.front();
    TableReader r = TableReader::root(*root, file, diagnostics);
    for (std::size_t i = 1; i < source->chain.size(); ++i) r.add_fallback(*source->chain[i].first, source->chain[i].second);
    t.pos = r.pos();
    r.allow("extends");
    r.allow("layer");
    t.kind = r.optional_enum<TemplateKind>("kind", TemplateKind::card, k_kinds);

    if (const toml::node* size = r.node("size"); size && size->is_string()) {
        auto name = r.required_string("size");
        auto named = name ? find_card_size(*name) : std::nullopt;
        if (name && !named) {
            std::vector<std::string> names;
            for (const auto& n : named_card_sizes()) names.emplace_back(n.name);
            r.error("size", "'size' must be one of " + quoted_list(names) + " or [width, height], found '" + *name + "'",
                    did_you_mean(*name, names));
        }
        t.size = named.value_or(Size{Length::mm(63), Length::mm(88)});
    } else if (size) {
        if (auto lengths = read_lengths(r, "size", *size, 2, "a card size name or [width, height] lengths")) {
            t.size = {(*lengths)[0], (*lengths)[1]};
        }
    } else {
        t.size = t.kind == TemplateKind::sheet ? k_default_sheet_size : Size{Length::mm(63), Length::mm(88)};
    }
    if (t.size.width <= Length() || t.size.height <= Length()) r.error("size", "'size' must be positive");
    t.bleed = non_negative(r, "bleed", t.kind == TemplateKind::sheet ? Length() : Length::mm(3));
    t.corner_radius = non_negative(r, "corner_radius", Length());
    t.safe_margin = non_negative(r, "safe_margin", Length::mm(4));
    {
        std::vector<BoundValue> background;
        if (bound_key(r, "background", StyleKey::background, background)) {
            t.background_bound = background.front();
        } else {
            t.background = optional_colour(r, "background");
        }
    }

    // [defaults]: text style for every text and table layer, inherited like everything else.
    TextStyle defaults;
    std::vector<BoundValue> defaults_bound;
    SourcePos defaults_font_pos = t.pos;
    std::vector<std::pair<const toml::table*, std::string>> default_tables;
    for (const auto& [table, table_file] : source->chain) {
        if (const toml::node* d = table->get("defaults"); d && d->is_table()) {
            default_tables.emplace_back(d->as_table(), table_file);
        }
    }
    r.allow("defaults");
    if (!default_tables.empty()) {
        TableReader d(*default_tables.front().first, default_tables.front().second, diagnostics);
        for (std::size_t i = 1; i < default_tables.size(); ++i) d.add_fallback(*default_tables[i].first, default_tables[i].second);
        defaults = read_style(d, defaults, defaults_bound);
        if (d.has("font")) defaults_font_pos = d.pos("font");
        d.finish();
    } else if (const toml::node* d = root->get("defaults"); d && !d->is_table()) {
        r.error("defaults", "'defaults' must be a table, found " + load::type_name(*d));
    }
    r.finish();

    for (const auto& layer_source : source->layers) {
        const auto& [layer_table, layer_file] = layer_source.tables.front();
        TableReader l(*layer_table, layer_file, diagnostics);
        for (std::size_t i = 1; i < layer_source.tables.size(); ++i) {
            l.add_fallback(*layer_source.tables[i].first, layer_source.tables[i].second);
        }
        Layer layer;
        layer.name = layer_source.name;
        layer.pos = l.pos();
        l.allow("name");
        l.allow("remove");
        read_when(l, layer);
        note_pos(l, layer, "repeat");
        read_repeat(l, layer);
        layer.opacity = read_opacity(l, layer.bound);
        auto type = l.required_enum<LayerType>("type", k_layer_types);
        if (!type) continue;  // without a type, which keys belong is unknown: report nothing more
        switch (*type) {
            case LayerType::text: {
                TextLayer text;
                text.box = read_box(l);
                text.text = l.required_string("text").value_or("");
                note_pos(l, layer, "text");
                layer.bound.insert(layer.bound.end(), defaults_bound.begin(), defaults_bound.end());
                text.style = read_style(l, defaults, layer.bound);
                layer.font_pos = l.has("font") ? l.pos("font") : defaults_font_pos;
                layer.spec = text;
                break;
            }
            case LayerType::rect: {
                RectLayer rect;
                rect.box = read_box(l);
                read_colour(l, "fill", StyleKey::fill, rect.fill, layer.bound);
                read_colour(l, "stroke", StyleKey::stroke, rect.stroke, layer.bound);
                rect.stroke_width = non_negative(l, "stroke_width", rect.stroke_width);
                rect.radius = non_negative(l, "radius", Length());
                rect.dash = non_negative(l, "dash", Length());
                if (!l.has("fill") && !l.has("stroke")) l.error_here("a rect layer needs 'fill', 'stroke' or both");
                layer.spec = rect;
                break;
            }
            case LayerType::line: {
                LineLayer line;
                line.from = read_point(l, "from");
                line.to = read_point(l, "to");
                if (!bound_key(l, "colour", StyleKey::colour, layer.bound))
                    line.colour = l.optional_colour("colour", line.colour);
                line.width = non_negative(l, "width", line.width);
                line.dash = non_negative(l, "dash", Length());
                layer.spec = line;
                break;
            }
            case LayerType::icon: {
                IconLayer icon;
                icon.box = read_box(l);
                icon.icon = l.required_string("icon").value_or("");
                note_pos(l, layer, "icon");
                if (!bound_key(l, "colour", StyleKey::colour, layer.bound))
                    icon.ink = l.optional_colour("colour", icon.ink);
                read_colour(l, "fill", StyleKey::fill, icon.paper, layer.bound);
                layer.spec = icon;
                break;
            }
            case LayerType::image: {
                layer.spec = read_image(l);
                note_pos(l, layer, "path");
                break;
            }
            case LayerType::table: {
                TableLayer table;
                table.box = read_box(l);
                table.field = l.required_string("field").value_or("");
                note_pos(l, layer, "field");
                table.columns = read_columns(l);
                layer.bound.insert(layer.bound.end(), defaults_bound.begin(), defaults_bound.end());
                table.style = read_style(l, defaults, layer.bound);
                layer.font_pos = l.has("font") ? l.pos("font") : defaults_font_pos;
                table.header = l.optional_bool("header", true);
                read_colour(l, "header_fill", StyleKey::header_fill, table.header_fill,
                            layer.bound);
                read_colour(l, "stripe_fill", StyleKey::stripe_fill, table.stripe_fill,
                            layer.bound);
                if (!bound_key(l, "rule_colour", StyleKey::rule_colour, layer.bound))
                    table.rule_colour = l.optional_colour("rule_colour", table.rule_colour);
                table.padding = non_negative(l, "padding", table.padding);
                const auto width = static_cast<std::int64_t>(table.columns.size());
                for (std::int64_t column :
                     l.optional_int_array("write_in", load::IntRange::between(1, std::max<std::int64_t>(width, 1))))
                    table.write_in.push_back(static_cast<std::size_t>(column - 1));
                layer.spec = table;
                break;
            }
        }
        l.finish();
        t.layers.push_back(std::move(layer));
    }
    if (diagnostics.error_count() > errors_before) {
        m_templates[id] = std::nullopt;
        return nullptr;
    }
    m_templates[id] = std::move(t);
    return &*m_templates[id];
}

}  // namespace pnpkit::layout
