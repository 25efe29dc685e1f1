#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "games/dice_adventures/engine.hpp"
#include "games/dice_adventures/game.hpp"
#include "games/dice_adventures/load.hpp"
#include "load/toml_file.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::dice_adventures::support {

inline std::filesystem::path shipped_dir() {
    return pnpkit::test::source_dir() / "data" / "dice-adventures";
}

// The shipped data, loaded without validation (validation runs the solver); the test fails on any
// diagnostic.
inline const GameData& shipped() {
    static const GameData data = [] {
        Diagnostics ds;
        auto d = load_data(shipped_dir(), ds);
        REQUIRE(d);
        REQUIRE(ds.empty());
        return *d;
    }();
    return data;
}

inline Rules rules_for(const GameData& data, const char* mode = "basic", bool deck = false) {
    const ModeDef* m = data.find_mode(mode);
    REQUIRE(m);
    return Rules{&data, m, deck};
}

inline Rules rules(const char* mode = "basic", bool deck = false) {
    return rules_for(shipped(), mode, deck);
}

inline int cls(const char* id) {
    auto c = shipped().find_class(id);
    REQUIRE(c);
    return *c;
}

inline std::vector<int> party(std::initializer_list<const char*> ids) {
    std::vector<int> out;
    for (const char* id : ids) out.push_back(cls(id));
    return out;
}

// The engine slot of the hero of class `id`.
inline int slot_of(const State& s, const char* id) {
    for (int i = 0; i < s.size; ++i) {
        if (s.heroes[static_cast<std::size_t>(i)].cls == cls(id)) return i;
    }
    FAIL("no " << id << " in the party");
    return -1;
}

// Answers the dice the state waits for with `values`, in order.
inline State roll(const Rules& r, State s, std::initializer_list<int> values) {
    for (int v : values) {
        REQUIRE(pending(r, s).need == Need::die);
        s = apply_random(r, s, v);
    }
    return s;
}

// Whether `action` is legal in `s`.
inline bool legal(const Rules& r, const State& s, const Action& action) {
    auto actions = legal_actions(r, s);
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

// A copy of the shipped data files with text replaced, for crafting variants.
class CraftedData {
public:
    struct Edit {
        std::string file;
        std::string from;
        std::string to;
    };
    explicit CraftedData(const std::vector<Edit>& edits) {
        for (const char* name : k_data_files) {
            std::string text = read_file(shipped_dir() / name);
            for (const Edit& e : edits) {
                if (e.file != name) continue;
                auto at = text.find(e.from);
                REQUIRE(at != std::string::npos);
                text.replace(at, e.from.size(), e.to);
            }
            m_dir.write(name, text);
        }
    }
    const std::filesystem::path& dir() const { return m_dir.path(); }
    std::string path(std::string_view file) const { return load::display_path(m_dir / file); }
    // Loads and validates like `pnpkit validate`; every diagnostic, one a line.
    std::string diagnostics() const {
        Diagnostics ds;
        load_game(m_dir.path(), ds);
        std::string out;
        for (const auto& d : ds.items()) out += d.to_string() + "\n";
        return out;
    }
    GameData data() const {
        Diagnostics ds;
        auto d = load_data(m_dir.path(), ds);
        REQUIRE(d);
        REQUIRE(!ds.has_errors());
        return *d;
    }

private:
    pnpkit::test::TempDir m_dir;
};

// The rules the ladder's tests play: the shipped basic game, or in the sanitizer build games of two
// adventures (five take a minute to solve there).
inline Rules ladder_test_rules() {
    if (!pnpkit::test::k_sanitized_build) return rules();
    static const GameData data =
        CraftedData({{"game.toml", "adventures = 5", "adventures = 2"},
                     {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [0, 2]"}})
            .data();
    return rules_for(data);
}

}  // namespace pnpkit::dice_adventures::support
