#include "games/common/strategy_card.hpp"

#include <cassert>
#include <cstdio>
#include <sstream>

#include "layout/markup.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::strategy_card {

namespace {

constexpr load::EnumName<Unit> k_unit_names[] = {{"percent", Unit::percent},
                                                 {"points", Unit::points}};

// `value` with `decimals` digits after the point.
std::string fixed_text(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// The words of a command line.
std::vector<std::string> words_of(const std::string& command) {
    std::istringstream in(command);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// Whether `command` runs `pnpkit --seed N ... simulate GAME --ladder`: the figures it prints are
// the ones recorded. Explains what is missing in `problem`.
bool is_ladder_command(const std::string& command, const std::string& game_id,
                       std::string& problem) {
    std::vector<std::string> w = words_of(command);
    auto has = [&](const std::string& word) {
        for (const std::string& x : w) {
            if (x == word) return true;
        }
        return false;
    };
    bool seeded = false;
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (w[i] == "--seed" && i + 1 < w.size()) seeded = true;
        if (w[i].starts_with("--seed=")) seeded = true;
    }
    bool simulates = false;
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
        if (w[i] == "simulate" && w[i + 1] == game_id) simulates = true;
    }
    if (w.empty() || w.front() != "pnpkit")
        problem = "does not start with 'pnpkit'";
    else if (!simulates)
        problem = "does not run 'simulate " + game_id + "'";
    else if (!has("--ladder"))
        problem = "has no '--ladder'";
    else if (!seeded)
        problem = "has no '--seed N', so its figures cannot be reproduced";
    return problem.empty();
}

// `command` with a word joiner after each hyphen that a letter or hyphen follows, so that a line
// never breaks in "dice-adventures" or after the "--" of an option (it still breaks at spaces).
std::string unbroken_words(const std::string& command) {
    std::string out;
    for (std::size_t i = 0; i < command.size(); ++i) {
        out += command[i];
        if (command[i] == '-' && i + 1 < command.size() && command[i + 1] != ' ') out += "\u2060";
    }
    return out;
}

}  // namespace

std::optional<Strength> load_strength(const std::filesystem::path& file, const std::string& game_id,
                                      Diagnostics& diagnostics) {
    Diagnostics local;
    auto doc = load::load_toml(file, local);
    if (!doc) {
        diagnostics.append(local);
        return std::nullopt;
    }
    load::TableReader r = load::TableReader::root(doc->root, doc->display, local);
    Strength s;
    auto command = r.required_string("command");
    auto games = r.required_int("games", load::IntRange::at_least(1));
    auto card = r.required_number("card");
    auto advisor = r.required_number("advisor");
    auto unit = r.required_enum<Unit>("unit", k_unit_names);
    std::int64_t advisor_games = r.optional_int("advisor_games", 0, load::IntRange::at_least(1));
    if (games && advisor_games > *games)
        r.error("advisor_games", "'advisor_games' (" + std::to_string(advisor_games) +
                                     ") is more than 'games' (" + std::to_string(*games) + ")");
    r.finish();
    if (command) {
        std::string problem;
        if (!is_ladder_command(*command, game_id, problem))
            r.error("command", "'command' " + problem,
                    "record the ladder run that printed these figures, e.g. \"pnpkit --seed 1 "
                    "simulate " +
                        game_id + " --ladder\"");
        s.command = *command;
    }
    if (games) s.games = static_cast<std::uint64_t>(*games);
    if (games && advisor_games < *games)
        s.advisor_games = static_cast<std::uint64_t>(advisor_games);
    if (unit) s.unit = *unit;
    if (unit == Unit::percent) {
        for (auto [key, value] : {std::pair{"card", card}, std::pair{"advisor", advisor}}) {
            if (value && (*value < 0 || *value > 100))
                r.error(key, "'" + std::string(key) + "' is " + fixed_text(*value, 2) +
                                 ", not a percentage from 0 to 100");
        }
    }
    if (advisor && *advisor <= 0)
        r.error("advisor", "'advisor' must be above 0: the card prints its share of it");
    if (card && advisor && unit == Unit::points && *card > *advisor)
        r.error("card",
                "'card' (" + fixed_text(*card, 3) + ") is above 'advisor' (" +
                    fixed_text(*advisor, 3) + "), which plays the exact optimum",
                "copy both figures from the same ladder run");
    if (card) s.card = *card;
    if (advisor) s.advisor = *advisor;
    bool ok = !local.has_errors();
    diagnostics.append(local);
    if (!ok) return std::nullopt;
    return s;
}

double share_percent(const Strength& strength) {
    return 100.0 * strength.card / strength.advisor;
}

std::string strength_text(const Strength& s) {
    std::string share = fixed_text(share_percent(s), 1) + "%";
    // Each figure's games when the advisor played fewer, else both over the same games.
    std::string card_games;
    std::string advisor_games;
    std::string tail = ", over " + grouped_number(s.games) + " games of\n";
    if (s.advisor_games > 0) {
        card_games = " over " + grouped_number(s.games) + " games";
        // "over N games, both from" kept on one line: "from" alone above the command read as a
        // stray word on Domino Run's card.
        advisor_games = " over\u00a0" + grouped_number(s.advisor_games) + "\u00a0games";
        tail = ",\u00a0both\u00a0from\n";
    }
    std::string text = "Played by this card: ";
    if (s.unit == Unit::points)
        text += fixed_text(s.card, 1) + " points" + card_games + ", " + share +
                " of the best play\u2019s " + fixed_text(s.advisor, 1) + advisor_games;
    else
        text += "wins " + fixed_text(s.card, 1) + "%" + card_games + ", " + share +
                " of the advisor\u2019s " + fixed_text(s.advisor, 1) + "%" + advisor_games;
    return text + tail + unbroken_words(s.command);
}

layout::DeckComponent make_component(const CardText& text, const Strength& strength) {
    assert(!text.rules.empty() && text.rules.size() <= k_max_rules);
    std::string rules;
    for (std::size_t i = 0; i < text.rules.size(); ++i) {
        // A thin blank line between two rules.
        rules += (i ? "\n<span size=\"30%\"> </span>\n" : "") + std::string("<b>") +
                 std::to_string(i + 1) + ".</b> " + layout::escape_markup(text.rules[i]);
    }
    layout::Record r;
    r.id = "strategy card";
    r.set("title", "Playing " + text.game_title + " well");
    r.set_markup("rules", rules);
    r.set("strength", strength_text(strength));
    r.set("credit", text.credit);
    layout::DeckComponent deck{"strategy-card", "Strategy card", {}, nullptr, std::nullopt};
    deck.cards.push_back(
        layout::Card{layout::Face{text.game_id + "-strategy", std::move(r)}, std::nullopt, 1});
    return deck;
}

StrategyCard StrategyCard::load(const std::filesystem::path& dir, CardText text,
                                Diagnostics& diagnostics) {
    StrategyCard card;
    card.m_text = std::move(text);
    // No figures, no card: a copy of a game without its strategy.toml (a designer's variant,
    // whose figures would be another game's) simply prints none.
    std::error_code ec;
    if (!std::filesystem::exists(dir / k_file, ec)) return card;
    card.m_strength = load_strength(dir / k_file, card.m_text.game_id, diagnostics);
    return card;
}

void StrategyCard::add_to(std::vector<layout::Component>& components) const {
    if (m_strength) components.emplace_back(make_component(m_text, *m_strength));
}

}  // namespace pnpkit::strategy_card
