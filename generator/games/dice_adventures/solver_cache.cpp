#include "games/dice_adventures/solver_cache.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>

#include "core/atomic_file.hpp"
#include "core/paths.hpp"
#include "core/user_cache.hpp"

namespace pnpkit::dice_adventures {

namespace {

// The first line of a cache file; a new layout gets a new one.
constexpr std::string_view k_magic = "pnpkit dice-adventures camps 1\n";
// Larger caches are not written (a hardcore game with the deck has millions of camps).
constexpr std::size_t k_most_camps = 2'000'000;

// FNV-1a over words and text, for the cache's name and its checksum.
class Hash {
public:
    Hash& add(std::uint64_t word) {
        for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>(word >> (8 * i)));
        return *this;
    }
    Hash& add(std::string_view text) {
        add(text.size());
        for (char c : text) byte(static_cast<unsigned char>(c));
        return *this;
    }
    Hash& add_bytes(const char* data, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) byte(static_cast<unsigned char>(data[i]));
        return *this;
    }
    std::uint64_t value() const { return m_value; }

private:
    void byte(unsigned char b) {
        m_value ^= b;
        m_value *= 0x100000001B3ULL;
    }
    std::uint64_t m_value = 0xCBF29CE484222325ULL;
};

void add_table(Hash& h, const ResultTable& table) {
    for (const Outcome& o : table) {
        h.add(static_cast<std::uint64_t>(o.gold)).add(static_cast<std::uint64_t>(o.level_up));
        h.add(static_cast<std::uint64_t>(o.lose_level)).add(static_cast<std::uint64_t>(o.die));
    }
}

template <typename T>
void put(std::string& out, T value) {
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    out.append(bytes, sizeof(T));
}

// Reads a T at `at`, moving on; false past the end.
template <typename T>
bool get(const std::string& in, std::size_t& at, T& value) {
    if (in.size() - at < sizeof(T)) return false;
    std::memcpy(&value, in.data() + at, sizeof(T));
    at += sizeof(T);
    return true;
}

std::size_t values_per_camp(const Solver& solver) {
    return static_cast<std::size_t>((solver.max_provisions() + 1) * (solver.max_weapons() + 1));
}

// Whether the cached camps agree with this build: for each adventure, the camp with the least
// gold (then key) is worked out again from the cached camps and must match to the bit.
bool agrees(const Solver& cached) {
    std::map<int, std::pair<int, std::uint64_t>> sample;  // adventure -> (gold, key)
    for (const auto& [key, values] : cached.camps()) {
        Camp camp = cached.camp_of_key(key);
        auto [it, fresh] = sample.try_emplace(camp.adventure, camp.gold, key);
        if (!fresh && std::make_pair(camp.gold, key) < it->second) it->second = {camp.gold, key};
    }
    for (const auto& [adventure, at] : sample) {
        Solver probe = Solver::reading(cached);
        std::vector<double> again = probe.work_out_camp(cached.camp_of_key(at.second));
        const std::vector<double>& kept = *cached.known_camp(at.second);
        if (again.size() != kept.size() ||
            std::memcmp(again.data(), kept.data(), kept.size() * sizeof(double)) != 0)
            return false;
    }
    return true;
}

}  // namespace

std::uint64_t camp_cache_key(const Solver& solver) {
    const Rules& r = solver.rules();
    const GameData& d = *r.data;
    Hash h;
    h.add(k_magic).add(PNPKIT_VERSION);
    const Settings& s = d.settings;
    for (int v : {s.party, s.start_level, s.max_level, s.uses_per_level, s.adventures, s.per_level,
                  s.per_treasure, s.per_death})
        h.add(static_cast<std::uint64_t>(v));
    h.add(d.classes.size());
    for (const ClassDef& c : d.classes) {
        const Power& p = c.power;
        for (int v : {static_cast<int>(p.kind), static_cast<int>(p.target), p.step, p.dice, p.gold,
                      static_cast<int>(p.results)})
            h.add(static_cast<std::uint64_t>(v));
    }
    h.add(d.items.size());
    for (const ItemDef& i : d.items) {
        h.add(static_cast<std::uint64_t>(i.effect)).add(static_cast<std::uint64_t>(i.cost));
        h.add(static_cast<std::uint64_t>(i.max));
    }
    const ModeDef& m = *r.mode;
    h.add(static_cast<std::uint64_t>(m.bonus)).add(static_cast<std::uint64_t>(m.replace));
    h.add(m.wipeout_scores ? 1 + static_cast<std::uint64_t>(*m.wipeout_scores + 1000) : 0);
    h.add(m.shifts.size());
    for (int v : m.shifts) h.add(static_cast<std::uint64_t>(v));
    h.add(r.deck ? 1 : 0);
    if (r.deck) {
        h.add(d.deck.size());
        for (const AdventureCard& c : d.deck) {
            add_table(h, c.table);
            h.add(static_cast<std::uint64_t>(c.shift))
                .add(static_cast<std::uint64_t>(c.shift_dice));
            h.add(static_cast<std::uint64_t>(c.forbid));
        }
    } else {
        add_table(h, d.results);
    }
    h.add(static_cast<std::uint64_t>(solver.max_provisions()));
    h.add(static_cast<std::uint64_t>(solver.max_weapons()));
    return h.value();
}

std::filesystem::path camp_cache_file(const Solver& solver, const std::filesystem::path& folder) {
    char name[40];
    std::snprintf(name, sizeof name, "%016llx.camps",
                  static_cast<unsigned long long>(camp_cache_key(solver)));
    return folder / "dice-adventures" / name;
}

std::optional<std::filesystem::path> camp_cache_file(const Solver& solver) {
    auto folder = user_cache_dir();
    if (!folder) return std::nullopt;
    return camp_cache_file(solver, *folder);
}

std::string camp_cache_bytes(const Solver& solver) {
    // In key order, so that the same camps always make the same file.
    std::vector<std::uint64_t> keys;
    for (const auto& [key, values] : solver.camps()) keys.push_back(key);
    std::sort(keys.begin(), keys.end());
    std::string out(k_magic);
    put<std::uint64_t>(out, camp_cache_key(solver));
    put<double>(out, 1.5);  // the layout of doubles (and the byte order) of the machine
    put<std::uint64_t>(out, values_per_camp(solver));
    put<std::uint64_t>(out, keys.size());
    for (std::uint64_t key : keys) {
        put<std::uint64_t>(out, key);
        for (double v : *solver.known_camp(key)) put<double>(out, v);
    }
    put<std::uint64_t>(out, Hash().add_bytes(out.data(), out.size()).value());
    return out;
}

std::size_t read_camp_cache(Solver& solver, const std::string& bytes) {
    try {
        if (bytes.size() < k_magic.size() + sizeof(std::uint64_t) ||
            bytes.compare(0, k_magic.size(), k_magic) != 0)
            return 0;
        std::size_t at = k_magic.size();
        std::size_t body = bytes.size() - sizeof(std::uint64_t);  // the checksum comes last
        std::uint64_t key = 0, per_camp = 0, count = 0, checksum = 0;
        double marker = 0;
        if (!get(bytes, at, key) || !get(bytes, at, marker) || !get(bytes, at, per_camp) ||
            !get(bytes, at, count) || key != camp_cache_key(solver) || marker != 1.5 ||
            per_camp != values_per_camp(solver) || count > k_most_camps || at > body ||
            body - at != count * (1 + per_camp) * 8)
            return 0;
        std::size_t end = body;
        if (!get(bytes, end, checksum) || checksum != Hash().add_bytes(bytes.data(), body).value())
            return 0;
        Solver cached(solver.rules(), solver.bounds());
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint64_t camp = 0;
            std::vector<double> values(per_camp);
            get(bytes, at, camp);
            for (double& v : values) get(bytes, at, v);
            cached.add_camp(camp, std::move(values));
        }
        if (!agrees(cached)) return 0;
        std::size_t added = 0;
        for (const auto& [camp, values] : cached.camps()) {
            if (solver.known_camp(camp)) continue;
            solver.add_camp(camp, values);
            ++added;
        }
        return added;
    } catch (const std::exception&) {
        return 0;  // a camp key beyond the solver's limits: not a cache of ours
    }
}

std::size_t load_camp_cache(Solver& solver, std::span<const std::filesystem::path> folders) {
    std::size_t added = 0;
    for (const std::filesystem::path& folder : folders) {
        try {
            std::filesystem::path file = camp_cache_file(solver, folder);
            if (std::filesystem::is_regular_file(file))
                added += read_camp_cache(solver, read_file(file));
        } catch (const std::exception&) {
            // An unreadable file is no cache.
        }
    }
    return added;
}

std::optional<std::filesystem::path> shipped_camp_folder() {
    try {
        return find_project_paths().tables;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::size_t load_camp_cache(Solver& solver) {
    std::vector<std::filesystem::path> folders;
    if (auto user = user_cache_dir()) folders.push_back(*user);
    if (auto shipped = shipped_camp_folder()) folders.push_back(*shipped);
    return load_camp_cache(solver, folders);
}

void save_camp_cache(const Solver& solver, std::size_t loaded) {
    if (solver.camps().size() <= loaded || solver.camps().size() > k_most_camps) return;
    try {
        auto file = camp_cache_file(solver);
        if (file) write_file_atomically(*file, camp_cache_bytes(solver));
    } catch (const std::exception&) {
        // A cache that cannot be written is not written.
    }
}

}  // namespace pnpkit::dice_adventures
