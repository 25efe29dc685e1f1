#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/context.hpp"
#include "games/game.hpp"
#include "games/locate.hpp"
#include "layout/template.hpp"

namespace pnpkit::cli {

// What `pnpkit render` was asked for.
struct RenderOptions {
    std::vector<std::string> games;
    std::string out;        // empty: each game's own output folder (see output_dir)
    std::string templates;  // empty: the project's templates/
    std::string paper = "a4";
    std::vector<std::string> formats{"pdf"};
    double dpi = 300;
    std::string duplex = "long";
    std::string layout = "grid";
    std::string back_offset;
    std::optional<double> back_rotate;  // degrees clockwise; unset: the printer profile's, or 0
    std::string printer;                // a saved printer profile to apply
    bool paper_given = false;           // --paper was given (it then wins over the profile's)
    std::string ink = "full";
    std::vector<std::string> only;
    std::vector<std::string> cards;  // the cards a showcase fans; empty: the first five a deck
    std::string session;  // a session of guided play whose sheets to fill in
    std::string lang;     // a language of the games' text; "" for the default
    bool proof = false;
    bool cut_lines = false;
    bool png_bleed = false;
    bool watch = false;
    bool check = false;  // --check: the preflight of every PDF written
    std::string service;  // --for: a print service's preset
    std::string cutter;   // --cut: a print-and-cut machine
    std::string tts_url;  // where the Tabletop Simulator sheets will be hosted
    std::string tts_image = "png";
};

// Where a game's files go: OUT/<game>/ with --out OUT; else a designer's game's own output/
// folder, or output/<game>/ (in the current directory) for a built-in game.
std::filesystem::path output_dir(const RenderOptions& options, const games::SelectedGame& game);
// Where a game's templates are looked up: a designer's game folder's templates/ first (its image
// paths relative to the game's folder), then `templates`.
std::vector<layout::TemplateRoot> template_roots(const games::LoadedGame& game,
                                                 const std::filesystem::path& templates);

// Renders the games once, printing each file written and the diagnostics; returns the exit code.
ExitCode run_render(const RenderOptions& options, Context& context);

// Renders, then watches the games' folders and templates (inotify) and renders again after each
// change, printing what changed; returns when interrupted (Ctrl-C) or when a watch fails.
ExitCode watch_render(const RenderOptions& options, Context& context);

}  // namespace pnpkit::cli
