#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/length.hpp"

// What print services and print-and-cut machines want, read from templates/print/*.toml: data
// with the source of every figure, not code.
namespace pnpkit::layout {

// A card a print service makes: its cut size and the picture it wants of it, bleed included.
struct ServiceCard {
    std::string name;
    Size trim;
    int width_px = 0;
    int height_px = 0;
    bool derived = false;  // pixels worked out from the service's bleed and dpi, not published
};

enum class PictureFormat { png, jpeg };

// A print service's preset (`--for ID`).
struct PrintService {
    std::string id;
    std::string name;
    double dpi = 300;
    Length bleed;
    Length safe;
    PictureFormat format = PictureFormat::png;
    int quality = 90;  // JPEG
    Length tolerance;
    std::string front;  // file name patterns: {n} the card's number in print order, {id} its id
    std::string back;
    std::string common_back;
    std::vector<ServiceCard> cards;
    std::string source;
    SourcePos pos;

    // The card whose cut size is within `tolerance` of `trim` on both sides (the nearest when
    // several are), or nullptr.
    const ServiceCard* card_for(Size trim) const;
};

// "front-007": a file name pattern with {n} (the number, zero-padded to `digits`) and {id}.
std::string picture_name(const std::string& pattern, int number, int digits, const std::string& id);

enum class MarkStyle { silhouette, design_space };

// A print-and-cut machine (`--cut ID`).
struct Cutter {
    std::string id;
    std::string name;
    MarkStyle marks = MarkStyle::silhouette;
    Size max_page;  // portrait
    Length inset;   // silhouette marks
    Length square;
    Length arm;
    Length stroke;
    Length keepout;
    Size area;  // design-space: the largest print-then-cut image (portrait)
    Length clearance;
    Length gap;
    std::string source;
    SourcePos pos;
};

// The services and machines pnpkit knows, as the data folder holds them.
struct PrintSpecs {
    std::vector<PrintService> services;
    std::vector<Cutter> cutters;

    const PrintService* service(const std::string& id) const;
    const Cutter* cutter(const std::string& id) const;
};

// Reads `dir`/services.toml and `dir`/cutters.toml; every problem becomes a diagnostic at its
// position (a service or machine with an error is left out).
PrintSpecs load_print_specs(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::layout
