#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "check/image_check.hpp"
#include "core/colour.hpp"
#include "core/diagnostic.hpp"
#include "core/length.hpp"
#include "layout/page.hpp"

// The preflight of `render --check` on the layout's pages, which know each item's component,
// card and template layer: text size and contrast, art bleed, crop marks and page margins.
// The file's own checks (qpdf, fonts) are check/pdf_check.hpp.
namespace pnpkit::check {

inline constexpr double k_min_text_pt = 6;   // smaller text is an error
inline constexpr double k_good_text_pt = 7;  // smaller text is a warning
inline constexpr Length k_min_bleed = Length::mm(2);
inline constexpr Length k_min_margin = Length::mm(5);

// What the preflight asks render: the size of a text as it is drawn (nullopt: malformed), and
// the colour of a picture at a point of the page's or card's coordinates (nullopt: not known).
struct Measures {
    std::function<std::optional<Size>(const layout::TextItem&)> text_size;
    std::function<std::optional<Colour>(const layout::ImageItem&, Point)> image_colour;
    // An item as it is printed (the ink saver's version of it, in the drawing it lies on, null on
    // a page); unset when items print as they are. Images' printed colours come from
    // image_colour.
    std::function<layout::Item(const layout::Item&, const layout::Drawing*)> as_printed;
};

// Where a template's layer (or the template itself, for "background") was written; nullopt when
// not known.
using LayerPosition = std::function<std::optional<SourcePos>(const std::string& template_id,
                                                             const std::string& layer)>;

// Findings over the pages of one render, each reported once with how many cards share it.
class Preflight {
public:
    Preflight(Measures measures, LayerPosition layer_position);

    // Checks page `number` (from 1) of `component`, to be written to `file` (as shown to the
    // user). `cut`: its cards are cut out (a deck), so art at their edge needs bleed; a sheet is
    // printed as it is, inside the page's margins.
    void page(const std::string& component, const std::string& file, int number,
              const layout::Page& page, bool cut);
    // Remembers a PDF written for `component`, whose file is checked (check/pdf_check.hpp) by
    // report(). `shown` is the file as the user sees it.
    void written(const std::string& component, const std::filesystem::path& file,
                 const std::string& shown);
    // Remembers a picture (PNG or JPEG) written for `component`, checked by report() against
    // what was rendered (check/image_check.hpp).
    void written_image(const std::string& component, const std::filesystem::path& file,
                       const std::string& shown, const ImageExpectation& expected);
    // Checks the PDFs written, then moves every finding into `out`, in the order found; returns
    // how many findings there were. Throws OutsideError when a written file cannot be read.
    std::size_t report(Diagnostics& out);
    // How many PDF files, and how many pictures, were checked by the last report().
    std::size_t files_checked() const { return m_files_checked; }
    std::size_t images_checked() const { return m_images_checked; }

private:
    struct Where {
        std::string component;
        std::string file;
        int page = 0;
        std::string card;  // empty: the page itself
    };
    // A finding at a template layer (or at the file when its layer is not known).
    void finding(Severity severity, const Where& where, const layout::Drawing* drawing,
                 const std::string& layer, const std::string& message, const std::string& hint);
    void check_drawing(const Where& where, const layout::Drawing& drawing);
    // The items as printed (Measures::as_printed, which must be set).
    std::vector<layout::Item> printed(const std::vector<layout::Item>& items,
                                      const layout::Drawing* drawing) const;
    void check_text(const Where& where, const layout::Drawing* drawing,
                    const std::vector<layout::Item>& items, std::size_t index);
    void check_placements(const Where& where, const layout::Page& page);
    void check_marks_and_margins(const Where& where, const layout::Page& page);

    struct Found {
        Diagnostic diagnostic;
        std::string first;  // the first card (and page) it was found on
        int cards = 0;
    };
    Measures m_measures;
    LayerPosition m_layer_position;
    // Drawings checked, by address; the weak pointer tells a drawing still alive from a new one
    // made at a freed one's address (decks are laid out a page at a time).
    std::map<const layout::Drawing*, std::weak_ptr<const layout::Drawing>> m_checked;
    bool m_cut = true;  // the page being checked is of cards cut out
    std::map<std::tuple<int, std::string, std::string>, std::size_t>
        m_index;  // severity, where, message
    std::vector<Found> m_found;
    struct File {
        std::string component;
        std::filesystem::path path;
        std::string shown;
    };
    std::vector<File> m_files;
    std::size_t m_files_checked = 0;
    struct Image {
        File file;
        ImageExpectation expected;
    };
    std::vector<Image> m_images;
    std::size_t m_images_checked = 0;
};

}  // namespace pnpkit::check
