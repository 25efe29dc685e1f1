#include "games/domino_run/table.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "games/domino_run/notation.hpp"
#include "games/domino_run/reach.hpp"

namespace pnpkit::domino_run {

std::variant<std::vector<Slot>, std::string> parse_line(std::string_view text) {
    std::vector<Slot> slots;
    std::string spaced(text);
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    for (const std::string& word : split(spaced, ' ')) {
        std::string_view w = trim(word);
        if (w.empty()) continue;
        if (w == "." || w == "..") {
            slots.push_back(Slot{std::nullopt, static_cast<int>(w.size())});
        } else if (auto tile = parse_laid_tile(w)) {
            slots.push_back(Slot{*tile, 0});
        } else {
            return "'" + std::string(w) +
                   "' is neither a tile written near|far (like 2|4) nor a pit ('.' or '..')";
        }
    }
    if (slots.empty()) return std::string("the line is empty");
    return slots;
}

namespace {

std::string dice_count(int n) { return std::to_string(n) + (n == 1 ? " die" : " dice"); }

// Builds a state from a table, collecting every inconsistency.
class Builder {
public:
    Builder(const Rules& rules, const Table& table) : m_rules(rules), m_table(table) {
        m_state.pile = DominoPool::full(rules.max_pips);
    }

    std::variant<State, std::vector<std::string>> build() {
        lay_line();
        take_keys();
        place_cubes();
        take_abilities();
        take_dice();
        if (!m_problems.empty()) return m_problems;
        return m_state;
    }

private:
    void problem(std::string message) { m_problems.push_back(std::move(message)); }

    // Takes a tile out of the pile; a tile not of the set or already out is a problem.
    bool take(Domino tile, std::string_view where) {
        if (tile.high > m_rules.max_pips) {
            problem(std::string(where) + ": " + tile.to_string() + " is not a tile of the " +
                    domino_set_name(m_rules.max_pips) + " set");
            return false;
        }
        if (!m_state.pile.take(tile)) {
            problem(std::string(where) + ": " + tile.to_string() + " is on the table twice");
            return false;
        }
        return true;
    }

    void lay_line() {
        if (m_table.enemy_space == 0) m_state.line.append_pit(1);
        for (const Slot& slot : m_table.line) {
            if (!slot.tile) {
                m_state.line.append_pit(slot.pit);
                continue;
            }
            Domino tile = Domino::of(slot.tile->near, slot.tile->far);
            if (take(tile, "the line"))
                m_state.line.append(*slot.tile, domino_index(tile, m_rules.max_pips));
        }
    }

    // Claimed doubles: face down where they lie on the line, else taken by the enemy.
    void take_keys() {
        for (Domino key : m_table.keys) {
            if (!key.is_double()) {
                problem("keys: " + key.to_string() + " is not a double: only doubles are keys");
                continue;
            }
            int index = domino_index(key, m_rules.max_pips);
            if (key.high <= m_rules.max_pips && (m_state.keys >> index & 1)) {
                problem("keys: " + key.to_string() + " is listed twice");
                continue;
            }
            int at = place_of(index);
            if (at >= 0) {
                m_state.line.claim(at);
            } else if (take(key, "keys")) {
                m_state.taken |= std::uint64_t{1} << index;
            } else {
                continue;
            }
            m_state.keys |= std::uint64_t{1} << index;
        }
        if (m_state.key_count() >= m_rules.keys_to_win)
            problem("keys: " + std::to_string(m_state.key_count()) + " keys have already won");
    }

    // The place of the near space of a tile on the line, or -1.
    int place_of(int index) const {
        for (int i = 0; i < m_state.line.size(); ++i) {
            const Cell& c = m_state.line[i];
            if (!c.pit() && !c.far() && c.tile == index) return i;
        }
        return -1;
    }

    void place_cubes() {
        int size = m_state.line.size();
        int enemy = m_table.enemy_space == 0 ? 0 : m_table.enemy_space - 1;
        int player = m_table.player_space - 1 + (m_table.enemy_space == 0);
        if (enemy >= size) problem("the enemy's space " + std::to_string(enemy + 1) +
                                   " is past the end of the line");
        if (player >= size || player < 0)
            problem("your space " + std::to_string(m_table.player_space) +
                    " is past the end of the line (" + count_of(static_cast<std::size_t>(size), "space") + ")");
        if (player <= enemy) problem("the enemy must stand behind you");
        if (!m_problems.empty()) return;
        if (m_state.line[enemy].claimed())
            problem("the enemy stands on a claimed key: it would have taken it");
        for (int i = player + 1; i < size; ++i) {
            if (m_state.line[i].claimed() && m_state.line[i].far()) {
                problem("a claimed key lies ahead of you: keys are claimed on their second space");
                break;
            }
        }
        m_state.enemy = enemy;
        m_state.player = player;
    }

    void take_abilities() {
        if (static_cast<int>(m_table.abilities.size()) > k_max_abilities)
            problem("abilities: at most " + std::to_string(k_max_abilities) + " ability tiles");
        for (Domino tile : m_table.abilities) {
            if (tile.is_double() || tile.has_blank()) {
                problem("abilities: " + tile.to_string() +
                        " cannot be an ability: doubles and tiles with a blank end are not");
                continue;
            }
            if (!take(tile, "abilities") || m_state.ability_count >= k_max_abilities) continue;
            m_state.abilities[static_cast<std::size_t>(m_state.ability_count++)] =
                static_cast<std::uint8_t>(domino_index(tile, m_rules.max_pips));
        }
    }

    void take_dice() {
        if (m_table.bonus_dice < 0 || m_table.bonus_dice > m_rules.bonus_dice())
            problem("bonus dice: 0 to " + std::to_string(m_rules.bonus_dice()) + ", not " +
                    std::to_string(m_table.bonus_dice));
        m_state.bonus_dice = std::clamp(m_table.bonus_dice, 0, m_rules.bonus_dice());
        m_state.turn = 1;
        m_state.phase = Phase::roll;
        if (m_table.roll.empty()) return;
        int pool = m_state.pool_size(m_rules);
        if (static_cast<int>(m_table.roll.size()) != pool) {
            problem("the roll has " + dice_count(static_cast<int>(m_table.roll.size())) +
                    " but your pool is " + dice_count(pool) + " (" +
                    std::to_string(m_rules.start_dice) + " and " +
                    std::to_string(m_state.bonus_dice) + " bonus)");
            return;
        }
        for (int face : m_table.roll) {
            if (face < 1 || face > m_rules.die_faces) {
                problem("the roll: a die shows 1 to " + std::to_string(m_rules.die_faces) +
                        ", not " + std::to_string(face));
                return;
            }
        }
        for (int face : m_table.roll)
            m_state.dice[static_cast<std::size_t>(m_state.dice_rolled++)] =
                static_cast<std::uint8_t>(face);
        m_state.reach = farthest(m_state);
        m_state.phase = Phase::move;
    }

    const Rules& m_rules;
    const Table& m_table;
    State m_state;
    std::vector<std::string> m_problems;
};

}  // namespace

std::variant<State, std::vector<std::string>> build_state(const Rules& rules, const Table& table) {
    return Builder(rules, table).build();
}

}  // namespace pnpkit::domino_run
