// The designer's declared rules, checked against a component's records.
#include <algorithm>
#include <charconv>
#include <unordered_map>

#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "games/designer/values.hpp"

namespace pnpkit::designer {

namespace {

constexpr std::size_t k_names_listed = 8;

double number_of(std::string_view text) {
    double value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

bool within(double value, const Rule& rule) {
    return (!rule.min || value >= *rule.min) && (!rule.max || value <= *rule.max);
}

std::string the_rule(const Rule& rule) {
    return "the rule at " + rule.pos.to_string();
}

// "'imp', 'rat' (2 copies), 'bat'", at most k_names_listed of them, then "and N more".
std::string card_list(const Component& c, const std::vector<std::size_t>& records) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < records.size() && i < k_names_listed; ++i) {
        int copies = c.copies(records[i]);
        names.push_back(in_quotes(c.id_of(records[i])) +
                        (copies > 1 ? " (" + std::to_string(copies) + " copies)" : ""));
    }
    std::string list = join(names, ", ");
    if (records.size() > k_names_listed)
        list += " and " + std::to_string(records.size() - k_names_listed) + " more";
    return list;
}

void check_unique(const Component& c, const Rule& rule, Diagnostics& diagnostics) {
    const std::string& name = c.fields[rule.field].name;
    std::unordered_map<std::string_view, std::size_t> first;
    for (std::size_t r = 0; r < c.records.size(); ++r) {
        std::string_view value = c.records.value(r, rule.field);
        if (value.empty()) continue;
        auto [it, added] = first.try_emplace(value, r);
        if (added) continue;
        diagnostics.error(c.records.pos(r, rule.field),
                          std::string(c.record_word()) + "s " + in_quotes(c.id_of(it->second)) +
                              " and " + in_quotes(c.id_of(r)) + " both have " + name + " " +
                              in_quotes(value),
                          the_rule(rule) + " wants a different '" + name + "' on every " +
                              c.record_word() + "; " + in_quotes(c.id_of(it->second)) + " is at " +
                              c.records.pos(it->second, rule.field).to_string());
    }
}

void check_total(const Component& c, const Rule& rule, Diagnostics& diagnostics) {
    bool cards = c.is_deck() && rule.field == k_count_field;
    std::vector<std::pair<double, std::size_t>> shares;
    double total = 0;
    for (std::size_t r = 0; r < c.records.size(); ++r) {
        double share =
            cards ? c.copies(r) : number_of(c.records.value(r, rule.field)) * c.copies(r);
        total += share;
        if (share != 0) shares.emplace_back(share, r);
    }
    if (within(total, rule)) return;
    std::string what = cards ? std::string(c.is_deck() ? "deck" : "sheet") + " '" + c.id +
                                   "' holds " + count_of(static_cast<std::size_t>(total), "card")
                             : "the '" + c.fields[rule.field].name + "' of " +
                                   (c.is_deck() ? "deck" : "sheet") + " '" + c.id +
                                   "' adds up to " + number_text(total) + " (copies counted)";
    std::string hint;
    if (rule.max && total > *rule.max && !shares.empty()) {
        std::stable_sort(shares.begin(), shares.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<std::string> largest;
        for (std::size_t i = 0; i < shares.size() && i < 5; ++i) {
            largest.push_back(in_quotes(c.id_of(shares[i].second)) + " " +
                              number_text(shares[i].first));
        }
        hint = "the largest: " + join(largest, ", ");
    }
    diagnostics.error(
        rule.pos, what + "; the rule asks for " + bounds_words(rule.min, rule.max),
        hint);
}

void check_each(const Component& c, const Rule& rule, Diagnostics& diagnostics) {
    const FieldDecl& field = c.fields[rule.field];
    struct Group {
        int count = 0;
        std::vector<std::size_t> records;
        std::size_t over = k_no_field;  // the record that took the count past the most
    };
    std::vector<std::string_view> order;
    std::unordered_map<std::string_view, Group> groups;
    if (field.type == FieldType::choice) {
        for (const auto& value : field.values) {
            groups[value];
            order.push_back(value);
        }
    }
    for (std::size_t r = 0; r < c.records.size(); ++r) {
        std::string_view value = c.records.value(r, rule.field);
        if (value.empty()) continue;
        auto [it, added] = groups.try_emplace(value);
        if (added) order.push_back(value);
        Group& g = it->second;
        g.count += c.copies(r);
        g.records.push_back(r);
        if (rule.max && g.count > *rule.max && g.over == k_no_field) g.over = r;
    }
    std::string words = c.record_word();
    for (std::string_view value : order) {
        const Group& g = groups[value];
        std::string hint = the_rule(rule) + " counts the " + words + "s of each " + field.name +
                           ", copies included";
        if (g.over != k_no_field) {
            diagnostics.error(c.records.pos(g.over, rule.field),
                              count_of(static_cast<std::size_t>(g.count), words) + " have " +
                                  field.name + " " + in_quotes(value) + ", more than " +
                                  number_text(*rule.max) + ": " + card_list(c, g.records),
                              hint);
        } else if (rule.min && g.count < *rule.min) {
            std::string have = g.count == 0
                                   ? "no " + words + " has " + field.name + " " + in_quotes(value)
                                   : "only " + count_of(static_cast<std::size_t>(g.count), words) +
                                         " " + (g.count == 1 ? "has " : "have ") + field.name +
                                         " " + in_quotes(value) + ": " + card_list(c, g.records);
            diagnostics.error(
                rule.pos, have + "; the rule asks for at least " + number_text(*rule.min), hint);
        }
    }
}

void check_require(const Component& c, const Rule& rule, Diagnostics& diagnostics) {
    const std::string& needed = c.fields[rule.field].name;
    const std::string& when = c.fields[rule.when].name;
    for (std::size_t r = 0; r < c.records.size(); ++r) {
        std::string_view value = c.records.value(r, rule.when);
        bool applies = rule.is.empty()
                           ? !value.empty()
                           : std::find(rule.is.begin(), rule.is.end(), value) != rule.is.end();
        if (!applies || !c.records.value(r, rule.field).empty()) continue;
        std::string condition = rule.is.empty() ? "is given" : "is " + quoted_list(rule.is);
        diagnostics.error(
            c.records.pos(r, rule.when),
            std::string(c.record_word()) + " " + in_quotes(c.id_of(r)) + " has " + when + " " +
                in_quotes(value) + " but no '" + needed + "'",
            the_rule(rule) + " requires '" + needed + "' when '" + when + "' " + condition);
    }
}

}  // namespace

void check_rules(const Component& component, Diagnostics& diagnostics) {
    for (const Rule& rule : component.rules) {
        switch (rule.kind) {
            case Rule::Kind::unique:
                check_unique(component, rule, diagnostics);
                break;
            case Rule::Kind::total:
                check_total(component, rule, diagnostics);
                break;
            case Rule::Kind::each:
                check_each(component, rule, diagnostics);
                break;
            case Rule::Kind::require:
                check_require(component, rule, diagnostics);
                break;
        }
    }
}

}  // namespace pnpkit::designer
