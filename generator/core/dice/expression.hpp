#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pnpkit::dice {

inline constexpr int k_max_length = 1000;                 // characters of one expression
inline constexpr int k_max_dice = 1000;                   // dice in one pool, before explosions
inline constexpr int k_max_faces = 1000000;               // faces of one die
inline constexpr int k_max_explosions = 100;              // extra dice one die may add by exploding
inline constexpr std::int64_t k_max_number = 1000000000;  // largest constant written
inline constexpr std::int64_t k_max_magnitude = 1LL
                                                << 53;  // largest result an expression may reach

enum class Compare { equal, less, less_equal, greater, greater_equal };

// A comparison against a number, as written after r, ro, ! or a pool: "=1", "<3", ">=5".
struct Condition {
    Compare compare = Compare::equal;
    std::int64_t value = 0;
    int column = 0;  // 1-based column of the modifier it belongs to

    bool matches(std::int64_t face) const;
    // The faces from 1 to `faces` it matches, as an inclusive range (first > second when none).
    std::pair<int, int> face_range(int faces) const;
    // ">=5", "=6"
    std::string to_string() const;
    bool operator==(const Condition&) const = default;
};

enum class KeepKind { keep_highest, keep_lowest, drop_highest, drop_lowest };

struct KeepRule {
    KeepKind kind = KeepKind::keep_highest;
    int count = 1;
    int column = 0;

    bool keeps_highest() const {
        return kind == KeepKind::keep_highest || kind == KeepKind::drop_lowest;
    }
    // How many of `size` dice are kept: count for kh/kl, size - count for dh/dl.
    int kept(int size) const;
    bool operator==(const KeepRule&) const = default;
};

enum class RerollKind { none, recursive, once };

// One term of dice, NdS with its modifiers. Modifiers apply in a fixed order whatever the order
// they are written in: rerolls, explosions, keep/drop, then success counting.
struct Pool {
    int count = 1;
    int faces = 6;
    RerollKind reroll = RerollKind::none;
    std::vector<Condition> rerolls;  // a die is rerolled when any of them matches (add_reroll)
    std::optional<Condition> explode;
    std::optional<KeepRule> keep;
    std::optional<Condition>
        success;       // the pool counts the kept dice meeting it instead of summing
    int column = 0;    // 1-based column of the pool's first character
    std::string text;  // the pool as written, e.g. "4d6kh3"

    // Adds a reroll condition, keeping the faces the rerolls match as ranges for rerolled().
    void add_reroll(const Condition& condition);
    // Whether a reroll condition matches `face`: O(log n) in the number of conditions.
    bool rerolled(int face) const;
    // Whether a roll of this die can end on `face`: recursive rerolls remove the faces they match.
    bool can_show(int face) const;
    // How many faces from `low` to `high` a roll can end on, without visiting them.
    int faces_shown(int low, int high) const;

  private:
    // The faces rerolls match, as sorted, disjoint, inclusive [first, second] ranges.
    std::vector<std::pair<int, int>> m_rerolled;
};

enum class NodeKind { number, pool, add, subtract, multiply, negate, group };

// A node of the expression tree; children are indices into Expression::nodes.
struct Node {
    NodeKind kind = NodeKind::number;
    std::int64_t number = 0;  // number
    int pool = -1;            // pool: index into Expression::pools
    int left = -1;            // add, subtract, multiply; negate and group: the operand
    int right = -1;           // add, subtract, multiply
    int column = 0;  // 1-based: the operator, the '(' or the first character of the operand
};

// A parsed dice expression. Pools are numbered in the order they are written, which is the order
// they are rolled in.
struct Expression {
    std::string text;
    std::vector<Node> nodes;
    std::vector<Pool> pools;
    int root = -1;

    const Node& node(int index) const { return nodes[static_cast<std::size_t>(index)]; }
    const Pool& pool_of(const Node& node) const {
        return pools[static_cast<std::size_t>(node.pool)];
    }
};

// A mistake in an expression, or a limit it runs into, at a 1-based column (in characters).
struct DiceError {
    int column = 0;
    std::string message;
    std::string hint;  // optional

    bool operator==(const DiceError&) const = default;
};

// "4d6kx3: unexpected 'x' at column 5", then the expression indented by two spaces and a caret
// under the column, then "  hint: ..." when there is a hint. Lines end with '\n'.
std::string format_error(std::string_view text, const DiceError& error);

}  // namespace pnpkit::dice
