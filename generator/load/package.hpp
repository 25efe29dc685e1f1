#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>

// The parts of a package, a zip file such as an XLSX or ODS spreadsheet, read by name and in
// chunks, with caps against zip bombs.
namespace pnpkit::load {

// The most entries a package may hold (a spreadsheet has a few dozen).
inline constexpr std::uint64_t k_max_package_entries = 10000;
// The most bytes one part may hold once uncompressed (counted as it is read, whatever its header
// says): a sheet of 100,000 cards is some 50 MB.
inline constexpr std::uint64_t k_max_part_bytes = std::uint64_t{256} << 20;
// The most bytes a package file may hold.
inline constexpr std::uint64_t k_max_package_bytes = std::uint64_t{256} << 20;

// One part being read.
class PartReader {
public:
    virtual ~PartReader() = default;
    // Reads up to `size` bytes into `buffer`: how many (0 at the end), or -1 after setting `error`
    // (a damaged entry, more than k_max_part_bytes).
    virtual long read(char* buffer, std::size_t size, std::string& error) = 0;
};

class Package {
public:
    virtual ~Package() = default;
    // The part named `name` ("xl/workbook.xml"), or null when the package has none or it cannot be
    // read (`error` then says why; it stays empty when the part is simply absent).
    virtual std::unique_ptr<PartReader> open(const std::string& name, std::string& error) = 0;
};

// Opens zip bytes, which must outlive the package; null with `error` set when they are not a zip
// file, hold more than k_max_package_entries entries, or are encrypted.
std::unique_ptr<Package> open_zip(std::string_view bytes, std::string& error);

// A package whose parts are strings (tests and the fuzz harness build spreadsheets this way).
class MemoryPackage final : public Package {
public:
    explicit MemoryPackage(std::map<std::string, std::string> parts) : m_parts(std::move(parts)) {}
    std::unique_ptr<PartReader> open(const std::string& name, std::string& error) override;

private:
    std::map<std::string, std::string> m_parts;
};

// Reads a whole part into `out`; false with `error` set when it is absent ("no NAME") or damaged.
bool read_part(Package& package, const std::string& name, std::string& out, std::string& error);

}  // namespace pnpkit::load
