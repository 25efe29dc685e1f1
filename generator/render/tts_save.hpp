#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit::render {

// One sheet of a Tabletop Simulator deck: its face image, its back image, and its grid.
struct TtsSheetFiles {
    std::filesystem::path face;
    std::filesystem::path back;
    bool unique_back = false;  // the back image is a sheet of backs in the same grid, not one back
    int columns = 0;
    int rows = 0;
};

// One distinct card: where its face is (sheet and slot, row-major), its name, its copies.
struct TtsCard {
    std::string nickname;
    int sheet = 0;
    int slot = 0;
    int copies = 1;
};

// A deck as Tabletop Simulator shows it.
struct TtsDeck {
    std::string nickname;
    std::vector<TtsSheetFiles> sheets;
    std::vector<TtsCard> cards;
};

// The most cards on one Tabletop Simulator sheet: 10 × 7 slots, the last kept for the hidden face.
inline constexpr int k_tts_cards_per_sheet = 69;

// "file:///abs/path%20with%20spaces.png": an absolute file URL, percent-encoded.
std::string file_url(const std::filesystem::path& path);

// Why `base` cannot be the address the sheets are hosted at (it must be an http:// or https://
// URL with a host, and no spaces, quotes, '?' or '#'), or nullopt when it can.
std::optional<std::string> url_base_problem(std::string_view base);

// Where Tabletop Simulator finds an image: BASE/<file name, percent-encoded> when `base` is set
// (its trailing slashes dropped), else its file URL.
std::string image_url(const std::filesystem::path& path, std::string_view base);

// Writes a Tabletop Simulator saved-object file (JSON) holding one object per deck, side by side,
// face down: a deck, or a single card when it holds one. Every sheet gets a CustomDeck key,
// numbered from 1 across the decks; a card's id is its sheet's key × 100 + its slot; DeckIDs and
// ContainedObjects list each card once per copy, in deck order.
// Images are named by image_url(path, url_base).
void write_tts_save(std::ostream& out, std::span<const TtsDeck> decks, const std::string& save_name,
                    std::string_view url_base = {});

}  // namespace pnpkit::render
