#pragma once

// What the tests of a guided CoLF game share: the shipped data, the game's definition, a piped run
// and the session it leaves.

#include <catch2/catch.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/colf/guided.hpp"
#include "games/colf/load.hpp"
#include "play/session.hpp"
#include "support/play_run.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::colf::test {

inline std::shared_ptr<const ColfData> shipped() {
    static std::shared_ptr<const ColfData> data = [] {
        Diagnostics diagnostics;
        auto loaded = load_data(pnpkit::test::source_dir() / "data" / "colf", diagnostics);
        REQUIRE(loaded);
        return std::make_shared<const ColfData>(std::move(*loaded));
    }();
    return data;
}

inline play::GameDef def() {
    return guided_def([] { return shipped(); });
}

using Run = pnpkit::test::PlayRun;
using pnpkit::test::rolled_in;

inline Run play_colf(const std::string& input, const play::PlayOptions& options,
                     std::optional<std::uint64_t> seed = std::nullopt) {
    return pnpkit::test::run_game(def(), input, options, seed);
}

inline std::vector<std::pair<std::string, std::string>> answers_in(
    const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, "colf", diagnostics);
    REQUIRE(log);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& step : log->steps) out.emplace_back(step.ask, step.answer);
    return out;
}

inline play::Replayed replayed(const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto r = play::replay_session(def(), path, diagnostics);
    REQUIRE(r);
    return std::move(*r);
}

inline const GuidedGame& game_of(const play::Replayed& r) {
    return dynamic_cast<const GuidedGame&>(*r.game);
}

}  // namespace pnpkit::colf::test
