#pragma once

#include <catch2/catch.hpp>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/game.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::test::solo {

using namespace pnpkit::games::dragon_dice_solo;

inline std::filesystem::path shipped_dir() {
    return source_dir() / "data" / "dragon-dice-solo";
}

// The shipped tables, loaded and validated once.
inline const SoloData& shipped() {
    static const SoloData data = [] {
        Diagnostics ds;
        auto game = load_solo_game(shipped_dir(), ds);
        if (ds.has_errors())
            throw std::runtime_error("shipped data has errors");
        return static_cast<SoloGame&>(*game).data();
    }();
    return data;
}

// Dice that play back fixed results and fail the test when they run out or roll the wrong die.
class Script {
  public:
    Script(std::vector<int> values, int faces = 8) : m_values(std::move(values)), m_faces(faces) {}
    RollDie dice() {
        return [this](int faces) {
            if (faces != m_faces)
                throw std::runtime_error("rolled a d" + std::to_string(faces));
            if (m_next >= m_values.size())
                throw std::runtime_error("the scripted dice ran out");
            return m_values[m_next++];
        };
    }
    std::size_t used() const { return m_next; }

  private:
    std::vector<int> m_values;
    int m_faces;
    std::size_t m_next = 0;
};

// A copy of the shipped data in a temporary directory, to break one thing at a time.
class DataCopy {
  public:
    DataCopy() { std::filesystem::copy(shipped_dir(), m_dir.path() / "dragon-dice-solo"); }
    std::filesystem::path dir() const { return m_dir.path() / "dragon-dice-solo"; }
    std::filesystem::path file(const std::string& name) const { return dir() / name; }

    // Replaces the one occurrence of `from` in `name` by `to`.
    void edit(const std::string& name, const std::string& from, const std::string& to) {
        std::string text = read_file(file(name));
        auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        REQUIRE(text.find(from, at + 1) == std::string::npos);
        text.replace(at, from.size(), to);
        write_file_atomically(file(name), text);
    }
    void write(const std::string& name, const std::string& text) {
        write_file_atomically(file(name), text);
    }

    // Loads and validates the copy; returns every diagnostic's text with paths relative to the
    // copy.
    std::string diagnostics(Severity only = Severity::note) {
        Diagnostics ds;
        load_solo_game(dir(), ds);
        std::string out;
        std::string prefix = dir().string() + "/";
        std::string canonical = std::filesystem::weakly_canonical(dir()).string() + "/";
        for (const auto& d : ds.items()) {
            if (only != Severity::note && d.severity != only)
                continue;
            out += d.to_string() + "\n";
        }
        for (const std::string& p : {canonical, prefix}) {
            for (auto at = out.find(p); at != std::string::npos; at = out.find(p))
                out.erase(at, p.size());
        }
        return out;
    }
    std::string errors() { return diagnostics(Severity::error); }

  private:
    TempDir m_dir;
};

}  // namespace pnpkit::test::solo
