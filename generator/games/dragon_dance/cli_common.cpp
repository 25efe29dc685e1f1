#include "games/dragon_dance/cli_common.hpp"

#include "games/dragon_dance/game.hpp"
#include "cli/game_data.hpp"

namespace pnpkit::dragon_dance {

std::optional<GameData> load_for_command(cli::Context& context) {
    auto game = cli::load_game_for_command_as<DragonDanceGame>(context, "dragon-dance");
    if (!game)
        return std::nullopt;
    return game->data();
}

std::string dice_text(const DiceCounts& dice) {
    std::string out;
    for (Die d : dice.faces()) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(d);
    }
    return out.empty() ? "none" : out;
}

std::string die_text(Die die) {
    return die == k_no_die ? "no die" : "a " + std::to_string(die);
}

std::string cards_text(const GameData& data, Side side, CardSet cards) {
    std::string out;
    for (std::size_t i : card_list(cards)) {
        if (i >= data.side(side).cards.size())
            break;
        if (!out.empty())
            out += ", ";
        out += data.card(side, i).name;
    }
    return out.empty() ? "none" : out;
}

std::string side_name(const GameData& data, Side side) {
    return data.side(side).name;
}

}  // namespace pnpkit::dragon_dance
