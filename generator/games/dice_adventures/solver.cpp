#include "games/dice_adventures/solver.hpp"

#include <stdexcept>

namespace pnpkit::dice_adventures {

namespace {

// The most any field of a key can hold; a game past it is refused rather than mis-keyed.
constexpr int k_key_gold = 255;
constexpr int k_key_points = 127;
constexpr int k_key_cards = 31;

int limit(const ItemDef* item, int bound) {
    return item && item->max > 0 ? std::min(bound, item->max) : bound;
}

}  // namespace

Solver::Solver(const Rules& rules, Bounds bounds)
    : m_rules(rules),
      m_bounds(bounds),
      m_max_provisions(limit(rules.data->item(ItemEffect::change), bounds.provisions)),
      m_max_weapons(limit(rules.data->item(ItemEffect::reroll), bounds.weapons)) {
    if (rules.card_count() > k_key_cards)
        throw std::length_error("the solver keys at most 31 adventure cards");
}

std::uint64_t Solver::camp_key(const Camp& camp) const {
    if (camp.gold < 0 || camp.gold > k_key_gold || camp.points < -k_key_points ||
        camp.points > k_key_points)
        throw std::length_error("dice-adventures solver: gold or points beyond what its keys hold");
    std::uint64_t used = m_rules.mode->replace == Replace::unused ? camp.used : 0;
    std::uint64_t points = additive() ? 0 : static_cast<std::uint64_t>(camp.points + k_key_points);
    std::uint64_t key = static_cast<std::uint64_t>(camp.adventure);
    key = key << 24 | camp.party;
    key = key << 8 | static_cast<std::uint64_t>(camp.gold);
    key = key << 8 | used;
    return key << 8 | points;
}

Solver Solver::reading(const Solver& shared) {
    Solver solver(shared.m_rules, shared.m_bounds);
    solver.m_base = &shared;
    return solver;
}

// The memo's own entry first (a reader's own entries are few and asked for most), then the
// shared solution's.
const std::vector<double>* Solver::known_camp(std::uint64_t key) const {
    if (auto it = m_camps.find(key); it != m_camps.end()) return &it->second;
    return m_base ? m_base->known_camp(key) : nullptr;
}

const std::vector<double>* Solver::known_table(std::uint64_t key) const {
    if (auto it = m_tables.find(key); it != m_tables.end()) return &it->second;
    return m_base ? m_base->known_table(key) : nullptr;
}

const NeedTable* Solver::known_need(const std::string& key) const {
    if (auto it = m_needs.find(key); it != m_needs.end()) return it->second.get();
    return m_base ? m_base->known_need(key) : nullptr;
}

void Solver::add_camp(std::uint64_t key, std::vector<double> values) {
    m_camps.emplace(key, std::move(values));
}

Camp Solver::camp_of_key(std::uint64_t key) const {
    Camp camp;
    camp.points = additive() ? 0 : static_cast<int>(key & 0xff) - k_key_points;
    camp.used = static_cast<std::uint8_t>(key >> 8 & 0xff);
    camp.gold = static_cast<int>(key >> 16 & 0xff);
    camp.party = static_cast<PartyKey>(key >> 24 & 0xffffff);
    camp.adventure = static_cast<int>(key >> 48);
    return camp;
}

const NeedTable& Solver::need_table(const AdventureSpec& spec) {
    std::string key = spec.change_key();
    if (const NeedTable* known = known_need(key)) return *known;
    auto table = std::make_unique<NeedTable>(spec, m_max_provisions + 1);
    return *m_needs.emplace(std::move(key), std::move(table)).first->second;
}

const std::vector<double>& Solver::table_values(const Camp& camp, int card, bool hireling) {
    std::uint64_t key = table_key(camp, card, hireling);
    if (const auto* known = known_table(key)) return *known;
    if (camp.gold > 0 && gold_shifts(camp, card)) {
        // Gold only adds the treasure it buys at the end to every value.
        Camp poor = camp;
        poor.gold = 0;
        std::vector<double> values = table_values(poor, card, hireling);
        for (double& v : values) v += camp.gold * m_rules.settings().per_treasure;
        return m_tables.emplace(key, std::move(values)).first->second;
    }
    OutcomeValues outcomes = outcome_values(camp, card, hireling);
    AdventureSpec spec = make_spec(m_rules, camp.party, hireling, camp.adventure, card);
    const NeedTable& need = need_table(spec);
    std::vector<int> uses;
    for (const DieSource& s : spec.rerolls) uses.push_back(s.uses);
    std::vector<double> values(
        static_cast<std::size_t>((m_max_provisions + 1) * (m_max_weapons + 1)));
    RerollTable table(spec, need, outcomes, need.layers() - 1, uses, m_max_weapons, m_buffers);
    std::vector<double> lanes(static_cast<std::size_t>(m_max_provisions + 1));
    for (int w = 0; w <= m_max_weapons; ++w) {
        table.start_values(w, lanes.data());
        for (int p = 0; p <= m_max_provisions; ++p)
            values[static_cast<std::size_t>(index(p, w))] = lanes[static_cast<std::size_t>(p)];
    }
    return m_tables.emplace(key, std::move(values)).first->second;
}

Solver::Purchase Solver::best_purchase(const Camp& camp, int card, bool hired) {
    const ItemDef* hire = m_rules.data->item(ItemEffect::hireling);
    bool can_hire = !hired && hire && !(m_rules.forbid(card) & forbid_hireling);
    int cp = m_rules.cost(ItemEffect::change);
    int cw = m_rules.cost(ItemEffect::reroll);
    Purchase best;
    best.value = -1e300;
    for (int h = 0; h <= (can_hire ? 1 : 0); ++h) {
        for (int a = 0; camp.provisions + a <= m_max_provisions; ++a) {
            for (int b = 0; camp.weapons + b <= m_max_weapons; ++b) {
                int cost = a * cp + b * cw + (h ? hire->cost : 0);
                if (cost > camp.gold) continue;
                Camp after = camp;
                after.gold -= cost;
                double v = table_values(
                    after, card,
                    hired ||
                        h)[static_cast<std::size_t>(index(camp.provisions + a, camp.weapons + b))];
                if (v > best.value) best = Purchase{a, b, h == 1, v};
            }
        }
    }
    if (additive()) best.value += camp.points;
    return best;
}

const std::vector<double>& Solver::camp_values(const Camp& camp) {
    std::uint64_t key = camp_key(camp);
    if (const auto* known = known_camp(key)) return *known;
    std::vector<double> values = work_out_camp(camp);
    return m_camps.emplace(key, std::move(values)).first->second;
}

std::vector<double> Solver::work_out_camp(const Camp& camp) {
    std::vector<double> values(
        static_cast<std::size_t>((m_max_provisions + 1) * (m_max_weapons + 1)), 0.0);
    Camp base = camp;
    if (additive()) base.points = 0;
    int cards = m_rules.card_count();
    for (int c = 0; c < cards; ++c) {
        for (int p = 0; p <= m_max_provisions; ++p) {
            for (int w = 0; w <= m_max_weapons; ++w) {
                Camp at = base;
                at.provisions = p;
                at.weapons = w;
                values[static_cast<std::size_t>(index(p, w))] +=
                    best_purchase(at, m_rules.deck ? c : -1, false).value / cards;
            }
        }
    }
    return values;
}

double Solver::camp_value(const Camp& camp) {
    return camp_values(camp)[static_cast<std::size_t>(index(camp.provisions, camp.weapons))] +
           (additive() ? camp.points : 0);
}

double Solver::shop_value(const Camp& camp, int card, bool hired) {
    return best_purchase(camp, card, hired).value;
}

double Solver::table_value(const Camp& camp, int card, bool hireling) {
    return table_values(camp, card,
                        hireling)[static_cast<std::size_t>(index(camp.provisions, camp.weapons))] +
           (additive() ? camp.points : 0);
}

Camp start_camp(const Rules& rules, std::span<const int> classes) {
    Camp camp;
    for (int c : classes) {
        camp.party = with_level(camp.party, c, rules.settings().start_level);
        camp.used = static_cast<std::uint8_t>(camp.used | 1u << c);
    }
    return camp;
}

double Solver::start_value(std::span<const int> classes) {
    return camp_value(start_camp(m_rules, classes));
}

bool Solver::gold_shifts(const Camp& camp, int card) const {
    if (!m_rules.last(camp.adventure) || m_rules.cost(ItemEffect::points) != 1) return false;
    if (additive()) return true;
    // A wipe-out scores nothing, gold included: only a party no result can wipe out.
    int size = party_size(camp.party);
    for (const Outcome& o : m_rules.table(card)) {
        if (o.die >= size) return false;
    }
    return true;
}

double Solver::final_score(PartyKey party, int gold, int points) const {
    const Settings& s = m_rules.settings();
    if (party == 0 && m_rules.mode->wipeout_scores) return *m_rules.mode->wipeout_scores;
    int treasure = gold / m_rules.cost(ItemEffect::points);
    return party_levels(party) * s.per_level + treasure * s.per_treasure + points +
           m_rules.mode->bonus;
}

}  // namespace pnpkit::dice_adventures
