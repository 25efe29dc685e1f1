#include "core/dice/describe.hpp"

#include <algorithm>

namespace pnpkit::dice {

std::string describe_die(const Die& die) {
    std::string text;
    for (int from : die.rerolled_from)
        text += std::to_string(from) + "→";
    if (die.rerolls_cut)
        text += "…→";
    text += std::to_string(die.value);
    if (die.exploded)
        text += "!";
    if (die.success)
        text += "*";
    return die.kept ? text : "~" + text + "~";
}

std::string describe_pool(const PoolRoll& roll) {
    std::string text = "[";
    for (std::size_t i = 0; i < roll.dice.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += describe_die(roll.dice[i]);
    }
    return text + "]";
}

std::string describe_roll(const Expression& expression, const Roll& roll) {
    auto text = [&](auto& self, int index) -> std::string {
        const Node& node = expression.node(index);
        switch (node.kind) {
            case NodeKind::number:
                return std::to_string(node.number);
            case NodeKind::pool:
                return describe_pool(roll.pools[static_cast<std::size_t>(node.pool)]);
            case NodeKind::group:
                return "(" + self(self, node.left) + ")";
            case NodeKind::negate:
                return "-" + self(self, node.left);
            case NodeKind::add:
                return self(self, node.left) + " + " + self(self, node.right);
            case NodeKind::subtract:
                return self(self, node.left) + " - " + self(self, node.right);
            case NodeKind::multiply:
                return self(self, node.left) + " * " + self(self, node.right);
        }
        return std::string();
    };
    return text(text, expression.root);
}

bool reached_cap(const Roll& roll) {
    return std::any_of(roll.pools.begin(), roll.pools.end(), [](const PoolRoll& pool) {
        return std::any_of(pool.dice.begin(), pool.dice.end(),
                           [](const Die& die) { return die.capped; });
    });
}

}  // namespace pnpkit::dice
