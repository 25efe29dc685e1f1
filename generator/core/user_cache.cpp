#include "core/user_cache.hpp"

#include <cstdlib>

namespace pnpkit {

std::optional<std::filesystem::path> user_cache_dir() {
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg && std::filesystem::path(xdg).is_absolute())
        return std::filesystem::path(xdg) / "pnpkit";
    const char* home = std::getenv("HOME");
    if (home && std::filesystem::path(home).is_absolute())
        return std::filesystem::path(home) / ".cache" / "pnpkit";
    return std::nullopt;
}

}  // namespace pnpkit
