#include "games/domino_run/bound.hpp"

#include <unordered_set>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/simulate.hpp"

namespace pnpkit::domino_run {

namespace {

// A decision node of the search: the state and how much of the future it has read.
struct BoundNode {
    State state;
    FutureAt at;
    bool operator==(const BoundNode&) const = default;
};

struct BoundNodeHash {
    std::size_t operator()(const BoundNode& n) const {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        auto mix = [&h](std::uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
        const State& s = n.state;
        for (int i = 0; i < s.line.size(); ++i) {
            const Cell& c = s.line[i];
            mix(static_cast<std::uint64_t>(static_cast<std::uint8_t>(c.pips)) |
                (std::uint64_t{c.tile} << 8) | (std::uint64_t{c.flags} << 16));
        }
        mix(s.pile.bits());
        mix(s.keys ^ (s.taken << 1) ^ (s.aside << 2));
        mix(static_cast<std::uint64_t>(s.enemy) | (static_cast<std::uint64_t>(s.player) << 16) |
            (static_cast<std::uint64_t>(s.reach) << 32) |
            (static_cast<std::uint64_t>(s.phase) << 48));
        mix(static_cast<std::uint64_t>(s.turn) | (static_cast<std::uint64_t>(s.catches) << 16) |
            (static_cast<std::uint64_t>(s.bonus_dice) << 32) |
            (static_cast<std::uint64_t>(s.ability_count) << 40) |
            (static_cast<std::uint64_t>(s.pending_treasures) << 48));
        for (int i = 0; i < s.ability_count; ++i) mix(s.abilities[static_cast<std::size_t>(i)]);
        mix(n.at.dice | (static_cast<std::uint64_t>(n.at.draws) << 32));
        return static_cast<std::size_t>(h);
    }
};

class ClairvoyantSearch {
public:
    ClairvoyantSearch(const Rules& rules, Future& future, std::uint64_t max_nodes)
        : m_rules(rules), m_future(future), m_max_nodes(max_nodes) {}

    // Whether some sequence of answers wins from `state` at `at`; sets m_out_of_budget when it
    // gave up.
    bool wins(State state, FutureAt at) {
        play_future_chance(state, m_rules, m_future, at);
        if (state.phase == Phase::won) return true;
        if (state.over() || state.turn > k_turn_limit) return false;
        BoundNode node{state, at};
        if (m_lost.contains(node)) return false;
        if (++m_nodes > m_max_nodes) {
            m_out_of_budget = true;
            return true;
        }
        bool won = false;
        auto child = [&](auto answer) {
            if (won) return;
            State next = state;
            answer(next);
            won = wins(next, at);
        };
        switch (state.phase) {
            case Phase::mulligan:
                for (bool fresh : {false, true})
                    child([&](State& s) { choose_mulligan(s, m_rules, fresh); });
                break;
            case Phase::move:
                for (int place = state.reach; place >= state.player; --place)
                    child([&](State& s) { move_to(s, m_rules, place); });
                break;
            case Phase::treasure:
                for (TreasureKind kind : treasure_choices(state, m_rules))
                    child([&](State& s) { choose_treasure(s, m_rules, kind); });
                break;
            case Phase::sacrifice:
                for (int choice : sacrifice_choices(state))
                    child([&](State& s) { sacrifice(s, m_rules, choice); });
                break;
            default:
                break;
        }
        if (!won) m_lost.insert(node);
        return won;
    }

    std::uint64_t nodes() const { return m_nodes; }
    bool out_of_budget() const { return m_out_of_budget; }

private:
    const Rules& m_rules;
    Future& m_future;
    std::uint64_t m_max_nodes;
    std::uint64_t m_nodes = 0;
    bool m_out_of_budget = false;
    std::unordered_set<BoundNode, BoundNodeHash> m_lost;
};

}  // namespace

ClairvoyantResult clairvoyant_win(const Rules& rules, Future& future, std::uint64_t max_nodes) {
    ClairvoyantSearch search(rules, future, max_nodes);
    bool win = search.wins(new_game(rules), FutureAt{});
    return {win, !search.out_of_budget(), search.nodes()};
}

}  // namespace pnpkit::domino_run
