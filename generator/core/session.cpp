#include "core/session.hpp"

#include <algorithm>
#include <cassert>
#include <set>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit {

namespace fs = std::filesystem;

SourcePos SessionDeck::where(const std::string& card) const {
    auto it = card_pos.find(card);
    return it == card_pos.end() ? pos : it->second;
}

SessionDeck* Session::find_deck(std::string_view name) {
    auto it = std::find_if(decks.begin(), decks.end(),
                           [&](const SessionDeck& d) { return d.name == name; });
    return it == decks.end() ? nullptr : &*it;
}

SessionDeck& Session::add_deck(SessionDeck deck) {
    assert(!find_deck(deck.name));
    auto it = std::lower_bound(
        decks.begin(), decks.end(), deck.name,
        [](const SessionDeck& d, const std::string& name) { return d.name < name; });
    return *decks.insert(it, std::move(deck));
}

bool Session::remove_deck(std::string_view name) {
    auto it = std::find_if(decks.begin(), decks.end(),
                           [&](const SessionDeck& d) { return d.name == name; });
    if (it == decks.end()) return false;
    decks.erase(it);
    return true;
}

bool is_deck_name(std::string_view name) {
    std::size_t colon = name.find(':');
    return colon != std::string_view::npos && load::is_valid_id(name.substr(0, colon)) &&
           load::is_valid_id(name.substr(colon + 1));
}

// --- writing ---------------------------------------------------------------------------------

namespace {

constexpr std::size_t k_line_width = 100;

// `key = [...]` on one line when it fits, else one indented run of items per line.
void write_array(std::string& out, std::string_view key, const std::vector<std::string>& items) {
    std::vector<std::string> quoted;
    for (const auto& item : items) quoted.push_back(toml_quote(item));
    std::string one_line = std::string(key) + " = [" + join(quoted, ", ") + "]";
    if (one_line.size() <= k_line_width) {
        out += one_line + "\n";
        return;
    }
    out += std::string(key) + " = [\n";
    std::string line;
    for (const auto& item : quoted) {
        if (!line.empty() && 4 + line.size() + item.size() + 2 > k_line_width) {
            out += "    " + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + item + ",";
    }
    if (!line.empty()) out += "    " + line + "\n";
    out += "]\n";
}

std::vector<std::string> tile_names(const std::vector<Domino>& tiles) {
    std::vector<std::string> names;
    for (Domino tile : tiles) names.push_back(tile.to_string());
    return names;
}

}  // namespace

std::string session_to_toml(const Session& session) {
    std::string out =
        "# A pnpkit draw session: the dominoes and decks of one game at the table.\n"
        "# pnpkit rewrites this file after every draw; check it with `pnpkit draw show --session "
        "FILE`.\n";
    out += "version = " + std::to_string(k_session_version) + "\n";
    if (session.dominoes) {
        const SessionDominoes& d = *session.dominoes;
        out += "\n[dominoes]\nset = " + std::to_string(d.bag.max_pips()) + "  # " +
               domino_set_name(d.bag.max_pips()) + "\n";
        out += "# face down, in no order\n";
        write_array(out, "bag", tile_names(d.bag.tiles()));
        out += "# drawn from the bag, in the order drawn\n";
        write_array(out, "out", tile_names(d.out));
        if (!d.held.empty()) {
            out += "\n# tiles out that a game keeps for one of its pieces\n[dominoes.held]\n";
            for (const auto& [holder, tiles] : d.held)
                write_array(out, toml_quote(holder), tile_names(tiles));
        }
    }
    for (const SessionDeck& deck : session.decks) {
        std::vector<std::string> draw_pile(deck.cards.draw_pile().rbegin(),
                                           deck.cards.draw_pile().rend());
        std::vector<std::string> discards(deck.cards.discards().rbegin(),
                                          deck.cards.discards().rend());
        out += "\n[decks." + toml_quote(deck.name) + "]\n";
        out += "# face down, top card first\n";
        write_array(out, "draw_pile", draw_pile);
        out += "# face up, top card first\n";
        write_array(out, "discards", discards);
        out += "# drawn and not discarded, in the order drawn\n";
        write_array(out, "out", deck.out);
    }
    return out;
}

void save_session(const fs::path& path, const Session& session) {
    write_file_atomically(path, session_to_toml(session), Parents::must_exist);
}

// --- reading ---------------------------------------------------------------------------------

namespace {

// One element of an array of strings, with its position; `text` is empty when it is no string.
struct Entry {
    std::optional<std::string> text;
    SourcePos pos;
    std::string type;
};

std::vector<Entry> read_entries(load::TableReader& reader, std::string_view key) {
    std::vector<Entry> entries;
    if (const toml::array* array = reader.optional_array(key)) {
        for (const auto& element : *array) {
            entries.push_back({element.value_exact<std::string>(),
                               load::pos_of(element.source(), reader.file()),
                               load::type_name(element)});
        }
    }
    return entries;
}

// The string of an entry; reports an entry that is none.
const std::string* entry_text(const Entry& entry, std::string_view key, std::string_view what,
                              Diagnostics& ds) {
    if (!entry.text) {
        ds.error(entry.pos, "'" + std::string(key) + "' must hold " + std::string(what) +
                                ", found " + entry.type);
    }
    return entry.text ? &*entry.text : nullptr;
}

std::string set_sizes_words() {
    std::vector<std::string> sizes;
    for (int n : standard_domino_sets()) sizes.push_back(std::to_string(n));
    return join(std::span<const std::string>(sizes).first(sizes.size() - 1), ", ") + " or " +
           sizes.back();
}

std::optional<SessionDominoes> read_dominoes(load::TableReader& reader) {
    Diagnostics& ds = reader.diagnostics();
    std::size_t errors = ds.error_count();
    int max_pips = 0;  // 0: no usable set
    auto sets = standard_domino_sets();
    if (auto set = reader.required_int("set")) {
        if (std::find(sets.begin(), sets.end(), *set) != sets.end()) {
            max_pips = static_cast<int>(*set);
        } else {
            reader.error("set", "'set' must be " + set_sizes_words() + " (a double-N set), found " +
                                    std::to_string(*set));
        }
    }
    std::vector<Entry> bag = read_entries(reader, "bag");
    std::vector<Entry> out = read_entries(reader, "out");
    std::vector<std::pair<std::string, std::vector<Entry>>> held;
    if (const toml::table* table = reader.optional_table("held")) {
        load::TableReader holders = reader.child(*table);
        for (const auto& [key, node] : *table) {
            std::string holder(key.str());
            held.emplace_back(holder, read_entries(holders, holder));
        }
        holders.finish();
    }
    if (max_pips == 0) {
        reader.finish();
        return std::nullopt;
    }

    std::map<Domino, SourcePos> seen;
    auto check = [&](const std::vector<Entry>& entries, std::string_view key,
                     std::vector<Domino>& into) {
        for (const Entry& entry : entries) {
            const std::string* text = entry_text(entry, key, "tiles such as \"2-5\"", ds);
            if (!text) continue;
            auto tile = parse_domino(*text);
            if (!tile) {
                ds.error(entry.pos, "'" + *text + "' is not a tile such as \"2-5\"");
            } else if (tile->high > max_pips) {
                ds.error(entry.pos, "tile " + tile->to_string() + " is not of a " +
                                        domino_set_name(max_pips) + " set");
            } else if (auto first = seen.find(*tile); first != seen.end()) {
                ds.error(entry.pos, "tile " + tile->to_string() + " appears twice",
                         "first at " + first->second.to_string());
            } else {
                seen.emplace(*tile, entry.pos);
                into.push_back(*tile);
            }
        }
    };
    std::vector<Domino> in_bag;
    SessionDominoes dominoes{DominoBag({}, max_pips), {}, {}};
    check(bag, "bag", in_bag);
    check(out, "out", dominoes.out);
    std::map<Domino, SourcePos> held_at;
    for (const auto& [holder, entries] : held) {
        std::vector<Domino>& tiles = dominoes.held[holder];
        for (const Entry& entry : entries) {
            const std::string* text = entry_text(entry, holder, "tiles such as \"2-5\"", ds);
            if (!text) continue;
            auto tile = parse_domino(*text);
            if (!tile || std::find(dominoes.out.begin(), dominoes.out.end(), *tile) ==
                             dominoes.out.end()) {
                ds.error(entry.pos, "held tile '" + *text + "' is not out",
                         "a held tile must also be in 'out'");
            } else if (auto first = held_at.find(*tile); first != held_at.end()) {
                ds.error(entry.pos, "tile " + tile->to_string() + " is held twice",
                         "first at " + first->second.to_string());
            } else {
                held_at.emplace(*tile, entry.pos);
                tiles.push_back(*tile);
            }
        }
    }
    reader.finish();
    std::vector<std::string> missing;
    for (Domino tile : domino_set(max_pips)) {
        if (!seen.contains(tile)) missing.push_back(tile.to_string());
    }
    if (!missing.empty()) {
        ds.error(reader.pos(),
                 "tile" + std::string(missing.size() == 1 ? " " : "s ") + join(missing, ", ") +
                     (missing.size() == 1 ? " is" : " are") + " neither in 'bag' nor in 'out'",
                 "every tile of a " + domino_set_name(max_pips) + " set is in one of them");
    }
    if (ds.error_count() > errors) return std::nullopt;
    for (Domino tile : in_bag) dominoes.bag.put_back(tile);
    return dominoes;
}

std::optional<SessionDeck> read_deck(const std::string& name, load::TableReader& reader) {
    Diagnostics& ds = reader.diagnostics();
    std::size_t errors = ds.error_count();
    if (!is_deck_name(name)) {
        reader.error_here("deck '" + name + "' must be named GAME:DECK, such as \"colf:nouns\"");
    }
    std::vector<Entry> draw_pile = read_entries(reader, "draw_pile");
    std::vector<Entry> discards = read_entries(reader, "discards");
    std::vector<Entry> out = read_entries(reader, "out");

    SessionDeck deck;
    deck.name = name;
    deck.pos = reader.pos();
    auto check = [&](const std::vector<Entry>& entries, std::string_view key,
                     std::vector<std::string>& into) {
        for (const Entry& entry : entries) {
            const std::string* id = entry_text(entry, key, "card ids", ds);
            if (!id) continue;
            if (auto first = deck.card_pos.find(*id); first != deck.card_pos.end()) {
                ds.error(entry.pos, "card '" + *id + "' appears twice in deck " + name,
                         "first at " + first->second.to_string());
            } else {
                deck.card_pos.emplace(*id, entry.pos);
                into.push_back(*id);
            }
        }
    };
    std::vector<std::string> draw_ids, discard_ids;
    check(draw_pile, "draw_pile", draw_ids);
    check(discards, "discards", discard_ids);
    check(out, "out", deck.out);
    reader.finish();
    if (ds.error_count() > errors) return std::nullopt;
    // The file lists each pile top card first; a Deck keeps its top card last.
    deck.cards = Deck<std::string>({draw_ids.rbegin(), draw_ids.rend()},
                                   {discard_ids.rbegin(), discard_ids.rend()});
    return deck;
}

}  // namespace

std::optional<Session> read_session(const load::TomlDocument& document, Diagnostics& diagnostics) {
    std::size_t errors = diagnostics.error_count();
    auto root = load::TableReader::root(document.root, document.display, diagnostics);
    auto version = root.required_int("version");
    if (!version) return std::nullopt;
    if (*version != k_session_version) {
        root.error("version",
                   "session format version " + std::to_string(*version) +
                       " is not supported; this pnpkit reads version " +
                       std::to_string(k_session_version),
                   *version > k_session_version ? "the file was written by a newer pnpkit" : "");
        return std::nullopt;
    }

    Session session;
    if (const toml::table* table = root.optional_table("dominoes")) {
        load::TableReader reader = root.child(*table);
        session.dominoes = read_dominoes(reader);
    }
    if (const toml::table* decks = root.optional_table("decks")) {
        for (const auto& [key, node] : *decks) {
            std::string name(key.str());
            if (const toml::table* table = node.as_table()) {
                load::TableReader reader = root.child(*table);
                if (auto deck = read_deck(name, reader)) session.add_deck(std::move(*deck));
            } else {
                diagnostics.error(
                    load::pos_of(node.source(), document.display),
                    "deck '" + name + "' must be a table, found " + load::type_name(node),
                    "write it as [decks.\"" + name + "\"]");
            }
        }
    }
    root.finish();
    if (diagnostics.error_count() > errors) return std::nullopt;
    return session;
}

std::optional<OpenedSession> open_session(const fs::path& path, Diagnostics& diagnostics) {
    std::error_code ec;
    fs::file_status status = fs::status(path, ec);
    if (status.type() == fs::file_type::not_found)
        return OpenedSession{Session{}, SessionOrigin::new_session};
    if (ec) throw OutsideError("cannot read '" + path.string() + "': " + ec.message());
    auto document = load::load_toml(path, diagnostics);
    if (!document) return std::nullopt;
    auto session = read_session(*document, diagnostics);
    if (!session) return std::nullopt;
    return OpenedSession{std::move(*session), SessionOrigin::file};
}

// --- dominoes --------------------------------------------------------------------------------

SessionDominoes& session_dominoes(Session& session, int max_pips) {
    if (!session.dominoes) session.dominoes = SessionDominoes{DominoBag(max_pips), {}, {}};
    return *session.dominoes;
}

std::vector<Domino> draw_dominoes(SessionDominoes& dominoes, std::size_t count, Rng& rng) {
    std::vector<Domino> drawn;
    while (drawn.size() < count) {
        auto tile = dominoes.bag.draw(rng);
        if (!tile) break;
        drawn.push_back(*tile);
        dominoes.out.push_back(*tile);
    }
    return drawn;
}

std::vector<std::string> return_dominoes(SessionDominoes& dominoes, std::span<const Domino> tiles) {
    std::vector<std::string> problems;
    std::set<Domino> named;
    int max_pips = dominoes.bag.max_pips();
    for (Domino tile : tiles) {
        std::string name = tile.to_string();
        if (tile.high > max_pips) {
            problems.push_back("tile " + name + " is not of a " + domino_set_name(max_pips) +
                               " set");
        } else if (!named.insert(tile).second) {
            problems.push_back("tile " + name + " is named twice");
        } else if (dominoes.bag.contains(tile)) {
            problems.push_back("tile " + name + " is in the bag, not out");
        }
    }
    if (!problems.empty()) return problems;
    for (Domino tile : tiles) {
        dominoes.out.erase(std::find(dominoes.out.begin(), dominoes.out.end(), tile));
        dominoes.bag.put_back(tile);
        for (auto& [holder, held] : dominoes.held)
            held.erase(std::remove(held.begin(), held.end(), tile), held.end());
    }
    std::erase_if(dominoes.held, [](const auto& entry) { return entry.second.empty(); });
    return problems;
}

}  // namespace pnpkit
