#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <cstring>
#include <memory>
#include <ostream>

#include "cli/context.hpp"
#include "cli/draw_session.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/build.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/session.hpp"

namespace pnpkit::colf {

namespace {

struct MonsterOptions {
    int level = 0;
    std::optional<int> noun_level;
    std::vector<int> adjective_levels;
    bool master = false;
    std::filesystem::path session;
};

// What a build did to a session, for the output: the decks refreshed on the way and what is left.
struct SessionReport {
    const cli::SessionFile* file = nullptr;
    std::array<std::size_t, 2> refreshed{};  // discards shuffled into a new draw pile, by deck
    std::array<std::size_t, 2> left{};       // cards in the draw piles, by deck
    std::size_t bag = 0;                     // tiles in the bag
    std::string discard_command;             // how to put the monster out of play
};

void print_session_report(const SessionReport& report, std::ostream& out) {
    for (std::size_t i = 0; i < 2; ++i) {
        if (report.refreshed[i] > 0) {
            out << "(the " << (i == 0 ? "noun" : "adjective")
                << " draw pile was empty: " << cli::count_of(report.refreshed[i], "discard")
                << " shuffled into a new one)\n";
        }
    }
    out << "Session " << report.file->display() << ": " << report.left[0] << " nouns and "
        << report.left[1] << " adjectives in the draw piles, " << report.bag << " of " << k_set_size
        << " tiles in the bag\n"
        << "When it dies or you flee: " << report.discard_command << '\n';
}

std::string tiles_text(const Foe& foe, Side side) {
    std::vector<std::string> words;
    for (const Tile& t : foe.tiles) {
        if (t.side == side) words.push_back(t.domino.to_string());
    }
    return words.empty() ? "none" : join(words, " ");
}

int tiles_on(const Foe& foe, Side side) {
    int n = 0;
    for (const Tile& t : foe.tiles) n += t.side == side;
    return n;
}

void write_card(JsonWriter& json, const Card& card) {
    json.begin_object();
    json.field("deck", to_string(card.deck)).field("id", card.id).field("name", card.name);
    json.field("flavour", card.flavour).field("level", card.level).field("attack", card.attack);
    json.field("defense", card.defense).field("bite", card.bite).field("hp", card.hp);
    json.end_object();
}

void print_foe(const ColfData& data, const Foe& foe, const SessionReport* report,
               cli::Context& context) {
    std::vector<const Card*> cards{&data.nouns[foe.noun]};
    for (CardRef r : foe.adjectives) cards.push_back(&data.adjectives[r]);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        json.field("name", monster_name(data, foe))
            .field("level", foe.level)
            .field("master", foe.master);
        json.key("cards").begin_array();
        for (const Card* c : cards) write_card(json, *c);
        json.end_array();
        json.field("attack_dominoes", foe.attack_tiles)
            .field("defense_dominoes", foe.defense_tiles);
        json.field("bite", foe.bite).field("hp", foe.hp).field("dice", foe.dice());
        for (Side side : {Side::attack, Side::defense}) {
            json.key(side == Side::attack ? "attack" : "defense").begin_array();
            for (const Tile& t : foe.tiles) {
                if (t.side == side) json.value(t.domino.to_string());
            }
            json.end_array();
        }
        if (report) {
            cli::write_session_fields(json, *report->file);
            json.key("left").begin_object();
            json.field("nouns", static_cast<std::uint64_t>(report->left[0]))
                .field("adjectives", static_cast<std::uint64_t>(report->left[1]))
                .field("tiles", static_cast<std::uint64_t>(report->bag));
            json.end_object();
            json.key("refreshed").begin_object();
            json.field("nouns", static_cast<std::uint64_t>(report->refreshed[0]))
                .field("adjectives", static_cast<std::uint64_t>(report->refreshed[1]));
            json.end_object();
            json.field("discard_command", report->discard_command);
        }
        json.end_object();
        return;
    }
    std::ostream& out = context.out();
    out << (foe.master ? "Master Monster" : "Monster") << ", level " << foe.level << ": "
        << monster_name(data, foe) << '\n';
    for (const Card* c : cards) {
        out << "  " << (c->deck == DeckKind::nouns ? "noun      " : "adjective ") << c->name
            << " (level " << c->level << "): attack " << c->attack << ", defense " << c->defense
            << ", bite " << c->bite << ", hp " << c->hp << '\n';
        if (!c->flavour.empty()) out << "            " << c->flavour << '\n';
    }
    auto dominoes = [](int n) { return std::to_string(n) + (n == 1 ? " domino" : " dominoes"); };
    out << "Totals: attack " << dominoes(foe.attack_tiles) << ", defense "
        << dominoes(foe.defense_tiles) << ", bite " << foe.bite << ", HP " << foe.hp << ", dice "
        << foe.dice() << '\n';
    for (Side side : {Side::attack, Side::defense}) {
        int drawn = tiles_on(foe, side);
        int asked = side == Side::attack ? foe.attack_tiles : foe.defense_tiles;
        out << (side == Side::attack ? "Attack dominoes:  " : "Defense dominoes: ")
            << tiles_text(foe, side);
        if (drawn > asked) out << "  (" << drawn - asked << " more for blanks)";
        if (drawn < asked) out << "  (the pool ran dry)";
        out << '\n';
    }
    if (report) print_session_report(*report, out);
}

std::string discard_command(const Foe& foe, const cli::SessionFile& file) {
    std::string command = "pnpkit colf discard";
    for (const Tile& tile : foe.tiles) command += " " + tile.domino.to_string();
    return command + " --session " + shell_word(file.display());
}

// " (levels the draw piles can make now: 2-5, 7)", or nothing when they can make none.
std::string buildable_levels(const Table& table, const ColfData& data) {
    std::vector<std::string> ranges;
    int first = 0;
    int top = data.settings.master_level - 1;
    for (int level = 2; level <= top + 1; ++level) {
        bool can = level <= top && choose_split(table.nouns, table.adjectives, data, level);
        if (can && first == 0) first = level;
        if (!can && first != 0) {
            ranges.push_back(first == level - 1
                                 ? std::to_string(first)
                                 : std::to_string(first) + "-" + std::to_string(level - 1));
            first = 0;
        }
    }
    if (ranges.empty()) return " (they can make no monster now)";
    return " (levels they can make now: " + join(ranges, ", ") + ")";
}

// Builds the foe the options ask for from the table's draw piles and pool. Throws UsageError when
// the options do not fit together or the draw piles cannot make the level (R9).
Foe build_foe(const MonsterOptions& options, const ColfData& data, Table& table, Rng& rng) {
    ready(table.nouns, rng);
    ready(table.adjectives, rng);
    int master_level = data.settings.master_level;
    if (options.master && options.level != 0 && options.level < master_level) {
        throw UsageError("--level " + std::to_string(options.level) +
                         " is below the master level " + std::to_string(master_level) +
                         ": the Master Monster is level " + std::to_string(master_level) +
                         " or more (for a level-" + std::to_string(options.level) +
                         " monster: pnpkit colf monster --level " + std::to_string(options.level) +
                         ")");
    }
    int level = options.master ? std::max(options.level, master_level) : options.level;
    FoeCards cards;
    bool master = level >= master_level;
    if (master) {
        if (options.noun_level || !options.adjective_levels.empty()) {
            throw UsageError(
                "--noun-level and --adjectives do not apply to the Master Monster (level " +
                std::to_string(master_level) + " or more), whose cards are dealt");
        }
        cards = deal_master(table.nouns, table.adjectives, data, level, rng);
        if (cards.level > static_cast<int>(k_max_dice)) {
            throw UsageError("the Master Monster dealt to level " + std::to_string(level) +
                             " came out at level " + std::to_string(cards.level) +
                             ", more dice than pnpkit rolls for one side (" +
                             std::to_string(k_max_dice) + "); ask for a lower --level");
        }
    } else {
        std::optional<LevelSplit> split;
        if (options.noun_level || !options.adjective_levels.empty()) {
            if (options.adjective_levels.empty()) {
                throw UsageError(
                    "a monster needs at least one adjective: give the levels on "
                    "their backs with --adjectives (with the noun's, they add up to "
                    "--level)");
            }
            if (!options.noun_level)
                throw UsageError("--adjectives needs --noun-level, the level on the noun's back");
            split = LevelSplit{*options.noun_level, options.adjective_levels};
            std::sort(split->adjectives.rbegin(), split->adjectives.rend());
            if (split->level() != level) {
                throw UsageError("--noun-level and --adjectives add up to " +
                                 std::to_string(split->level()) + ", not --level " +
                                 std::to_string(level));
            }
            if (!split_available(table.nouns, table.adjectives, data, *split)) {
                std::vector<std::string> levels;
                for (int l : split->adjectives) levels.push_back(std::to_string(l));
                throw UsageError("the draw piles hold no noun of level " +
                                 std::to_string(split->noun) + " with adjectives of levels " +
                                 join(levels, ", "));
            }
        } else {
            split = choose_split(table.nouns, table.adjectives, data, level);
            if (!split) {
                throw UsageError("no monster of level " + std::to_string(level) +
                                 " can be built from one noun and one or more adjectives of " +
                                 "the draw piles" + buildable_levels(table, data));
            }
        }
        cards = take_cards(table.nouns, table.adjectives, data, *split, rng);
    }
    return prepare_foe(data, cards, master, table.pool, rng);
}

// Refuses to build a second monster while one is in play: its cards are still out.
void check_none_in_play(cli::SessionFile& file, const ColfData& data) {
    std::vector<std::string> names;
    for (DeckKind kind : {DeckKind::adjectives, DeckKind::nouns}) {
        for (const std::string& id : cards_out(file.session, kind)) {
            for (const Card& card : data.deck(kind)) {
                if (card.id == id) names.push_back(card.name);
            }
        }
    }
    if (names.empty()) return;
    std::string tiles;
    if (file.session.dominoes && !file.session.dominoes->out.empty())
        tiles = " (tiles out: " + cli::tile_list(file.session.dominoes->out) + ")";
    throw UsageError("the " + join(names, " ") + " is still in play in session " + file.display() +
                     "; when it dies or you flee it, put it away first: pnpkit colf discard "
                     "ITS-DOMINOES... --session " +
                     shell_word(file.display()) + tiles);
}

// The command as a draw session's log keeps it: "colf monster --level 4".
std::string command_text(const MonsterOptions& options) {
    std::string text = options.master ? "colf master" : "colf monster";
    if (options.level != 0) text += " --level " + std::to_string(options.level);
    if (options.noun_level) text += " --noun-level " + std::to_string(*options.noun_level);
    if (!options.adjective_levels.empty()) {
        std::vector<std::string> levels;
        for (int level : options.adjective_levels) levels.push_back(std::to_string(level));
        text += " --adjectives " + join(levels, ",");
    }
    return text;
}

ExitCode run_monster(const MonsterOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    if (options.session.empty()) {
        Rng rng = context.make_rng();
        Table table = fresh_table(*data, rng);
        Foe foe = build_foe(options, *data, table, rng);
        print_foe(*data, foe, nullptr, context);
        return ExitCode::ok;
    }
    Diagnostics diagnostics;
    auto file = cli::open_session_file(options.session, command_text(options), play::Access::write,
                                       context, diagnostics);
    if (!file) return cli::fail_with(diagnostics, options.session, context);
    if (!check_session(file->session, *data, diagnostics))
        return cli::fail_with(diagnostics, options.session, context);
    check_none_in_play(*file, *data);
    Rng rng = file->rng();
    bool prepared = prepare_session(file->session, *data, rng, diagnostics);
    assert(prepared);  // checked just above: this only adds what the session lacks
    (void)prepared;
    Table table = table_of(file->session, *data);
    std::array<std::size_t, 2> discards{table.nouns.discards().size(),
                                        table.adjectives.discards().size()};
    Foe foe = build_foe(options, *data, table, rng);
    store_foe(file->session, *data, table, foe);
    file->save();

    SessionReport report;
    report.file = &*file;
    report.refreshed = {discards[0] - table.nouns.discards().size(),
                        discards[1] - table.adjectives.discards().size()};
    report.left = {table.nouns.size(), table.adjectives.size()};
    report.bag = static_cast<std::size_t>(table.pool.size());
    report.discard_command = discard_command(foe, *file);
    print_foe(*data, foe, &report, context);
    return ExitCode::ok;
}

}  // namespace

void setup_monster(CLI::App& colf, cli::Context& context) {
    auto options = std::make_shared<MonsterOptions>();
    CLI::App* cmd = colf.add_subcommand(
        "monster", "Build a foe of a chosen level from the noun and adjective decks");
    cmd->add_option("--level", options->level,
                    "Monster level (the master level or more builds the Master Monster)")
        ->required()
        ->check(CLI::Range(2, 40))
        ->type_name("N");
    cmd->add_option("--noun-level", options->noun_level,
                    "Level on the back of the noun to pick (default: chosen)")
        ->check(CLI::Range(1, 99))
        ->type_name("L");
    cmd->add_option("--adjectives", options->adjective_levels,
                    "Levels on the backs of the adjectives to pick")
        ->delimiter(',')
        ->check(CLI::Range(1, 99))
        ->type_name("L,L,...");
    cli::add_session_option(*cmd, options->session, cli::SessionRequired::no);
    cmd->footer(
        "Without --noun-level the noun is the highest level that leaves room for an\n"
        "adjective, then the fewest adjectives make up the rest. Cards are taken from\n"
        "the decks by their backs; dominoes at random from the bag. Without --session\n"
        "the decks are fresh and shuffled and the bag full; with it, they are the\n"
        "session's, and the monster's cards and dominoes stay out until\n"
        "pnpkit colf discard puts them back.\n"
        "Examples:\n"
        "  pnpkit colf monster --level 5 --seed 7\n"
        "  pnpkit colf monster --level 6 --noun-level 4 --adjectives 1,1\n"
        "  pnpkit colf monster --level 4 --session game.toml\n"
        "  pnpkit --format json colf monster --level 3\n");
    cmd->callback([options, &context] { context.result = run_monster(*options, context); });

    auto master = std::make_shared<MonsterOptions>();
    master->master = true;
    CLI::App* mcmd = colf.add_subcommand(
        "master", "Build the Master Monster: the highest noun, adjectives dealt to the level");
    mcmd->add_option("--level", master->level,
                     "Target level when you challenge it by choice: the master level or more "
                     "(default: the master level)")
        ->check(CLI::Range(2, 40))
        ->type_name("N");
    cli::add_session_option(*mcmd, master->session, cli::SessionRequired::no);
    mcmd->footer(
        "Examples:\n"
        "  pnpkit colf master --seed 3\n"
        "  pnpkit colf master --level 12\n"
        "  pnpkit colf master --session game.toml\n");
    mcmd->callback([master, &context] { context.result = run_monster(*master, context); });
}

}  // namespace pnpkit::colf
