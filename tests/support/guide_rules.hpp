#pragma once

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"

namespace pnpkit::test {

// Checks that the guide at `guide` lists `rules` as a numbered list ("1. text", lines wrapped
// anywhere): the strategy card's rules as a game's page prints them.
inline void check_guide_lists_rules(const std::filesystem::path& guide,
                                    const std::vector<std::string>& rules) {
    std::string flat;  // the guide with every run of spaces and line breaks as one space
    for (char c : read_file(guide)) {
        if (c == '\n' || c == ' ') {
            if (!flat.empty() && flat.back() != ' ') flat += ' ';
        } else {
            flat += c;
        }
    }
    for (std::size_t i = 0; i < rules.size(); ++i) {
        std::string line = std::to_string(i + 1) + ". " + rules[i];
        INFO(line);
        CHECK(flat.find(line) != std::string::npos);
    }
}

}  // namespace pnpkit::test
