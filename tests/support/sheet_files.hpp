#pragma once

#include <zip.h>

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/atomic_file.hpp"

// Spreadsheet files written for tests and benchmarks: zip files of given parts, and the parts of
// a plain XLSX or ODS file (strings and numbers, one sheet or more).
namespace pnpkit::test {

using Parts = std::map<std::string, std::string>;
// A sheet's name and rows; a cell starting with '=' is a number ("=3"), any other a string.
using SheetRowsText = std::vector<std::vector<std::string>>;
using Sheets = std::vector<std::pair<std::string, SheetRowsText>>;

// Writes the parts as a zip file at `path` (deflated; `stored` keeps them uncompressed).
inline void write_zip(const std::filesystem::path& path, const Parts& parts, bool stored = false) {
    std::filesystem::remove(path);
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!archive) throw std::runtime_error("cannot write " + path.string());
    for (const auto& [name, text] : parts) {
        zip_source_t* source = zip_source_buffer(archive, text.data(), text.size(), 0);
        zip_int64_t index = zip_file_add(archive, name.c_str(), source, ZIP_FL_OVERWRITE);
        if (index < 0) throw std::runtime_error("cannot add " + name);
        if (stored)
            zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_STORE, 0);
    }
    if (zip_close(archive) != 0) throw std::runtime_error("cannot write " + path.string());
}

// The parts as zip bytes, written through a file in `dir`.
inline std::string zip_bytes(const std::filesystem::path& dir, const Parts& parts) {
    std::filesystem::path path = dir / "package.zip";
    write_zip(path, parts);
    return read_file(path);
}

inline std::string xml_escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '&')
            out += "&amp;";
        else if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '"')
            out += "&quot;";
        else if (c == '\n')
            out += "&#10;";
        else
            out += c;
    }
    return out;
}

inline std::string column_name(std::size_t index) {
    std::string letters;
    for (std::size_t column = index + 1; column > 0; column = (column - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (column - 1) % 26));
    return letters;
}

// An XLSX workbook's parts: its sheets in order, strings shared as Excel writes them.
inline Parts xlsx_parts(const Sheets& sheets) {
    const std::string main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
    const std::string rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    Parts parts;
    parts["[Content_Types].xml"] =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types "
        "xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>";
    parts["_rels/.rels"] =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships "
        "xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship "
        "Id=\"rId1\" Type=\"" +
        rel + "/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>";
    std::string book = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\"" + main +
                       "\" xmlns:r=\"" + rel + "\"><sheets>";
    std::string rels =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships "
        "xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">";
    std::string strings;
    std::size_t shared = 0;
    for (std::size_t s = 0; s < sheets.size(); ++s) {
        std::string n = std::to_string(s + 1);
        book += "<sheet name=\"" + xml_escape(sheets[s].first) + "\" sheetId=\"" + n +
                "\" r:id=\"rId" + n + "\"/>";
        rels += "<Relationship Id=\"rId" + n + "\" Type=\"" + rel +
                "/worksheet\" Target=\"worksheets/sheet" + n + ".xml\"/>";
        std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><worksheet xmlns=\"" + main +
                          "\"><sheetData>";
        const SheetRowsText& rows = sheets[s].second;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            std::string row = std::to_string(r + 1);
            xml += "<row r=\"" + row + "\">";
            for (std::size_t c = 0; c < rows[r].size(); ++c) {
                const std::string& cell = rows[r][c];
                if (cell.empty()) continue;
                std::string ref = column_name(c) + row;
                if (cell[0] == '=') {
                    xml += "<c r=\"" + ref + "\"><v>" + cell.substr(1) + "</v></c>";
                } else {
                    xml +=
                        "<c r=\"" + ref + "\" t=\"s\"><v>" + std::to_string(shared++) + "</v></c>";
                    strings += "<si><t xml:space=\"preserve\">" + xml_escape(cell) + "</t></si>";
                }
            }
            xml += "</row>";
        }
        parts["xl/worksheets/sheet" + n + ".xml"] = xml + "</sheetData></worksheet>";
    }
    rels += "<Relationship Id=\"rIdS\" Type=\"" + rel +
            "/sharedStrings\" Target=\"sharedStrings.xml\"/></Relationships>";
    parts["xl/workbook.xml"] = book + "</sheets></workbook>";
    parts["xl/_rels/workbook.xml.rels"] = rels;
    parts["xl/sharedStrings.xml"] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><sst xmlns=\"" +
                                    main + "\">" + strings + "</sst>";
    return parts;
}

// Text as an ODS paragraph holds it: line breaks and runs of spaces as elements.
inline std::string ods_text(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            out += "<text:line-break/>";
        } else if (text[i] == ' ' &&
                   (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\n' || i + 1 == text.size())) {
            out += "<text:s/>";
        } else {
            out += xml_escape(std::string(1, text[i]));
        }
    }
    return out;
}

// An ODS spreadsheet's parts with the body of content.xml given (<table:table> elements).
inline Parts ods_parts_of(const std::string& tables) {
    Parts parts;
    parts["mimetype"] = "application/vnd.oasis.opendocument.spreadsheet";
    parts["content.xml"] =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><office:document-content "
        "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
        "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
        "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
        "xmlns:draw=\"urn:oasis:names:tc:opendocument:xmlns:drawing:1.0\"><office:body>"
        "<office:spreadsheet>" +
        tables + "</office:spreadsheet></office:body></office:document-content>";
    return parts;
}

// An ODS spreadsheet's parts: its sheets in order, cells as LibreOffice writes them.
inline Parts ods_parts(const Sheets& sheets) {
    std::string tables;
    for (const auto& [name, rows] : sheets) {
        tables += "<table:table table:name=\"" + xml_escape(name) + "\">";
        for (const auto& row : rows) {
            tables += "<table:table-row>";
            for (const std::string& cell : row) {
                if (cell.empty()) {
                    tables += "<table:table-cell/>";
                } else if (cell[0] == '=') {
                    tables += "<table:table-cell office:value-type=\"float\" office:value=\"" +
                              cell.substr(1) + "\"><text:p>" + cell.substr(1) +
                              "</text:p></table:table-cell>";
                } else {
                    tables += "<table:table-cell office:value-type=\"string\"><text:p>" +
                              ods_text(cell) + "</text:p></table:table-cell>";
                }
            }
            tables += "</table:table-row>";
        }
        tables += "</table:table>";
    }
    return ods_parts_of(tables);
}

}  // namespace pnpkit::test
