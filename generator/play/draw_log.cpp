#include "play/draw_log.hpp"

#include <algorithm>
#include <charconv>
#include <set>
#include <stdexcept>

#include "core/text.hpp"
#include "load/table_reader.hpp"

namespace pnpkit::play {

namespace {

constexpr std::string_view k_command = "command";

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text) {
        if (c == ' ' || c == '\t') {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

bool has(const std::vector<std::string>& items, const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

// One step replayed onto the table; each failure is a sentence, reported at the step.
class Replayer {
public:
    explicit Replayer(Session& table) : m_table(&table) {}

    // Applies the step; returns why it does not fit the table (empty when it does).
    std::string apply(const Step& step) {
        m_pos = step.pos;
        std::vector<std::string> words = words_of(step.answer);
        bool command = step.ask == k_command;
        if (command != (step.by == By::player)) {
            return command ? "a command is the player's: leave out by = \"pnpkit\""
                           : "'" + step.ask + "' is what pnpkit did: it needs by = \"pnpkit\"";
        }
        if (command) return words.empty() ? "the command is empty" : "";
        if (step.ask == "set") return set(words);
        if (step.ask == "tile") return tile(words);
        if (step.ask == "return") return put_back(words);
        if (step.ask == "hold") return hold(words);
        if (step.ask == "shuffle") return shuffle(words);
        if (step.ask == "card") return card(words);
        if (step.ask == "discard") return discard(words);
        if (step.ask == "reset") return reset(words);
        return "'" + step.ask +
               "' is no step of a draw session (command, set, tile, return, hold, shuffle, card, "
               "discard or reset)";
    }

private:
    std::string set(const std::vector<std::string>& words) {
        auto sets = standard_domino_sets();
        int max_pips = -1;
        if (words.size() == 1) {
            const std::string& word = words[0];
            auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), max_pips);
            if (error != std::errc() || end != word.data() + word.size()) max_pips = -1;
        }
        if (std::find(sets.begin(), sets.end(), max_pips) == sets.end())
            return "a set is 6, 9, 12, 15 or 18 (a double-N set)";
        if (m_table->dominoes && !m_table->dominoes->out.empty())
            return "a new set while tiles are out (" + tiles_text(m_table->dominoes->out) + ")";
        m_table->dominoes = SessionDominoes{DominoBag(max_pips), {}, {}};
        return "";
    }

    std::string tile(const std::vector<std::string>& words) {
        if (!m_table->dominoes) return "a tile drawn before any set";
        std::optional<Domino> drawn = words.size() == 1 ? parse_domino(words[0]) : std::nullopt;
        if (!drawn) return "a tile is written like 2-5";
        if (!m_table->dominoes->bag.take(*drawn))
            return "tile " + drawn->to_string() + " is not in the bag";
        m_table->dominoes->out.push_back(*drawn);
        return "";
    }

    std::string put_back(const std::vector<std::string>& words) {
        if (!m_table->dominoes) return "tiles returned before any set";
        std::vector<Domino> tiles;
        if (std::string error = parse_tiles(words, tiles); !error.empty()) return error;
        if (tiles.empty()) return "no tile to return";
        return join(return_dominoes(*m_table->dominoes, tiles), "; ");
    }

    std::string hold(const std::vector<std::string>& words) {
        if (!m_table->dominoes) return "tiles held before any set";
        if (words.empty()) return "a hold names its holder, then its tiles";
        std::vector<Domino> tiles;
        std::vector<std::string> rest(words.begin() + 1, words.end());
        if (std::string error = parse_tiles(rest, tiles); !error.empty()) return error;
        SessionDominoes& dominoes = *m_table->dominoes;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            Domino tile = tiles[i];
            if (std::find(dominoes.out.begin(), dominoes.out.end(), tile) == dominoes.out.end())
                return "held tile " + tile.to_string() + " is not out";
            if (std::find(tiles.begin(), tiles.begin() + static_cast<std::ptrdiff_t>(i), tile) !=
                tiles.begin() + static_cast<std::ptrdiff_t>(i))
                return "tile " + tile.to_string() + " is named twice";
            for (const auto& [holder, held] : dominoes.held) {
                if (holder != words[0] && std::find(held.begin(), held.end(), tile) != held.end())
                    return "tile " + tile.to_string() + " is held by " + holder + " already";
            }
        }
        if (tiles.empty()) {
            dominoes.held.erase(words[0]);
        } else {
            dominoes.held[words[0]] = tiles;
        }
        return "";
    }

    std::string shuffle(const std::vector<std::string>& words) {
        if (words.empty() || !is_deck_name(words[0]))
            return "a shuffle names its deck as GAME:DECK, then its cards";
        std::vector<std::string> ids(words.begin() + 1, words.end());
        std::set<std::string> seen;
        for (const std::string& id : ids) {
            if (!seen.insert(id).second) return "card '" + id + "' is named twice";
        }
        SessionDeck* deck = m_table->find_deck(words[0]);
        if (!deck) {
            SessionDeck made;
            made.name = words[0];
            made.pos = m_pos;
            deck = &m_table->add_deck(std::move(made));
        } else {
            std::vector<std::string> piles = deck->cards.draw_pile();
            piles.insert(piles.end(), deck->cards.discards().begin(), deck->cards.discards().end());
            std::vector<std::string> missing, extra;
            for (const std::string& id : piles) {
                if (!seen.contains(id)) missing.push_back(id);
            }
            for (const std::string& id : ids) {
                if (!has(piles, id)) extra.push_back(id);
            }
            if (!extra.empty())
                return "the shuffle holds " + quoted_list(extra, "and") +
                       ", in neither the draw pile nor the discards of " + deck->name;
            if (!missing.empty())
                return "the shuffle leaves out " + quoted_list(missing, "and") + " of " +
                       deck->name;
        }
        deck->cards = Deck<std::string>({ids.rbegin(), ids.rend()});
        for (const std::string& id : ids) deck->card_pos[id] = m_pos;
        return "";
    }

    std::string card(const std::vector<std::string>& words) {
        if (words.size() != 2) return "a card step names its deck, then one card";
        SessionDeck* deck = m_table->find_deck(words[0]);
        if (!deck) return "deck " + words[0] + " has not been shuffled";
        std::vector<std::string> pile = deck->cards.draw_pile();
        auto it = std::find(pile.begin(), pile.end(), words[1]);
        if (it == pile.end())
            return "card '" + words[1] + "' is not in the draw pile of " + deck->name;
        pile.erase(it);
        deck->cards = Deck<std::string>(std::move(pile), deck->cards.discards());
        deck->out.push_back(words[1]);
        return "";
    }

    std::string discard(const std::vector<std::string>& words) {
        if (words.size() < 2) return "a discard names its deck, then its cards";
        SessionDeck* deck = m_table->find_deck(words[0]);
        if (!deck) return "deck " + words[0] + " has not been shuffled";
        std::vector<std::string> out = deck->out;
        for (auto id = words.begin() + 1; id != words.end(); ++id) {
            auto it = std::find(out.begin(), out.end(), *id);
            if (it == out.end()) return "card '" + *id + "' of " + deck->name + " is not out";
            out.erase(it);
        }
        deck->out = std::move(out);
        for (auto id = words.begin() + 1; id != words.end(); ++id) deck->cards.discard(*id);
        return "";
    }

    std::string reset(const std::vector<std::string>& words) {
        if (words.size() != 1) return "a reset names one deck";
        if (!m_table->remove_deck(words[0])) return "deck " + words[0] + " is not on the table";
        return "";
    }

    static std::string parse_tiles(const std::vector<std::string>& words,
                                   std::vector<Domino>& tiles) {
        for (const std::string& word : words) {
            auto tile = parse_domino(word);
            if (!tile) return "'" + word + "' is not a tile like 2-5";
            tiles.push_back(*tile);
        }
        return "";
    }

    static std::string tiles_text(const std::vector<Domino>& tiles) {
        std::string text;
        for (Domino tile : tiles) text += (text.empty() ? "" : " ") + tile.to_string();
        return text;
    }

    Session* m_table;
    SourcePos m_pos;
};

// --- recording -------------------------------------------------------------------------------

std::string tile_words(const std::vector<Domino>& tiles) {
    std::string text;
    for (Domino tile : tiles) text += " " + tile.to_string();
    return text;
}

std::string id_words(const std::vector<std::string>& ids) {
    std::string text;
    for (const std::string& id : ids) text += " " + id;
    return text;
}

// `items` without the first occurrence of each of `gone`.
template <typename T>
std::vector<T> without(std::vector<T> items, const std::vector<T>& gone) {
    for (const T& item : gone) {
        auto it = std::find(items.begin(), items.end(), item);
        if (it != items.end()) items.erase(it);
    }
    return items;
}

// The items of `items` that are not in `kept`, in their order.
template <typename T>
std::vector<T> missing_from(const std::vector<T>& items, const std::vector<T>& kept) {
    std::vector<T> missing;
    for (const T& item : items) {
        if (std::find(kept.begin(), kept.end(), item) == kept.end()) missing.push_back(item);
    }
    return missing;
}

// `after` as `before` followed by more items: those items, or nullopt when it is not.
template <typename T>
std::optional<std::vector<T>> added_to(const std::vector<T>& before, const std::vector<T>& after) {
    if (after.size() < before.size() || !std::equal(before.begin(), before.end(), after.begin()))
        return std::nullopt;
    return std::vector<T>(after.begin() + static_cast<std::ptrdiff_t>(before.size()), after.end());
}

class Recorder {
public:
    explicit Recorder(Log& log) : m_log(&log) {}

    void add(std::string ask, std::string answer) {
        m_log->steps.push_back({std::move(ask), std::move(answer), By::pnpkit, {}});
    }

    void dominoes(const std::optional<SessionDominoes>& before,
                  const std::optional<SessionDominoes>& after) {
        if (!after) {
            if (before) throw std::logic_error("a draw command took the dominoes off the table");
            return;
        }
        std::vector<Domino> out;
        std::map<std::string, std::vector<Domino>> held;
        if (before) {
            out = before->out;
            held = before->held;
        }
        std::vector<Domino> returned = missing_from(out, after->out);
        if (!before || before->bag.max_pips() != after->bag.max_pips()) returned = out;
        if (!returned.empty()) {
            add("return", tile_words(returned).substr(1));
            out = without(out, returned);
            for (auto& [holder, tiles] : held) tiles = without(tiles, returned);
            std::erase_if(held, [](const auto& entry) { return entry.second.empty(); });
        }
        if (!before || before->bag.max_pips() != after->bag.max_pips())
            add("set", std::to_string(after->bag.max_pips()));
        auto drawn = added_to(out, after->out);
        if (!drawn) throw std::logic_error("a draw command reordered the tiles out");
        for (Domino tile : *drawn) add("tile", tile.to_string());
        std::set<std::string> holders;
        for (const auto& [holder, tiles] : held) holders.insert(holder);
        for (const auto& [holder, tiles] : after->held) holders.insert(holder);
        for (const std::string& holder : holders) {
            auto was = held.find(holder);
            auto now = after->held.find(holder);
            std::vector<Domino> old_tiles = was == held.end() ? std::vector<Domino>{} : was->second;
            std::vector<Domino> new_tiles =
                now == after->held.end() ? std::vector<Domino>{} : now->second;
            if (old_tiles != new_tiles) add("hold", holder + tile_words(new_tiles));
        }
    }

    void deck(const SessionDeck* before, const SessionDeck& after) {
        const std::string& name = after.name;
        std::vector<std::string> out, pile, discards;
        if (before) {
            out = before->out;
            pile = before->cards.draw_pile();
            discards = before->cards.discards();
        }
        std::vector<std::string> discarded = missing_from(out, after.out);
        if (!discarded.empty()) {
            // In the order they went down when the discards show it, else in the order drawn.
            auto added = added_to(discards, after.cards.discards());
            if (added && added->size() == discarded.size()) discarded = *added;
            add("discard", name + id_words(discarded));
            out = without(out, discarded);
            discards.insert(discards.end(), discarded.begin(), discarded.end());
        }
        auto drawn = added_to(out, after.out);
        if (!drawn) throw std::logic_error("a draw command reordered the cards out of " + name);
        std::vector<std::string> left = without(pile, *drawn);
        bool shuffled =
            !before || left != after.cards.draw_pile() || discards != after.cards.discards();
        if (shuffled) {
            if (!after.cards.discards().empty())
                throw std::logic_error("a draw command shuffled " + name + " and kept discards");
            // Top first: the cards drawn, in the order drawn, on what is left of the pile.
            std::vector<std::string> order = *drawn;
            order.insert(order.end(), after.cards.draw_pile().rbegin(),
                         after.cards.draw_pile().rend());
            add("shuffle", name + id_words(order));
        }
        for (const std::string& id : *drawn) add("card", name + " " + id);
    }

private:
    Log* m_log;
};

}  // namespace

bool is_deck_name(std::string_view name) {
    std::size_t colon = name.find(':');
    return colon != std::string_view::npos && load::is_valid_id(name.substr(0, colon)) &&
           load::is_valid_id(name.substr(colon + 1));
}

std::optional<Session> replay_draws(const Log& log, Diagnostics& diagnostics) {
    std::size_t errors = diagnostics.error_count();
    if (!log.setup.empty()) {
        diagnostics.error(log.setup_pos, "a draw session has no set-up options",
                          "write it as setup = {}");
    }
    Session table;
    Replayer replayer(table);
    for (std::size_t i = 0; i < log.steps.size(); ++i) {
        std::string error = replayer.apply(log.steps[i]);
        if (error.empty()) continue;
        diagnostics.error(log.steps[i].pos, "step " + std::to_string(i + 1) + ": " + error,
                          "delete this step and those after it, or take back the last commands "
                          "with: pnpkit draw undo N --session FILE");
        break;  // the steps after it were made on a table this one is not
    }
    if (diagnostics.error_count() > errors) return std::nullopt;
    return table;
}

void record_draws(Log& log, std::string command, const Session& before, const Session& after) {
    log.steps.push_back({std::string(k_command), std::move(command), By::player, {}});
    Recorder recorder(log);
    for (const SessionDeck& deck : before.decks) {
        if (!after.find_deck(deck.name)) recorder.add("reset", deck.name);
    }
    recorder.dominoes(before.dominoes, after.dominoes);
    for (const SessionDeck& deck : after.decks) recorder.deck(before.find_deck(deck.name), deck);
}

}  // namespace pnpkit::play
