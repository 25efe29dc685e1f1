#include "games/dragon_dance/console.hpp"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>
#include <string>

#include "core/text.hpp"
#include "games/dragon_dance/ai.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/lookahead.hpp"
#include "games/dragon_dance/narrate.hpp"

namespace pnpkit::dragon_dance {

namespace {

std::string lower(std::string_view text) {
    std::string out(trim(text));
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string die_list(const std::vector<Die>& options) {
    std::vector<std::string> words;
    for (Die d : options)
        words.push_back(d == k_no_die ? "none" : std::to_string(d));
    return join(words, ", ");
}

// Reads the person's answers; every prompt is repeated until the answer is legal.
class HumanPlayer final : public Player {
  public:
    HumanPlayer(const GameData& data, std::istream& in, std::ostream& out, Echo echo)
        : m_data(&data), m_in(&in), m_out(&out), m_echo(echo) {}

    std::optional<Die> choose_die(const GameState& state, Side me, Rng&) override {
        std::vector<Die> options = die_options(state, me);
        std::rotate(options.begin(), options.begin() + 1, options.end());  // none last
        for (;;) {
            auto line = ask("Your die (" + die_list(options) + "): ");
            if (!line)
                return std::nullopt;
            if (auto die = parse_die(*line);
                die && std::find(options.begin(), options.end(), *die) != options.end()) {
                return die;
            }
            say("'" + *line + "' is not one of your choices; type one of " + die_list(options) +
                ".");
        }
    }

    std::optional<std::size_t> choose_card(const GameState& state, Side me,
                                           const std::array<Die, 2>& dice, Rng&) override {
        std::vector<std::size_t> legal = card_list(legal_cards(*m_data, state, me));
        say("Your cards at " + std::string(to_string(state.range)) + " range, with " +
            die_text(dice[index(me)]) + ":");
        for (std::size_t i = 0; i < legal.size(); ++i) {
            const Card& c = m_data->card(me, legal[i]);
            say("  " + std::to_string(i + 1) + "  " + c.name + " (" + c.id +
                "): " + card_summary(c, dice[index(me)]));
        }
        for (;;) {
            auto line =
                ask("Your card (1 to " + std::to_string(legal.size()) + ", or its id or name): ");
            if (!line)
                return std::nullopt;
            if (auto card = parse_card(*line, legal, me))
                return card;
            std::vector<std::string> ids;
            for (std::size_t c : legal)
                ids.push_back(m_data->card(me, c).id);
            say("'" + *line + "' is not a card you can play now; type 1 to " +
                std::to_string(legal.size()) + " or one of " + join(ids, ", ") + ".");
        }
    }

    std::optional<ComboChoice> choose_combo(const GameState&, Side me, const Plays& plays,
                                            const ComboOffer& offer, Rng&) override {
        std::size_t card = card_list(offer.cards).front();
        std::vector<Die> options = offer.dice.faces();
        options.erase(std::unique(options.begin(), options.end()), options.end());
        options.push_back(k_no_die);
        say("Your " + m_data->card(me, plays[index(me)].card).name +
            " hurt, and you are at short range: you may "
            "follow up with " +
            m_data->card(me, card).name + ".");
        for (;;) {
            auto line = ask("Follow-up die (" + die_list(options) + "), or skip: ");
            if (!line)
                return std::nullopt;
            if (lower(*line) == "skip")
                return ComboChoice{};
            if (auto die = parse_die(*line);
                die && std::find(options.begin(), options.end(), *die) != options.end()) {
                return ComboChoice{true, card, *die};
            }
            say("'" + *line + "' is not one of your choices; type one of " + die_list(options) +
                ", or skip.");
        }
    }

  private:
    // One trimmed line; nullopt at end of input or on "quit".
    std::optional<std::string> ask(const std::string& prompt) {
        *m_out << prompt << std::flush;
        std::string line;
        if (!std::getline(*m_in, line)) {
            *m_out << '\n';
            return std::nullopt;
        }
        std::string answer(trim(line));
        if (m_echo == Echo::yes)
            *m_out << answer << '\n';
        if (lower(answer) == "quit")
            return std::nullopt;
        return answer;
    }

    void say(const std::string& line) { *m_out << line << '\n'; }

    static std::optional<Die> parse_die(const std::string& text) {
        std::string word = lower(text);
        if (word == "none" || word == "0" || word == "-" || word == "n")
            return k_no_die;
        if (word.size() == 1 && word[0] >= '1' && word[0] <= '6')
            return word[0] - '0';
        return std::nullopt;
    }

    std::optional<std::size_t> parse_card(const std::string& text,
                                          const std::vector<std::size_t>& legal, Side me) {
        if (!text.empty() &&
            std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            std::size_t n = std::stoul(text.substr(0, 3));
            if (n >= 1 && n <= legal.size())
                return legal[n - 1];
            return std::nullopt;
        }
        auto card = m_data->find_card(me, lower(text));
        if (card && std::find(legal.begin(), legal.end(), *card) != legal.end())
            return card;
        return std::nullopt;
    }

    const GameData* m_data;
    std::istream* m_in;
    std::ostream* m_out;
    Echo m_echo;
};

// Prints the game as it goes, from the person's side.
class ConsoleObserver final : public Observer {
  public:
    ConsoleObserver(const GameData& data, Side human, std::ostream& out)
        : m_data(&data), m_human(human), m_out(&out) {}

    void round_started(const GameState& state) override {
        say("");
        say("== Round " + std::to_string(state.round + 1) + " ==");
        for (const auto& line : board_lines(*m_data, state))
            say(line);
    }
    void dice_revealed(const GameState&, const std::array<Die, 2>& dice) override {
        say("You chose " + die_text(dice[index(m_human)]) + "; the " +
            side_name(*m_data, other(m_human)) + " chose " + die_text(dice[index(other(m_human))]) +
            ".");
    }
    void cards_revealed(const GameState&, const Plays& plays) override {
        Side computer = other(m_human);
        say("You play " + m_data->card(m_human, plays[index(m_human)].card).name + "; the " +
            side_name(*m_data, computer) + " plays " +
            m_data->card(computer, plays[index(computer)].card).name + ".");
    }
    void round_ended(const GameState& before, const RoundResult& result,
                     const GameState& after) override {
        auto lines = narrate_round(*m_data, before, result, after);
        for (std::size_t i = 1; i < lines.size(); ++i)
            say(lines[i]);
    }

  private:
    void say(const std::string& line) { *m_out << line << '\n'; }

    const GameData* m_data;
    Side m_human;
    std::ostream* m_out;
};

}  // namespace

std::string card_summary(const Card& card, Die die) {
    std::string out;
    if (card.kind == Kind::attack)
        out = "attack " + std::to_string(card.value(die));
    if (card.kind == Kind::defence)
        out = card.has(Keyword::dodge) ? "defence" : "defence " + std::to_string(card.value(die));
    if (card.kind == Kind::movement)
        out = "movement";
    if (card.kind == Kind::special)
        out = "special";
    std::vector<std::string> words;
    for (Keyword k : card.keywords)
        words.emplace_back(to_string(k));
    if (!words.empty())
        out += "; " + join(words, ", ");
    return out;
}

GameRecord play_in_terminal(const GameData& data, Side human, Rng& rng, std::istream& in,
                            std::ostream& out, Echo echo) {
    HumanPlayer person(data, in, out, echo);
    ComputerPlayer computer(data, best_evaluation(data));
    std::array<Player*, 2> players{};
    players[index(human)] = &person;
    players[index(other(human))] = &computer;
    out << "Dragon Dance: you are the " << side_name(data, human) << ", the computer is the "
        << side_name(data, other(human)) << ".\n"
        << "Each round: choose a die (or none), see both dice, then choose a card. Type 'quit' to "
           "leave.\n";
    ConsoleObserver observer(data, human, out);
    GameRecord record = play_game(data, players, rng, 0, &observer);
    out << '\n';
    if (record.abandoned) {
        out << "Game abandoned after " << record.rounds << " round"
            << (record.rounds == 1 ? "" : "s") << ".\n";
    } else {
        out << outcome_text(data, record.outcome) << " (" << record.rounds << " round"
            << (record.rounds == 1 ? "" : "s") << ")\n";
    }
    return record;
}

}  // namespace pnpkit::dragon_dance
