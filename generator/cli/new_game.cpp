// pnpkit new NAME: a small, complete game of one's own to start from.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/game.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::cli {

namespace fs = std::filesystem;

namespace {

struct NewOptions {
    std::string name;
};

// "lantern-market" -> "Lantern Market".
std::string title_of(const std::string& name) {
    std::string title;
    bool word_start = true;
    for (char c : name) {
        if (c == '-' || c == '_') {
            title += ' ';
            word_start = true;
        } else {
            title += word_start && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
            word_start = false;
        }
    }
    return title;
}

std::string replace_all(std::string text, std::string_view from, std::string_view to) {
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
    return text;
}

// Copies the scaffold into `dir`, naming the game in its text files; returns the files written.
std::vector<std::string> copy_scaffold(const fs::path& scaffold, const fs::path& dir,
                                       const std::string& name) {
    std::vector<std::string> files;
    std::vector<fs::path> sources;
    for (const auto& entry : fs::recursive_directory_iterator(scaffold)) {
        if (entry.is_regular_file()) sources.push_back(entry.path());
    }
    std::sort(sources.begin(), sources.end());
    for (const auto& source : sources) {
        fs::path relative = source.lexically_relative(scaffold);
        std::string content = read_file(source);
        auto ext = source.extension();
        if (ext == ".toml" || ext == ".csv" || ext == ".md") {
            content = replace_all(replace_all(std::move(content), "@TITLE@", title_of(name)),
                                  "@NAME@", name);
        }
        write_file_atomically(dir / relative, content);
        files.push_back(relative.string());
    }
    return files;
}

// Where `pnpkit new` makes the game `request` names: a path as given, else NAME in --data DIR
// when given, else in the current directory.
fs::path new_game_folder(const std::string& request, const Context& context) {
    fs::path target = fs::path(request).lexically_normal();
    if (!target.has_filename()) target = target.parent_path();
    if (request.find('/') == std::string::npos && !context.options.data_dir.empty())
        target = context.options.data_dir / target;
    return target;
}

ExitCode run_new(const NewOptions& options, Context& context) {
    fs::path target = new_game_folder(options.name, context);
    const std::string name = target.filename().string();
    if (!load::is_valid_id(name)) {
        throw UsageError(
            "a game's name is the name of its folder: lower-case letters, digits, '-' and '_', "
            "starting with a letter or digit (found '" +
            name + "')");
    }
    if (games::find_game(name))
        throw UsageError("'" + name + "' is a game pnpkit ships; pick another name");
    ProjectPaths paths = context.paths();
    if (is_shipped_file(paths, target)) {
        throw UsageError("'" + load::display_path(target) + "' is inside pnpkit's own files (" +
                         load::display_path(paths.root) + "); make your game in a folder of yours");
    }
    std::error_code ec;
    if (fs::exists(fs::symlink_status(target, ec))) {
        throw UsageError("'" + load::display_path(target) +
                         "' already exists; pick another name or move it away");
    }
    fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    if (!fs::is_directory(parent, ec)) {
        throw OutsideError("cannot create '" + load::display_path(target) + "': the folder '" +
                           load::display_path(parent) + "' does not exist");
    }
    if (!fs::is_directory(paths.scaffold, ec)) {
        throw OutsideError("the scaffold folder '" + paths.scaffold.string() + "' is missing");
    }
    // Made beside the target and renamed into place, so that a failure leaves nothing half made.
    fs::path temporary = parent / ("." + name + ".new-" + std::to_string(::getpid()));
    std::vector<std::string> files;
    try {
        files = copy_scaffold(paths.scaffold, temporary, name);
        fs::rename(temporary, target);
    } catch (const fs::filesystem_error& e) {
        fs::remove_all(temporary, ec);
        throw OutsideError("cannot create '" + load::display_path(target) +
                           "': " + e.code().message());
    } catch (...) {
        fs::remove_all(temporary, ec);
        throw;
    }
    std::string shown = load::display_path(target);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("game", name)
            .field("folder", shown)
            .field("title", title_of(name));
        json.key("files").value(std::span<const std::string>(files));
        json.end_object();
        return ExitCode::ok;
    }
    context.out()
        << "created " << shown << ": " << join(files, ", ") << "\n"
        << "next:\n"
        << "  cd " << shell_word(shown) << "\n"
        << "  pnpkit validate\n"
        << "  pnpkit render --format pdf,preview\n"
        << "  then edit cards.toml (or cards.csv) and templates/; 'pnpkit render --watch' "
        << "renders at every save\n";
    return ExitCode::ok;
}

}  // namespace

void setup_new(CLI::App& app, Context& context) {
    auto options = std::make_shared<NewOptions>();
    CLI::App* cmd =
        app.add_subcommand("new", "Start a game of your own: cards, templates and art to change");
    cmd->add_option("name", options->name,
                    "The game's name, also its folder's: made in the current directory (or in "
                    "--data DIR, or where a path says)")
        ->required()
        ->type_name("NAME");
    cmd->footer(
        "Makes ./NAME/ with game.toml, cards.toml, cards.csv, templates/, art/ and a README.md,\n"
        "ready to validate and render: in that folder, pnpkit's commands take it as their game.\n"
        "Examples:\n"
        "  pnpkit new lantern-market\n"
        "  pnpkit new ~/games/lantern-market\n");
    cmd->callback([options, &context] { context.result = run_new(*options, context); });
}

}  // namespace pnpkit::cli
