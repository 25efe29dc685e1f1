#pragma once

#include <CLI/CLI.hpp>

#include "cli/render.hpp"
#include "core/diagnostic.hpp"
#include "core/paths.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::cli {

// Adds render's options for print services, print-and-cut machines and Tabletop Simulator's
// hosted sheets: --for, --cut, --tts-url, --tts-image.
void add_print_options(CLI::App& render, RenderOptions& options);

// Sets the service, machine and Tabletop Simulator choices of `settings` from the options, reading
// the services and machines from the project's templates/print/. Throws UsageError for an unknown
// service or machine, a paper the machine does not take, or an option that needs --format tts;
// problems in the data files go to `diagnostics`.
void apply_print_options(const RenderOptions& options, const ProjectPaths& paths,
                         render::RenderSettings& settings, Diagnostics& diagnostics);

}  // namespace pnpkit::cli
