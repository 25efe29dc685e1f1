#include "core/dice/stats.hpp"

#include "core/dice/pool_distribution.hpp"

namespace pnpkit::dice {

namespace {

class Walk {
  public:
    Walk(const Expression& expression, double budget)
        : m_expression(expression), m_budget(budget), m_pool_bounds(expression.pools.size()) {}

    ExactStats run() {
        ExactStats stats{distribution(m_expression.root), {}};
        stats.bounds = expression_bounds(m_expression, m_pool_bounds);
        stats.omitted = m_budget.omitted();
        return stats;
    }

  private:
    Distribution distribution(int index) {
        const Node& node = m_expression.node(index);
        try {
            switch (node.kind) {
                case NodeKind::number:
                    return Distribution::point(node.number);
                case NodeKind::pool:
                    return pool(node);
                case NodeKind::group:
                    return distribution(node.left);
                case NodeKind::negate:
                    return negate(distribution(node.left));
                case NodeKind::add:
                case NodeKind::subtract:
                case NodeKind::multiply: {
                    Distribution left = distribution(node.left);
                    Distribution right = distribution(node.right);
                    if (node.kind == NodeKind::add)
                        return convolve(left, right, m_budget);
                    if (node.kind == NodeKind::subtract)
                        return convolve(left, negate(right), m_budget);
                    return multiply(left, right, m_budget);
                }
            }
        } catch (TooLarge& too_large) {
            if (too_large.column == 0)
                too_large.column = node.column;
            throw;
        }
        return Distribution();
    }

    Distribution pool(const Node& node) {
        const Pool& pool = m_expression.pool_of(node);
        Distribution d = pool_distribution(pool, m_budget);
        auto bounds = pool_bounds(pool);
        m_pool_bounds[static_cast<std::size_t>(node.pool)] =
            bounds ? *bounds : ValueBounds{d.min(), d.max()};
        return d;
    }

    const Expression& m_expression;
    Budget m_budget;
    std::vector<ValueBounds> m_pool_bounds;
};

}  // namespace

std::variant<ExactStats, DiceError> exact_stats(const Expression& expression, double budget) {
    try {
        return Walk(expression, budget).run();
    } catch (const TooLarge& too_large) {
        return DiceError{
            too_large.column, "too large for exact statistics",
            "the exact distribution would take too long or too much memory; roll it instead"};
    }
}

}  // namespace pnpkit::dice
