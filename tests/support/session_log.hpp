#pragma once

#include <catch2/catch.hpp>
#include <cstddef>
#include <filesystem>
#include <string_view>

#include "core/diagnostic.hpp"
#include "play/log.hpp"
#include "play/session.hpp"

namespace pnpkit::test {

// The session file at `path`, read as one of `game`'s (the test stops when it is not one).
inline play::Log session_log(const std::filesystem::path& path, std::string_view game) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, game, diagnostics);
    REQUIRE(log);
    return *log;
}

// The state of the game (a `Game`, which has state()) after the log's first `steps` steps, by the
// ordinary replay (the test stops when they do not replay).
template <typename Game>
auto state_after(const play::GameDef& def, const play::Log& whole, std::size_t steps) {
    play::Log log = whole;
    log.steps.resize(steps);
    Diagnostics diagnostics;
    auto replayed = play::replay_log(def, log, diagnostics);
    REQUIRE(replayed);
    return dynamic_cast<const Game&>(*replayed->game).state();
}

}  // namespace pnpkit::test
