#include "check/pdf_check.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <vector>

#include "core/atomic_file.hpp"
#include "render/pipeline.hpp"
#include "support/fixture_deck.hpp"
#include "support/run.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using pnpkit::test::TempDir;

namespace {

// A one-page PDF whose objects are these (numbered from 1; 1 is the catalog, 2 the pages, 3 the
// page), with a correct cross-reference table.
std::string pdf_of(const std::vector<std::string>& objects) {
    std::string out = "%PDF-1.4\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    std::size_t xref = out.size();
    out += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (std::size_t offset : offsets) {
        char line[24];
        std::snprintf(line, sizeof line, "%010zu 00000 n \n", offset);
        out += line;
    }
    out += "trailer\n<< /Size " + std::to_string(objects.size() + 1) +
           " /Root 1 0 R >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return out;
}

// A page that shows "Hi" in font /F1 (object 5), with these resources.
std::string page_pdf(const std::string& resources, const std::string& font) {
    std::string content = "BT /F1 12 Tf 10 10 Td (Hi) Tj ET";
    return pdf_of(
        {"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
         "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R "
         "/Resources " +
             resources + " >>",
         "<< /Length " + std::to_string(content.size()) + " >>\nstream\n" + content + "\nendstream",
         font});
}

Diagnostics check_bytes(const TempDir& dir, const std::string& bytes) {
    auto file = dir.path() / "t.pdf";
    write_file_atomically(file, bytes);
    Diagnostics ds;
    check::check_pdf(file, "t.pdf", "deck", ds);
    return ds;
}

}  // namespace

TEST_CASE("a font that is not embedded is an error", "[check][pdf]") {
    TempDir dir;
    auto ds = check_bytes(dir, page_pdf("<< /Font << /F1 5 0 R >> >>",
                                        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"));
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].to_string().starts_with(
        "t.pdf:1:1: error: 'deck': font 'Helvetica' is not embedded"));
}

TEST_CASE("qpdf's warnings are errors: a dictionary with a duplicated key", "[check][pdf]") {
    TempDir dir;
    // The duplicate-key fault Cairo 1.16 writes when one image is painted twice on a page.
    auto ds =
        check_bytes(dir, page_pdf("<< /Font << /F1 5 0 R >> /XObject << /x6 6 0 R /x6 6 0 R >> >>",
                                  "<< /Type /Font /Subtype /Type3 >>"));
    REQUIRE(!ds.empty());
    CHECK(ds.items()[0].message.find("qpdf --check: dictionary has duplicated key /x6") !=
          std::string::npos);
}

TEST_CASE("a PDF that is not one is reported, not thrown", "[check][pdf]") {
    TempDir dir;
    auto ds = check_bytes(dir, "not a PDF at all");
    REQUIRE(ds.has_errors());
    CHECK(ds.items()[0].message.find("'deck': qpdf") != std::string::npos);
}

TEST_CASE("pnpkit's own PDF passes: fonts embedded, structure clean", "[check][pdf]") {
    TempDir dir;
    Diagnostics ds;
    render::Renderer renderer(test::source_dir() / "tests" / "fixtures" / "templates",
                              test::source_dir() / "fonts", ds);
    auto written = renderer.render(test::fixture_deck(12), "Check test", dir.path(), {});
    REQUIRE(written.size() == 1);
    Diagnostics found;
    check::check_pdf(written.front().path, "deck.pdf", "deck", found);
    CHECK(found.empty());
}
