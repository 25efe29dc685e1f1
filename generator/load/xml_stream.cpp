#include "load/xml_stream.hpp"

#include <expat.h>

#include <cstring>

namespace pnpkit::load {

namespace {

constexpr char k_separator = '\x1F';
constexpr std::size_t k_chunk = 65536;

XmlName split_name(const char* name) {
    std::string_view full(name);
    std::size_t at = full.find(k_separator);
    if (at == std::string_view::npos) return {{}, full};
    return {full.substr(0, at), full.substr(at + 1)};
}

}  // namespace

const char* XmlAttributes::find(std::string_view local, std::string_view uri_part) const {
    for (const char** pair = m_pairs; pair[0]; pair += 2) {
        XmlName name = split_name(pair[0]);
        if (name.local != local) continue;
        if (uri_part.empty() ? name.uri.empty() : name.uri.find(uri_part) != std::string_view::npos)
            return pair[1];
    }
    return nullptr;
}

struct XmlStream::Impl {
    XML_Parser parser = nullptr;
    std::unique_ptr<PartReader> part;
    std::string name;
    XmlHandler* handler = nullptr;
    bool done = false;
    char buffer[k_chunk];

    ~Impl() {
        if (parser) XML_ParserFree(parser);
    }
};

XmlStream::XmlStream(std::unique_ptr<PartReader> part, std::string name, XmlHandler& handler)
    : m_impl(std::make_unique<Impl>()) {
    m_impl->part = std::move(part);
    m_impl->name = std::move(name);
    m_impl->handler = &handler;
    XML_Parser parser = XML_ParserCreateNS(nullptr, k_separator);
    m_impl->parser = parser;
    if (!parser) throw std::bad_alloc();
    XML_SetUserData(parser, this);
    XML_SetElementHandler(
        parser,
        [](void* self, const char* name, const char** attributes) {
            static_cast<XmlStream*>(self)->m_impl->handler->start(split_name(name),
                                                                  XmlAttributes(attributes));
        },
        [](void* self, const char* name) {
            static_cast<XmlStream*>(self)->m_impl->handler->end(split_name(name));
        });
    XML_SetCharacterDataHandler(parser, [](void* self, const char* text, int length) {
        static_cast<XmlStream*>(self)->m_impl->handler->text(
            std::string_view(text, static_cast<std::size_t>(length)));
    });
    XML_SetStartDoctypeDeclHandler(parser,
                                   [](void* self, const char*, const char*, const char*, int) {
                                       static_cast<XmlStream*>(self)->fail(
                                           "it declares a document type, which spreadsheets "
                                           "do not");
                                   });
}

XmlStream::~XmlStream() = default;

void XmlStream::fail(std::string message) {
    if (!m_error.empty()) return;
    m_error = m_impl->name + ": " + std::move(message);
    XML_StopParser(m_impl->parser, XML_FALSE);
}

bool XmlStream::step() {
    if (m_impl->done || !m_error.empty()) return false;
    std::string read_error;
    long got = m_impl->part->read(m_impl->buffer, k_chunk, read_error);
    if (got < 0) {
        m_error = read_error;
        return false;
    }
    bool last = got == 0;
    if (XML_Parse(m_impl->parser, m_impl->buffer, static_cast<int>(got), last) ==
        XML_STATUS_ERROR) {
        if (m_error.empty()) {
            m_error = m_impl->name + " line " +
                      std::to_string(XML_GetCurrentLineNumber(m_impl->parser)) + ": " +
                      XML_ErrorString(XML_GetErrorCode(m_impl->parser));
        }
        return false;
    }
    if (!m_error.empty()) return false;
    m_impl->done = last;
    return !last;
}

bool XmlStream::run() {
    while (step()) {
    }
    return m_error.empty();
}

}  // namespace pnpkit::load
