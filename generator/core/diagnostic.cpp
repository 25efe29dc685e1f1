#include "core/diagnostic.hpp"

#include <ostream>
#include <set>

#include "core/json.hpp"

namespace pnpkit {

const char* to_string(Severity severity) {
    switch (severity) {
        case Severity::error: return "error";
        case Severity::warning: return "warning";
        case Severity::note: return "note";
    }
    return "error";
}

SourcePos SettingPositions::where(const std::string& key) const {
    auto it = by_key.find(key);
    return it == by_key.end() ? SourcePos::start_of(file) : it->second;
}

std::string column_letters(int column) {
    std::string letters;
    for (; column > 0; column = (column - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (column - 1) % 26));
    return letters;
}

namespace {

// A sheet's name as a spreadsheet writes it in a reference: plain when it is letters, digits and
// '_' (not starting with a digit), else in single quotes with a quote doubled.
std::string sheet_reference(const std::string& sheet) {
    bool plain = !(sheet[0] >= '0' && sheet[0] <= '9');
    for (char c : sheet) {
        bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || (static_cast<unsigned char>(c) & 0x80) != 0;
        plain = plain && word;
    }
    if (plain) return sheet;
    std::string quoted = "'";
    for (char c : sheet) quoted += c == '\'' ? std::string("''") : std::string(1, c);
    return quoted + "'";
}

}  // namespace

std::string SourcePos::to_string() const {
    if (!sheet.empty()) {
        std::string out = file + ':' + sheet_reference(sheet);
        if (line > 0 && column > 0) out += '!' + column_letters(column) + std::to_string(line);
        return out;
    }
    std::string out = file;
    if (line > 0) {
        out += ':' + std::to_string(line);
        if (column > 0) out += ':' + std::to_string(column);
    }
    return out;
}

std::string Diagnostic::to_string() const {
    std::string out = pos.to_string();
    if (!out.empty()) out += ": ";
    out += pnpkit::to_string(severity);
    out += ": ";
    out += message;
    if (!hint.empty()) {
        out += "\n  hint: ";
        out += hint;
    }
    return out;
}

void Diagnostics::add(Diagnostic diagnostic) {
    if (diagnostic.severity == Severity::error) ++m_errors;
    if (diagnostic.severity == Severity::warning) ++m_warnings;
    m_items.push_back(std::move(diagnostic));
}

void Diagnostics::error(SourcePos pos, std::string message, std::string hint) {
    add({Severity::error, std::move(pos), std::move(message), std::move(hint)});
}

void Diagnostics::warning(SourcePos pos, std::string message, std::string hint) {
    add({Severity::warning, std::move(pos), std::move(message), std::move(hint)});
}

void Diagnostics::note(SourcePos pos, std::string message, std::string hint) {
    add({Severity::note, std::move(pos), std::move(message), std::move(hint)});
}

void Diagnostics::append(const Diagnostics& other) {
    for (const auto& d : other.items()) add(d);
}

void Diagnostics::append_unique(const Diagnostics& other) {
    std::set<std::string> seen;
    for (const auto& d : m_items) seen.insert(d.to_string());
    for (const auto& d : other.items()) {
        if (seen.insert(d.to_string()).second) add(d);
    }
}

void print_text(std::ostream& out, const Diagnostics& diagnostics) {
    for (const auto& d : diagnostics.items()) out << d.to_string() << '\n';
}

void print_json(std::ostream& out, const Diagnostics& diagnostics) {
    JsonWriter json(out);
    write_json(json, diagnostics);
}

void write_json(JsonWriter& json, const Diagnostics& diagnostics) {
    json.begin_array();
    for (const auto& d : diagnostics.items()) {
        json.begin_object().field("severity", to_string(d.severity)).field("file", d.pos.file);
        if (!d.pos.sheet.empty()) json.field("sheet", d.pos.sheet);
        json.field("line", d.pos.line).field("column", d.pos.column).field("message", d.message);
        if (!d.hint.empty()) json.field("hint", d.hint);
        json.end_object();
    }
    json.end_array();
}

}  // namespace pnpkit
