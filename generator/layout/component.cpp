#include "layout/component.hpp"

namespace pnpkit::layout {

std::shared_ptr<const Card> DeckComponent::card(std::size_t index) const {
    if (source) return std::make_shared<const Card>(source->card(index));
    return std::shared_ptr<const Card>(std::shared_ptr<const Card>(),
                                       &cards[index]);  // borrowed, not owned
}

const std::string& component_id(const Component& component) {
    return std::visit([](const auto& c) -> const std::string& { return c.id; }, component);
}

const std::string& component_title(const Component& component) {
    return std::visit([](const auto& c) -> const std::string& { return c.title; }, component);
}

}  // namespace pnpkit::layout
