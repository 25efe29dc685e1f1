#include "games/dragon_dance/model.hpp"

#include <algorithm>
#include <cctype>

namespace pnpkit::dragon_dance {

namespace {

// Lower case without spaces, '-' or '_': "Breathe Fire" and "breathe-fire" both give "breathefire".
std::string squash(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == ' ' || c == '-' || c == '_')
            continue;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

}  // namespace

std::string_view to_string(Side side) {
    return side == Side::knight ? "knight" : "dragon";
}

std::string_view to_string(Range range) {
    return range == Range::long_range ? "long" : "short";
}

std::string_view to_string(Kind kind) {
    switch (kind) {
        case Kind::attack:
            return "attack";
        case Kind::defence:
            return "defence";
        case Kind::movement:
            return "movement";
        case Kind::special:
            return "special";
    }
    return "?";
}

std::string_view to_string(Keyword keyword) {
    switch (keyword) {
        case Keyword::combo:
            return "combo";
        case Keyword::charge:
            return "charge";
        case Keyword::dodge:
            return "dodge";
        case Keyword::recuperate:
            return "recuperate";
        case Keyword::reduce_range:
            return "reduce range";
        case Keyword::increase_range:
            return "increase range";
    }
    return "?";
}

bool Card::playable_at(Range range) const {
    return std::find(ranges.begin(), ranges.end(), range) != ranges.end();
}

bool Card::has(Keyword keyword) const {
    return std::find(keywords.begin(), keywords.end(), keyword) != keywords.end();
}

bool Card::uses_table() const {
    if (kind == Kind::attack)
        return true;
    return kind == Kind::defence && !has(Keyword::dodge);
}

std::optional<std::size_t> GameData::find_card(Side s, std::string_view id_or_name) const {
    const auto& cards = side(s).cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].id == id_or_name)
            return i;
    }
    std::string wanted = squash(id_or_name);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (squash(cards[i].name) == wanted)
            return i;
    }
    return std::nullopt;
}

std::string_view keyword_text(Keyword keyword) {
    switch (keyword) {
        case Keyword::combo:
            return "Combo: if this attack hurts and you are still at short range after moving, you "
                   "may at once "
                   "play your other combo card from your hand, with a die you have left or none, "
                   "as an attack "
                   "that no defence stops.";
        case Keyword::charge:
            return "Charge: deal the damage first, then close in.";
        case Keyword::dodge:
            return "Dodge: you take no damage at all this round.";
        case Keyword::recuperate:
            return "Recuperate: take back every card and die you have discarded, this one too, "
                   "then roll all "
                   "your dice again.";
        case Keyword::reduce_range:
            return "Reduce range: the fight moves to short range, unless the other side increases "
                   "it.";
        case Keyword::increase_range:
            return "Increase range: the fight moves to long range, unless the other side reduces "
                   "it.";
    }
    return "";
}

std::string card_text(const Card& card) {
    std::string out;
    for (Keyword keyword : card.keywords) {
        if (!out.empty())
            out += ' ';
        out += keyword_text(keyword);
    }
    return out;
}

std::string ranges_text(const Card& card) {
    std::string out;
    for (Range range : card.ranges) {
        if (!out.empty())
            out += " and ";
        out += to_string(range);
    }
    return out;
}

}  // namespace pnpkit::dragon_dance
