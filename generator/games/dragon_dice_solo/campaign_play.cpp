#include "games/dragon_dice_solo/campaign_play.hpp"

#include <array>
#include <stdexcept>
#include <utility>

#include "core/error.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/components.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "play/table.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

// The id each question is kept under in a session: stable, whatever the wording of the prompt.
constexpr std::array<std::pair<Ask, const char*>, 21> k_ask_ids = {{
    {Ask::order_die, "order-die"},
    {Ask::reserve, "reserve"},
    {Ask::action, "action"},
    {Ask::damage, "damage"},
    {Ask::cantrip, "cantrip"},
    {Ask::cantrip_die, "cantrip-die"},
    {Ask::changes, "your-losses"},
    {Ask::manoeuvre, "manoeuvre"},
    {Ask::manoeuvre_won, "manoeuvre-won"},
    {Ask::city, "city"},
    {Ask::magic_pools, "magic-pools"},
    {Ask::magic_ids, "magic-ids"},
    {Ask::spell_die, "spell-die"},
    {Ask::racial_cost, "racial-cost"},
    {Ask::heal, "heal"},
    {Ask::climb, "climb"},
    {Ask::dragon_target, "dragon-target"},
    {Ask::dragon_damage, "dragon-damage"},
    {Ask::belly_target, "belly-target"},
    {Ask::belly_roll, "belly-roll"},
    {Ask::dragon_roll, "dragon-roll"},
}};

std::string ask_id(Ask ask) {
    for (const auto& [kind, id] : k_ask_ids) {
        if (kind == ask)
            return id;
    }
    throw std::logic_error("a campaign question without a session id");
}

// A whole number of the set-up (`expert-opfor`), 0 when absent.
int setup_number(const CampaignSetup& setup, const std::string& key) {
    auto it = setup.find(key);
    if (it == setup.end())
        return 0;
    auto n = parse_number(it->second);
    if (!n || *n < 0)
        throw UsageError("--" + key + ": '" + it->second + "' is not a whole number of 0 or more");
    return *n;
}

bool setup_flag(const CampaignSetup& setup, const std::string& key) {
    auto it = setup.find(key);
    return it != setup.end() && it->second == "yes";
}

// The campaign's account since `from`, to show at `log`.
constexpr std::size_t k_log_lines = 20;

}  // namespace

CampaignSettings settings_from_setup(const SoloData& data, const CampaignSetup& setup) {
    auto size = setup.find("size");
    auto terrains = setup.find("terrains");
    auto army = setup.find("army");
    if (size == setup.end() || terrains == setup.end() || army == setup.end()) {
        throw UsageError("this session holds no campaign: begin one with `pnpkit dragon-dice-solo "
                         "campaign new --size SIZE --terrains T1,...,T5 --army UNITS --session FILE`");
    }
    CampaignSettings settings;
    std::vector<std::string> problems;
    settings.size = size->second;
    for (const auto& name : split(terrains->second, ','))
        settings.terrains.emplace_back(trim(name));
    settings.army = parse_army(data, army->second, problems);
    settings.army_partial = !problems.empty();
    if (auto dragons = setup.find("dragons"); dragons != setup.end())
        settings.dragons = parse_dragons(data, dragons->second, problems);
    settings.no_magic = setup_flag(setup, "no-magic");
    settings.expert.start_on_one = setup_flag(setup, "expert-start");
    settings.expert.opfor_health = setup_number(setup, "expert-opfor");
    settings.expert.player_health = setup_number(setup, "expert-budget");
    settings.expert.dragons = setup_number(setup, "expert-dragons");
    if (auto racial = setup.find("racial"); racial != setup.end()) {
        if (racial->second != "racial" && racial->second != "general" && racial->second != "free")
            problems.push_back("--racial is racial, general or free, not '" + racial->second + "'");
        settings.racial = racial_mode(racial->second);
    }
    // Every limit is checked, whatever was wrong before: all the problems are told at once.
    start_campaign(data, settings, problems);
    if (!problems.empty())
        throw UsageError("the campaign cannot begin:\n  " + join(problems, "\n  "));
    return settings;
}

void CampaignPlay::play(play::Table& table) {
    std::vector<std::string> problems;
    auto started = start_campaign(*m_data, m_settings, problems);
    if (!started)
        throw UsageError("the campaign cannot begin: " + join(problems, "; "));
    m_campaign = std::move(*started);
    m_said = 0;
    m_noted.clear();
    table.add_command("log", "what happened lately, one line a step", [this] {
        const auto& log = m_campaign->log;
        std::size_t from = log.size() > k_log_lines ? log.size() - k_log_lines : 0;
        std::vector<std::string> lines(log.begin() + static_cast<std::ptrdiff_t>(from), log.end());
        return join(lines, "\n");
    });
    narrate(table);
    for (;;) {
        Prompt p = prompt(*m_campaign);
        if (p.kind == Prompt::Kind::over)
            break;
        if (p.notes != m_noted) {  // a note repeated from the question before is not said again
            for (const auto& note : p.notes)
                table.say("  " + note);
            m_noted = p.notes;
        }
        std::string given = ask(table, p);
        if (auto problem = answer(*m_campaign, given))
            throw std::logic_error("the campaign refused a checked answer: " + *problem);
        narrate(table);
    }
    read_past_last_dragon(table);
    table.say("");
    table.say(status());
}

void CampaignPlay::read_past_last_dragon(play::Table& table) const {
    // Before the campaign ended at the last Dragon's death it still asked for targets ("none")
    // and a killing spell ("done"); sessions of that version replay with those answers read here.
    if (m_campaign->outcome != CampaignOutcome::won) return;
    for (const play::Step* next = table.next_logged(); next; next = table.next_logged()) {
        if (next->ask == ask_id(Ask::dragon_target)) {
            const play::Option none[] = {{"none", "None"}};
            table.choose({next->ask, "Your attack: at which Dragon?"}, none);
        } else if (next->ask == ask_id(Ask::belly_target)) {
            const play::Option done[] = {{"done", "Done"}};
            table.choose({next->ask, "A killing spell or SAI at a Dragon?"}, done);
        } else {
            return;  // anything else after the end is the session's own mistake: reported so
        }
    }
}

std::string CampaignPlay::ask(play::Table& table, const Prompt& p) const {
    play::Ask ask{ask_id(p.ask), p.question, join(p.notes, " "), {}};
    switch (p.kind) {
        case Prompt::Kind::choice: {
            std::vector<play::Option> options;
            for (const auto& choice : p.choices) {
                if (choice.refused.empty())
                    options.push_back({choice.id, choice.label});
                else
                    table.say("  (" + choice.label + " is not possible now: " + choice.refused + ".)");
            }
            if (!p.roll_map.empty() && table.dice_mode() == play::DiceMode::rolled) {
                // A unit's or a Dragon's die, whose faces show results rather than numbers.
                auto roll = [&p](Rng& rng) {
                    return p.choices[p.roll_map[static_cast<std::size_t>(rng.roll(p.faces)) - 1]].id;
                };
                return table.decide(ask, roll, play::check_option(options, false));
            }
            return options[table.choose(ask, options)].key;
        }
        case Prompt::Kind::number:
            return std::to_string(p.open_ended ? table.number_from(ask, p.low)
                                               : table.number(ask, p.low, p.high));
        case Prompt::Kind::die:
            return std::to_string(table.die(ask, p.faces));
        case Prompt::Kind::text: {
            const Campaign& now = *m_campaign;
            auto check = [&now](std::string_view text) {
                Campaign trial = now;
                if (auto problem = answer(trial, text))
                    return play::Checked::bad(*problem);
                return play::Checked::ok(std::string(trim(text)));
            };
            ask.answers = [this] {
                std::vector<std::string> out{"none"};
                for (const auto& colour : m_data->colours) {
                    for (int n : {1, 2, 5}) out.push_back(colour.id + "=" + std::to_string(n));
                }
                if (m_data->colours.size() >= 2)
                    out.push_back(m_data->colours[0].id + "=3," + m_data->colours[1].id + "=2");
                return out;
            };
            return table.text(ask, check, "like red=3,black=2, or none");
        }
        case Prompt::Kind::over:
            break;
    }
    throw std::logic_error("a campaign prompt with nothing to ask");
}

void CampaignPlay::narrate(play::Table& table) {
    const auto& log = m_campaign->log;
    for (; m_said < log.size(); ++m_said)
        table.say(log[m_said]);
}

std::string CampaignPlay::status() const {
    if (!m_campaign)
        return "The campaign has not begun.";
    return tracker_text(*m_data, *m_campaign);
}

play::GameDef campaign_def(const SoloData& data) {
    return {"dragon-dice-solo", "Dragon Dice Solo campaign", "pnpkit dragon-dice-solo campaign play",
            [&data](const play::Log& log) {
                return std::make_unique<CampaignPlay>(data, settings_from_setup(data, log.setup));
            },
            {"size", "terrains", "army", "dragons", "no-magic", "expert-start", "expert-opfor",
             "expert-budget", "expert-dragons", "racial"},
            {{{"size", "small"},
              {"terrains", "coastland,swampland,highland,flatland,flatland"},
              {"army", "Guardian=common:2,2xWatcher=uncommon,Sentinel=rare:3,Mage=rare+magic,"
                       "Seer=uncommon+magic"}}}};
}

}  // namespace pnpkit::games::dragon_dice_solo
