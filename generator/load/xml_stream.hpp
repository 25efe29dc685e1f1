#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "load/package.hpp"

// The XML parts of a spreadsheet, parsed as they are inflated (expat), so that a large sheet never
// has to be held whole.
namespace pnpkit::load {

// An element's or an attribute's name: its namespace URI ("" when none) and its local name.
struct XmlName {
    std::string_view uri;
    std::string_view local;
};

// An element's attributes, as expat gives them.
class XmlAttributes {
public:
    explicit XmlAttributes(const char** pairs) : m_pairs(pairs) {}
    // The value of the attribute with this local name whose namespace URI contains `uri_part`
    // ("" for an attribute with no namespace); null when there is none.
    const char* find(std::string_view local, std::string_view uri_part = {}) const;

private:
    const char** m_pairs;
};

// What a part's reader does with its elements and text.
class XmlHandler {
public:
    virtual ~XmlHandler() = default;
    virtual void start(XmlName name, const XmlAttributes& attributes) = 0;
    virtual void end(XmlName name) = 0;
    virtual void text(std::string_view text) = 0;
};

// Parses one part, a chunk at a time, calling `handler`. A document type declaration is refused
// (spreadsheets have none, and entities are how XML bombs are made).
class XmlStream {
public:
    XmlStream(std::unique_ptr<PartReader> part, std::string name, XmlHandler& handler);
    ~XmlStream();
    XmlStream(const XmlStream&) = delete;
    XmlStream& operator=(const XmlStream&) = delete;

    // Parses the next chunk; false at the end of the part, or after a failure (then error() says
    // what, with the part's name and line).
    bool step();
    // Parses to the end; false after a failure.
    bool run();
    // Stops the parse from a handler: step() fails with `message`.
    void fail(std::string message);
    const std::string& error() const { return m_error; }

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
    std::string m_error;
};

}  // namespace pnpkit::load
