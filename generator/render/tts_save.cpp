#include "render/tts_save.hpp"

#include <cstdint>
#include <cstdio>
#include <ostream>

#include "core/json.hpp"

namespace pnpkit::render {

namespace {

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

void write_custom_deck_entry(JsonWriter& json, int key, const TtsSheetFiles& sheet) {
    json.key(std::to_string(key)).begin_object();
    json.field("FaceURL", file_url(sheet.face)).field("BackURL", file_url(sheet.back));
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
                double x, const std::string& id) {
    json.begin_object().field("Name", "Card");
    write_common(json, card.nickname, x, id);
    json.field("Hands", true).field("CardID", key * 100 + card.slot);
    json.key("CustomDeck").begin_object();
    write_custom_deck_entry(json, key, sheet);
    json.end_object().end_object();
}

}  // namespace

std::string file_url(const std::filesystem::path& path) {
    std::error_code ec;
    std::string absolute = std::filesystem::absolute(path, ec).lexically_normal().string();
    std::string url = "file://";
    for (unsigned char c : absolute) {
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '/' || c == '-' || c == '_' || c == '.' || c == '~';
        if (plain) {
            url += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            url += buf;
        }
    }
    return url;
}

void write_tts_save(std::ostream& out, std::span<const TtsDeck> decks,
                    const std::string& save_name) {
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
                               deck.sheets[static_cast<std::size_t>(card.sheet)], x, id);
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
                write_custom_deck_entry(json, first_key + static_cast<int>(s), deck.sheets[s]);
            }
            json.end_object();
            json.key("ContainedObjects").begin_array();
            int n = 0;
            for (const auto& card : deck.cards) {
                for (int c = 0; c < card.copies; ++c) {
                    write_card(json, card, first_key + card.sheet,
                               deck.sheets[static_cast<std::size_t>(card.sheet)], x,
                               id + "/" + std::to_string(n++));
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
