#include "core/dice/bounds.hpp"

#include <algorithm>
#include <limits>

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
    if (a_count == 0) a = b;
    if (b_count == 0) b = a;
    bool a_first = highest ? a >= b : a <= b;
    std::int64_t first = a_first ? a : b;
    std::int64_t second = a_first ? b : a;
    std::int64_t first_count = std::min(kept, a_first ? a_count : b_count);
    return first_count * first + (kept - first_count) * second;
}

}  // namespace

std::optional<ValueBounds> pool_bounds(const Pool& pool) {
    if (pool.success && pool.keep && pool.explode) return std::nullopt;
    Range up, stay;
    bool every_face_succeeds = true;
    for (int face = 1; face <= pool.faces; ++face) {
        if (!pool.can_show(face)) continue;
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
    ValueBounds bounds{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
    auto consider = [&](std::int64_t exploding, std::int64_t staying) {
        std::int64_t kept = pool.keep ? pool.keep->kept(static_cast<int>(exploding + staying)) : exploding + staying;
        bool highest = !pool.keep || pool.keep->keeps_highest();
        bounds.min = std::min(bounds.min, kept_total(up.low, exploding, stay.low, staying, kept, highest));
        bounds.max = std::max(bounds.max, kept_total(up.high, exploding, stay.high, staying, kept, highest));
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

ValueBounds expression_bounds(const Expression& expression, const std::vector<ValueBounds>& pools) {
    auto bounds = [&](auto& self, int index) -> ValueBounds {
        const Node& node = expression.node(index);
        switch (node.kind) {
            case NodeKind::number: return {node.number, node.number};
            case NodeKind::pool: return pools[static_cast<std::size_t>(node.pool)];
            case NodeKind::group: return self(self, node.left);
            case NodeKind::negate: {
                ValueBounds b = self(self, node.left);
                return {-b.max, -b.min};
            }
            case NodeKind::add:
            case NodeKind::subtract:
            case NodeKind::multiply: {
                ValueBounds l = self(self, node.left);
                ValueBounds r = self(self, node.right);
                if (node.kind == NodeKind::add) return {l.min + r.min, l.max + r.max};
                if (node.kind == NodeKind::subtract) return {l.min - r.max, l.max - r.min};
                std::int64_t p[] = {l.min * r.min, l.min * r.max, l.max * r.min, l.max * r.max};
                return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
            }
        }
        return {};
    };
    return bounds(bounds, expression.root);
}

}  // namespace pnpkit::dice
