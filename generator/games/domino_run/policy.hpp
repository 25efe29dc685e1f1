#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// A way of playing: one answer for each decision of the game, from the state alone (what a player
// at the table sees). Stateless, so one policy serves every thread; anything random it does (a
// look-ahead's roll-outs) comes from the Rng it is given.
class Policy {
public:
    virtual ~Policy() = default;
    virtual std::string_view name() const = 0;
    // What the policy maximises, in a sentence, for --help and the README.
    virtual std::string_view objective() const = 0;

    // Lay a fresh starting line?
    virtual bool mulligan(const State& state, const Rules& rules, Rng& rng) const = 0;
    // Where to stop, from the player's place to farthest(state).
    virtual int move(const State& state, const Rules& rules, Rng& rng) const = 0;
    // The treasure for the next key, among `choices` (never empty).
    virtual TreasureKind treasure(const State& state, const Rules& rules,
                                  std::span<const TreasureKind> choices, Rng& rng) const = 0;
    // What to give up when caught, among `choices` (never empty; k_give_die or ability slots).
    virtual int sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                          Rng& rng) const = 0;
};

// The policies pnpkit knows, by name: greedy, key-minded, look-ahead.
std::span<const std::unique_ptr<Policy>> all_policies();
const Policy* find_policy(std::string_view name);
std::vector<std::string> policy_names();

// The ability slot worth least to keep: the smallest gain (high end less low end), the latest
// gained among equals; -1 without ability tiles.
int weakest_ability(const State& state);

}  // namespace pnpkit::domino_run
