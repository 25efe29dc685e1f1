#include "games/dragon_dance/console.hpp"

#include <string>
#include <vector>

#include "core/text.hpp"

namespace pnpkit::dragon_dance {

std::string card_summary(const Card& card, Die die) {
    std::string out;
    if (card.kind == Kind::attack) out = "attack " + std::to_string(card.value(die));
    if (card.kind == Kind::defence)
        out = card.has(Keyword::dodge) ? "defence" : "defence " + std::to_string(card.value(die));
    if (card.kind == Kind::movement) out = "movement";
    if (card.kind == Kind::special) out = "special";
    std::vector<std::string> words;
    for (Keyword k : card.keywords) words.emplace_back(to_string(k));
    if (!words.empty()) out += "; " + join(words, ", ");
    return out;
}

std::string die_answer(Die die) {
    return die == k_no_die ? "none" : std::to_string(die);
}

}  // namespace pnpkit::dragon_dance
