#include "layout/component.hpp"

namespace pnpkit::layout {

const std::string& component_id(const Component& component) {
    return std::visit([](const auto& c) -> const std::string& { return c.id; }, component);
}

const std::string& component_title(const Component& component) {
    return std::visit([](const auto& c) -> const std::string& { return c.title; }, component);
}

}  // namespace pnpkit::layout
