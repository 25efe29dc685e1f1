#include "games/colf/foe_odds.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace pnpkit::colf {

namespace {

// Free ends of one die value: Attack in the high nibble, Defense in the low one. A value has at
// most 8 ends in a double-six set (its double twice, six other tiles once), so a nibble holds it.
using Pair = std::uint8_t;
constexpr Pair pair_of(int attack, int defense) {
    return static_cast<Pair>(attack << 4 | defense);
}
constexpr int attack_of(Pair p) {
    return p >> 4;
}
constexpr int defense_of(Pair p) {
    return p & 15;
}

// What the rest of the procedure depends on: the free ends of each value (in no particular order,
// as every value is equally likely, so sorted), the dice still to place and the rage left.
struct Key {
    std::array<Pair, k_faces> pairs{};
    std::uint8_t pending = 0;
    std::uint8_t blank_attack = 0;  // blank ends, for the dice left at the end
    std::uint8_t blank_defense = 0;
    bool rolled = false;  // the dice are being rolled now (else: about to decide whether to)
    int rage = 0;
    bool operator==(const Key&) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const {
        std::uint64_t h = 0;
        for (Pair p : k.pairs) h = h << 8 | p;
        std::uint64_t rest = static_cast<std::uint64_t>(k.pending) << 40 |
                             static_cast<std::uint64_t>(k.blank_attack) << 32 |
                             static_cast<std::uint64_t>(k.blank_defense) << 24 |
                             static_cast<std::uint64_t>(k.rolled) << 23 |
                             static_cast<std::uint64_t>(static_cast<std::uint32_t>(k.rage));
        h = h * 0x9e3779b97f4a7c15ull ^ rest;
        return std::hash<std::uint64_t>{}(h);
    }
};

// (Attack, Defense) increments with their probabilities.
using Dist = std::vector<FoeOutcome>;

// Distributions already worked out, kept between calls on this thread (a simulation meets the
// same small monsters again and again). A pure function's memo: it changes no result.
constexpr std::size_t k_memo_limit = 1 << 18;  // entries; the memo starts again past this
using Memo = std::unordered_map<Key, Dist, KeyHash>;

class Procedure {
public:
    Procedure(int blank_attack, int blank_defense, Memo& memo)
        : m_blank_attack(static_cast<std::uint8_t>(blank_attack)),
          m_blank_defense(static_cast<std::uint8_t>(blank_defense)),
          m_memo(memo) {
        m_factorial[0] = 1;
        for (std::size_t i = 1; i < m_factorial.size(); ++i)
            m_factorial[i] = m_factorial[i - 1] * static_cast<double>(i);
    }

    // The dice `pending` are rolled now (no rage spent: the round's first roll, or a re-roll
    // already paid for); `rage` is what is left for later re-rolls.
    const Dist& roll(std::array<Pair, k_faces> pairs, int pending, int rage) {
        std::sort(pairs.begin(), pairs.end(), std::greater<>());
        Key key{pairs, static_cast<std::uint8_t>(pending), m_blank_attack, m_blank_defense, true,
                rage};
        auto it = m_memo.find(key);
        if (it != m_memo.end()) return it->second;
        return m_memo.emplace(key, work_out(pairs, pending, rage)).first->second;
    }

private:
    Dist work_out(const std::array<Pair, k_faces>& pairs, int pending, int rage) {
        Roll r{pending, rage, {}, {}, {}, {}, 0, 0};
        for (Pair p : pairs) {
            if (p != 0) r.free[r.categories++] = p;
        }
        r.full = k_faces - r.categories;
        // A roll's probability: pending! / (c1! ... ck! rest!) * full^rest / 6^pending.
        r.scale = m_factorial[static_cast<std::size_t>(pending)];
        for (int k = 0; k < pending; ++k) r.scale /= k_faces;
        r.full_power[0] = 1;
        for (std::size_t k = 1; k < r.full_power.size(); ++k)
            r.full_power[k] = r.full_power[k - 1] * r.full;
        r.grid.assign(static_cast<std::size_t>((pending + 1) * (pending + 1)), 0.0);
        enumerate(r, 0, pending, 1.0, 0, 0, 0);
        Dist out;
        for (int a = 0; a <= pending; ++a) {
            for (int d = 0; d <= pending; ++d) {
                double p = r.grid[static_cast<std::size_t>(a * (pending + 1) + d)];
                if (p > 0) out.push_back({a, d, p});
            }
        }
        return out;
    }

    struct Roll {
        int pending;
        int rage;
        std::array<Pair, k_faces> free;   // the values with a free end, one entry each
        std::array<Pair, k_faces> after;  // their free ends after this roll
        std::array<int, k_faces> count;   // the dice showing each of them
        std::vector<double> grid;         // (attack, defense) increments
        int categories;                   // values with a free end
        int full;                         // values without: their dice are left over
        double scale = 1;                 // pending! / 6^pending
        std::array<double, k_max_dice + 1> full_power{};  // full^k
    };

    // Where `over` dice left over with no rage or no free number go: blanks, Attack first.
    std::pair<int, int> on_blanks(int over) const {
        int attack = std::min<int>(over, m_blank_attack);
        return {attack, std::min<int>(over - attack, m_blank_defense)};
    }

    // After this roll: what happens to the dice left over.
    const Dist& settle(const Key& key) {
        auto it = m_memo.find(key);
        if (it != m_memo.end()) return it->second;
        Dist result;
        bool any_free = std::any_of(key.pairs.begin(), key.pairs.end(), [](Pair p) { return p; });
        if (key.rage == 0 || !any_free) {
            auto [attack, defense] = on_blanks(key.pending);
            result.push_back({attack, defense, 1.0});
        } else {
            result = roll(key.pairs, key.pending, key.rage - 1);  // one rage a re-roll (R10)
        }
        return m_memo.emplace(key, std::move(result)).first->second;
    }

    // The number of rolls that differ from this one only by which of the alike values (the same
    // free ends) shows which count: enumerate visits one, with the counts of alike values in
    // non-increasing order.
    double arrangements(const Roll& r) const {
        double ways = 1;
        for (int i = 0; i < r.categories;) {
            int run = i;
            while (run < r.categories &&
                   r.free[static_cast<std::size_t>(run)] == r.free[static_cast<std::size_t>(i)])
                ++run;
            ways *= m_factorial[static_cast<std::size_t>(run - i)];
            for (int j = i; j < run;) {
                int same = j;
                while (same < run && r.count[static_cast<std::size_t>(same)] ==
                                         r.count[static_cast<std::size_t>(j)])
                    ++same;
                ways /= m_factorial[static_cast<std::size_t>(same - j)];
                j = same;
            }
            i = run;
        }
        return ways;
    }

    // Chooses how many of the `left` dice show the value of category i (the rest after the last
    // category show a value with no free end), accumulating the probability's factors. Alike
    // values get non-increasing counts; arrangements() counts the other orders.
    void enumerate(Roll& r, int i, int left, double weight, int attack, int defense, int over) {
        if (i == r.categories) {
            if (left > 0 && r.full == 0) return;
            auto rest = static_cast<std::size_t>(left);
            double p = weight / m_factorial[rest] * r.full_power[rest] * r.scale * arrangements(r);
            over += left;
            auto width = static_cast<std::size_t>(r.pending + 1);
            bool any_free = false;
            for (int c = 0; c < r.categories; ++c)
                any_free |= r.after[static_cast<std::size_t>(c)] != 0;
            if (over > 0 && (r.rage == 0 || !any_free)) {
                auto [on_attack, on_defense] = on_blanks(over);  // settled without a re-roll
                attack += on_attack;
                defense += on_defense;
                over = 0;
            }
            if (over == 0) {
                r.grid[static_cast<std::size_t>(attack) * width +
                       static_cast<std::size_t>(defense)] += p;
                return;
            }
            Key key;
            for (int c = 0; c < r.categories; ++c)
                key.pairs[static_cast<std::size_t>(c)] = r.after[static_cast<std::size_t>(c)];
            std::sort(key.pairs.begin(), key.pairs.end(), std::greater<>());
            key.pending = static_cast<std::uint8_t>(over);
            key.blank_attack = m_blank_attack;
            key.blank_defense = m_blank_defense;
            key.rage = r.rage;
            for (const FoeOutcome& o : settle(key)) {
                r.grid[static_cast<std::size_t>(attack + o.attack) * width +
                       static_cast<std::size_t>(defense + o.defense)] += p * o.p;
            }
            return;
        }
        auto at = static_cast<std::size_t>(i);
        Pair free = r.free[at];
        int fa = attack_of(free);
        int fd = defense_of(free);
        int most = i > 0 && r.free[at - 1] == free ? std::min(left, r.count[at - 1]) : left;
        for (int c = 0; c <= most; ++c) {
            r.count[at] = c;
            int on_attack = std::min(c, fa);
            int on_defense = std::min(c - on_attack, fd);
            r.after[static_cast<std::size_t>(i)] = pair_of(fa - on_attack, fd - on_defense);
            enumerate(r, i + 1, left - c, weight / m_factorial[static_cast<std::size_t>(c)],
                      attack + on_attack, defense + on_defense, over + c - on_attack - on_defense);
        }
    }

    std::uint8_t m_blank_attack;
    std::uint8_t m_blank_defense;
    std::array<double, k_max_dice + 1> m_factorial{};
    Memo& m_memo;
};

Memo& thread_memo() {
    thread_local Memo memo;
    return memo;
}

}  // namespace

void forget_foe_odds() {
    thread_memo().clear();
}

double FoeOdds::p(int attack, int defense) const {
    for (const FoeOutcome& o : m_outcomes) {
        if (o.attack == attack && o.defense == defense) return o.p;
    }
    return 0;
}

double FoeOdds::mean_attack() const {
    double sum = 0;
    for (const FoeOutcome& o : m_outcomes) sum += o.p * o.attack;
    return sum;
}

double FoeOdds::mean_defense() const {
    double sum = 0;
    for (const FoeOutcome& o : m_outcomes) sum += o.p * o.defense;
    return sum;
}

FoeOdds foe_odds(const Foe& foe) {
    std::array<int, k_faces + 1> attack{};
    std::array<int, k_faces + 1> defense{};
    int blank_attack = 0;
    int blank_defense = 0;
    for (const Tile& tile : foe.tiles) {
        for (int end = 0; end < 2; ++end) {
            bool on_attack = tile.side == Side::attack;
            if (tile.value(end) == 0) {
                ++(on_attack ? blank_attack : blank_defense);
            } else if (!tile.covered(end)) {
                ++(on_attack ? attack : defense)[static_cast<std::size_t>(tile.value(end))];
            }
        }
    }
    std::array<Pair, k_faces> pairs{};
    for (int v = 1; v <= k_faces; ++v) {
        pairs[static_cast<std::size_t>(v - 1)] =
            pair_of(attack[static_cast<std::size_t>(v)], defense[static_cast<std::size_t>(v)]);
    }
    if (foe.dice() < 0 || foe.dice() > static_cast<int>(k_max_dice))
        throw std::length_error("colf engine: a monster of " + std::to_string(foe.dice()) +
                                " dice (at most " + std::to_string(k_max_dice) + ")");
    Memo& memo = thread_memo();
    if (memo.size() > k_memo_limit) memo.clear();
    Procedure procedure(blank_attack, blank_defense, memo);
    return FoeOdds(procedure.roll(pairs, foe.dice(), foe.rage));
}

}  // namespace pnpkit::colf
