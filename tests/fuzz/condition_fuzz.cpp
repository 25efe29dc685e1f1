// Fuzzes the condition language of a template layer's `when`: the parser, the evaluator and the
// check against declared fields. The input's first line is the condition; each further line is a
// field of the record, `name=value`.
// Invariants: parsing gives a condition or an error at an offset within the text, never a crash;
// a condition and `not (condition)` evaluate to opposite values on the same record; evaluating
// twice gives the same answer; the check of the condition against declared fields reports only
// errors, each with a position.
#include <map>
#include <string>

#include "fuzz.hpp"
#include "layout/condition.hpp"
#include "layout/template_check.hpp"
#include "support/fake_text.hpp"

namespace {

using namespace pnpkit;
using pnpkit::fuzz::violated;

layout::RecordSchema schema() {
    layout::RecordSchema s;
    s.template_id = "t";
    s.owner = "deck 'd'";
    s.fields = {
        {"id", layout::FieldKind::id, {}, {"game.toml", 1, 1}, true},
        {"type", layout::FieldKind::choice, {"attack", "magic"}, {"game.toml", 2, 1}, false},
        {"cost", layout::FieldKind::integer, {}, {"game.toml", 3, 1}, false},
        {"name", layout::FieldKind::text, {}, {"game.toml", 4, 1}, false}};
    return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto [text, rest] = fuzz::split_first_line(fuzz::as_text(data, size));
    std::map<std::string, std::string, std::less<>> record;
    while (!rest.empty()) {
        auto [line, more] = fuzz::split_first_line(rest);
        rest = more;
        std::size_t equals = line.find('=');
        if (equals != std::string_view::npos)
            record[std::string(line.substr(0, equals))] = line.substr(equals + 1);
    }
    auto parsed = layout::Condition::parse(text);
    if (const auto* error = std::get_if<layout::ConditionError>(&parsed)) {
        if (error->offset > text.size()) violated("an error past the end of the condition");
        if (error->message.empty()) violated("an error without a message");
        return 0;
    }
    const auto& condition = std::get<layout::Condition>(parsed);
    auto lookup = [&](std::string_view name) -> std::optional<std::string_view> {
        auto it = record.find(name);
        if (it == record.end()) return std::nullopt;
        return std::string_view(it->second);
    };
    bool value = condition.evaluate(lookup);
    if (condition.evaluate(lookup) != value)
        violated("a condition evaluated twice gave two answers");
    std::string negated = "not (" + std::string(text) + ")";
    auto opposite = layout::Condition::parse(negated);
    if (const auto* negation = std::get_if<layout::Condition>(&opposite)) {
        if (!condition.always() && negation->evaluate(lookup) == value)
            violated("'" + negated + "' has the value of the condition it negates");
    } else if (negated.size() <= layout::k_max_condition_bytes && !condition.always()) {
        const auto& error = std::get<layout::ConditionError>(opposite);
        if (error.message.find("nests more than") == std::string::npos)
            violated("a condition parses but its negation does not: " + error.message);
    }

    layout::Template t;
    t.id = "t";
    layout::Layer layer;
    layer.name = "l";
    layer.pos = {"t.toml", 5, 1};
    layer.key_pos["when"] = {"t.toml", 7, 8};
    layer.when = condition;
    layer.spec = layout::RectLayer{};
    t.layers.push_back(layer);
    test::FakeTextService service;
    std::set<std::string> used;
    Diagnostics diagnostics;
    layout::check_template(t, schema(), service, layout::IconSet::built_in(), used, diagnostics);
    for (const auto& d : diagnostics.items()) {
        if (d.severity != Severity::error || d.pos.line == 0)
            violated("a check without an error's position: " + d.message);
    }
    return 0;
}
