#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "core/atomic_file.hpp"
#include "games/dragon_dance/game.hpp"
#include "games/dragon_dance/load.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::dragon_dance::support {

inline std::filesystem::path shipped_dir() {
    return pnpkit::test::source_dir() / "data" / "dragon-dance";
}

// The shipped data, loaded; the test fails if it has any diagnostic.
inline const GameData& shipped() {
    static const GameData data = [] {
        Diagnostics ds;
        GameData d = load_data(shipped_dir(), ds);
        REQUIRE(ds.empty());
        return d;
    }();
    return data;
}

// The index of a shipped card by id.
inline std::size_t card(Side side, std::string_view id) {
    auto i = shipped().find_card(side, id);
    REQUIRE(i);
    return *i;
}

// A copy of the shipped data files in a temporary directory, with text replaced, for crafting bad
// data.
class CraftedData {
  public:
    // Each edit replaces the first occurrence of `from` in `file` by `to`; a missing `from` fails
    // the test.
    struct Edit {
        std::string file;
        std::string from;
        std::string to;
    };
    explicit CraftedData(const std::vector<Edit>& edits) {
        for (const char* name : {"game.toml", "knight.toml", "dragon.toml"}) {
            std::string text = read_file(shipped_dir() / name);
            for (const Edit& e : edits) {
                if (e.file != name)
                    continue;
                auto at = text.find(e.from);
                REQUIRE(at != std::string::npos);
                text.replace(at, e.from.size(), e.to);
            }
            m_dir.write(name, text);
        }
    }

    const std::filesystem::path& dir() const { return m_dir.path(); }
    std::string path(std::string_view file) const { return load::display_path(m_dir / file); }

    // Loads and validates the crafted data like `pnpkit validate` does; every diagnostic, one a
    // line.
    std::string diagnostics() const {
        Diagnostics ds;
        load_game(m_dir.path(), ds);
        std::string out;
        for (const auto& d : ds.items())
            out += d.to_string() + "\n";
        return out;
    }

  private:
    pnpkit::test::TempDir m_dir;
};

}  // namespace pnpkit::dragon_dance::support
