#include "games/domino_run/engine.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "games/domino_run/reach.hpp"

namespace pnpkit::domino_run {

namespace {

void record(Events* events, EventKind kind, int a = 0, int b = 0, Domino tile = {}) {
    if (events) events->push_back(Event{kind, a, b, tile});
}

std::uint64_t bit(int index) { return std::uint64_t{1} << index; }

void require(bool legal, const char* what) {
    if (!legal) throw std::invalid_argument(what);
}

// The placement rule (R11): the end matching the line's last space goes next to it; otherwise,
// and after a pit or on an empty line, the low end comes first.
LaidTile lay_as(const Track& line, Domino tile) {
    auto last = line.last_pips();
    if (last && tile.high == *last && tile.low != *last) return {tile.high, tile.low};
    return {tile.low, tile.high};
}

// Returns every tile behind the enemy's slot to the pile (R10).
void clean_up(State& s, Events* events) {
    int start = s.line.slot_start(s.enemy);
    int returned = 0;
    for (int i = 0; i < start; ++i) {
        const Cell& cell = s.line[i];
        if (cell.pit() || cell.far()) continue;
        if (cell.claimed()) {
            s.taken |= bit(cell.tile);  // never happens: the enemy takes every key it passes
        } else {
            s.pile.put_back(s.tile(cell.tile));
            ++returned;
        }
    }
    s.line.drop_front(start);
    s.enemy -= start;
    s.player -= start;
    if (returned > 0) record(events, EventKind::cleaned, returned);
    s.phase = Phase::refill;
}

// The enemy's step of the turn (R8, R9).
void enemy_turn(State& s, const Rules& rules, Events* events) {
    int from = s.enemy;
    int steps = rules.enemy_speed(s.key_count());
    for (int i = 0; i < steps; ++i) {
        int next = s.enemy + 1;
        if (next == s.player) {
            if (s.enemy != from) record(events, EventKind::enemy_moved, from, s.enemy);
            record(events, EventKind::caught);
            ++s.catches;
            if (s.treasures() == 0) {
                s.phase = Phase::lost;
                record(events, EventKind::lost);
            } else {
                s.phase = Phase::sacrifice;
            }
            return;
        }
        s.enemy = next;
        const Cell& cell = s.line[next];
        if (cell.claimed()) {
            Domino tile = s.tile(cell.tile);
            s.taken |= bit(cell.tile);
            s.line.dig_pit(s.line.slot_start(next));
            record(events, EventKind::enemy_moved, from, s.enemy);
            record(events, EventKind::enemy_took, s.enemy, 0, tile);
            clean_up(s, events);
            return;
        }
    }
    record(events, EventKind::enemy_moved, from, s.enemy);
    clean_up(s, events);
}

// Runs the game on from its phase until it needs an input or ends.
void settle(State& s, const Rules& rules, Events* events) {
    for (;;) {
        switch (s.phase) {
            case Phase::deal:
                if (s.line.tiles() < rules.setup_tiles && !s.pile.empty()) return;
                if (s.aside != 0) {
                    for (std::uint64_t b = s.aside; b != 0; b &= b - 1)
                        s.pile.put_back(s.tile(std::countr_zero(b)));
                    s.aside = 0;
                    record(events, EventKind::aside_returned);
                }
                if (s.mulligans_left > 0) {
                    s.phase = Phase::mulligan;
                    return;
                }
                s.enemy = 0;
                s.player = std::min(rules.player_start, s.line.size() - 1);
                record(events, EventKind::cubes, s.enemy, s.player);
                s.phase = Phase::refill;
                continue;
            case Phase::refill:
                if (s.line.tiles_after(s.player) < rules.ahead(s.key_count()) && !s.pile.empty())
                    return;
                ++s.turn;
                s.dice_rolled = 0;
                s.phase = Phase::roll;
                return;
            case Phase::roll:
                if (s.dice_rolled < s.pool_size(rules)) return;
                s.reach = farthest(s);
                s.phase = Phase::move;
                return;
            case Phase::treasure:
                if (s.pending_treasures == 0) {
                    enemy_turn(s, rules, events);
                    continue;
                }
                if (!treasure_choices(s, rules).empty()) return;
                --s.pending_treasures;
                record(events, EventKind::no_treasure);
                continue;
            default:
                return;
        }
    }
}

// Where a tile that is not in the pile is, in words.
std::string whereabouts(const State& s, Domino tile) {
    int index = domino_index(tile, s.max_pips());
    for (int i = 0; i < s.line.size(); ++i) {
        if (!s.line[i].pit() && s.line[i].tile == index) return "it is on the line";
    }
    for (int slot = 0; slot < s.ability_count; ++slot) {
        if (s.ability(slot) == tile) return "it is one of your ability tiles";
    }
    if (s.keys & bit(index)) return "it is one of your keys";
    if (s.aside & bit(index)) return "it is in the starting line set aside";
    return "it is out of play";
}

}  // namespace

State new_game(const Rules& rules) {
    State s;
    s.pile = DominoPool::full(rules.max_pips);
    s.mulligans_left = rules.mulligans;
    s.phase = Phase::deal;
    return s;
}

std::uint64_t tile_choices(const State& state) {
    switch (state.phase) {
        case Phase::deal:
        case Phase::refill: return state.pile.bits();
        case Phase::ability: return state.pile.bits() & ability_tiles(state.max_pips());
        default: return 0;
    }
}

std::optional<std::string> tile_refusal(const State& state, Domino tile) {
    tile = Domino::of(tile.low, tile.high);
    if (state.phase != Phase::deal && state.phase != Phase::refill &&
        state.phase != Phase::ability)
        return std::string("no tile is wanted now: the game waits for ") + to_string(state.phase);
    if (tile.low < 0 || tile.high > state.max_pips())
        return tile.to_string() + " is not a tile of the " + domino_set_name(state.max_pips()) +
               " set";
    if (!state.pile.contains(tile))
        return tile.to_string() + " is not in the pile: " + whereabouts(state, tile);
    if (state.phase == Phase::ability && (tile.is_double() || tile.has_blank()))
        return "an ability cannot be " + tile.to_string() +
               ": put doubles and tiles with a blank end back and draw on";
    return std::nullopt;
}

Domino random_tile(const State& state, Rng& rng) {
    DominoPool pile = state.pile;
    auto tile = pile.draw_among(tile_choices(state), rng);
    require(tile.has_value(), "no tile to draw");
    return *tile;
}

void give_tile(State& state, const Rules& rules, Domino tile, Events* events) {
    if (auto refusal = tile_refusal(state, tile)) throw std::invalid_argument(*refusal);
    tile = Domino::of(tile.low, tile.high);
    state.pile.take(tile);
    int index = domino_index(tile, state.max_pips());
    if (state.phase == Phase::ability) {
        if (state.ability_count >= k_max_abilities)
            throw std::length_error("more ability tiles than a player can hold");
        state.abilities[static_cast<std::size_t>(state.ability_count++)] =
            static_cast<std::uint8_t>(index);
        record(events, EventKind::ability, 0, 0, tile);
        state.phase = Phase::treasure;
    } else {
        int near = state.line.size();
        state.line.append(lay_as(state.line, tile), index);
        record(events, EventKind::placed, near, 0, tile);
    }
    settle(state, rules, events);
}

std::optional<std::string> die_refusal(const State& state, const Rules& rules, int face) {
    if (state.phase != Phase::roll)
        return std::string("no die is wanted now: the game waits for ") + to_string(state.phase);
    if (face < 1 || face > rules.die_faces)
        return "a die shows 1 to " + std::to_string(rules.die_faces) + ", not " +
               std::to_string(face);
    return std::nullopt;
}

void give_die(State& state, const Rules& rules, int face, Events* events) {
    if (auto refusal = die_refusal(state, rules, face)) throw std::invalid_argument(*refusal);
    state.dice[static_cast<std::size_t>(state.dice_rolled++)] = static_cast<std::uint8_t>(face);
    record(events, EventKind::rolled, face);
    settle(state, rules, events);
}

void play_chance(State& state, const Rules& rules, Rng& rng, Events* events) {
    for (;;) {
        if (state.phase == Phase::roll) {
            give_die(state, rules, rng.roll(rules.die_faces), events);
        } else if (tile_choices(state) != 0) {
            give_tile(state, rules, random_tile(state, rng), events);
        } else {
            return;
        }
    }
}

void choose_mulligan(State& state, const Rules& rules, bool fresh_line, Events* events) {
    require(state.phase == Phase::mulligan, "no mulligan to decide now");
    if (fresh_line) {
        for (int i = 0; i < state.line.size(); ++i) {
            if (!state.line[i].far()) state.aside |= bit(state.line[i].tile);
        }
        state.line.drop_front(state.line.size());
        --state.mulligans_left;
        record(events, EventKind::mulligan);
    } else {
        state.mulligans_left = 0;
    }
    state.phase = Phase::deal;
    settle(state, rules, events);
}

int keys_between(const State& state, int from, int to) {
    int keys = 0;
    for (int c = from + 1; c <= to && c < state.line.size(); ++c) {
        const Cell& cell = state.line[c];
        keys += cell.far() && !cell.pit() && !cell.claimed() && state.line[c - 1].pips == cell.pips;
    }
    return keys;
}

void move_to(State& state, const Rules& rules, int place, Events* events) {
    require(state.phase == Phase::move, "no move to make now");
    require(place >= state.player && place <= state.reach, "that place is out of reach");
    int from = state.player;
    // The last key wins at once: the player stops there (R16).
    int stop = place;
    for (int c = from + 1, keys = state.key_count(); c <= place; ++c) {
        keys += keys_between(state, c - 1, c);
        if (keys >= rules.keys_to_win) {
            stop = c;
            break;
        }
    }
    state.player = stop;
    record(events, EventKind::moved, from, stop);
    int claimed = 0;
    for (int c = from + 1; c <= stop; ++c) {
        if (keys_between(state, c - 1, c) == 0) continue;
        int tile = state.line[c].tile;
        state.line.claim(c - 1);
        state.keys |= bit(tile);
        ++claimed;
        record(events, EventKind::key, state.key_count(), 0, state.tile(tile));
    }
    if (state.key_count() >= rules.keys_to_win) {
        state.phase = Phase::won;
        record(events, EventKind::won);
        return;
    }
    state.pending_treasures = claimed;
    state.phase = Phase::treasure;
    settle(state, rules, events);
}

std::vector<TreasureKind> treasure_choices(const State& state, const Rules& rules) {
    std::vector<TreasureKind> out;
    if (state.phase != Phase::treasure || state.pending_treasures == 0) return out;
    if (state.bonus_dice < rules.bonus_dice()) out.push_back(TreasureKind::die);
    if (state.pile.bits() & ability_tiles(state.max_pips())) out.push_back(TreasureKind::ability);
    return out;
}

void choose_treasure(State& state, const Rules& rules, TreasureKind kind, Events* events) {
    auto choices = treasure_choices(state, rules);
    require(std::find(choices.begin(), choices.end(), kind) != choices.end(),
            "that treasure cannot be taken now");
    --state.pending_treasures;
    if (kind == TreasureKind::ability) {
        state.phase = Phase::ability;
        return;
    }
    ++state.bonus_dice;
    record(events, EventKind::bonus_die, state.bonus_dice);
    settle(state, rules, events);
}

std::vector<int> sacrifice_choices(const State& state) {
    std::vector<int> out;
    if (state.phase != Phase::sacrifice) return out;
    if (state.bonus_dice > 0) out.push_back(k_give_die);
    for (int slot = 0; slot < state.ability_count; ++slot) out.push_back(slot);
    return out;
}

void sacrifice(State& state, const Rules& rules, int choice, Events* events) {
    require(state.phase == Phase::sacrifice, "nothing to give up now");
    if (choice == k_give_die) {
        require(state.bonus_dice > 0, "no bonus die to give up");
        --state.bonus_dice;
        record(events, EventKind::gave_die, state.bonus_dice);
    } else {
        require(choice >= 0 && choice < state.ability_count, "no such ability tile");
        Domino tile = state.ability(choice);
        for (int slot = choice + 1; slot < state.ability_count; ++slot)
            state.abilities[static_cast<std::size_t>(slot - 1)] =
                state.abilities[static_cast<std::size_t>(slot)];
        --state.ability_count;
        state.pile.put_back(tile);
        record(events, EventKind::gave_ability, 0, 0, tile);
    }
    state.line.push_front_pit();
    ++state.player;
    state.enemy = 0;
    record(events, EventKind::enemy_back, 0);
    state.phase = Phase::refill;
    settle(state, rules, events);
}

}  // namespace pnpkit::domino_run
