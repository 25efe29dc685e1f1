#include "core/paths.hpp"

#include <system_error>

namespace pnpkit {

namespace fs = std::filesystem;

namespace {

bool looks_like_root(const fs::path& dir) {
    std::error_code ec;
    return fs::is_directory(dir / "templates", ec) && fs::is_directory(dir / "data", ec);
}

fs::path find_root() {
    fs::path source = PNPKIT_SOURCE_DIR;
    if (looks_like_root(source)) return source;
    fs::path share = PNPKIT_SHARE_DIR;
    if (looks_like_root(share)) return share;
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        fs::path beside = exe.parent_path().parent_path() / "share" / "pnpkit";
        if (looks_like_root(beside)) return beside;
    }
    return source;
}

}  // namespace

ProjectPaths find_project_paths(const fs::path& data_override) {
    ProjectPaths paths;
    paths.root = find_root();
    paths.data = data_override.empty() ? paths.root / "data" : data_override;
    paths.templates = paths.root / "templates";
    paths.fonts = paths.root / "fonts";
    paths.scaffold = paths.root / "scaffold";
    return paths;
}

}  // namespace pnpkit
