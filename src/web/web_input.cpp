// urikit web mode: trimming and tab/newline removal (URL Standard, basic URL
// parser, steps 1 and 2).
#include "src/web/web_input.hpp"

#include <string>

#include <urikit/utf8.hpp>

#include "src/core/charsets.hpp"
#include "src/core/tab_newline_removal.hpp"

namespace urikit::detail {

namespace {
bool is_c0_or_space(char c) noexcept { return grammar::in_set(c, grammar::ws_c0_or_space); }
} // namespace

web_input::web_input(std::string_view raw, bool trim) : raw_(raw) {
    std::string& buffer = buffer_.get();
    text_ = trim ? clean_input(raw, is_c0_or_space, buffer, leading_)
                 : clean_input(raw, [](char) { return false; }, buffer, leading_);
    removed_inside_ = text_.data() == buffer.data(); // else a view of `raw`, which never views this buffer
}

std::size_t first_invalid_utf8(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        utf8_char const c = utf8_next(s.data() + i, s.size() - i);
        if (!c.valid) return i;
        i += c.size;
    }
    return std::string_view::npos;
}

std::uint32_t web_input::original_offset(std::size_t at) const noexcept {
    if (!removed_inside_) return static_cast<std::uint32_t>(leading_ + at);
    return offset_before_removal(raw_, leading_, at);
}

error utf8_error(std::string_view s) noexcept {
    std::size_t const bad = first_invalid_utf8(s);
    return bad == std::string_view::npos ? error{} : error{errc::invalid_utf8, static_cast<std::uint32_t>(bad)};
}

} // namespace urikit::detail
