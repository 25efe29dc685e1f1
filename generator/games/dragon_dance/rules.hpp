#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/rng.hpp"
#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// A side's dice as a count per face (index 1..6; index 0 unused): dice of one face are alike.
struct DiceCounts {
    std::array<std::uint8_t, k_table_size> count{};

    int total() const;
    bool has(Die face) const {
        return face >= 1 && face <= 6 && count[static_cast<std::size_t>(face)] > 0;
    }
    void add(Die face, int n = 1) {
        count[static_cast<std::size_t>(face)] += static_cast<std::uint8_t>(n);
    }
    void remove(Die face) { --count[static_cast<std::size_t>(face)]; }
    // Every die, highest first (repeats kept).
    std::vector<Die> faces() const;
    bool operator==(const DiceCounts&) const = default;
};

// Cards as a bit mask of card indices within one side.
using CardSet = std::uint32_t;
inline bool contains(CardSet set, std::size_t card) {
    return (set >> card) & 1u;
}
inline CardSet card_bit(std::size_t card) {
    return CardSet{1} << card;
}
std::vector<std::size_t> card_list(CardSet set);
// Every card of a side: its hand at the start and after Recuperate.
CardSet full_hand(const SideDef& def);

struct SideState {
    int life = 0;
    DiceCounts dice;   // rolled and not yet spent
    DiceCounts spent;  // discarded, face up, until the next Recuperate
    int unrolled = 0;  // dice to roll: all of them after Recuperate, until roll_dice()
    CardSet hand = 0;  // the cards not discarded

    bool operator==(const SideState&) const = default;
};

struct GameState {
    Range range = Range::long_range;
    std::array<SideState, 2> sides;
    int round = 0;  // rounds played so far

    SideState& side(Side s) { return sides[index(s)]; }
    const SideState& side(Side s) const { return sides[index(s)]; }
    bool operator==(const GameState&) const = default;
};

// What one side plays in a round: a card (index within its side) and a die (or k_no_die).
struct Play {
    std::size_t card = 0;
    Die die = k_no_die;
};
using Plays = std::array<Play, 2>;  // indexed by Side

// A side whose combo card dealt damage may follow up with one of `cards` and one of `dice` or none.
// No cards: no offer.
struct ComboOffer {
    CardSet cards = 0;
    DiceCounts dice;

    explicit operator bool() const { return cards != 0; }
};

// The answer to a ComboOffer: decline, or the follow-up card and its die (or k_no_die).
struct ComboChoice {
    bool follow = false;
    std::size_t card = 0;
    Die die = k_no_die;
};
using ComboChoices = std::array<ComboChoice, 2>;
using ComboOffers = std::array<ComboOffer, 2>;

// One blow: an attack card (or follow-up) against what the defender played.
struct Strike {
    Side attacker = Side::knight;
    std::size_t card = 0;
    Die die = k_no_die;
    int attack = 0;       // the attack card's value with its die
    int protection = 0;   // the defence it met (0 for an undefended follow-up or no defence)
    bool dodged = false;  // the defender dodged: no damage whatever the numbers
    int damage = 0;       // what the defender loses
    bool follow_up = false;
};

enum class Outcome : std::uint8_t { none, knight_wins, dragon_wins, draw };

// Everything a round did, in the order the rules do it, for printing.
struct RoundResult {
    Range range_before = Range::long_range;
    Range range_after = Range::long_range;
    Plays plays{};
    std::array<Strike, 4> strikes{};  // primary strikes (knight's first), then follow-ups
    std::size_t strike_count = 0;
    bool reduce = false;    // someone played "reduce range"
    bool increase = false;  // someone played "increase range"
    std::array<int, 2> damage_taken{};
    std::array<CardSet, 2> discarded_cards{};
    std::array<DiceCounts, 2> discarded_dice{};
    std::array<bool, 2> recuperated{};
    Outcome outcome = Outcome::none;
};

// A new game: full life, every card in hand, every die rolled, at the starting range.
GameState new_game(const GameData& data, Rng& rng);

// Rolls the dice a Recuperate reclaimed (SideState::unrolled) for both sides.
void roll_dice(GameState& state, Rng& rng);

// The cards `side` may play now: in hand and playable at the current range.
CardSet legal_cards(const GameData& data, const GameState& state, Side side);
// The die choices `side` has: k_no_die, then each face it holds, highest first.
std::vector<Die> die_options(const GameState& state, Side side);
bool is_legal(const GameData& data, const GameState& state, Side side, const Play& play);

// Which sides may follow up with a combo after `plays`: the combo card dealt damage, the range
// after this round's movement is short (ruling R1), and another combo card is in hand.
ComboOffers combo_offers(const GameData& data, const GameState& state, const Plays& plays);

// Plays one round: damage, combo follow-ups (as chosen in `combos`; ignored without an offer),
// movement, discards, Recuperate, and the end of the game. The plays must be legal (asserted).
// Dice reclaimed by Recuperate are left unrolled: call roll_dice() afterwards.
RoundResult resolve_round(const GameData& data, GameState& state, const Plays& plays,
                          const ComboChoices& combos = {});

// The game's result as the lives stand: over when a side has no life left.
Outcome outcome(const GameState& state);

}  // namespace pnpkit::dragon_dance
