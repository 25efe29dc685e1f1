#include "games/colf/fixed_vec.hpp"

#include <string>

namespace pnpkit::colf {

void fixed_vec_overflow(std::size_t capacity) {
    throw std::length_error("colf engine: more than " + std::to_string(capacity) +
                            " items in a fixed-capacity list");
}

void fixed_vec_out_of_range(std::size_t index, std::size_t size) {
    throw std::out_of_range("colf engine: item " + std::to_string(index) + " of a list of " +
                            std::to_string(size));
}

}  // namespace pnpkit::colf
