// XLSX (Office Open XML) sheets: the workbook's sheets by name, their shared strings, their rows.
#include <charconv>
#include <vector>

#include "core/text.hpp"
#include "load/sheet_open.hpp"
#include "load/sheet_rows.hpp"

namespace pnpkit::load {

namespace {

constexpr std::string_view k_relationships = "relationships";

// A relationship of a part: its id, the end of its type ("officeDocument", "sharedStrings") and
// the part it points to, as a path in the package.
struct Relationship {
    std::string id;
    std::string type;
    std::string target;
};

// "xl/" and "worksheets/sheet1.xml" give "xl/worksheets/sheet1.xml"; a target starting with '/'
// is from the package's root; ".." steps out of a folder.
std::string resolve_target(std::string_view base_dir, std::string_view target) {
    std::string joined = target.starts_with('/') ? std::string(target.substr(1))
                                                 : std::string(base_dir) + std::string(target);
    std::vector<std::string> parts;
    for (const std::string& part : split(joined, '/')) {
        if (part == "..") {
            if (!parts.empty()) parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
    }
    return join(parts, "/");
}

std::string folder_of(std::string_view part) {
    std::size_t slash = part.rfind('/');
    return slash == std::string_view::npos ? std::string() : std::string(part.substr(0, slash + 1));
}

class RelationshipsReader final : public XmlHandler {
public:
    RelationshipsReader(std::string base_dir) : m_base(std::move(base_dir)) {}
    void start(XmlName name, const XmlAttributes& attributes) override {
        if (name.local != "Relationship") return;
        const char* id = attributes.find("Id");
        const char* type = attributes.find("Type");
        const char* target = attributes.find("Target");
        const char* mode = attributes.find("TargetMode");
        if (!id || !type || !target || (mode && std::string_view(mode) == "External")) return;
        std::string_view kind(type);
        kind = kind.substr(kind.rfind('/') + 1);
        relationships.push_back({id, std::string(kind), resolve_target(m_base, target)});
    }
    void end(XmlName) override {}
    void text(std::string_view) override {}

    const Relationship* by_type(std::string_view type) const {
        for (const auto& r : relationships) {
            if (r.type == type) return &r;
        }
        return nullptr;
    }
    const Relationship* by_id(std::string_view id) const {
        for (const auto& r : relationships) {
            if (r.id == id) return &r;
        }
        return nullptr;
    }

    std::vector<Relationship> relationships;

private:
    std::string m_base;
};

// The relationships of a part, from its .rels part beside it ("xl/_rels/workbook.xml.rels").
bool read_relationships(Package& package, std::string_view part, RelationshipsReader& reader,
                        std::string& error) {
    std::size_t slash = part.rfind('/');
    std::string name = slash == std::string_view::npos
                           ? "_rels/" + std::string(part) + ".rels"
                           : std::string(part.substr(0, slash + 1)) + "_rels/" +
                                 std::string(part.substr(slash + 1)) + ".rels";
    return parse_part(package, name, reader, error);
}

struct SheetEntry {
    std::string name;
    std::string relationship;
};

class WorkbookReader final : public XmlHandler {
public:
    void start(XmlName name, const XmlAttributes& attributes) override {
        if (name.local != "sheet") return;
        const char* sheet = attributes.find("name");
        const char* id = attributes.find("id", k_relationships);
        if (sheet && id) sheets.push_back({sheet, id});
    }
    void end(XmlName) override {}
    void text(std::string_view) override {}
    std::vector<SheetEntry> sheets;
};

// Appends `text` with OOXML's escapes of characters XML cannot hold ("_x000D_") decoded.
void append_decoded(std::string& out, std::string_view text) {
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::size_t at = 0;
    while (true) {
        std::size_t escape = text.find("_x", at);
        if (escape == std::string_view::npos || escape + 7 > text.size()) break;
        int code = 0;
        bool ok = text[escape + 6] == '_';
        for (std::size_t i = escape + 2; ok && i < escape + 6; ++i) {
            ok = hex(text[i]) >= 0;
            code = code * 16 + hex(text[i]);
        }
        if (!ok || (code >= 0xD800 && code < 0xE000)) {
            out.append(text.substr(at, escape + 2 - at));
            at = escape + 2;
            continue;
        }
        out.append(text.substr(at, escape - at));
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
        at = escape + 7;
    }
    out.append(text.substr(at));
}

// Collects the text of a string item (<si>, or a cell's <is>): its <t> elements, rich text runs
// included, phonetic runs (<rPh>) left out.
class StringItem {
public:
    void start(std::string_view local) {
        if (local == "rPh") ++m_phonetic;
        if (local == "t" && m_phonetic == 0) m_in_text = true;
    }
    void end(std::string_view local) {
        if (local == "rPh" && m_phonetic > 0) --m_phonetic;
        if (local == "t" && m_in_text) {
            append_decoded(m_text, m_raw);
            m_raw.clear();
            m_in_text = false;
        }
    }
    void text(std::string_view text) {
        if (m_in_text) m_raw.append(text);
    }
    std::string take() {
        std::string out = std::move(m_text);
        m_text.clear();
        return out;
    }

private:
    std::string m_text;
    std::string m_raw;  // a <t>'s text, decoded when it ends (an escape may span two chunks)
    int m_phonetic = 0;
    bool m_in_text = false;
};

// The shared strings, in one buffer.
class SharedStringsReader final : public XmlHandler {
public:
    void start(XmlName name, const XmlAttributes&) override {
        if (name.local == "si") m_in_item = true;
        if (m_in_item) m_item.start(name.local);
    }
    void end(XmlName name) override {
        if (!m_in_item) return;
        m_item.end(name.local);
        if (name.local == "si") {
            m_text += m_item.take();
            m_ends.push_back(m_text.size());
            m_in_item = false;
        }
    }
    void text(std::string_view text) override {
        if (m_in_item) m_item.text(text);
    }

    std::size_t size() const { return m_ends.size(); }
    std::string at(std::size_t index) const {
        std::size_t begin = index == 0 ? 0 : m_ends[index - 1];
        return m_text.substr(begin, m_ends[index] - begin);
    }

private:
    std::string m_text;
    std::vector<std::size_t> m_ends;
    StringItem m_item;
    bool m_in_item = false;
};

// "C12" as (row 12, column 3); false when it is not a cell reference.
bool parse_reference(std::string_view ref, std::uint64_t& row, std::uint64_t& column) {
    std::size_t i = 0;
    column = 0;
    while (i < ref.size() && ref[i] >= 'A' && ref[i] <= 'Z' && column <= k_max_sheet_columns) {
        column = column * 26 + static_cast<std::uint64_t>(ref[i] - 'A' + 1);
        ++i;
    }
    if (i == 0 || i == ref.size()) return false;
    auto [end, ec] = std::from_chars(ref.data() + i, ref.data() + ref.size(), row);
    return ec == std::errc() && end == ref.data() + ref.size() && row > 0;
}

class XlsxRows final : public SheetRows {
public:
    XlsxRows(std::string file, std::string sheet, SourcePos sheet_at,
             std::unique_ptr<SharedStringsReader> strings)
        : SheetRows(std::move(file), std::move(sheet), std::move(sheet_at)),
          m_strings(std::move(strings)) {}

    using SheetRows::stream;

private:
    void start(XmlName name, const XmlAttributes& attributes) override {
        std::string_view local = name.local;
        if (m_in_cell) {
            if (local == "v") {
                m_in_value = true;
            } else if (local == "is") {
                m_in_inline = true;
            } else if (m_in_inline) {
                m_inline.start(local);
            }
            return;
        }
        if (local == "row") {
            const char* r = attributes.find("r");
            std::uint64_t number = 0;
            if (r) std::from_chars(r, r + std::char_traits<char>::length(r), number);
            if (number > 0 && number <= m_row) {
                fail("row " + std::to_string(number) + " comes after row " + std::to_string(m_row));
                return;
            }
            m_row = number > 0 ? number : m_row + 1;
            m_column = 0;
            begin_row(m_row);
        } else if (local == "c") {
            m_in_cell = true;
            m_value.clear();
            const char* type = attributes.find("t");
            m_type = type ? type : "n";
            std::uint64_t row = 0;
            std::uint64_t column = 0;
            const char* r = attributes.find("r");
            m_column = r && parse_reference(r, row, column) ? column : m_column + 1;
        } else if (local == "mergeCell") {
            const char* ref = attributes.find("ref");
            std::string_view range = ref ? ref : "";
            std::size_t colon = range.find(':');
            std::uint64_t r1, c1, r2, c2;
            if (colon != std::string_view::npos &&
                parse_reference(range.substr(0, colon), r1, c1) &&
                parse_reference(range.substr(colon + 1), r2, c2)) {
                merged(r1, c1, r2, c2);
            }
        }
    }

    void end(XmlName name) override {
        std::string_view local = name.local;
        if (m_in_cell) {
            if (local == "v") {
                m_in_value = false;
            } else if (local == "is") {
                m_in_inline = false;
            } else if (m_in_inline) {
                m_inline.end(local);
            } else if (local == "c") {
                m_in_cell = false;
                finish_cell();
            }
            return;
        }
        if (local == "row") end_row();
    }

    void text(std::string_view text) override {
        if (m_in_value) m_value.append(text);
        if (m_in_inline) m_inline.text(text);
    }

    void finish_cell() {
        if (m_type == "s") {
            std::size_t index = 0;
            auto [end, ec] =
                std::from_chars(m_value.data(), m_value.data() + m_value.size(), index);
            if (ec != std::errc() || end != m_value.data() + m_value.size() ||
                index >= m_strings->size()) {
                fail("cell " + column_letters(static_cast<int>(m_column)) + std::to_string(m_row) +
                     " refers to shared string '" + m_value + "', which is not there");
                return;
            }
            add_cell(m_column, m_strings->at(index));
        } else if (m_type == "inlineStr") {
            add_cell(m_column, m_inline.take());
        } else if (m_type == "str") {
            std::string text;
            append_decoded(text, m_value);
            add_cell(m_column, std::move(text));
        } else if (m_type == "b") {
            add_cell(m_column, m_value.empty() ? "" : m_value == "0" ? "false" : "true");
        } else if (m_type == "e") {
            bad_cell(m_column,
                     "cell " + column_letters(static_cast<int>(m_column)) + std::to_string(m_row) +
                         " holds the error " + m_value,
                     "correct its formula, or write the value itself");
        } else if (m_type == "d") {
            add_cell(m_column, m_value);
        } else {
            add_cell(m_column, sheet_number_text(m_value));
        }
    }

    std::unique_ptr<SharedStringsReader> m_strings;
    std::uint64_t m_row = 0;
    std::uint64_t m_column = 0;
    std::string m_type;
    std::string m_value;
    StringItem m_inline;
    bool m_in_cell = false;
    bool m_in_value = false;
    bool m_in_inline = false;
};

}  // namespace

std::unique_ptr<RowReader> open_xlsx(std::unique_ptr<Package> owner, const std::string& file,
                                     const std::string& sheet, const SourcePos& sheet_at,
                                     Diagnostics& diagnostics) {
    auto damaged = [&](const std::string& why) -> std::unique_ptr<RowReader> {
        report_unreadable(file, "it is not an XLSX workbook: " + why, diagnostics);
        return nullptr;
    };
    Package& package = *owner;
    std::string error;
    RelationshipsReader package_rels("");
    std::string workbook = "xl/workbook.xml";
    if (parse_part(package, "_rels/.rels", package_rels, error)) {
        if (const Relationship* office = package_rels.by_type("officeDocument"))
            workbook = office->target;
    } else if (!error.starts_with("no ")) {
        return damaged(error);
    }
    error.clear();
    WorkbookReader book;
    if (!parse_part(package, workbook, book, error)) return damaged(error);
    RelationshipsReader rels(folder_of(workbook));
    if (!read_relationships(package, workbook, rels, error)) return damaged(error);
    if (book.sheets.empty()) return damaged("it has no sheets");
    const SheetEntry* chosen = sheet.empty() ? &book.sheets.front() : nullptr;
    for (const auto& entry : book.sheets) {
        if (!chosen && fold_case(entry.name) == fold_case(sheet)) chosen = &entry;
    }
    if (!chosen) {
        std::vector<std::string> names;
        for (const auto& entry : book.sheets) names.push_back(entry.name);
        report_no_sheet(file, sheet, names, sheet_at, diagnostics);
        return nullptr;
    }
    const Relationship* target = rels.by_id(chosen->relationship);
    if (!target) return damaged("sheet '" + chosen->name + "' has no part");
    auto strings = std::make_unique<SharedStringsReader>();
    if (const Relationship* shared = rels.by_type("sharedStrings")) {
        if (!parse_part(package, shared->target, *strings, error)) return damaged(error);
    }
    auto part = package.open(target->target, error);
    if (!part) return damaged(error.empty() ? "no " + target->target : error);
    auto rows = std::make_unique<XlsxRows>(file, chosen->name, sheet_at, std::move(strings));
    rows->stream(std::move(owner), std::move(part), target->target);
    return rows;
}

}  // namespace pnpkit::load
