#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/dragon_dice_solo/campaign.hpp"
#include "play/session.hpp"

// The solo campaign as guided play (`pnpkit dragon-dice-solo campaign`): the campaign engine's
// questions asked of the shared table one at a time, each answer saved in the session.
namespace pnpkit::games::dragon_dice_solo {

// The set-up options of a campaign as a session keeps them (`campaign new`): size, terrains (comma
// separated), army, dragons, no-magic ("yes"), expert-start ("yes"), expert-opfor, expert-budget,
// expert-dragons (whole numbers), racial (racial|general|free).
using CampaignSetup = std::map<std::string, std::string>;

// The campaign's settings from a session's set-up; throws UsageError naming every problem (an
// unknown size or terrain, an army that breaks 2.1, a set-up that holds no campaign at all).
CampaignSettings settings_from_setup(const SoloData& data, const CampaignSetup& setup);

// One whole campaign played at the table: every prompt of the engine becomes a question of the
// table (a choice, a number, a line of text, a die typed or rolled; a unit's or a Dragon's die
// rolled by pnpkit in rolled mode), the engine's account of what happened is narrated after each
// answer, and `status` is the campaign tracker as text. `data` must outlive it.
class CampaignPlay : public play::Game {
  public:
    CampaignPlay(const SoloData& data, CampaignSettings settings)
        : m_data(&data), m_settings(std::move(settings)) {}

    void play(play::Table& table) override;
    std::string status() const override;

    // The campaign as it stands; empty before play() began it.
    const std::optional<Campaign>& campaign() const { return m_campaign; }

  private:
    // Asks the table the engine's prompt `p`; returns the answer as the engine takes it.
    std::string ask(play::Table& table, const Prompt& p) const;
    // Says the lines the engine logged since the last call.
    void narrate(play::Table& table);
    // Reads the answers a session of an older version gave after the last Dragon fell, when the
    // campaign still asked for targets and killing spells there; stops at any other step.
    void read_past_last_dragon(play::Table& table) const;

    const SoloData* m_data;
    CampaignSettings m_settings;
    std::optional<Campaign> m_campaign;
    std::size_t m_said = 0;  // the engine's log lines already narrated
    std::vector<std::string> m_noted;  // the notes said with the last question
};

// The guided-play definition of the campaign over `data` (which must outlive it): its sessions
// belong to "dragon-dice-solo" and resume with `pnpkit dragon-dice-solo campaign play`.
play::GameDef campaign_def(const SoloData& data);

}  // namespace pnpkit::games::dragon_dice_solo
