#include "games/dragon_dance/cli_common.hpp"

#include "games/dragon_dance/game.hpp"
#include "games/load_all.hpp"

namespace pnpkit::dragon_dance {

std::optional<GameData> load_for_command(cli::Context& context) {
    Diagnostics diagnostics;
    auto game = games::load_game(context.paths().data, "dragon-dance", diagnostics);
    if (context.json() && !diagnostics.empty()) {
        print_json(context.out(), diagnostics);
    } else {
        context.report(diagnostics);
    }
    auto* loaded = dynamic_cast<DragonDanceGame*>(game.get());
    if (!loaded)
        return std::nullopt;
    return loaded->data();
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
