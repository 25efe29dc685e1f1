#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "games/colf/build.hpp"
#include "games/colf/combat_round.hpp"
#include "games/colf/model.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// Every legal answer of each of the Chooser's questions (chooser.hpp), as the clairvoyant bound
// (bound.hpp) tries them. The Chooser's questions are those every ladder row answers: the split of
// an explored level is the engine's (choose_split), as for every row.

// Rest, explore each level from 2 below the master level that the draw piles can build, or face
// the Master at any target from the master level up to master_target_max (R11).
std::vector<TurnChoice> turn_options(const CardDeck& nouns, const CardDeck& adjectives,
                                     const ColfData& data);

// The highest Master target pnpkit plays: its dice stay within k_max_dice even when its last
// adjective passes the target (as `colf play` asks it).
int master_target_max(const ColfData& data);

// Boosts once both placements are known, `hero` holding the round's XP (its left-over dice
// included): every (attack, defense) with attack + defense <= XP, attack 0 when fleeing. With
// `dominated_out`, only the cheapest of those that give the same round (damage dealt, counted up to
// the foe's HP, and hits taken, up to the ends that can take them): the XP kept is the only
// difference, and XP is only ever spent by choice, so a hero with more of it can play every line
// the other can (bound.hpp).
std::vector<Boosts> boost_options(const Hero& hero, const Foe& foe, const Placement& placement,
                                  int foe_attack, int foe_defense, int unarmed_damage, bool fleeing,
                                  bool dominated_out);

// Every end the next hit of `round` may land on (hit_allowed), `hero` as before the round.
std::vector<std::pair<std::size_t, int>> hit_options(const Hero& hero, const CombatRound& round);

// Every XP re-roll of a Rest: none (the empty set), or any two or more of `dice` by value.
std::vector<Dice> reroll_options(std::span<const std::uint8_t> dice);

// The arrangement numbered `mask` of a hero's tiles: tile t in Attack when bit t is set (so
// 2^tiles arrangements), and the mask of an arrangement.
void arrange_by_mask(Hero& hero, std::uint32_t mask);
std::uint32_t arrangement_mask(const Hero& hero);

// Whether two lines place the dice alike (the same three counts, the same flight).
bool same_line(const Line& a, const Line& b);

}  // namespace pnpkit::colf
