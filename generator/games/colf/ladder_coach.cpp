#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "games/colf/guided.hpp"
#include "games/colf/ladder.hpp"
#include "games/colf/rules.hpp"
#include "play/answers.hpp"
#include "play/console.hpp"
#include "play/evaluation.hpp"
#include "play/table.hpp"

namespace pnpkit::colf {

namespace {

// More questions than a guided game asks (a long one asks a few hundred).
constexpr std::size_t k_coach_questions = 100000;

bool ends_with(std::string_view text, std::string_view tail) {
    return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

// The chance of a ladder game as a guided game with typed dice and draws meets it: the dice from
// the dice stream in order, the tiles and cards from the draws stream as play_game takes them.
class LadderTable {
public:
    LadderTable(const ColfData& data, const Rng& stream) : m_data(data), m_chance(stream) {
        // play_game shuffles both decks before the hero draws: the same steps keep the streams
        // in step, and the shuffled piles say which card of those that fit comes first.
        m_nouns = make_deck(data, DeckKind::nouns, m_chance.draws);
        m_adjectives = make_deck(data, DeckKind::adjectives, m_chance.draws);
    }

    // The answer to one of pnpkit's questions asked of the player (typed dice, tiles, cards);
    // nullopt for a decision.
    std::optional<std::string> answer(const play::Question& q, CoachGame& record) {
        const std::string& id = q.ask->id;
        if (q.answers.empty()) return std::nullopt;
        if (ends_with(id, "dice") || ends_with(id, "dice-again")) {
            auto shown = play::parse_dice(q.answers.front(), k_faces);
            if (!shown) throw std::logic_error("colf ladder: no roll offered for '" + id + "'");
            std::vector<int> dice;
            for (std::size_t i = 0; i < shown->size(); ++i) {
                dice.push_back(m_chance.dice.roll(k_faces));
                record.dice_read.push_back(dice.back());
            }
            return play::dice_text(dice);
        }
        if (ends_with(id, "-tile")) {
            TilePool pool = TilePool::empty_pool();  // the bag, drawn as play_game draws
            for (const std::string& text : q.answers) pool.put_back(*parse_domino(text));
            record.tiles_drawn.push_back(*pool.draw(m_chance.draws));
            return record.tiles_drawn.back().to_string();
        }
        if (id == "noun" || id == "master-noun" || id == "adjective" || id == "master-adjective") {
            bool noun = id == "noun" || id == "master-noun";
            CardDeck& pile = noun ? m_nouns : m_adjectives;
            const auto& cards = m_data.deck(noun ? DeckKind::nouns : DeckKind::adjectives);
            auto offered = [&](CardRef r) {
                return std::find(q.answers.begin(), q.answers.end(), cards[r].id) !=
                       q.answers.end();
            };
            // The card nearest the top of the shuffled pile; once the guided game's piles part
            // from it (discards come back), one of those offered at random.
            if (auto card = pile.draw_if(offered, m_chance.draws)) return cards[*card].id;
            return q.answers[m_chance.draws.below(q.answers.size())];
        }
        return std::nullopt;
    }

private:
    const ColfData& m_data;
    LadderChance m_chance;
    CardDeck m_nouns;
    CardDeck m_adjectives;
};

}  // namespace

CoachGame play_coach_game(std::shared_ptr<const ColfData> data, const Rng& stream) {
    CoachGame out;
    play::Log log;
    log.game = "colf";
    log.seed = stream.stream(3).seed();  // unused: every roll and draw is typed below
    log.dice = play::DiceMode::typed;
    log.draws = play::DrawMode::typed;
    std::ostringstream silent;
    std::istringstream nothing;
    play::Console console(nothing, silent, play::Terminal::no);
    LadderTable chance(*data, stream);
    std::size_t questions = 0;
    play::Table::Hooks hooks;
    hooks.player = [&](const play::Question& question) {
        if (++questions > k_coach_questions)
            throw std::logic_error("colf ladder: the coach's game does not end");
        if (auto typed = chance.answer(question, out)) return *typed;
        const play::Ask& ask = *question.ask;
        if (ask.evaluate) {
            play::Evaluation evaluation = ask.evaluate();
            if (auto best = evaluation.best()) return evaluation.values[*best].answer;
        }
        if (question.answers.empty())
            throw std::logic_error("colf ladder: the coach has no answer to '" + ask.id + "'");
        return question.answers.front();
    };
    GuidedGame game(data);
    play::Table table(log, console, std::move(hooks));
    game.play(table);
    out.won = game.outcome() == GuidedGame::Outcome::won;
    out.tier = game.tier();
    return out;
}

}  // namespace pnpkit::colf
