#include "games/dice_adventures/difficulty.hpp"

#include "games/dice_adventures/distribution.hpp"

namespace pnpkit::dice_adventures {

namespace {

void choose(int classes, int size, int from, std::vector<int>& pick,
            std::vector<std::vector<int>>& out) {
    if (static_cast<int>(pick.size()) == size) {
        out.push_back(pick);
        return;
    }
    for (int c = from; c < classes; ++c) {
        pick.push_back(c);
        choose(classes, size, c + 1, pick, out);
        pick.pop_back();
    }
}

}  // namespace

std::vector<std::vector<int>> all_parties(int classes, int size) {
    std::vector<std::vector<int>> out;
    std::vector<int> pick;
    choose(classes, size, 0, pick, out);
    return out;
}

std::vector<CardDifficulty> card_difficulties(const GameData& data) {
    std::vector<CardDifficulty> out;
    auto parties = all_parties(static_cast<int>(data.classes.size()), data.settings.party);
    for (std::size_t i = 0; i < data.deck.size(); ++i) {
        GameData one = data;
        one.settings.adventures = 1;
        one.deck = {data.deck[i]};
        Rules rules{&one, &one.modes.front(), true};
        Solver solver(rules);
        CardDifficulty d;
        d.card = static_cast<int>(i);
        for (const auto& party : parties) {
            Camp camp;
            for (int c : party) {
                camp.party = with_level(camp.party, c, data.settings.start_level);
                camp.used = static_cast<std::uint8_t>(camp.used | 1u << c);
            }
            OutcomeMass ends = adventure_outcomes(solver, camp, 0, false);
            for (int r = 1; r <= k_faces; ++r) {
                if (one.deck[0].table[static_cast<std::size_t>(r - 1)].die > 0)
                    d.loss += ends.total(r);
            }
            d.score += solver.start_value(party);
        }
        d.loss /= static_cast<double>(parties.size());
        d.score /= static_cast<double>(parties.size());
        out.push_back(d);
    }
    return out;
}

}  // namespace pnpkit::dice_adventures
