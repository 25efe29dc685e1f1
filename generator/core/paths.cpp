#include "core/paths.hpp"

#include <system_error>

#include "core/error.hpp"

namespace pnpkit {

namespace fs = std::filesystem;

namespace {

bool looks_like_root(const fs::path& dir) {
    std::error_code ec;
    return fs::is_directory(dir / "templates", ec) && fs::is_directory(dir / "data", ec);
}

// True when `path` is `dir` or below it, both made absolute and free of symlinks where they exist.
bool is_within(const fs::path& path, const fs::path& dir) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
    fs::path d = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    if (ec || d.empty()) return false;
    fs::path rel = p.lexically_relative(d);
    return !rel.empty() && *rel.begin() != "..";
}

ProjectPaths paths_at(const fs::path& root, bool installed) {
    ProjectPaths paths;
    paths.root = root;
    paths.data = root / "data";
    paths.templates = root / "templates";
    paths.fonts = root / "fonts";
    paths.scaffold = root / "scaffold";
    paths.tables = root / "tables";
    paths.installed = installed;
    return paths;
}

}  // namespace

ProjectPaths locate_project_paths(const fs::path& exe, const fs::path& build_dir,
                                  const fs::path& source_dir) {
    fs::path share = exe.parent_path().parent_path() / "share" / "pnpkit";
    if (looks_like_root(share)) return paths_at(share, true);
    if (!build_dir.empty() && is_within(exe, build_dir) && looks_like_root(source_dir)) {
        ProjectPaths paths = paths_at(source_dir, false);
        paths.tables = build_dir / "generated" / "tables";
        return paths;
    }
    return paths_at(share, true);
}

ProjectPaths find_project_paths(const fs::path& data_override) {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec || !exe.is_absolute()) {
        throw OutsideError(
            "cannot find pnpkit's own files: /proc/self/exe does not name the program (" +
            ec.message() + ")");
    }
    ProjectPaths paths = locate_project_paths(exe, PNPKIT_BUILD_DIR, PNPKIT_SOURCE_DIR);
    if (!data_override.empty()) paths.data = data_override;
    return paths;
}

bool is_shipped_file(const ProjectPaths& paths, const fs::path& path) {
    for (const char* dir : {"data", "templates", "fonts", "scaffold"}) {
        if (is_within(path, paths.root / dir)) return true;
    }
    return false;
}

}  // namespace pnpkit
