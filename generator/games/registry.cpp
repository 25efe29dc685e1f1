#include "games/colf/game.hpp"
#include "games/dice_adventures/game.hpp"
#include "games/domino_run/game.hpp"
#include "games/dragon_dance/game.hpp"
#include "games/dragon_dice_solo/game.hpp"
#include "games/game.hpp"

namespace pnpkit::games {

namespace {

// The table of games: adding a game is one folder under games/ and one row here.
const GameInfo k_games[] = {
    {"colf", "CoLF DaDA", &colf::load_game, &colf::add_commands},
    {"dragon-dance", "Dragon Dance", &dragon_dance::load_game, &dragon_dance::add_commands},
    {"dragon-dice-solo", "Dragon Dice Solo Challenge", &dragon_dice_solo::load_solo_game,
     &dragon_dice_solo::add_commands},
    {"domino-run", "Domino Run", &domino_run::load_game, &domino_run::add_commands},
    {"dice-adventures", "Dice Adventures", &dice_adventures::load_game, &dice_adventures::add_commands},
};

}  // namespace

std::span<const GameInfo> all_games() { return k_games; }

const GameInfo* find_game(std::string_view id) {
    for (const auto& game : k_games) {
        if (game.id == id) return &game;
    }
    return nullptr;
}

}  // namespace pnpkit::games
