// urikit CLI: diagnostics for people (see human_output.hpp). The input is
// walked once up to the window's end with a fixed ring of unit starts, so a
// diagnostic costs the same small memory whatever the input's length.
#include "human_output.hpp"

#include <array>

#include <urikit/utf8.hpp>

namespace urikit::cli {

namespace {

constexpr std::size_t units_before = 50, units_after = 25;

// One display unit at byte i: a printable ASCII byte, a well-formed UTF-8
// character, or '?' for a control byte or an ill-formed subpart.
struct display_unit {
    std::size_t size;     // bytes it covers
    bool shown_as_is;     // false: printed as '?'
};

display_unit unit_at(std::string_view s, std::size_t i) noexcept {
    auto const c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F) return {1, true};
    if (c < 0x80) return {1, false};
    utf8_char const u = utf8_next(s.data() + i, s.size() - i);
    return {u.size, u.valid};
}

// The byte where the window begins (at most units_before units before the
// unit holding `offset`) and how many units lie between it and the caret.
std::pair<std::size_t, std::size_t> window_start(std::string_view input, std::size_t offset) noexcept {
    std::array<std::size_t, units_before + 1> ring{}; // starts of the last units seen
    std::size_t count = 0, i = 0;
    while (i < input.size()) {
        std::size_t const next = i + unit_at(input, i).size;
        ring[count % ring.size()] = i;
        ++count;
        if (offset < next) break; // this unit holds the offset
        i = next;
    }
    if (i >= input.size()) { // the caret is one past the end
        ring[count % ring.size()] = input.size();
        ++count;
    }
    std::size_t const shown = count < ring.size() ? count : ring.size();
    return {ring[(count - shown) % ring.size()], shown - 1};
}

} // namespace

void append_diagnostic(std::string& out, std::string_view where, std::size_t number, std::string_view input,
                       std::string_view reason, std::uint32_t offset) {
    out.append("urikit: ").append(where).push_back(' ');
    out.append(std::to_string(number)).append(": ").append(reason).append(" at byte ");
    out.append(std::to_string(offset)).push_back('\n');
    append_excerpt(out, input, offset);
}

void append_excerpt(std::string& out, std::string_view input, std::uint32_t offset) {
    auto const [from, caret_column] = window_start(input, offset);
    out.append("  ");
    if (from > 0) out.append("...");
    std::size_t i = from, units = 0;
    while (i < input.size() && units < caret_column + units_after) {
        display_unit const u = unit_at(input, i);
        if (u.shown_as_is) out.append(input.substr(i, u.size));
        else out.push_back('?');
        i += u.size;
        ++units;
    }
    if (i < input.size()) out.append("...");
    out.push_back('\n');
    out.append("  ");
    if (from > 0) out.append("   ");
    out.append(caret_column, ' ');
    out.append("^\n");
}

} // namespace urikit::cli
