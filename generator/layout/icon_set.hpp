#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "layout/icon_spec.hpp"

namespace pnpkit::layout {

// The icons a game's templates and text may name: the built-in ones and the designer's own.
class IconSet {
public:
    // The built-in icons only.
    IconSet() = default;
    static const IconSet& built_in();

    // Adds an own icon; false (nothing added) when the name is built in or already taken.
    bool add(OwnIcon icon);
    // The icon of this name: an own one, or a built-in one.
    std::optional<IconSpec> find(std::string_view name) const;
    // Names to suggest when a name is not an icon: built-in examples, then the own icons.
    std::vector<std::string> names() const;
    const std::map<std::string, std::shared_ptr<const OwnIcon>, std::less<>>& own() const {
        return m_own;
    }

private:
    std::map<std::string, std::shared_ptr<const OwnIcon>, std::less<>> m_own;
};

// True when `name` may be an icon's name: a letter, then up to 31 letters, digits, '-' or '_'.
bool is_icon_name(std::string_view name);

}  // namespace pnpkit::layout
