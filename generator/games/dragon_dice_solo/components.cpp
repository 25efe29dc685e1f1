#include "games/dragon_dice_solo/components.hpp"

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

using namespace print;

namespace {

// "Steps B, C and D repeat until the battle is won or lost" as the card's turn sequence.
std::string card_steps(const SoloData& data) {
    std::vector<std::string> lines;
    bool in_loop = false;
    std::vector<std::string> looped = detail::repeated_steps(data);
    for (const auto& step : data.turn_sequence) {
        if (step.repeat && !in_loop) {
            lines.push_back("<span foreground=\"#7a2e1d\"><i>Repeat " + esc(join_and(looped)) +
                            " until the battle ends:</i></span>");
        }
        in_loop = step.repeat;
        lines.push_back("<b>" + esc(step.letter) + "  " + esc(step.name) +
                        "</b> <span foreground=\"#8a6d46\">" + esc(step.section) + "</span>  " +
                        esc(step.summary));
    }
    return join(lines, "\n");
}

}  // namespace

layout::SheetComponent reference_booklet(const SoloData& data) {
    return {"reference-booklet", "Reference booklet", booklet_pages(data, k_game_title)};
}

layout::DeckComponent turn_sequence_card(const SoloData& data) {
    layout::Record front = titled_record("turn-sequence", "Turn sequence", k_game_title);
    front.set_markup("steps", card_steps(data));
    layout::Record back = titled_record("turn-sequence back", "Turn sequence", k_game_title);
    back.set_markup("victory", detail::victory_text(data));
    layout::DeckComponent deck;
    deck.id = "turn-sequence";
    deck.title = "Turn-sequence card";
    deck.cards.push_back(layout::Card{layout::Face{"dds-turn-card", front},
                                      layout::Face{"dds-turn-card-back", back}, 1});
    return deck;
}

std::vector<layout::Component> solo_components(const SoloData& data) {
    return {reference_booklet(data), campaign_tracker(data), turn_sequence_card(data)};
}

}  // namespace pnpkit::games::dragon_dice_solo
