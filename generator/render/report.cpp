#include "render/report.hpp"

#include <algorithm>
#include <cctype>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "render/fonts.hpp"
#include "render/output.hpp"
#include "render/painter.hpp"
#include "render/pango_text.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;

std::optional<ReportFormat> report_format(const fs::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext == ".pdf") return ReportFormat::pdf;
    if (ext == ".png") return ReportFormat::png;
    return std::nullopt;
}

ReportFormat require_report_format(const fs::path& path) {
    auto format = report_format(path);
    if (!format) {
        throw UsageError("--report: '" + path.string() +
                         "' must end in .pdf or .png (the format is taken from the name)");
    }
    return *format;
}

std::vector<fs::path> write_report(std::span<const layout::Page> pages, const fs::path& path,
                                   const fs::path& fonts_dir, const std::string& title,
                                   double dpi) {
    ReportFormat format = require_report_format(path);
    FontLibrary fonts(fonts_dir);
    PangoTextService text(fonts);
    Painter painter(text);
    std::vector<fs::path> written;
    if (format == ReportFormat::pdf) {
        StringSink sink;
        PdfWriter pdf(sink, title);
        for (const layout::Page& page : pages) pdf.add_page(page, painter);
        pdf.finish();
        write_file_atomically(path, sink.bytes());
        written.push_back(path);
        return written;
    }
    for (std::size_t i = 0; i < pages.size(); ++i) {
        layout::Drawing drawing;
        drawing.label = pages[i].label;
        drawing.size = pages[i].size;
        layout::RectItem paper;
        paper.box = {Length(), Length(), pages[i].size.width, pages[i].size.height};
        paper.fill = Colour::white();
        drawing.items.push_back(paper);
        drawing.items.insert(drawing.items.end(), pages[i].items.begin(), pages[i].items.end());
        StringSink sink;
        write_png(sink, drawing, dpi, false, painter);
        fs::path file = path;
        if (pages.size() > 1) {
            file.replace_filename(path.stem().string() + "-" + std::to_string(i + 1) +
                                  path.extension().string());
        }
        write_file_atomically(file, sink.bytes());
        written.push_back(file);
    }
    return written;
}

}  // namespace pnpkit::render
