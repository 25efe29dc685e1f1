#include "core/user_cache.hpp"

#include <cstdlib>

namespace pnpkit {

namespace {

// $VARIABLE/pnpkit when it names an absolute path, else $HOME/FALLBACK/pnpkit, else none.
std::optional<std::filesystem::path> xdg_dir(const char* variable, const char* fallback) {
    const char* xdg = std::getenv(variable);
    if (xdg && std::filesystem::path(xdg).is_absolute())
        return std::filesystem::path(xdg) / "pnpkit";
    const char* home = std::getenv("HOME");
    if (home && std::filesystem::path(home).is_absolute())
        return std::filesystem::path(home) / fallback / "pnpkit";
    return std::nullopt;
}

}  // namespace

std::optional<std::filesystem::path> user_cache_dir() {
    return xdg_dir("XDG_CACHE_HOME", ".cache");
}

std::optional<std::filesystem::path> user_config_dir() {
    return xdg_dir("XDG_CONFIG_HOME", ".config");
}

}  // namespace pnpkit
