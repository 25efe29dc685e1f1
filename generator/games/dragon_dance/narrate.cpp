#include "games/dragon_dance/narrate.hpp"

#include <algorithm>
#include <array>

#include "games/dragon_dance/cli_common.hpp"

namespace pnpkit::dragon_dance {

namespace {

std::string the(const GameData& data, Side side) {
    return "the " + side_name(data, side);
}

std::string capital(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string with_die(const GameData& data, Side side, std::size_t card, Die die) {
    return data.card(side, card).name + " with " + die_text(die);
}

// What the defender loses to a strike when it has `life` left before it: all of the damage, or
// only its last life when the damage is more (life stops at zero: ruling R9).
std::string loss_words(const GameData& data, const Strike& s, int life) {
    Side defender = other(s.attacker);
    if (s.damage > life && life > 0) {
        return the(data, defender) + " loses its last " + std::to_string(life) + " (" +
               std::to_string(s.damage) + " dealt)";
    }
    if (s.damage > 0 && life <= 0) return the(data, defender) + " has no life left to lose";
    return the(data, defender) + " loses " + std::to_string(s.damage);
}

// `life` is what the defender has left before this strike.
std::string strike_line(const GameData& data, const RoundResult& r, const Strike& s, int life) {
    Side defender = other(s.attacker);
    std::string line;
    if (s.follow_up) {
        line = "Combo: " + the(data, s.attacker) + " follows up with " +
               with_die(data, s.attacker, s.card, s.die) + ": " + std::to_string(s.attack) +
               " damage, which no defence stops";
    } else {
        line = capital(the(data, s.attacker)) + "'s " + with_die(data, s.attacker, s.card, s.die) +
               " deals " + std::to_string(s.attack);
        const Play& guard = r.plays[index(defender)];
        if (!s.dodged && s.protection > 0) {
            line += "; " + with_die(data, defender, guard.card, guard.die) + " prevents " +
                    std::to_string(s.protection);
        } else if (!s.dodged) {
            line += "; no defence";
        }
    }
    if (s.dodged) line += "; " + the(data, defender) + " dodges";
    return line + ": " + loss_words(data, s, life) + ".";
}

std::string movement_line(const GameData& data, const RoundResult& r) {
    std::string movers;
    for (Side s : k_sides) {
        const Card& c = data.card(s, r.plays[index(s)].card);
        std::string what = c.has(Keyword::reduce_range)     ? "reduces range"
                           : c.has(Keyword::increase_range) ? "increases range"
                                                            : "";
        if (what.empty()) continue;
        if (!movers.empty()) movers += " and ";
        movers += the(data, s) + " " + what;
    }
    std::string where = std::string(to_string(r.range_after)) + " range";
    if (movers.empty()) return "Movement: none; the fight stays at " + where + ".";
    if (r.reduce && r.increase)
        return "Movement: " + movers + "; they cancel, the fight stays at " + where + ".";
    if (r.range_after == r.range_before)
        return "Movement: " + movers + "; the fight stays at " + where + ".";
    return "Movement: " + movers + "; the fight moves to " + where + ".";
}

std::string discard_text(const GameData& data, Side side, const RoundResult& r) {
    std::string text = cards_text(data, side, r.discarded_cards[index(side)]);
    int dice = r.discarded_dice[index(side)].total();
    if (dice > 0)
        text += (dice == 1 ? ", die " : ", dice ") + dice_text(r.discarded_dice[index(side)]);
    return side_name(data, side) + " " + text;
}

std::string life_text(const GameData& data, Side side, const GameState& before,
                      const GameState& after) {
    int lost = before.side(side).life - after.side(side).life;
    return side_name(data, side) + " " + std::to_string(after.side(side).life) + " of " +
           std::to_string(data.side(side).life) + " (lost " + std::to_string(lost) + ")";
}

// Tells the strikes in order, each with the life its defender has left as it lands.
class StrikeTeller {
public:
    StrikeTeller(const GameData& data, const GameState& before, const RoundResult& r)
        : m_data(&data),
          m_r(&r),
          m_life{before.side(Side::knight).life, before.side(Side::dragon).life} {}

    std::string operator()(const Strike& s) {
        int& left = m_life[index(other(s.attacker))];
        std::string line = strike_line(*m_data, *m_r, s, left);
        left = std::max(0, left - s.damage);
        return line;
    }

private:
    const GameData* m_data;
    const RoundResult* m_r;
    std::array<int, 2> m_life;
};

// The plays and the primary strikes (the knight's, then the dragon's), appended to `lines`.
void tell_plays(const GameData& data, const RoundResult& r, StrikeTeller& strike,
                std::vector<std::string>& lines) {
    lines.push_back("At " + std::string(to_string(r.range_before)) +
                    " range: " + side_name(data, Side::knight) + " plays " +
                    with_die(data, Side::knight, r.plays[0].card, r.plays[0].die) + ", " +
                    side_name(data, Side::dragon) + " plays " +
                    with_die(data, Side::dragon, r.plays[1].card, r.plays[1].die) + ".");
    for (Side s : k_sides) {
        bool attacked = false;
        for (std::size_t i = 0; i < r.strike_count; ++i) {
            if (r.strikes[i].attacker == s && !r.strikes[i].follow_up) {
                lines.push_back(strike(r.strikes[i]));
                attacked = true;
            }
        }
        if (!attacked) lines.push_back(capital(the(data, s)) + " does not attack.");
    }
}

}  // namespace

std::vector<std::string> narrate_plays(const GameData& data, const GameState& before,
                                       const RoundResult& r) {
    std::vector<std::string> lines;
    StrikeTeller strike(data, before, r);
    tell_plays(data, r, strike, lines);
    return lines;
}

std::vector<std::string> narrate_round(const GameData& data, const GameState& before,
                                       const RoundResult& r, const GameState& after) {
    std::vector<std::string> lines;
    StrikeTeller strike(data, before, r);
    tell_plays(data, r, strike, lines);
    ComboOffers offers = combo_offers(data, before, r.plays);
    for (Side s : k_sides) {
        bool followed = false;
        for (std::size_t i = 0; i < r.strike_count; ++i) {
            if (r.strikes[i].attacker == s && r.strikes[i].follow_up) {
                lines.push_back(strike(r.strikes[i]));
                followed = true;
            }
        }
        if (offers[index(s)] && !followed) {
            lines.push_back("Combo: " + the(data, s) + " could follow up with " +
                            cards_text(data, s, offers[index(s)].cards) + " but does not.");
        }
    }
    lines.push_back(movement_line(data, r));
    lines.push_back("Range now: " + std::string(to_string(r.range_after)) + ".");
    lines.push_back("Discarded: " + discard_text(data, Side::knight, r) + "; " +
                    discard_text(data, Side::dragon, r) + ".");
    for (Side s : k_sides) {
        if (!r.recuperated[index(s)]) continue;
        lines.push_back("Recuperate: " + the(data, s) +
                        " takes back every card and die and rolls " +
                        dice_text(after.side(s).dice) + ".");
    }
    lines.push_back("Life: " + life_text(data, Side::knight, before, after) + ", " +
                    life_text(data, Side::dragon, before, after) + ".");
    if (r.outcome != Outcome::none) lines.push_back(outcome_text(data, r.outcome));
    return lines;
}

std::vector<std::string> board_lines(const GameData& data, const GameState& state) {
    std::vector<std::string> lines;
    lines.push_back("Range: " + std::string(to_string(state.range)));
    for (Side s : k_sides) {
        const SideState& side = state.side(s);
        CardSet discards = full_hand(data.side(s)) & ~side.hand;
        lines.push_back(side_name(data, s) + ": life " + std::to_string(side.life) + " of " +
                        std::to_string(data.side(s).life) + "; dice " + dice_text(side.dice) +
                        " (spent " + dice_text(side.spent) + ")");
        lines.push_back("  hand: " + cards_text(data, s, side.hand));
        lines.push_back("  discards: " + cards_text(data, s, discards));
    }
    return lines;
}

std::string outcome_text(const GameData& data, Outcome outcome) {
    switch (outcome) {
        case Outcome::knight_wins:
            return "Result: " + the(data, Side::knight) + " wins.";
        case Outcome::dragon_wins:
            return "Result: " + the(data, Side::dragon) + " wins.";
        case Outcome::draw:
            return "Result: a draw; both fell in the same round and the Princess wanders off.";
        case Outcome::none:
            break;
    }
    return "Result: the fight goes on.";
}

}  // namespace pnpkit::dragon_dance
