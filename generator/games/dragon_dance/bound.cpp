#include "games/dragon_dance/bound.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

namespace pnpkit::dragon_dance {

namespace {

// A position and the dice rolled so far: what the rest of a duel depends on.
std::string bound_key(const GameState& s, const DuelAt& at) {
    std::string key;
    auto put = [&](std::uint64_t v) { key.append(reinterpret_cast<const char*>(&v), sizeof v); };
    put(static_cast<std::uint64_t>(s.range));
    put(static_cast<std::uint64_t>(s.round));
    for (const SideState& side : s.sides) {
        put(static_cast<std::uint64_t>(side.life));
        put(static_cast<std::uint64_t>(side.unrolled));
        put(side.hand);
        key.append(reinterpret_cast<const char*>(side.dice.count.data()), k_table_size);
        key.append(reinterpret_cast<const char*>(side.spent.count.data()), k_table_size);
    }
    put(at.dice[0]);
    put(at.dice[1]);
    return key;
}

class ClairvoyantSearch {
public:
    ClairvoyantSearch(const GameData& data, Side me, DuelComputer& computer, DuelFuture& future,
                      int max_rounds, std::size_t budget)
        : m_data(data),
          m_me(me),
          m_computer(computer),
          m_future(future),
          m_max_rounds(max_rounds),
          m_budget(budget) {}

    // The best result from `state` (a round about to start); 1 once the budget is spent.
    double search(const GameState& state, const DuelAt& at) {
        if (m_max_rounds > 0 && state.round >= m_max_rounds) return 0.5;
        std::string key = bound_key(state, at);
        if (auto found = m_memo.find(key); found != m_memo.end()) return found->second;
        if (++m_nodes > m_budget) {
            m_exhausted = true;
            return 1.0;
        }
        struct Child {
            GameState state;
            DuelAt at;
            double worth;
        };
        std::vector<Child> children;
        double best = 0.0;
        const Side them = other(m_me);
        const double sign = m_me == Side::knight ? 1.0 : -1.0;
        std::array<Die, 2> dice{};
        dice[index(them)] = m_computer.die(state, them, m_future);
        for (Die mine : die_options(state, m_me)) {
            dice[index(m_me)] = mine;
            Plays plays{};
            plays[index(them)] =
                Play{m_computer.card(state, them, dice, m_future), dice[index(them)]};
            for (std::size_t card : card_list(legal_cards(m_data, state, m_me))) {
                plays[index(m_me)] = Play{card, mine};
                ComboOffers offers = combo_offers(m_data, state, plays);
                ComboChoices combos{};
                if (offers[index(them)])
                    combos[index(them)] = m_computer.combo(state, them, plays, offers[index(them)]);
                std::vector<ComboChoice> follow{ComboChoice{}};
                if (offers[index(m_me)]) follow = combo_choices(offers[index(m_me)]);
                for (const ComboChoice& choice : follow) {
                    combos[index(m_me)] = choice;
                    Child child{state, at, 0.0};
                    Outcome o =
                        finish_round(m_data, child.state, plays, combos, m_future, child.at);
                    if (o != Outcome::none) {
                        best = std::max(best, duel_score(o, m_me));
                        continue;
                    }
                    child.worth = sign * m_computer.evaluation()(child.state);
                    children.push_back(std::move(child));
                }
            }
        }
        if (best < 1.0) {
            std::stable_sort(children.begin(), children.end(),
                             [](const Child& a, const Child& b) { return a.worth > b.worth; });
            for (const Child& child : children) {
                best = std::max(best, search(child.state, child.at));
                if (best >= 1.0) break;
            }
        }
        if (!m_exhausted) m_memo.emplace(std::move(key), best);
        return best;
    }

    bool exhausted() const { return m_exhausted; }
    std::size_t nodes() const { return m_nodes; }

private:
    const GameData& m_data;
    Side m_me;
    DuelComputer& m_computer;
    DuelFuture& m_future;
    int m_max_rounds;
    std::size_t m_budget;
    std::size_t m_nodes = 0;
    bool m_exhausted = false;
    std::unordered_map<std::string, double> m_memo;
};

}  // namespace

BoundResult clairvoyant_bound(const GameData& data, Side me, DuelComputer& computer,
                              DuelFuture& future, int max_rounds, std::size_t node_budget) {
    DuelAt at;
    GameState start = new_game_future(data, future, at);
    return clairvoyant_bound_from(data, start, at, me, computer, future, max_rounds, node_budget);
}

BoundResult clairvoyant_bound_from(const GameData& data, const GameState& start, const DuelAt& at,
                                   Side me, DuelComputer& computer, DuelFuture& future,
                                   int max_rounds, std::size_t node_budget) {
    ClairvoyantSearch search(data, me, computer, future, max_rounds, node_budget);
    double score = search.search(start, at);
    BoundResult result;
    result.proven = !search.exhausted();
    result.score = result.proven ? score : 1.0;
    result.nodes = search.nodes();
    return result;
}

}  // namespace pnpkit::dragon_dance
