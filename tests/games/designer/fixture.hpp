#pragma once

#include <string>

#include "games/designer/load.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::test {

// A designer's game folder in a temporary directory: write its files, then load it.
struct DesignerFixture {
    TempDir dir;
    Diagnostics ds;
    std::string base = load::display_path(dir.path());

    std::optional<designer::DesignerData> load() { return designer::load_data(dir.path(), ds); }
    std::string messages() const { return test::messages(ds); }
};

// game.toml declaring one deck `cards` read from `cards_file`, with these fields and extra lines.
inline std::string deck_game(const std::string& fields, const std::string& extra = {},
                             const std::string& cards_file = "cards.csv") {
    return "title = \"Test Game\"\n[[deck]]\nid = \"cards\"\nfront = \"card\"\ncards = \"" +
           cards_file + "\"\n[deck.fields]\n" + fields + extra;
}

}  // namespace pnpkit::test
