// urikit web mode: trimming and tab/newline removal (URL Standard, basic URL
// parser, steps 1 and 2).
#include "src/web/web_input.hpp"

#include <string>

#include "grammar/charsets.hpp"
#include "src/core/tab_newline_removal.hpp"

namespace urikit::detail {

namespace {
bool is_c0_or_space(char c) noexcept { return grammar::in_set(c, grammar::ws_c0_or_space); }
bool is_tab_or_newline(char c) noexcept { return grammar::in_set(c, grammar::ws_tab_or_newline); }
} // namespace

web_input::web_input(std::string_view raw, bool trim) : raw_(raw) {
    std::size_t b = 0, e = raw.size();
    if (trim) {
        while (b < e && is_c0_or_space(raw[b])) ++b;
        while (e > b && is_c0_or_space(raw[e - 1])) --e;
    }
    leading_ = b;
    std::string_view const t = raw.substr(b, e - b);
    std::size_t first = 0;
    while (first < t.size() && !is_tab_or_newline(t[first])) ++first;
    if (first == t.size()) {
        text_ = t;
        return;
    }
    removed_inside_ = true;
    std::string& buffer = buffer_.get();
    buffer.assign(t.data(), first);
    for (std::size_t i = first; i < t.size(); ++i) {
        if (!is_tab_or_newline(t[i])) buffer.push_back(t[i]);
    }
    text_ = buffer;
}

std::uint32_t web_input::original_offset(std::size_t at) const noexcept {
    if (!removed_inside_) return static_cast<std::uint32_t>(leading_ + at);
    return offset_before_removal(raw_, leading_, at);
}

} // namespace urikit::detail
