#include "games/dragon_dice_solo/campaign.hpp"

#include <algorithm>
#include <cassert>

#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign_detail.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/opfor.hpp"

namespace pnpkit::games::dragon_dice_solo {

using namespace detail;

namespace {

constexpr int k_battles = 5;

const Position& position(const Campaign& c) {
    return *c.placed[static_cast<std::size_t>(c.battle) - 1].position;
}

int top_face(const Campaign& c) {
    return static_cast<int>(current_terrain(c).faces.size());
}

bool fifth_without_magic(const Campaign& c) {
    return c.settings.no_magic && c.battle == k_battles;
}

std::string place_words(const Campaign& c) {
    return "face " + std::to_string(c.face) + " (" + icon_name(*c.data, current_icon(c)) + ")";
}

void begin_battle(Campaign& c, int battle) {
    c.battle = battle;
    c.turn = 0;
    const PlacedTerrain& placed = c.placed[static_cast<std::size_t>(battle) - 1];
    c.face = placed.start.face;
    if (c.settings.expert.start_on_one && placed.position->eighth_face_wins)
        c.face = 1;
    c.chasing = false;
    c.eighth = Holder::none;
    if (c.face == top_face(c))
        c.eighth = fifth_without_magic(c) ? Holder::opfor : Holder::player;
    BattleRecord record;
    record.start_face = c.face;
    c.records.push_back(record);
    const Foe& foe = current_foe(c);
    say(c, "Battle " + std::to_string(battle) + " at " + current_terrain(c).name + ": the " +
               foe.army->name + " army, " + std::to_string(foe.health) +
               " health; the die starts on " + place_words(c) + ".");
    c.phase = Phase::reserve;
    ask_next(c, {{Ask::reserve, 0}});
}

void place_terrains(Campaign& c) {
    const TerrainOrderResult& order = c.ordering.result();
    const OrderRound& first = order.rounds.front();
    std::vector<std::string> names;
    for (std::size_t place = 0; place < order.order.size(); ++place) {
        PlacedTerrain placed;
        placed.die = order.order[place];
        placed.roll = first.results[placed.die];
        placed.position = c.data->find_battle(static_cast<int>(place) + 1);
        assert(placed.position && "validated data has a position for every terrain");
        placed.army = c.data->find_army(placed.position->army);
        if (c.settings.no_magic && placed.position->battle == k_battles)
            placed.army = c.data->find_army("army-light");
        const TerrainPick& pick = c.picks[placed.die];
        placed.start =
            resolve_start(*pick.terrain, *placed.position, c.data->starting.on_eighth_face);
        c.placed.push_back(placed);
        Foe foe;
        foe.position = placed.position;
        foe.army = placed.army;
        foe.health = c.size->opponent_health + c.settings.expert.opfor_health;
        foe.left = foe.health;
        c.foes.push_back(foe);
        names.push_back(pick_name(pick));
    }
    say(c, "Terrain order (3.1): " + join(names, ", ") + ".");
}

bool any_king(const Campaign& c) {
    return std::any_of(c.army.begin(), c.army.end(), [](const Unit& u) {
        return u.king && u.place == UnitPlace::battle;
    });
}

// The opposing army's turn (4.4): what it does, from its type, its turns so far and the face.
void begin_opfor_turn(Campaign& c) {
    c.in_effect.clear();
    Foe& foe = current_foe(c);
    ++foe.turns;
    std::string icon = current_icon(c);
    if (fifth_without_magic(c) && icon == k_eighth_icon)
        icon = "melee";  // ruling R25: the light army holding its City fights as at melee range
    std::optional<OpforTurn> turn = opfor_turn(*c.data, *foe.army, foe.turns, icon);
    const std::string what = turn ? turn->action->id : "none";
    say(c, "Their turn " + std::to_string(foe.turns) + ": " +
               (turn ? turn->action->name + " — " + turn->action->describe : "no attack") + ".");
    if (what == "missile-attack") {
        ask_next(c, {{Ask::cantrip, 0}, {Ask::changes, 0}});
    } else if (what == "melee-attack") {
        c.action = "their-melee";
        ask_next(c, {{Ask::cantrip, 0}, {Ask::changes, 0}, {Ask::damage, 0}});
    } else if (what == "charge") {
        c.action = "their-charge";
        ask_next(c, {{Ask::cantrip, 0}, {Ask::changes, 0}, {Ask::damage, 0}});
    } else if (what == "cast") {
        ask_next(c, {{Ask::magic_pools, 0}});
    }
}

void begin_turn(Campaign& c) {
    ++c.turn;
    c.records.back().turns = c.turn;
    c.action.clear();
    c.phase = Phase::attack;
    say(c, "Turn " + std::to_string(c.turn) + ": the die shows " + place_words(c) + ".");
    ask_next(c, {{Ask::action, 0}});
}

// The battle's result once a step is over: lost, won, or still going.
void check_battle(Campaign& c) {
    if (lost_everyone(c, "Every unit of yours at the battle is dead"))
        return;
    const Foe& foe = current_foe(c);
    std::string result;
    if (foe.left <= 0)
        result = "destroyed";
    else if (position(c).eighth_face_wins && c.face == top_face(c))
        result = "eighth face";
    if (result.empty())
        return;
    c.records.back().result = "won: " + result;
    say(c, "Battle " + std::to_string(c.battle) + " won (" + result + ").");
    c.phase = Phase::heal;
    for (std::size_t i = 0; i < c.army.size(); ++i) {
        if (c.army[i].place == UnitPlace::dead)
            c.agenda.push_back({Ask::heal, static_cast<int>(i)});
    }
}

void next_phase(Campaign& c) {
    switch (c.phase) {
        case Phase::order:
            place_terrains(c);
            begin_battle(c, 1);
            return;
        case Phase::reserve:
            c.records.back().fielded = health_at(c, UnitPlace::battle);
            begin_turn(c);
            return;
        case Phase::attack:
            c.phase = Phase::kings;
            if (any_king(c) && manoeuvre_step(c) != 0)
                ask_next(c, {{Ask::manoeuvre, 1}});
            return;
        case Phase::kings:
            c.phase = Phase::city;
            if (fifth_without_magic(c) &&
                (c.eighth == Holder::player || c.face == top_face(c) - 1))
                ask_next(c, {{Ask::city, 0}});
            return;
        case Phase::city:
            c.phase = Phase::opfor;
            c.action.clear();
            begin_opfor_turn(c);
            return;
        case Phase::opfor:
            c.phase = Phase::manoeuvre;
            if (manoeuvre_step(c) != 0)
                ask_next(c, {{Ask::manoeuvre, 0}});
            return;
        case Phase::manoeuvre:
            begin_turn(c);
            return;
        case Phase::heal:
            if (c.battle < k_battles)
                begin_battle(c, c.battle + 1);
            else
                begin_final_battle(c);
            return;
        case Phase::d_attack:
        case Phase::d_climb:
        case Phase::d_dragons:
        case Phase::d_climb2:
        case Phase::d_manoeuvre:
            next_dragon_phase(c);
            return;
        case Phase::over:
            return;
    }
}

// Asks the next question: ends battles and the campaign between steps, moves on when a step has
// no question left.
void advance(Campaign& c) {
    while (c.outcome == CampaignOutcome::playing) {
        if (c.phase == Phase::order) {
            if (!c.ordering.done())
                return;
        } else if (!c.agenda.empty()) {
            return;
        }
        if (c.phase >= Phase::attack && c.phase <= Phase::manoeuvre)
            check_battle(c);
        else if (c.phase >= Phase::d_attack && c.phase <= Phase::d_manoeuvre)
            check_dragons(c);
        if (c.outcome != CampaignOutcome::playing || !c.agenda.empty())
            continue;
        next_phase(c);
    }
    c.phase = Phase::over;
    c.agenda.clear();
}

// Checks `text` against the prompt: a choice (by id or label), a whole number in range, a die's
// face, or any line of text.
std::optional<std::string> check(const Prompt& p, std::string_view text, Given& given) {
    std::string typed = lower(trim(text));
    switch (p.kind) {
        case Prompt::Kind::choice: {
            for (const auto& choice : p.choices) {
                if (typed == choice.id || typed == lower(choice.label)) {
                    given.choice = choice.id;
                    return std::nullopt;
                }
            }
            std::vector<std::string> ids;
            for (const auto& choice : p.choices)
                ids.push_back(choice.id);
            return "'" + std::string(trim(text)) + "' is not one of the choices: " +
                   join(ids, ", ");
        }
        case Prompt::Kind::number:
        case Prompt::Kind::die: {
            int low = p.kind == Prompt::Kind::die ? 1 : p.low;
            int high = p.kind == Prompt::Kind::die ? p.faces : p.high;
            auto n = parse_number(typed);
            if (p.open_ended && (!n || *n < low)) {
                return "'" + std::string(trim(text)) + "': give a whole number of " +
                       std::to_string(low) + " or more";
            }
            if (!p.open_ended && (!n || *n < low || *n > high)) {
                return "'" + std::string(trim(text)) + "': give a whole number from " +
                       std::to_string(low) + " to " + std::to_string(high);
            }
            given.number = *n;
            return std::nullopt;
        }
        case Prompt::Kind::text:
            given.text = text;
            return std::nullopt;
        case Prompt::Kind::over:
            break;
    }
    return std::string("the campaign is over");
}

}  // namespace

std::optional<Campaign> start_campaign(const SoloData& data, const CampaignSettings& settings,
                                       std::vector<std::string>& problems) {
    Campaign c;
    c.data = &data;
    c.settings = settings;
    c.size = find_named(data.sizes, settings.size);
    if (!c.size) {
        problems.push_back(
            unknown_named("battle size", settings.size, ids_of_records(data.sizes), "sizes"));
    }
    c.picks = pick_terrains(data, settings.terrains, problems);
    const ExpertLevel& expert = settings.expert;
    if (c.size) {
        int budget = c.size->player_health - expert.player_health;
        if (budget < 1) {
            problems.push_back("the expert level takes " + std::to_string(expert.player_health) +
                               " health from a budget of " +
                               std::to_string(c.size->player_health));
        }
        for (auto& problem : army_problems(settings.army, budget, settings.army_partial))
            problems.push_back(std::move(problem));
        int count = c.size->dragons + expert.dragons;
        for (const auto& pick : choose_dragons(data, settings.dragons, count, problems)) {
            Dragon dragon;
            dragon.colour = pick.colour;
            for (const auto& kind : data.dragons.kinds) {
                if (kind.id == pick.kind)
                    dragon.kind = &kind;
            }
            c.dragons.push_back(dragon);
        }
    }
    if (expert.opfor_health < 0 || expert.player_health < 0 || expert.dragons < 0)
        problems.push_back("the expert level only adds health, takes health or adds Dragons");
    if (!problems.empty())
        return std::nullopt;
    c.army = settings.army;
    c.ordering = TerrainOrdering(c.picks.size(), data.faces_per_die);
    std::vector<std::string> units;
    for (const auto& unit : c.army)
        units.push_back(unit.name);
    say(c, "Your army: " + join(units, ", ") + "; " +
               std::to_string(health_at(c, UnitPlace::battle)) + " health of " +
               std::to_string(c.size->player_health - expert.player_health) + ".");
    advance(c);
    return c;
}

std::optional<std::string> answer(Campaign& campaign, std::string_view text) {
    Prompt p = prompt(campaign);
    Given given;
    if (auto problem = check(p, text, given))
        return problem;
    Campaign next = campaign;
    Task task{Ask::order_die, 0};
    if (next.phase != Phase::order) {
        task = next.agenda.front();
        next.agenda.erase(next.agenda.begin());
    }
    if (auto problem = apply_answer(next, task, given))
        return problem;
    advance(next);
    campaign = std::move(next);
    return std::nullopt;
}

int health_at(const Campaign& c, UnitPlace place) {
    int health = 0;
    for (const auto& unit : c.army) {
        if (unit.place == place)
            health += unit.health();
    }
    return health;
}

const TerrainType& current_terrain(const Campaign& c) {
    std::size_t battle = static_cast<std::size_t>(std::clamp(c.battle, 1, k_battles));
    return *c.picks[c.placed[battle - 1].die].terrain;
}

const std::string& current_icon(const Campaign& c) {
    return current_terrain(c).faces[static_cast<std::size_t>(c.face) - 1];
}

namespace detail {

void say(Campaign& c, std::string line) {
    c.log.push_back(std::move(line));
}

bool lost_everyone(Campaign& c, const std::string& how) {
    if (health_at(c, UnitPlace::battle) > 0)
        return false;
    c.records.back().result = "lost";
    say(c, how + ": the challenge is lost (4.1).");
    c.outcome = CampaignOutcome::lost;
    return true;
}

void ask_next(Campaign& c, std::initializer_list<Task> tasks) {
    c.agenda.insert(c.agenda.begin(), tasks.begin(), tasks.end());
}

Foe& current_foe(Campaign& c) {
    return c.foes[static_cast<std::size_t>(std::clamp(c.battle, 1, k_battles)) - 1];
}

const Foe& current_foe(const Campaign& c) {
    return c.foes[static_cast<std::size_t>(std::clamp(c.battle, 1, k_battles)) - 1];
}

int dead_health(const Campaign& c) {
    return health_at(c, UnitPlace::dead);
}

int manoeuvre_step(const Campaign& c) {
    if (fifth_without_magic(c)) {
        if (c.face == top_face(c))
            return c.eighth == Holder::opfor ? -1 : 0;
        return 1;
    }
    if (position(c).direction == Direction::down)
        return c.face > 1 ? -1 : 0;
    return c.face < top_face(c) ? 1 : 0;
}

void move_die(Campaign& c, int step, const std::string& why) {
    const int top = top_face(c);
    c.face = std::clamp(c.face + step, 1, top);
    if (step < 0 && c.battle == k_battles && !c.settings.no_magic)
        c.chasing = true;
    c.eighth = c.face == top ? Holder::player : Holder::none;
    say(c, why + ": the die moves to " + place_words(c) + ".");
}

std::string unit_id(std::size_t i) {
    return "u" + std::to_string(i + 1);
}

std::optional<std::size_t> unit_of(const Campaign& c, std::string_view id) {
    for (std::size_t i = 0; i < c.army.size(); ++i) {
        if (unit_id(i) == id)
            return i;
    }
    return std::nullopt;
}

}  // namespace detail

}  // namespace pnpkit::games::dragon_dice_solo
