#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace pnpkit {

// A length on paper. Stored in PostScript points (1/72 in), the unit Cairo's PDF surface uses.
// Units are parsed at the edge (TOML, command line) and nowhere else.
class Length {
public:
    constexpr Length() = default;
    static constexpr Length pt(double v) { return Length(v); }
    static constexpr Length mm(double v) { return Length(v * 72.0 / 25.4); }
    static constexpr Length cm(double v) { return Length(v * 720.0 / 25.4); }
    static constexpr Length in(double v) { return Length(v * 72.0); }

    constexpr double to_pt() const { return m_pt; }
    constexpr double to_mm() const { return m_pt * 25.4 / 72.0; }
    constexpr double to_in() const { return m_pt / 72.0; }
    // Pixels at the given resolution (dots per inch).
    constexpr double to_px(double dpi) const { return m_pt / 72.0 * dpi; }

    constexpr Length operator+(Length o) const { return Length(m_pt + o.m_pt); }
    constexpr Length operator-(Length o) const { return Length(m_pt - o.m_pt); }
    constexpr Length operator-() const { return Length(-m_pt); }
    constexpr Length operator*(double k) const { return Length(m_pt * k); }
    constexpr Length operator/(double k) const { return Length(m_pt / k); }
    constexpr double operator/(Length o) const { return m_pt / o.m_pt; }
    Length& operator+=(Length o) { m_pt += o.m_pt; return *this; }
    Length& operator-=(Length o) { m_pt -= o.m_pt; return *this; }
    constexpr auto operator<=>(const Length&) const = default;

    // Shortest readable form in millimetres, e.g. "63mm" or "2.5mm".
    std::string to_string() const;

private:
    constexpr explicit Length(double pt) : m_pt(pt) {}
    double m_pt = 0;
};

// Parses "63mm", "2.5in", "12pt", "1.2cm". Returns nullopt for anything else (no unit, junk).
std::optional<Length> parse_length(std::string_view text);

struct Size {
    Length width;
    Length height;
    bool operator==(const Size&) const = default;
};

struct Point {
    Length x;
    Length y;
    bool operator==(const Point&) const = default;
};

struct Rect {
    Length x;
    Length y;
    Length width;
    Length height;

    Length right() const { return x + width; }
    Length bottom() const { return y + height; }
    bool operator==(const Rect&) const = default;
};

}  // namespace pnpkit
