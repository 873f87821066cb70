#include "human_output.hpp"
#include "utf8.hpp"

#include <vector>

namespace urikit::cli {

namespace {

struct display_unit {
    std::size_t byte;  // offset of the unit's first byte
    std::string text;  // what is printed (one column)
};

std::vector<display_unit> display_units(std::string_view s) {
    std::vector<display_unit> units;
    std::size_t i = 0;
    while (i < s.size()) {
        auto const c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7F) {
            units.push_back({i, std::string(1, s[i])});
            ++i;
            continue;
        }
        std::size_t bad = 0;
        std::size_t const len =
            c >= 0x80 ? utf8_sequence(reinterpret_cast<unsigned char const*>(s.data()) + i, s.size() - i, bad) : 0;
        if (len != 0) {
            units.push_back({i, std::string(s.substr(i, len))});
            i += len;
        } else {
            units.push_back({i, "?"});
            ++i;
        }
    }
    return units;
}

} // namespace

void append_diagnostic(std::string& out, std::string_view where, std::size_t number, std::string_view input,
                       std::string_view reason, std::uint32_t offset) {
    out.append("urikit: ");
    out.append(where);
    out.push_back(' ');
    out.append(std::to_string(number));
    out.append(": ");
    out.append(reason);
    out.append(" at byte ");
    out.append(std::to_string(offset));
    out.push_back('\n');

    std::vector<display_unit> const units = display_units(input);
    // Column of the offset: the unit that contains it, or one past the end.
    std::size_t caret = units.size();
    for (std::size_t u = 0; u < units.size(); ++u) {
        std::size_t const next = u + 1 < units.size() ? units[u + 1].byte : input.size();
        if (offset < next) {
            caret = u;
            break;
        }
    }
    constexpr std::size_t before = 50, after = 25;
    std::size_t const from = caret > before ? caret - before : 0;
    std::size_t const to = std::min(units.size(), caret + after);
    out.append("  ");
    if (from > 0) out.append("...");
    for (std::size_t u = from; u < to; ++u) out.append(units[u].text);
    if (to < units.size()) out.append("...");
    out.push_back('\n');
    out.append("  ");
    if (from > 0) out.append("   ");
    out.append(caret - from, ' ');
    out.append("^\n");
}

} // namespace urikit::cli
