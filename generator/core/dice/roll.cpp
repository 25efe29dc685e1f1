#include "core/dice/roll.hpp"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace pnpkit::dice {

namespace {

// Rolls one die of `pool`, rerolling as its r or ro conditions say.
Die roll_die(const Pool& pool, Rng& rng, std::vector<int>& faces_left) {
    Die die;
    die.value = rng.roll(pool.faces);
    if (pool.reroll == RerollKind::once && pool.rerolled(die.value)) {
        die.rerolled_from.push_back(die.value);
        die.value = rng.roll(pool.faces);
    }
    while (pool.reroll == RerollKind::recursive && pool.rerolled(die.value)) {
        if (die.rerolled_from.size() == k_max_recorded_rerolls) {
            if (faces_left.empty()) {
                for (int face = 1; face <= pool.faces; ++face) {
                    if (pool.can_show(face))
                        faces_left.push_back(face);
                }
            }
            assert(!faces_left.empty() && "the parser rejects rerolls of every face");
            die.value = faces_left[static_cast<std::size_t>(rng.below(faces_left.size()))];
            die.rerolls_cut = true;
            break;
        }
        die.rerolled_from.push_back(die.value);
        die.value = rng.roll(pool.faces);
    }
    return die;
}

}  // namespace

void apply_keep(const KeepRule& rule, std::vector<Die>& dice) {
    std::vector<std::size_t> order(dice.size());
    std::iota(order.begin(), order.end(), 0);
    bool highest = rule.keeps_highest();
    std::stable_sort(order.begin(), order.end(), [&dice, highest](std::size_t a, std::size_t b) {
        return highest ? dice[a].value > dice[b].value : dice[a].value < dice[b].value;
    });
    auto kept = static_cast<std::size_t>(rule.kept(static_cast<int>(dice.size())));
    for (std::size_t i = 0; i < order.size(); ++i)
        dice[order[i]].kept = i < kept;
}

PoolRoll roll_pool(const Pool& pool, Rng& rng) {
    PoolRoll result;
    std::vector<int> faces_left;
    for (int i = 0; i < pool.count; ++i) {
        result.dice.push_back(roll_die(pool, rng, faces_left));
        int extras = 0;
        while (pool.explode && pool.explode->matches(result.dice.back().value)) {
            if (extras == k_max_explosions) {
                result.dice.back().capped = true;
                break;
            }
            result.dice.back().exploded = true;
            Die extra = roll_die(pool, rng, faces_left);
            extra.extra = true;
            result.dice.push_back(std::move(extra));
            ++extras;
        }
    }
    if (pool.keep)
        apply_keep(*pool.keep, result.dice);
    for (Die& die : result.dice) {
        if (!die.kept)
            continue;
        if (pool.success) {
            die.success = pool.success->matches(die.value);
            result.value += die.success ? 1 : 0;
        } else {
            result.value += die.value;
        }
    }
    return result;
}

std::int64_t evaluate(const Expression& expression, const std::vector<std::int64_t>& pool_values) {
    auto value = [&](auto& self, int index) -> std::int64_t {
        const Node& node = expression.node(index);
        switch (node.kind) {
            case NodeKind::number:
                return node.number;
            case NodeKind::pool:
                return pool_values[static_cast<std::size_t>(node.pool)];
            case NodeKind::group:
                return self(self, node.left);
            case NodeKind::negate:
                return -self(self, node.left);
            case NodeKind::add:
                return self(self, node.left) + self(self, node.right);
            case NodeKind::subtract:
                return self(self, node.left) - self(self, node.right);
            case NodeKind::multiply:
                return self(self, node.left) * self(self, node.right);
        }
        return 0;
    };
    return value(value, expression.root);
}

Roll roll(const Expression& expression, Rng& rng) {
    Roll result;
    std::vector<std::int64_t> values;
    for (const Pool& pool : expression.pools) {
        result.pools.push_back(roll_pool(pool, rng));
        values.push_back(result.pools.back().value);
    }
    result.total = evaluate(expression, values);
    return result;
}

}  // namespace pnpkit::dice
