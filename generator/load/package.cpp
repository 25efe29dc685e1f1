#include "load/package.hpp"

#include <zip.h>

#include <cstring>

namespace pnpkit::load {

namespace {

struct ZipCloser {
    void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct ZipFileCloser {
    void operator()(zip_file_t* file) const { zip_fclose(file); }
};

// A part of a zip file, inflated as it is read; stops at k_max_part_bytes.
class ZipPart final : public PartReader {
public:
    ZipPart(zip_file_t* file, std::string name) : m_file(file), m_name(std::move(name)) {}

    long read(char* buffer, std::size_t size, std::string& error) override {
        zip_int64_t got = zip_fread(m_file.get(), buffer, size);
        if (got < 0) {
            error = m_name + " is damaged: " + zip_error_strerror(zip_file_get_error(m_file.get()));
            return -1;
        }
        m_read += static_cast<std::uint64_t>(got);
        if (m_read > k_max_part_bytes) {
            error = m_name + " holds more than " + std::to_string(k_max_part_bytes >> 20) +
                    " MB once uncompressed";
            return -1;
        }
        return static_cast<long>(got);
    }

private:
    std::unique_ptr<zip_file_t, ZipFileCloser> m_file;
    std::string m_name;
    std::uint64_t m_read = 0;
};

class ZipPackage final : public Package {
public:
    explicit ZipPackage(zip_t* archive) : m_archive(archive) {}

    std::unique_ptr<PartReader> open(const std::string& name, std::string& error) override {
        zip_int64_t index = zip_name_locate(m_archive.get(), name.c_str(), ZIP_FL_NOCASE);
        if (index < 0) return nullptr;
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(m_archive.get(), static_cast<zip_uint64_t>(index), 0, &stat) != 0) {
            error = name + " is damaged: " + zip_strerror(m_archive.get());
            return nullptr;
        }
        if ((stat.valid & ZIP_STAT_ENCRYPTION_METHOD) && stat.encryption_method != ZIP_EM_NONE) {
            error = name + " is encrypted";
            return nullptr;
        }
        if ((stat.valid & ZIP_STAT_SIZE) && stat.size > k_max_part_bytes) {
            error = name + " holds " + std::to_string(stat.size >> 20) +
                    " MB once uncompressed; the most is " + std::to_string(k_max_part_bytes >> 20);
            return nullptr;
        }
        zip_file_t* file = zip_fopen_index(m_archive.get(), static_cast<zip_uint64_t>(index), 0);
        if (!file) {
            error = name + " cannot be read: " + zip_strerror(m_archive.get());
            return nullptr;
        }
        return std::make_unique<ZipPart>(file, name);
    }

private:
    std::unique_ptr<zip_t, ZipCloser> m_archive;
};

class StringPart final : public PartReader {
public:
    explicit StringPart(const std::string& text) : m_text(text) {}
    long read(char* buffer, std::size_t size, std::string& /*error*/) override {
        std::size_t n = std::min(size, m_text.size() - m_at);
        std::memcpy(buffer, m_text.data() + m_at, n);
        m_at += n;
        return static_cast<long>(n);
    }

private:
    const std::string& m_text;
    std::size_t m_at = 0;
};

}  // namespace

std::unique_ptr<Package> open_zip(std::string_view bytes, std::string& error) {
    if (bytes.empty()) {
        error = "the file is empty";
        return nullptr;
    }
    if (bytes.size() > k_max_package_bytes) {
        error = "the file holds more than " + std::to_string(k_max_package_bytes >> 20) + " MB";
        return nullptr;
    }
    zip_error_t zip_error;
    zip_error_init(&zip_error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &zip_error);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &zip_error) : nullptr;
    if (!archive) {
        error = std::string("it is not a zip file as spreadsheets are (") +
                zip_error_strerror(&zip_error) + ")";
        zip_error_fini(&zip_error);
        if (source) zip_source_free(source);
        return nullptr;
    }
    zip_error_fini(&zip_error);
    auto package = std::make_unique<ZipPackage>(archive);
    zip_int64_t entries = zip_get_num_entries(archive, 0);
    if (entries < 0 || static_cast<zip_uint64_t>(entries) > k_max_package_entries) {
        error = "it holds " + std::to_string(entries) + " entries; a spreadsheet has a few dozen";
        return nullptr;
    }
    return package;
}

std::unique_ptr<PartReader> MemoryPackage::open(const std::string& name, std::string& /*error*/) {
    auto it = m_parts.find(name);
    if (it == m_parts.end()) return nullptr;
    return std::make_unique<StringPart>(it->second);
}

bool read_part(Package& package, const std::string& name, std::string& out, std::string& error) {
    auto part = package.open(name, error);
    if (!part) {
        if (error.empty()) error = "no " + name;
        return false;
    }
    out.clear();
    char buffer[65536];
    while (true) {
        long got = part->read(buffer, sizeof buffer, error);
        if (got < 0) return false;
        if (got == 0) return true;
        out.append(buffer, static_cast<std::size_t>(got));
    }
}

}  // namespace pnpkit::load
