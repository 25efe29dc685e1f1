#pragma once

#include <filesystem>
#include <optional>

namespace pnpkit {

// The folder where pnpkit may keep what it can always work out again (solver values):
// $XDG_CACHE_HOME/pnpkit when XDG_CACHE_HOME is an absolute path, else $HOME/.cache/pnpkit; none
// without either. The folder may not exist yet, or not be writable: a cache is never required.
std::optional<std::filesystem::path> user_cache_dir();

// The folder of the user's own settings (printer profiles): $XDG_CONFIG_HOME/pnpkit when
// XDG_CONFIG_HOME is an absolute path, else $HOME/.config/pnpkit; none without either.
std::optional<std::filesystem::path> user_config_dir();

}  // namespace pnpkit
