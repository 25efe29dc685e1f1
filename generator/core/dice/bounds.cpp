#include "core/dice/bounds.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace pnpkit::dice {

namespace {

// The least and greatest of what one roll adds, among the faces it can show that explode
// (or not).
struct Range {
    std::int64_t low = std::numeric_limits<std::int64_t>::max();
    std::int64_t high = std::numeric_limits<std::int64_t>::min();
    bool empty() const { return low > high; }
    void add(std::int64_t v) {
        low = std::min(low, v);
        high = std::max(high, v);
    }
};

// The kept total of `a_count` dice showing a and `b_count` showing b when `kept` of them are kept,
// the highest or the lowest.
std::int64_t kept_total(std::int64_t a, std::int64_t a_count, std::int64_t b, std::int64_t b_count,
                        std::int64_t kept, bool highest) {
    if (a_count == 0)
        a = b;
    if (b_count == 0)
        b = a;
    bool a_first = highest ? a >= b : a <= b;
    std::int64_t first = a_first ? a : b;
    std::int64_t second = a_first ? b : a;
    std::int64_t first_count = std::min(kept, a_first ? a_count : b_count);
    return first_count * first + (kept - first_count) * second;
}

}  // namespace

std::optional<ValueBounds> pool_bounds(const Pool& pool) {
    if (pool.success && pool.keep && pool.explode)
        return std::nullopt;
    Range up, stay;
    bool every_face_succeeds = true;
    for (int face = 1; face <= pool.faces; ++face) {
        if (!pool.can_show(face))
            continue;
        std::int64_t weight = pool.success ? (pool.success->matches(face) ? 1 : 0) : face;
        every_face_succeeds = every_face_succeeds && weight == 1;
        (pool.explode && pool.explode->matches(face) ? up : stay).add(weight);
    }
    std::int64_t n = pool.count;
    if (pool.success && pool.keep) {
        std::int64_t kept = pool.keep->kept(pool.count);
        return ValueBounds{every_face_succeeds ? kept : 0, kept};
    }
    // Without keep/drop or success counting the value is monotone in each die, so each split of
    // the rolls into exploding and staying ones is bounded by all dice at their least or greatest;
    // for a number `capped` of chains that reach the cap, the exploding rolls run from
    // 101 * capped to that plus 100 for each other chain, and the bound is at one end.
    ValueBounds bounds{std::numeric_limits<std::int64_t>::max(),
                       std::numeric_limits<std::int64_t>::min()};
    auto consider = [&](std::int64_t exploding, std::int64_t staying) {
        std::int64_t kept = pool.keep ? pool.keep->kept(static_cast<int>(exploding + staying))
                                      : exploding + staying;
        bool highest = !pool.keep || pool.keep->keeps_highest();
        bounds.min =
            std::min(bounds.min, kept_total(up.low, exploding, stay.low, staying, kept, highest));
        bounds.max =
            std::max(bounds.max, kept_total(up.high, exploding, stay.high, staying, kept, highest));
    };
    if (!pool.explode) {
        consider(0, n);
        return bounds;
    }
    for (std::int64_t capped = 0; capped <= n; ++capped) {
        std::int64_t least = (k_max_explosions + 1) * capped;
        consider(least, n - capped);
        consider(least + k_max_explosions * (n - capped), n - capped);
    }
    return bounds;
}

namespace {

struct Interval {
    double low = 0;
    double high = 0;
};

// The interval of node `index` given the pools' intervals, in doubles (exact for integers up to
// 2^53, and past that still large enough to be caught); visit(node, interval) sees every node,
// children first.
template <typename Visit>
Interval interval_of(const Expression& expression, int index, const std::vector<Interval>& pools,
                     Visit& visit) {
    const Node& node = expression.node(index);
    Interval result;
    switch (node.kind) {
        case NodeKind::number:
            result = {double(node.number), double(node.number)};
            break;
        case NodeKind::pool:
            result = pools[static_cast<std::size_t>(node.pool)];
            break;
        case NodeKind::group:
            result = interval_of(expression, node.left, pools, visit);
            break;
        case NodeKind::negate: {
            Interval o = interval_of(expression, node.left, pools, visit);
            result = {-o.high, -o.low};
            break;
        }
        case NodeKind::add:
        case NodeKind::subtract:
        case NodeKind::multiply: {
            Interval l = interval_of(expression, node.left, pools, visit);
            Interval r = interval_of(expression, node.right, pools, visit);
            if (node.kind == NodeKind::add)
                result = {l.low + r.low, l.high + r.high};
            if (node.kind == NodeKind::subtract)
                result = {l.low - r.high, l.high - r.low};
            if (node.kind == NodeKind::multiply) {
                double p[] = {l.low * r.low, l.low * r.high, l.high * r.low, l.high * r.high};
                result = {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
            }
            break;
        }
    }
    visit(node, result);
    return result;
}

}  // namespace

ValueBounds expression_bounds(const Expression& expression, const std::vector<ValueBounds>& pools) {
    std::vector<Interval> intervals;
    for (const ValueBounds& b : pools)
        intervals.push_back({double(b.min), double(b.max)});
    auto ignore = [](const Node&, Interval) {};
    Interval result = interval_of(expression, expression.root, intervals, ignore);
    return {static_cast<std::int64_t>(result.low), static_cast<std::int64_t>(result.high)};
}

std::optional<DiceError> check_magnitude(const Expression& expression) {
    std::vector<Interval> intervals;
    for (const Pool& pool : expression.pools) {
        if (auto b = pool_bounds(pool)) {
            intervals.push_back({double(b->min), double(b->max)});
        } else {
            intervals.push_back({0, pool.count * (1.0 + k_max_explosions)});
        }
    }
    std::optional<DiceError> error;
    auto check = [&error](const Node& node, Interval i) {
        if (!error && std::max(std::abs(i.low), std::abs(i.high)) > double(k_max_magnitude)) {
            error = DiceError{
                node.column, "the result could pass " + std::to_string(k_max_magnitude) + " (2^53)",
                ""};
        }
    };
    interval_of(expression, expression.root, intervals, check);
    return error;
}

}  // namespace pnpkit::dice
