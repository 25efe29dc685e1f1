#include "render/tts_save.hpp"

#include <cstdint>
#include <cstdio>
#include <ostream>

#include "core/json.hpp"

namespace pnpkit::render {

namespace {

// Appends text percent-encoded: everything but unreserved characters (and '/' when `keep_slash`).
void append_encoded(std::string& url, std::string_view text, bool keep_slash) {
    for (unsigned char c : text) {
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     (c == '/' && keep_slash) || c == '-' || c == '_' || c == '.' || c == '~';
        if (plain) {
            url += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            url += buf;
        }
    }
}

// A stable six-digit hexadecimal GUID (FNV-1a of the text), so the same decks give the same file.
std::string guid(const std::string& text) {
    std::uint32_t hash = 2166136261u;
    for (unsigned char c : text) hash = (hash ^ c) * 16777619u;
    char buf[8];
    std::snprintf(buf, sizeof buf, "%06x", hash & 0xffffffu);
    return buf;
}

void write_transform(JsonWriter& json, double x) {
    json.key("Transform").begin_object();
    json.field("posX", x).field("posY", 1.0).field("posZ", 0.0);
    json.field("rotX", 0.0).field("rotY", 180.0).field("rotZ", 180.0);
    json.field("scaleX", 1.0).field("scaleY", 1.0).field("scaleZ", 1.0);
    json.end_object();
}

void write_custom_deck_entry(JsonWriter& json, int key, const TtsSheetFiles& sheet,
                             std::string_view url_base) {
    json.key(std::to_string(key)).begin_object();
    json.field("FaceURL", image_url(sheet.face, url_base))
        .field("BackURL", image_url(sheet.back, url_base));
    json.field("NumWidth", sheet.columns).field("NumHeight", sheet.rows);
    json.field("BackIsHidden", true).field("UniqueBack", sheet.unique_back).field("Type", 0);
    json.end_object();
}

// The keys every object shares, after its Name.
void write_common(JsonWriter& json, const std::string& nickname, double x, const std::string& id) {
    write_transform(json, x);
    json.field("Nickname", nickname).field("Description", "").field("GMNotes", "");
    json.key("ColorDiffuse")
        .begin_object()
        .field("r", 0.713235259)
        .field("g", 0.713235259)
        .field("b", 0.713235259)
        .end_object();
    json.field("Locked", false).field("Grid", true).field("Snap", true).field("Autoraise", true);
    json.field("Sticky", true).field("Tooltip", true).field("SidewaysCard", false);
    json.field("GUID", guid(id));
}

void write_card(JsonWriter& json, const TtsCard& card, int key, const TtsSheetFiles& sheet,
                double x, const std::string& id, std::string_view url_base) {
    json.begin_object().field("Name", "Card");
    write_common(json, card.nickname, x, id);
    json.field("Hands", true).field("CardID", key * 100 + card.slot);
    json.key("CustomDeck").begin_object();
    write_custom_deck_entry(json, key, sheet, url_base);
    json.end_object().end_object();
}

}  // namespace

std::string file_url(const std::filesystem::path& path) {
    std::error_code ec;
    std::string url = "file://";
    append_encoded(url, std::filesystem::absolute(path, ec).lexically_normal().string(), true);
    return url;
}

std::optional<std::string> url_base_problem(std::string_view base) {
    std::string_view rest;
    if (base.starts_with("https://")) {
        rest = base.substr(8);
    } else if (base.starts_with("http://")) {
        rest = base.substr(7);
    } else {
        return "it must start with http:// or https://, where Tabletop Simulator's players can "
               "fetch the sheets";
    }
    std::string_view host = rest.substr(0, rest.find('/'));
    if (host.empty()) return "it has no host name after the scheme";
    for (unsigned char c : base) {
        if (c <= ' ' || c == '"' || c == '\\' || c == '?' || c == '#' || c >= 0x7f) {
            return "it holds a space, a quote, a backslash, '?', '#' or a character that needs "
                   "encoding";
        }
    }
    return std::nullopt;
}

std::string image_url(const std::filesystem::path& path, std::string_view base) {
    if (base.empty()) return file_url(path);
    while (base.ends_with('/')) base.remove_suffix(1);
    std::string url(base);
    url += '/';
    append_encoded(url, path.filename().string(), false);
    return url;
}

void write_tts_save(std::ostream& out, std::span<const TtsDeck> decks, const std::string& save_name,
                    std::string_view url_base) {
    JsonWriter json(out);
    json.begin_object();
    json.field("SaveName", save_name)
        .field("GameMode", "")
        .field("Date", "")
        .field("Table", "")
        .field("Sky", "");
    json.field("Note", "")
        .field("Rules", "")
        .field("XmlUI", "")
        .field("LuaScript", "")
        .field("LuaScriptState", "");
    json.key("ObjectStates").begin_array();
    int first_key = 1;
    for (std::size_t d = 0; d < decks.size(); ++d) {
        const TtsDeck& deck = decks[d];
        double x = 3.0 * static_cast<double>(d);
        int total = 0;
        for (const auto& card : deck.cards) total += card.copies;
        std::string id = save_name + "/" + deck.nickname;
        if (total == 1) {
            for (const auto& card : deck.cards) {
                if (card.copies == 1)
                    write_card(json, card, first_key + card.sheet,
                               deck.sheets[static_cast<std::size_t>(card.sheet)], x, id, url_base);
            }
        } else if (total > 1) {
            json.begin_object().field("Name", "DeckCustom");
            write_common(json, deck.nickname, x, id);
            json.field("Hands", false);
            json.key("DeckIDs").begin_array();
            for (const auto& card : deck.cards) {
                for (int c = 0; c < card.copies; ++c)
                    json.value((first_key + card.sheet) * 100 + card.slot);
            }
            json.end_array();
            json.key("CustomDeck").begin_object();
            for (std::size_t s = 0; s < deck.sheets.size(); ++s) {
                write_custom_deck_entry(json, first_key + static_cast<int>(s), deck.sheets[s],
                                        url_base);
            }
            json.end_object();
            json.key("ContainedObjects").begin_array();
            int n = 0;
            for (const auto& card : deck.cards) {
                for (int c = 0; c < card.copies; ++c) {
                    write_card(json, card, first_key + card.sheet,
                               deck.sheets[static_cast<std::size_t>(card.sheet)], x,
                               id + "/" + std::to_string(n++), url_base);
                }
            }
            json.end_array().end_object();
        }
        first_key += static_cast<int>(deck.sheets.size());
    }
    json.end_array().end_object();
    out << '\n';
}

}  // namespace pnpkit::render
