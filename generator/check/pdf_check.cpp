#include "check/pdf_check.hpp"

// qpdf's headers without its deprecated PointerHolder (they warn unless told which API is used).
#ifndef POINTERHOLDER_TRANSITION
#define POINTERHOLDER_TRANSITION 4
#endif
#include <qpdf/Pl_Discard.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFExc.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>
#include <set>

#include "core/atomic_file.hpp"

namespace pnpkit::check {

namespace {

// Content stream tokens, parsed and dropped: parsing is what reports a malformed page.
class DropContents : public QPDFObjectHandle::ParserCallbacks {
public:
    void handleObject(QPDFObjectHandle) override {}
    void handleEOF() override {}
};

// The name of a font dictionary's font, without the subset tag ("ABCDEF+Vollkorn" → "Vollkorn").
std::string pdf_font_name(QPDFObjectHandle font) {
    auto base = font.getKey("/BaseFont");
    if (!base.isName()) return "(unnamed)";
    std::string name = base.getName().substr(1);
    if (name.size() > 7 && name[6] == '+') name = name.substr(7);
    return name;
}

// True when a font dictionary that must carry its glyphs has a descriptor with a font file.
bool font_file_embedded(QPDFObjectHandle font) {
    auto descriptor = font.getKey("/FontDescriptor");
    if (!descriptor.isDictionary()) return false;
    return descriptor.hasKey("/FontFile") || descriptor.hasKey("/FontFile2") ||
           descriptor.hasKey("/FontFile3");
}

}  // namespace

void check_pdf(const std::filesystem::path& file, const std::string& shown,
               const std::string& component, Diagnostics& out) {
    std::string bytes = read_file(file);
    SourcePos at = SourcePos::start_of(shown);
    std::string what = "'" + component + "': ";
    QPDF pdf;
    pdf.setSuppressWarnings(true);
    std::set<std::string> fonts_reported;
    try {
        pdf.processMemoryFile(shown.c_str(), bytes.data(), bytes.size());
        // What `qpdf --check` does: the whole file written nowhere with every stream decoded,
        // then every page's content parsed.
        QPDFWriter writer(pdf);
        Pl_Discard discard;
        writer.setOutputPipeline(&discard);
        writer.setDecodeLevel(qpdf_dl_all);
        writer.write();
        DropContents drop;
        for (auto& page : QPDFPageDocumentHelper(pdf).getAllPages()) page.parseContents(&drop);
        for (auto& object : pdf.getAllObjects()) {
            if (!object.isDictionary() || !object.getKey("/Type").isNameAndEquals("/Font"))
                continue;
            auto subtype = object.getKey("/Subtype");
            // Type 3 fonts draw their glyphs as content; Type 0 fonts embed their descendant.
            if (subtype.isNameAndEquals("/Type3") || subtype.isNameAndEquals("/Type0")) continue;
            if (font_file_embedded(object)) continue;
            std::string name = pdf_font_name(object);
            if (fonts_reported.insert(name).second)
                out.error(at, what + "font '" + name + "' is not embedded",
                          "a print shop may substitute it; use a font pnpkit can embed");
        }
    } catch (const std::exception& e) {
        out.error(at, what + "qpdf cannot read the PDF: " + e.what());
    }
    for (const auto& warning : pdf.getWarnings()) {
        std::string where = warning.getObject().empty() ? "" : " (" + warning.getObject() + ")";
        out.error(at, what + "qpdf --check: " + warning.getMessageDetail() + where);
    }
}

}  // namespace pnpkit::check
