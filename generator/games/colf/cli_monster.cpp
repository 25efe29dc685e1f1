#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/build.hpp"
#include "games/colf/cli.hpp"

namespace pnpkit::colf {

namespace {

struct MonsterOptions {
    int level = 0;
    std::optional<int> noun_level;
    std::vector<int> adjective_levels;
    bool master = false;
};

std::string monster_name(const ColfData& data, const Foe& foe) {
    std::string name;
    for (CardRef r : foe.adjectives)
        name += data.adjectives[r].name + " ";
    return name + data.nouns[foe.noun].name;
}

std::string tiles_text(const Foe& foe, Side side) {
    std::vector<std::string> words;
    for (const Tile& t : foe.tiles) {
        if (t.side == side)
            words.push_back(t.domino.to_string());
    }
    return words.empty() ? "none" : join(words, " ");
}

int tiles_on(const Foe& foe, Side side) {
    int n = 0;
    for (const Tile& t : foe.tiles)
        n += t.side == side;
    return n;
}

void write_card(JsonWriter& json, const Card& card) {
    json.begin_object();
    json.field("deck", to_string(card.deck)).field("id", card.id).field("name", card.name);
    json.field("flavour", card.flavour).field("level", card.level).field("attack", card.attack);
    json.field("defense", card.defense).field("bite", card.bite).field("hp", card.hp);
    json.end_object();
}

void print_foe(const ColfData& data, const Foe& foe, cli::Context& context) {
    std::vector<const Card*> cards{&data.nouns[foe.noun]};
    for (CardRef r : foe.adjectives)
        cards.push_back(&data.adjectives[r]);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        json.field("name", monster_name(data, foe))
            .field("level", foe.level)
            .field("master", foe.master);
        json.key("cards").begin_array();
        for (const Card* c : cards)
            write_card(json, *c);
        json.end_array();
        json.field("attack_dominoes", foe.attack_tiles)
            .field("defense_dominoes", foe.defense_tiles);
        json.field("bite", foe.bite).field("hp", foe.hp).field("dice", foe.dice());
        for (Side side : {Side::attack, Side::defense}) {
            json.key(side == Side::attack ? "attack" : "defense").begin_array();
            for (const Tile& t : foe.tiles) {
                if (t.side == side)
                    json.value(t.domino.to_string());
            }
            json.end_array();
        }
        json.end_object();
        context.out() << '\n';
        return;
    }
    std::ostream& out = context.out();
    out << (foe.master ? "Master Monster" : "Monster") << ", level " << foe.level << ": "
        << monster_name(data, foe) << '\n';
    for (const Card* c : cards) {
        out << "  " << (c->deck == DeckKind::nouns ? "noun      " : "adjective ") << c->name
            << " (level " << c->level << "): attack " << c->attack << ", defense " << c->defense
            << ", bite " << c->bite << ", hp " << c->hp << '\n';
        if (!c->flavour.empty())
            out << "            " << c->flavour << '\n';
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
        if (drawn > asked)
            out << "  (" << drawn - asked << " more for blanks)";
        if (drawn < asked)
            out << "  (the pool ran dry)";
        out << '\n';
    }
}

ExitCode run_monster(const MonsterOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    Rng rng = context.make_rng();
    CardDeck nouns = make_deck(*data, DeckKind::nouns, rng);
    CardDeck adjectives = make_deck(*data, DeckKind::adjectives, rng);
    TilePool pool;
    int master_level = data->settings.master_level;
    int level = options.master ? std::max(options.level, master_level) : options.level;
    FoeCards cards;
    bool master = level >= master_level;
    if (master) {
        if (options.noun_level || !options.adjective_levels.empty()) {
            throw UsageError(
                "--noun-level and --adjectives do not apply to the Master Monster (level " +
                std::to_string(master_level) + " or more), whose cards are dealt");
        }
        cards = deal_master(nouns, adjectives, *data, level, rng);
    } else {
        std::optional<LevelSplit> split;
        if (options.noun_level || !options.adjective_levels.empty()) {
            if (!options.noun_level || options.adjective_levels.empty()) {
                throw UsageError("--noun-level and --adjectives go together");
            }
            split = LevelSplit{*options.noun_level, options.adjective_levels};
            std::sort(split->adjectives.rbegin(), split->adjectives.rend());
            if (split->level() != level) {
                throw UsageError("--noun-level and --adjectives add up to " +
                                 std::to_string(split->level()) + ", not --level " +
                                 std::to_string(level));
            }
            if (!split_available(nouns, adjectives, *data, *split)) {
                std::vector<std::string> levels;
                for (int l : split->adjectives)
                    levels.push_back(std::to_string(l));
                throw UsageError("the decks hold no noun of level " + std::to_string(split->noun) +
                                 " with adjectives of levels " + join(levels, ", "));
            }
        } else {
            split = choose_split(nouns, adjectives, *data, level);
            if (!split) {
                throw UsageError(
                    "no monster of level " + std::to_string(level) +
                    " can be built from one noun and one or more adjectives of these decks");
            }
        }
        cards = take_cards(nouns, adjectives, *data, *split, rng);
    }
    Foe foe = prepare_foe(*data, cards, master, pool, rng);
    print_foe(*data, foe, context);
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
    cmd->footer(
        "Without --noun-level the noun is the highest level that leaves room for an\n"
        "adjective, then the fewest adjectives make up the rest. Cards are taken from\n"
        "shuffled decks by their backs; dominoes from a full set.\n"
        "Examples:\n"
        "  pnpkit colf monster --level 5 --seed 7\n"
        "  pnpkit colf monster --level 6 --noun-level 4 --adjectives 1,1\n"
        "  pnpkit --format json colf monster --level 3\n");
    cmd->callback([options, &context] { context.result = run_monster(*options, context); });

    auto master = std::make_shared<MonsterOptions>();
    master->master = true;
    CLI::App* mcmd = colf.add_subcommand(
        "master", "Build the Master Monster: the highest noun, adjectives dealt to the level");
    mcmd->add_option("--level", master->level,
                     "Target level when you challenge it by choice (default: the master level)")
        ->check(CLI::Range(2, 40))
        ->type_name("N");
    mcmd->footer(
        "Examples:\n"
        "  pnpkit colf master --seed 3\n"
        "  pnpkit colf master --level 12\n");
    mcmd->callback([master, &context] { context.result = run_monster(*master, context); });
}

}  // namespace pnpkit::colf
