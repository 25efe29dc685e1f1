#pragma once

#include <filesystem>

namespace pnpkit {

// Where the project's shipped files live: data/, templates/, fonts/ and scaffold/ (what
// `pnpkit new` copies).
struct ProjectPaths {
    std::filesystem::path root;
    std::filesystem::path data;
    std::filesystem::path templates;
    std::filesystem::path fonts;
    std::filesystem::path scaffold;
};

// Finds the project's files: the source tree this binary was built from when it still exists,
// else the installed share directory, else share/pnpkit beside the executable's prefix.
// `data_override` (from --data) replaces the data directory when not empty.
ProjectPaths find_project_paths(const std::filesystem::path& data_override = {});

}  // namespace pnpkit
