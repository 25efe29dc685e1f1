#include "cli/render_print.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/text.hpp"
#include "layout/cut_sheet.hpp"
#include "render/tts_save.hpp"

namespace pnpkit::cli {

namespace {

template <typename T>
std::vector<std::string> ids_of(const std::vector<T>& items) {
    std::vector<std::string> ids;
    for (const auto& item : items) ids.push_back(item.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

}  // namespace

void add_print_options(CLI::App& render, RenderOptions& options) {
    render
        .add_option("--for", options.service,
                    "Also write a picture per card as a print service wants it: mpc "
                    "(MakePlayingCards), tgc (The Game Crafter), pnpgames (Print & Play Games)")
        ->type_name("SERVICE");
    render
        .add_option("--cut", options.cutter,
                    "Lay decks out for a print-and-cut machine, with a cut file "
                    "(<deck>-cut.svg): silhouette (registration marks on the page), cricut "
                    "(print-then-cut images for Design Space)")
        ->type_name("MACHINE");
    render
        .add_option("--tts-url", options.tts_url,
                    "Tabletop Simulator: name the sheets BASE/<file> (where you upload them) "
                    "instead of file:// paths, so that other players see them")
        ->check(CLI::Validator(
            [](std::string& value) -> std::string {
                auto problem = render::url_base_problem(value);
                return problem
                           ? "'" + value + "' cannot be a web address for the sheets: " + *problem
                           : "";
            },
            "", ""))
        ->type_name("BASE");
    render
        .add_option("--tts-image", options.tts_image,
                    "Tabletop Simulator sheets as png (lossless) or jpeg (quality 90, smaller)")
        ->capture_default_str()
        ->check(CLI::IsMember({"png", "jpeg"}).description(""))
        ->type_name("png|jpeg");
}

void apply_print_options(const RenderOptions& options, const ProjectPaths& paths,
                         render::RenderSettings& settings, Diagnostics& diagnostics) {
    bool tts_asked = !options.tts_url.empty() || options.tts_image != "png";
    if (tts_asked && !settings.tts) {
        throw UsageError(std::string(options.tts_url.empty() ? "--tts-image" : "--tts-url") +
                         " is about Tabletop Simulator sheets: add --format tts");
    }
    settings.tts_url = options.tts_url;
    settings.tts_image =
        options.tts_image == "jpeg" ? render::ImageEncoding::jpeg : render::ImageEncoding::png;
    if (options.service.empty() && options.cutter.empty()) return;
    if (!options.cutter.empty() && options.layout != "grid") {
        throw UsageError("--cut lays the cards out for the machine: drop --layout " +
                         options.layout);
    }
    layout::PrintSpecs specs = layout::load_print_specs(paths.templates / "print", diagnostics);
    if (diagnostics.has_errors()) return;
    if (!options.service.empty()) {
        const auto* service = specs.service(options.service);
        if (!service) {
            throw UsageError(with_hint("unknown print service '" + options.service + "'",
                                       did_you_mean(options.service, ids_of(specs.services))) +
                             " (known: " + join(ids_of(specs.services), ", ") + ")");
        }
        settings.service = *service;
    }
    if (!options.cutter.empty()) {
        const auto* cutter = specs.cutter(options.cutter);
        if (!cutter) {
            throw UsageError(with_hint("unknown print-and-cut machine '" + options.cutter + "'",
                                       did_you_mean(options.cutter, ids_of(specs.cutters))) +
                             " (known: " + join(ids_of(specs.cutters), ", ") + ")");
        }
        if (auto problem =
                layout::cut_paper_problem(*cutter, layout::paper_size(settings.impose.paper))) {
            throw UsageError("--cut " + cutter->id + " --paper " + options.paper + ": " + *problem);
        }
        settings.cutter = *cutter;
    }
}

}  // namespace pnpkit::cli
