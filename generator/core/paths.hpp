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
    // Tables the build worked out with the program itself (share/pnpkit/tables installed, the
    // build tree's generated/tables else); any may be missing.
    std::filesystem::path tables;
    bool installed = false;  // root is share/pnpkit beside the program, not a source tree
};

// Where a program at `exe` finds the project's files: <prefix>/share/pnpkit when it is
// <prefix>/bin/pnpkit and that folder is there (an installed program, wherever it was installed),
// else the source tree `source_dir` when the program lies in its build tree `build_dir`, else
// <prefix>/share/pnpkit all the same (so that an installed program never reads a source tree, and
// a missing installation is named in the errors that follow).
ProjectPaths locate_project_paths(const std::filesystem::path& exe,
                                  const std::filesystem::path& build_dir,
                                  const std::filesystem::path& source_dir);

// The project's files for this program (locate_project_paths on /proc/self/exe and the build
// this binary came from); `data_override` (from --data) replaces the data directory when not empty.
// Throws OutsideError when the program cannot tell where it is.
ProjectPaths find_project_paths(const std::filesystem::path& data_override = {});

// True when `path` (absolute, or relative to the current directory) is inside one of the
// project's shipped folders under `paths.root`: data/, templates/, fonts/ or scaffold/.
bool is_shipped_file(const ProjectPaths& paths, const std::filesystem::path& path);

}  // namespace pnpkit
